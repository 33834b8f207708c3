// A `fault=reset` request pipelined behind others on one connection: the answers to the requests before it arrive
// whole, in order, and only then does the connection close, without its answer.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchMock, type RunningMock } from '../../../src/mock/launch-mock.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../../src/schema/paths.js';
import { FIXED_NOW } from '../../helpers/fixed-world.js';
import { DEMO_HEADERS } from '../hostile/hostile-input.js';

let mock: RunningMock;
beforeAll(async () => {
  mock = await launchMock({ port: 0, nowMs: FIXED_NOW });
});
afterAll(() => mock.close());

const get = (target: string) =>
  `GET ${target} HTTP/1.1\r\nHost: x\r\n${DEMO_HEADERS.map(([n, v]) => `${n}: ${v}\r\n`).join('')}\r\n`;

/** Every whole answer in `bytes` (our answers carry Content-Length), as status and body. */
function answersIn(bytes: Buffer): { status: number; body: string }[] {
  const answers: { status: number; body: string }[] = [];
  let at = 0;
  for (;;) {
    const end = bytes.indexOf('\r\n\r\n', at);
    if (end < 0) return answers;
    const head = bytes.subarray(at, end).toString('latin1');
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? Number.NaN);
    if (!Number.isFinite(length) || bytes.length < end + 4 + length) return answers;
    answers.push({
      status: Number(head.slice(9, 12)),
      body: bytes.subarray(end + 4, end + 4 + length).toString('utf8'),
    });
    at = end + 4 + length;
  }
}

/** Writes all `requests` at once on one connection; resolves with what arrived once the server closes it. */
function pipeline(requests: string[]): Promise<{ answers: { status: number; body: string }[] }> {
  const { hostname, port } = new URL(mock.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(requests.join('')));
    let received = Buffer.alloc(0);
    const timer = setTimeout(
      () => (socket.destroy(), reject(new Error('the connection was not closed within 5 s'))),
      5_000,
    );
    socket.on('data', (chunk: Buffer) => (received = Buffer.concat([received, chunk])));
    socket.on('error', () => undefined); // a reset is what the fault asks for
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ answers: answersIn(received) });
    });
  });
}

const codeOf = (body: string) => (JSON.parse(body) as { code: number }).code;

describe('a pipelined fault=reset', () => {
  it.each<[string, string[], number]>([
    [
      'two answers before it',
      [
        get(`${CONFIGS_PATH}?keys=site_mode`),
        get(`${NOTIFICATION_LIST_PATH}?pageSize=30`),
        get(`${CONFIGS_PATH}?__fault=reset`),
        get(CONFIGS_PATH),
      ],
      2,
    ],
    [
      'a delayed answer before it',
      [get(`${CONFIGS_PATH}?keys=site_mode&__delay=150`), get(`${NOTIFICATION_LIST_PATH}?__fault=reset`)],
      1,
    ],
    [
      'a delayed reset after a large answer',
      [
        get(CONFIGS_PATH),
        get(`${NOTIFICATION_LIST_PATH}?pageSize=30`),
        get(`${CONFIGS_PATH}?__fault=reset&__delay=50`),
      ],
      2,
    ],
    ['nothing before it', [get(`${CONFIGS_PATH}?__fault=reset`), get(CONFIGS_PATH)], 0],
  ])('keeps %s, then closes without its answer', async (_, requests, before) => {
    for (let round = 0; round < 5; round++) {
      const { answers } = await pipeline(requests);
      expect(
        answers.map((a) => [a.status, codeOf(a.body)]),
        `round ${round + 1}`,
      ).toEqual(Array.from({ length: before }, () => [200, 0]));
    }
  });
});
