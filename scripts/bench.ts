// `npm run bench`: the mock against plain node:http (ready bytes, and stringifying the same answers) and bare Express
// (autocannon, loopback, rounds alternated), over worlds of 1e3, 1e5 and 1e6 notifications; a table and the targets.
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../src/schema/paths.js';
import { measure, median, type Load } from './bench/load.js';
import { newPageQuery, newPages } from './bench/new-pages.js';
import { rssOf, launchMock, startReference, type Started } from './bench/processes.js';
import { seedStall } from './bench/seed-stall.js';
import { validationLinearity } from './bench/validation-linearity.js';

const { values: flags } = parseArgs({
  options: {
    json: { type: 'boolean' },
    seconds: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '7' },
  },
});
const SECONDS = Number(flags.seconds);
const ROUNDS = Number(flags.rounds);
const SIZES = [1_000, 100_000, 1_000_000];
const LIST = `${NOTIFICATION_LIST_PATH}?types=3,5,8&pageSize=15&page=2&filterUserType=blacklist&filterUserKeys=stats`;
const NEW_PAGES = 'core-kit, new pages';
const STRINGIFY = 'node:http, stringify';
const STRINGIFY_NEW_PAGES = 'node:http, stringify, new pages';
const NO_JOURNAL = 'core-kit, no journal';
/** New pages the stringifying reference answers in turn (fetched once from the mock; the load asks for others). */
const POOL = 64;
const DEMO = {
  'X-Core-Aid': 'demo',
  'X-Core-Aid-Token': 'demo-aid-token',
  'X-Core-Uid': '10001',
  'X-Core-Uid-Token': 'demo-uid-token',
};
const SAME_HEADERS = [
  'content-type',
  'x-content-type-options',
  'access-control-allow-origin',
  'access-control-expose-headers',
];
const say = (text: string) => (flags.json ? undefined : process.stderr.write(`${text}\n`));

async function answer(base: string, path: string) {
  const res = await fetch(`${base}${path}`, { headers: DEMO });
  const headers = Object.fromEntries(SAME_HEADERS.map((h) => [h, res.headers.get(h) ?? '']));
  return { headers, body: await res.text() };
}

/** Reference servers answering exactly the bytes (and headers) the mock answers; `pool`: new pages to stringify in turn. */
async function references(mock: Started, dir: string, name: string, pool: boolean) {
  const file = join(dir, `${name}.json`);
  const pages = pool
    ? await Promise.all(Array.from({ length: POOL }, (_, i) => answer(mock.url, newPageQuery(i))))
    : [];
  const routes = { [LIST]: await answer(mock.url, LIST), [CONFIGS_PATH]: await answer(mock.url, CONFIGS_PATH) };
  await writeFile(
    file,
    JSON.stringify({ routes, pool: pool ? { headers: pages[0]!.headers, bodies: pages.map((p) => p.body) } : null }),
  );
  return {
    http: await startReference('http', file),
    express: await startReference('express', file),
    stringify: await startReference('stringify', file),
  };
}

const started: Started[] = [];
const track = async (p: Promise<Started>) => {
  const s = await p;
  started.push(s);
  return s;
};

