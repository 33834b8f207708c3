// The mock behind Prism, a validating proxy that reads the mock document (openapi/mock.yaml: the contract plus the mock's
// `Prefer` and the statuses its scenarios produce, which the contract document rightly leaves out) and reports in
// `sl-violations` every request or answer that breaks it. Over a varied run of requests, with the scenario twins as docs/prism.md shows
// them, Prism finds no answer that breaks the document, and flags exactly the requests the document itself forbids.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchMock, type RunningMock } from '../../src/mock/launch-mock.js';
import { credentialHeaders, DEMO_CREDENTIALS } from '../../src/mock/world/account-credentials.js';
import { errorCodes } from '../../src/schema/error-catalogue.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../src/schema/paths.js';
import { projectRoot } from '../helpers/core-kit-process.js';
import { FIXED_NOW } from '../helpers/fixed-world.js';

interface Sent {
  path: string;
  headers?: Record<string, string>;
  /** The document forbids this request (Prism must flag it; the mock answers 10000 or 31501). */
  invalid?: boolean;
}

const demo = credentialHeaders(DEMO_CREDENTIALS);
const list = (query: string, headers: Record<string, string> = demo, invalid = false): Sent => ({
  path: `${NOTIFICATION_LIST_PATH}?${query}`,
  headers,
  invalid,
});
const configs = (query: string, headers: Record<string, string> = {}): Sent => ({
  path: `${CONFIGS_PATH}${query ? `?${query}` : ''}`,
  headers,
});
/** A catalogue code through Prism: the `__code` twin, with a Prefer header so that Prism reads that instead of the query. */
const withCode = (code: number, make: typeof list | typeof configs) =>
  make(`pageSize=2&__code=${code}`, { ...(make === list ? demo : {}), Prefer: 'return=minimal' });

const requests: Sent[] = [
  ...[
    '',
    'pageSize=30',
    'pageSize=30&page=2',
    'pageSize=30&page=3',
    'pageSize=30&page=4',
    'page=99',
    'pageSize=1',
    'status=0',
    'status=1',
    'status=0&pageSize=10',
    'status=1&page=2',
    'pageSize=5&page=24',
  ].map((q) => list(q)),
  ...['1', '2', '3', '4', '5', '6', '7', '8', '9', '3,5,8', '1,2', ' 9 , 7 ', '8,,9,', '4,6'].map((t) =>
    list(`types=${encodeURIComponent(t)}&pageSize=8`),
  ),
  ...[
    'fsid,nickname,avatar',
    'stats',
    'stats.followerCount,stats.likerCount',
    'roles.0.name',
    'interaction',
    'nope',
  ].map((k) => list(`filterUserType=whitelist&filterUserKeys=${k}`)),
  ...['stats,roles,interaction', 'archives,operations'].map((k) =>
    list(`filterUserType=blacklist&filterUserKeys=${k}&pageSize=10`),
  ),
  ...['pid,title', 'author.nickname,replyToPost.pid', 'latitude,longitude,gtid', 'files', 'quotedPost'].map((k) =>
    list(`types=2,3,7,8,9&filterInfoType=whitelist&filterInfoKeys=${k}&pageSize=15`),
  ),
  ...['author', 'replyToPost,replyToComment', 'interaction,controls'].map((k) =>
    list(`filterInfoType=blacklist&filterInfoKeys=${k}&pageSize=10`),
  ),
  ...['en', 'es', 'zh-Hans-SG', 'ar'].map((lang) => list('pageSize=5', { ...demo, 'X-Core-Client-Lang-Tag': lang })),
  list('pageSize=5', { ...demo, 'X-Core-Client-Lang-Tag': 'fr' }),
  ...[
    '__total=0',
    '__total=3&pageSize=2&page=2',
    '__seed=7&pageSize=10',
    '__lang=ar&pageSize=3',
    '__delay=0',
    '__total=1000&pageSize=10&page=20',
  ].map((q) => list(q)),
  list('pageSize=3', { ...demo, Prefer: 'total=5, lang=es' }),
  list('pageSize=3', { ...demo, Prefer: 'fault=server-error' }),
  // The edge world: every page of it still valid for the document (nulls, longest strings, extreme counts).
  ...['__data=edge&pageSize=30', '__data=edge&pageSize=30&page=2', '__data=edge&types=3,8&pageSize=20'].map((q) =>
    list(q),
  ),
  list('pageSize=10&page=4', { ...demo, Prefer: 'data=edge' }),
  list('pageSize=3', { ...demo, 'X-Core-Aid-Token': 'wrong' }),
  list('pageSize=3', { ...demo, 'X-Core-Uid-Token': 'wrong' }),
  list('pageSize=3', { ...demo, 'X-Core-Aid': 'nobody' }),
  list('filterUserType=whitelist', demo),
  list('types[]=1', demo),
  ...errorCodes.map((code) => withCode(code, list)),
  ...errorCodes.map((code) => withCode(code, configs)),
  configs(''),
  configs('keys=cache_datetime,cache_minutes'),
  configs('keys=site_name,site_mode,default_language,language_menus,current_language_menu'),
  configs('keys=conversation_files,bulletin_contents,channel_post_seo,portal_7'),
  configs('keys=site_colour'),
  configs('', { 'X-Core-Client-Lang-Tag': 'zh-Hans-SG' }),
  configs('', { 'X-Core-Client-Lang-Tag': 'fr' }),
  configs('__seed=3&keys=site_name'),
  configs('', demo),
  // Requests the document forbids: Prism flags them, the mock answers them with an error envelope.
  ...[
    'pageSize=0',
    'pageSize=31',
    'pageSize=abc',
    'page=0',
    'status=2',
    'types=10',
    'types=a',
    'filterUserType=greylist&filterUserKeys=fsid',
    'filterInfoType=all&filterInfoKeys=pid',
  ].map((q) => list(q, demo, true)),
  list('pageSize=3', {}, true),
  list('pageSize=3', { 'X-Core-Aid': 'demo', 'X-Core-Aid-Token': 'demo-aid-token' }, true),
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts `prism proxy` on a free port in front of `upstream`; resolves once it listens. */
function startPrism(upstream: string, port: number): Promise<ChildProcess> {
  const prism = spawn(
    process.execPath,
    [
      'node_modules/@stoplight/prism-cli/dist/index.js',
      'proxy',
      'openapi/mock.yaml',
      upstream,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
    ],
    { cwd: projectRoot },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) resolve(prism);
    };
    prism.stdout.on('data', listen);
    prism.stderr.on('data', listen);
    prism.on('exit', (code) => reject(new Error(`prism exited ${code}: ${output}`)));
  });
}

