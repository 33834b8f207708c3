// The bench's load rows: the mock's answers (a repeated ~200 KB page, a small page, configs whole and one key, new
// pages of a million-notification world) beside reference servers answering the same bytes (node:http from a ready
// Buffer, bare Express, node:http stringifying), in rounds that run the rows forwards then backwards. Every row of
// the page is loaded in a process spawned anew each round: how fast one node process answers depends on the
// young generation V8 has given it at the time (docs/performance.md, "The journal written in place"), which is chance
// per process, so one process per row for the whole run would carry one draw of it into every round.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../src/schema/paths.js';
import { measure, median, type Load, type LoadClient } from './load.js';
import { newPageQuery } from './new-pages.js';
import { launchMock, startReference, stopped, type Started } from './processes.js';

export const DEMO = {
  'X-Core-Aid': 'demo',
  'X-Core-Aid-Token': 'demo-aid-token',
  'X-Core-Uid': '10001',
  'X-Core-Uid-Token': 'demo-uid-token',
};
/** The page: 15 notifications of the real structures, about 200 KB. */
export const PAGE = `${NOTIFICATION_LIST_PATH}?types=3,5,8&pageSize=15`;
export const SMALL_PAGE = `${NOTIFICATION_LIST_PATH}?types=3,5,8&pageSize=1`;
export const ONE_KEY = `${CONFIGS_PATH}?keys=site_name`;
const SAME_HEADERS = [
  'content-type',
  'x-content-type-options',
  'access-control-allow-origin',
  'access-control-expose-headers',
];
/** New pages the stringifying reference answers in turn (fetched once from the mock; the load asks for others). */
const POOL = 64;

export interface Row {
  answer: string;
  server: string;
  connections: number;
  path: string;
  /** The server's process for the whole run; null when `launch` spawns one per round. */
  at: Started | null;
  /** Spawns the row's server anew for each round (warmed, loaded, then stopped before the next row). */
  launch?: () => Promise<Started>;
  newPages?: boolean;
  loads: Load[];
  rps?: number;
  p99?: number;
  /** Median CPU time of the server per answer, µs. */
  cpuUs?: number;
  bytes?: number;
}

export interface Throughput {
  rows: Omit<Row, 'loads' | 'path' | 'at' | 'launch'>[];
  /** Median over rounds of row a's rate over row b's in the same round. */
  ratio(a: [string, string, number?], b: [string, string, number?]): number;
  /** Median over rounds of row b's CPU time per answer over row a's: a's rate when CPU is the limit, relative to b's. */
  cpuRatio(a: [string, string, number?], b: [string, string, number?]): number;
  /** The lowest and highest of those per-round CPU ratios: how far one round strays from another on this machine. */
  cpuSpread(a: [string, string, number?], b: [string, string, number?]): [number, number];
}

async function answer(base: string, path: string) {
  const res = await fetch(`${base}${path}`, { headers: DEMO });
  const headers = Object.fromEntries(SAME_HEADERS.map((h) => [h, res.headers.get(h) ?? '']));
  return { headers, body: await res.text() };
}

interface Options {
  client: LoadClient;
  connections: number;
  seconds: number;
  rounds: number;
  /** The million-notification mock (no journal); null with `only` set to the page rows. */
  big: Started | null;
  /** `page`: only the page's rows against the ready Buffer and with the journal (`npm run bench -- --only page`). */
  only?: 'page';
  track: (p: Promise<Started>) => Promise<Started>;
  say: (text: string) => void;
}

/** Per round, b's CPU time per answer over a's. */
const cpuRatios = (a: Load[], b: Load[]) => a.map((l, i) => b[i]!.cpuUs! / l.cpuUs!);

/** What `--only page` keeps: the two page targets' rows (and the client check's). */
const PAGE_ROWS = new Set(['node:http, ready Buffer', 'core-kit, no journal', 'core-kit']);

