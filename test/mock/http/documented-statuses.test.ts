// Every HTTP status the mock answers a GET on either operation with is listed for that operation in the mock document, and
// every listed status is reachable: each is provoked here for real, and its body matches the document's schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_LIMITS } from '../../../src/mock/http/http-limits.js';
import { launchMock, type RunningMock } from '../../../src/mock/launch-mock.js';
import { credentialHeaders, DEMO_CREDENTIALS } from '../../../src/mock/world/account-credentials.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../../src/schema/paths.js';
import { mockDocument } from '../../../src/validation/committed-document.js';
import { documentValidator, FIXED_NOW } from '../../helpers/fixed-world.js';
import { rawHead, rawRequest, type RawAnswer } from '../../helpers/raw-http.js';

const SHORT = { ...HTTP_LIMITS, headersTimeoutMs: 300, requestTimeoutMs: 600, timeoutCheckIntervalMs: 50 };
const demo = Object.entries(credentialHeaders(DEMO_CREDENTIALS));
const operations = [
  {
    id: 'getGlobalConfigs',
    path: CONFIGS_PATH,
    success: 'ConfigsSubsetResponse',
    invalid: 'keys=site_colour',
    unauthenticated: [['Prefer', 'code=31501']] as [string, string][],
  },
  {
    id: 'listNotifications',
    path: NOTIFICATION_LIST_PATH,
    success: 'NotificationListResponse',
    invalid: 'pageSize=50',
    unauthenticated: [] as [string, string][],
  },
] as const;

type Case = [label: string, send: (op: (typeof operations)[number]) => Promise<RawAnswer | null>];

let mock: RunningMock;
let strict: RunningMock;
beforeAll(async () => {
  mock = await launchMock({ port: 0, nowMs: FIXED_NOW, limits: SHORT });
  strict = await launchMock({ port: 0, nowMs: FIXED_NOW, limits: SHORT, httpErrors: true });
});
afterAll(async () => {
  await mock.close();
  await strict.close();
});

const get =
  (
    server: () => RunningMock,
    target: (op: (typeof operations)[number]) => string,
    headers: (op: (typeof operations)[number]) => [string, string][] = () => demo,
  ) =>
  (op: (typeof operations)[number]) =>
    rawRequest(server().url, rawHead('GET', target(op), headers(op)));

const cases: Case[] = [
  [
    'a success',
    get(
      () => mock,
      (op) => op.path,
    ),
  ],
  [
    'an error in the default mode',
    get(
      () => mock,
      (op) => `${op.path}?${op.invalid}`,
    ),
  ],
  [
    'an invalid parameter with --http-errors',
    get(
      () => strict,
      (op) => `${op.path}?${op.invalid}`,
    ),
  ],
  [
    'a request Node cannot parse',
    (op) => rawRequest(mock.url, `GET ${op.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header\r\n\r\n`),
  ],
  [
    'no credentials with --http-errors',
    get(
      () => strict,
      (op) => op.path,
      (op) => op.unauthenticated,
    ),
  ],
  [
    'Prefer: code=404',
    get(
      () => mock,
      (op) => op.path,
      () => [...demo, ['Prefer', 'code=404']],
    ),
  ],
  [
    'Prefer: code=405',
    get(
      () => mock,
      (op) => op.path,
      () => [...demo, ['Prefer', 'code=405']],
    ),
  ],
  [
    'a request head that never ends',
    (op) => rawRequest(mock.url, `GET ${op.path} HTTP/1.1\r\nHost: 127.0.0.1\r\n`, { timeoutMs: 3000 }),
  ],
  [
    'a request target over 8,192 characters',
    get(
      () => mock,
      (op) => `${op.path}?pad=${'x'.repeat(HTTP_LIMITS.maxUrlLength)}`,
    ),
  ],
  [
    'an Expect other than 100-continue',
    get(
      () => mock,
      (op) => op.path,
      () => [...demo, ['Expect', 'teapot']],
    ),
  ],
  [
    'a request head over 16 KB',
    get(
      () => mock,
      (op) => op.path,
      () => [...demo, ['X-Padding', 'x'.repeat(HTTP_LIMITS.maxHeaderBytes)]],
    ),
  ],
  [
    'Prefer: fault=server-error',
    get(
      () => mock,
      (op) => op.path,
      () => [...demo, ['Prefer', 'fault=server-error']],
    ),
  ],
  [
    "Prefer: code=502 (a gateway's answer)",
    get(
      () => mock,
      (op) => op.path,
      () => [...demo, ['Prefer', 'code=502']],
    ),
  ],
  [
    "Prefer: code=504 (a gateway's answer)",
    get(
      () => mock,
      (op) => op.path,
      () => [...demo, ['Prefer', 'code=504']],
    ),
  ],
];

const documented = (id: string) => {
  const paths = (
    mockDocument() as { paths: Record<string, { get: { operationId: string; responses: Record<string, unknown> } }> }
  ).paths;
  return Object.values(paths).find((p) => p.get.operationId === id)!.get.responses;
};

describe.each(operations)('$id', (op) => {
  const seen = new Set<number>();

  it.each(cases)('answers %s with a documented status and a body the document describes', async (_label, send) => {
    const answer = await send(op);
    expect(answer, 'an answer').not.toBeNull();
    const { status, text } = answer!;
    expect(Object.keys(documented(op.id))).toContain(String(status));
    const body = JSON.parse(text) as { code: number };
    expect(documentValidator.validate(body.code === 0 ? op.success : 'ErrorEnvelope', body)).toEqual({ valid: true });
    seen.add(status);
  });

  it('can be made to answer every status it documents', () => {
    expect([...seen].sort((a, b) => a - b).map(String)).toEqual(Object.keys(documented(op.id)));
  });
});