let mock: RunningMock;
let prism: ChildProcess;
let base: string;
beforeAll(async () => {
  mock = await launchMock({ port: 0, nowMs: FIXED_NOW });
  const port = await freePort();
  prism = await startPrism(mock.url, port);
  base = `http://127.0.0.1:${port}`;
}, 60_000);
afterAll(async () => {
  prism?.kill();
  await mock?.close();
});

describe('the mock behind Prism', () => {
  it(`answers ${requests.length} varied requests without one answer that breaks the document`, async () => {
    expect(requests.length).toBeGreaterThanOrEqual(100);
    const outcomes: { path: string; status: number; code: unknown; request: string[]; response: string[] }[] = [];
    for (const sent of requests) {
      const res = await fetch(`${base}${sent.path}`, { headers: sent.headers ?? {} });
      const body = (await res.json()) as { code?: unknown };
      const violations = JSON.parse(res.headers.get('sl-violations') ?? '[]') as {
        location: string[];
        message: string;
      }[];
      const of = (side: string) => violations.filter((v) => v.location[0] === side).map((v) => v.message);
      outcomes.push({
        path: sent.path,
        status: res.status,
        code: body.code,
        request: of('request'),
        response: of('response'),
      });
    }
    expect(outcomes.filter((o) => o.response.length > 0)).toEqual([]);
    const flagged = outcomes.flatMap((o, i) => (o.request.length > 0 ? [i] : []));
    expect(flagged).toEqual(requests.flatMap((r, i) => (r.invalid ? [i] : [])));
    // Each forbidden request is answered in the mock's envelope: refused with a catalogue code, or read as the real
    // system reads it (page=0 as page 1, a 0 among the types dropped), never a 5xx.
    expect(
      flagged
        .map((i) => outcomes[i]!)
        .filter(
          (o) => o.status !== 200 || ![0, 10000, 21005, 31501, 31502, 31505, 31601, 31603].includes(Number(o.code)),
        ),
    ).toEqual([]);
    // The twins reached the mock: every catalogue code came back as asked.
    expect(outcomes.filter((o) => o.path.includes('__code=')).map((o) => o.code)).toEqual([
      ...errorCodes,
      ...errorCodes,
    ]);
  }, 120_000);

  it('refuses a catalogue code sent as Prefer: code= (Prism reads it as an HTTP status): the reason for the twins', async () => {
    const res = await fetch(`${base}${NOTIFICATION_LIST_PATH}`, { headers: { ...demo, Prefer: 'code=31505' } });
    expect(res.status).toBe(422);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
  });
});