try {
  say(
    `core-kit bench: node ${process.version}, ${cpus().length} cores, 50 connections, ${ROUNDS} rounds of ${SECONDS} s per row (medians)`,
  );
  const dir = await mkdtemp(join(tmpdir(), 'core-kit-bench-'));
  const empty = await track(launchMock(0));
  await answer(empty.url, LIST);
  const emptyRss = await rssOf(empty.child.pid!);
  empty.stop();
  const defaultMock = await track(launchMock(120));
  const mocks = new Map<number, Started>();
  const rss = new Map<number, number>();
  for (const size of SIZES) {
    const mock = await track(launchMock(size));
    await answer(mock.url, LIST);
    mocks.set(size, mock);
    rss.set(size, await rssOf(mock.child.pid!));
    say(`  started ${size.toLocaleString('en')} notifications in ${Math.round(mock.startMs)} ms`);
  }
  // The same mock with the control room's journal off: what journaling each request costs the lean path.
  const unjournaled = await track(launchMock(SIZES[0]!, { serveArgs: ['--journal-size', '0'] }));
  const refs = new Map<number, { http: Started; express: Started; stringify: Started }>();
  for (const size of SIZES)
    refs.set(size, await references(mocks.get(size)!, dir, String(size), size === SIZES[SIZES.length - 1]));
  for (const r of refs.values()) started.push(r.http, r.express, r.stringify);

  const small = SIZES[0]!;
  const big = SIZES[SIZES.length - 1]!;
  /** `nextPath`: a row whose every request asks something no earlier request asked. */
  type Row = { endpoint: string; size: number | null; server: string; url: string; nextPath?: () => string };
  const row = (endpoint: string, size: number | null, server: string, base: string, path: string): Row => ({
    endpoint,
    size,
    server,
    url: `${base}${path}`,
  });
  // The list rows repeat one query, as a UI or a test suite does. These ask the big world for a page no earlier request
  // asked (random types, page and projection), so that nothing remembered helps: the engine's speed on cold pages,
  // beside node:http stringifying pages of the same kind.
  const coldPages: Row = { ...row('list', big, NEW_PAGES, mocks.get(big)!.url, LIST), nextPath: newPages(POOL) };
  let pooled = 0;
  const stringifiedPages: Row = {
    ...row('list', big, STRINGIFY_NEW_PAGES, refs.get(big)!.stringify.url, '/pool'),
    nextPath: () => `/pool/${pooled++}`,
  };
  // Order within a round pairs what the targets compare: the mock beside its ceiling, the 1e3 and 1e6 worlds side by side.
  const rows: Row[] = [
    row('list', small, 'node:http', refs.get(small)!.http.url, LIST),
    row('list', small, 'core-kit', mocks.get(small)!.url, LIST),
    row('list', small, NO_JOURNAL, unjournaled.url, LIST),
    row('list', small, STRINGIFY, refs.get(small)!.stringify.url, LIST),
    row('list', big, 'core-kit', mocks.get(big)!.url, LIST),
    row('list', big, 'node:http', refs.get(big)!.http.url, LIST),
    row('list', small, 'bare Express', refs.get(small)!.express.url, LIST),
    ...SIZES.slice(1, -1).flatMap((size) => [
      row('list', size, 'node:http', refs.get(size)!.http.url, LIST),
      row('list', size, 'core-kit', mocks.get(size)!.url, LIST),
    ]),
    row('configs', null, 'node:http', refs.get(small)!.http.url, CONFIGS_PATH),
    row('configs', null, 'core-kit', mocks.get(small)!.url, CONFIGS_PATH),
    row('configs', null, 'bare Express', refs.get(small)!.express.url, CONFIGS_PATH),
    coldPages,
    stringifiedPages,
  ];

  for (const r of rows) await measure(r.url, DEMO, 1, r.nextPath); // warm-up
  const loads = rows.map(() => [] as Load[]);
  for (let round = 1; round <= ROUNDS; round++) {
    say(`  round ${round} of ${ROUNDS}`);
    // Every other round runs the rows backwards: each compared pair is measured in both orders equally often,
    // which cancels what running first or second in a round does to a measurement.
    const order = [...rows.keys()];
    if (round % 2 === 0) order.reverse();
    for (const i of order) {
      loads[i]!.push(await measure(rows[i]!.url, DEMO, SECONDS, rows[i]!.nextPath));
    }
  }
  const indexOf = (endpoint: string, size: number | null, server: string) =>
    rows.findIndex((r) => r.endpoint === endpoint && r.size === size && r.server === server);
  const result = rows.map((r, i) => ({
    ...r,
    rps: median(loads[i]!.map((l) => l.rps)),
    p99: median(loads[i]!.map((l) => l.p99)),
  }));
  const rpsOf = (endpoint: string, size: number | null, server: string) => result[indexOf(endpoint, size, server)]!.rps;
  /** Median over rounds of a ratio measured within each round (pairs cancel the machine's drift between rounds). */
  const pairedRatio = (a: [string, number | null, string], b: [string, number | null, string]) => {
    const [x, y] = [loads[indexOf(...a)]!, loads[indexOf(...b)]!];
    return median(x.map((load, round) => load.rps / y[round]!.rps));
  };

  const contractStarted = performance.now();
  await promisify(execFile)(
    process.execPath,
    [
      'bin/core-kit.js',
      'contract',
      '--base-url',
      defaultMock.url,
      '--aid',
      'demo',
      '--aid-token',
      'demo-aid-token',
      '--uid',
      '10001',
      '--uid-token',
      'demo-uid-token',
    ],
    { cwd: new URL('../', import.meta.url).pathname },
  );
  const contractSeconds = (performance.now() - contractStarted) / 1000;
  say("  cheap requests while other seeds' worlds are built");
  const stall = await seedStall(mocks.get(big)!.url, DEMO, 8, 7001);
  say('  schema validation of invalid list answers');
  const validation = validationLinearity();

  const listRatio = pairedRatio(['list', small, 'core-kit'], ['list', small, 'node:http']);
  const configsRatio = pairedRatio(['configs', null, 'core-kit'], ['configs', null, 'node:http']);
  const flat = pairedRatio(['list', big, 'core-kit'], ['list', small, 'core-kit']);
  const repeatedVsStringify = pairedRatio(['list', small, 'core-kit'], ['list', small, STRINGIFY]);
  const newVsStringify = pairedRatio(['list', big, NEW_PAGES], ['list', big, STRINGIFY_NEW_PAGES]);
  const journalCost = pairedRatio(['list', small, 'core-kit'], ['list', small, NO_JOURNAL]);
  const bytesPerNotification = (rss.get(1_000_000)! - emptyRss) / 1_000_000;
  const targets = [
    {
      target: 'list with filters at ≥ 0.30× node:http (1,000 notifications)',
      value: listRatio,
      text: `${listRatio.toFixed(2)}×`,
      pass: listRatio >= 0.3,
    },
    {
      target: 'configs at ≥ 0.30× node:http',
      value: configsRatio,
      text: `${configsRatio.toFixed(2)}×`,
      pass: configsRatio >= 0.3,
    },
    {
      target: 'a repeated page at ≥ 1.0× node:http stringifying it (1,000 notifications)',
      value: repeatedVsStringify,
      text: `${repeatedVsStringify.toFixed(2)}×`,
      pass: repeatedVsStringify >= 1,
    },
    {
      target: 'new pages (random types, page, projection) at ≥ 0.75× node:http stringifying pages (1,000,000)',
      value: newVsStringify,
      text: `${newVsStringify.toFixed(2)}×`,
      pass: newVsStringify >= 0.75,
    },
    {
      target: 'list with the journal at ≥ 0.90× without it (--journal-size 0; 1,000 notifications)',
      value: journalCost,
      text: `${journalCost.toFixed(2)}×`,
      pass: journalCost >= 0.9,
    },
    {
      target: 'list over 1,000,000 at ≥ 0.9× its speed over 1,000',
      value: flat,
      text: `${flat.toFixed(2)}×`,
      pass: flat >= 0.9,
    },
    {
      target: '≤ 64 bytes per notification above the empty server',
      value: bytesPerNotification,
      text: `${bytesPerNotification.toFixed(1)} B`,
      pass: bytesPerNotification <= 64,
    },
    {
      target: 'start-up with 1,000,000 notifications ≤ 3 s',
      value: mocks.get(1_000_000)!.startMs,
      text: `${(mocks.get(1_000_000)!.startMs / 1000).toFixed(2)} s`,
      pass: mocks.get(1_000_000)!.startMs <= 3000,
    },
    {
      target: 'default start-up ≤ 1 s',
      value: defaultMock.startMs,
      text: `${(defaultMock.startMs / 1000).toFixed(2)} s`,
      pass: defaultMock.startMs <= 1000,
    },
    {
      target: "a cheap request while 8 other seeds' worlds are built (1,000,000 per account): p95 ≤ 25 ms",
      value: stall.p95Ms,
      text: `${stall.p95Ms.toFixed(1)} ms (median ${stall.medianMs.toFixed(1)}, worst ${stall.worstMs.toFixed(1)})`,
      pass: stall.p95Ms <= 25,
    },
    {
      target:
        'schema validation of a list of 8,000 invalid items ≤ 12× that of 1,000 (linear), and of 100,000 ≤ 100 ms',
      value: validation.ratio,
      text: `${validation.ratio.toFixed(1)}× (100,000: ${validation.ms[100_000]!.toFixed(1)} ms)`,
      pass: validation.ratio <= 12 && validation.ms[100_000]! <= 100,
    },
    {
      target: 'contract suite against the mock ≤ 10 s',
      value: contractSeconds,
      text: `${contractSeconds.toFixed(1)} s`,
      pass: contractSeconds <= 10,
    },
  ];

  if (flags.json) {
    const worlds = SIZES.map((size) => ({
      notifications: size,
      startMs: Math.round(mocks.get(size)!.startMs),
      rssBytes: rss.get(size),
    }));
    process.stdout.write(
      `${JSON.stringify({ node: process.version, cores: cpus().length, seconds: SECONDS, rounds: ROUNDS, emptyRssBytes: emptyRss, defaultStartMs: Math.round(defaultMock.startMs), worlds, rows: result.map(({ url: _url, nextPath: _nextPath, ...r }) => r), targets }, null, 2)}\n`,
    );
  } else {
    const ceiling = (endpoint: string, size: number | null) => rpsOf(endpoint, size, 'node:http');
    const lines = [
      '',
      '| endpoint | notifications | server | req/s | p99 ms | vs node:http | RSS MB | start-up ms |',
      '|---|---:|---|---:|---:|---:|---:|---:|',
    ];
    const order = (r: (typeof result)[number]) =>
      `${r.endpoint === 'list' ? 0 : 1}${String(r.size ?? 0).padStart(8, '0')}${['node:http', STRINGIFY, 'bare Express', 'core-kit', NO_JOURNAL, STRINGIFY_NEW_PAGES, NEW_PAGES].indexOf(r.server)}`;
    for (const r of [...result].sort((a, b) => order(a).localeCompare(order(b)))) {
      const mock = r.server === 'core-kit' && r.size !== null;
      lines.push(
        `| ${r.endpoint} | ${r.size?.toLocaleString('en') ?? '—'} | ${r.server} | ${Math.round(r.rps).toLocaleString('en')} | ${r.p99.toFixed(1)} | ${(r.rps / ceiling(r.endpoint, r.size)).toFixed(2)} | ${mock ? (rss.get(r.size!)! / 2 ** 20).toFixed(1) : ''} | ${mock ? Math.round(mocks.get(r.size!)!.startMs) : ''} |`,
      );
    }
    lines.push(
      '',
      `Empty server: ${(emptyRss / 2 ** 20).toFixed(1)} MB RSS. Default world (120 notifications): started in ${Math.round(defaultMock.startMs)} ms. Target ratios are medians of per-round ratios.`,
      '',
    );
    lines.push(
      '| target | measured | |',
      '|---|---:|---|',
      ...targets.map((t) => `| ${t.target} | ${t.text} | ${t.pass ? 'PASS' : 'FAIL'} |`),
      '',
    );
    process.stdout.write(`${lines.join('\n')}\n`);
  }
  process.exitCode = targets.every((t) => t.pass) ? 0 : 1;
} finally {
  for (const s of started) s.stop();
}