export async function throughput({ client, connections, seconds, rounds, big, only, track, say }: Options) {
  const lean = await track(launchMock(1_000, { serveArgs: ['--journal-size', '0'] }));
  const dir = await mkdtemp(join(tmpdir(), 'core-kit-bench-'));
  const paths = [PAGE, SMALL_PAGE, ONE_KEY, CONFIGS_PATH];
  const routes = Object.fromEntries(await Promise.all(paths.map(async (p) => [p, await answer(lean.url, p)] as const)));
  const pool = big ? await Promise.all(Array.from({ length: POOL }, (_, i) => answer(big.url, newPageQuery(i)))) : [];
  const file = join(dir, 'answers.json');
  const pooled = pool.length > 0 ? { headers: pool[0]!.headers, bodies: pool.map((p) => p.body) } : null;
  await writeFile(file, JSON.stringify({ routes, pool: pooled }));
  if (only) await stopped(lean); // it gave the answers; the page's rows spawn their own servers
  const ready = only ? null : await track(startReference('http', file));
  const stringify = only ? null : await track(startReference('stringify', file));

  const c = connections;
  const row = (answer: string, server: string, at: Started | null, path: string, n = c): Row => ({
    answer,
    server,
    connections: n,
    path,
    at,
    loads: [],
    bytes: Buffer.byteLength(routes[path]?.body ?? ''),
  });
  /** A page row whose server is spawned anew each round, the reference servers and the mocks alike. */
  const fresh = (server: string, launch: () => Promise<Started>, n = c): Row => ({
    ...row('page', server, null, PAGE, n),
    launch: () => track(launch()),
  });
  // Accounts are built when first asked for: a new mock has answered one list before its warm-up starts.
  const mock = (notifications: number, serveArgs: string[]) => async () => {
    const started = await launchMock(notifications, { serveArgs });
    await (await fetch(`${started.url}${SMALL_PAGE}`, { headers: DEMO })).arrayBuffer();
    return started;
  };
  const readyBuffer = () => startReference('http', file);
  // Pairs compared by a target sit side by side, so that each is measured in both orders equally often.
  const all: Row[] = [
    fresh('node:http, ready Buffer', readyBuffer),
    fresh('core-kit, no journal', mock(1_000, ['--journal-size', '0'])),
    fresh('node:http, ready Buffer', readyBuffer, 2 * c),
    fresh('core-kit', mock(1_000, [])),
    fresh('bare Express', () => startReference('express', file)),
    fresh('node:http, stringify', () => startReference('stringify', file)),
    fresh('core-kit, no journal, 1,000,000', mock(1_000_000, ['--journal-size', '0'])),
    row('small page', 'node:http, ready Buffer', ready, SMALL_PAGE),
    row('small page', 'core-kit, no journal', lean, SMALL_PAGE),
    row('configs, one key', 'node:http, ready Buffer', ready, ONE_KEY),
    row('configs, one key', 'core-kit, no journal', lean, ONE_KEY),
    row('configs', 'node:http, ready Buffer', ready, CONFIGS_PATH),
    row('configs', 'core-kit, no journal', lean, CONFIGS_PATH),
    { ...row('new pages', 'core-kit, no journal, 1,000,000', big, PAGE), newPages: true, bytes: undefined },
    { ...row('new pages', 'node:http, stringify', stringify, '/pool'), bytes: undefined },
  ];
  const rows = only ? all.filter((r) => r.answer === only && PAGE_ROWS.has(r.server)) : all;
  let nextNewPage = POOL;
  const once = async (r: Row, at: Started, s: number) => {
    const load = await measure(`${at.url}${r.path}`, DEMO, {
      client,
      connections: r.connections,
      seconds: s,
      pid: at.child.pid!,
      ...(r.newPages ? { newPagesFrom: nextNewPage } : {}),
    });
    if (r.newPages) nextNewPage += load.requests + 1;
    return load;
  };
  // A new process is warmed by 1 s of its own load right before its measured load, the same for each: no idle pause
  // (which shrinks the young generation V8 gives a process) comes between. The other rows are warmed once, first.
  const loadOnce = async (r: Row) => {
    const at = r.launch ? await r.launch() : r.at!;
    if (r.launch) await once(r, at, 1);
    r.loads.push(await once(r, at, seconds));
    if (r.launch) await stopped(at);
  };
  for (const r of rows) if (!r.launch) await once(r, r.at!, 1);
  for (let round = 1; round <= rounds; round++) {
    say(`  round ${round} of ${rounds}`);
    const order = round % 2 === 0 ? [...rows].reverse() : rows;
    for (const r of order) await loadOnce(r);
  }
  const find = ([answer, server, n = c]: [string, string, number?]) =>
    rows.find((r) => r.answer === answer && r.server === server && r.connections === n)!;
  return {
    rows: rows.map(({ loads, path: _path, at: _at, launch: _launch, ...r }) => ({
      ...r,
      rps: median(loads.map((l) => l.rps)),
      p99: median(loads.map((l) => l.p99)),
      cpuUs: median(loads.map((l) => l.cpuUs ?? NaN)),
    })),
    ratio: (a, b) => {
      const [x, y] = [find(a).loads, find(b).loads];
      return median(x.map((l, i) => l.rps / y[i]!.rps));
    },
    cpuRatio: (a, b) => median(cpuRatios(find(a).loads, find(b).loads)),
    cpuSpread: (a, b) => {
      const ratios = cpuRatios(find(a).loads, find(b).loads);
      return [Math.min(...ratios), Math.max(...ratios)];
    },
  } satisfies Throughput;
}
