// A hostile control body gets a 10000 envelope quoting a bounded excerpt of it, never a 500: arrays nested 8,000 deep
// (16 KB, within the body limit) overflowed the stack when the error message quoted the whole value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchMock, type RunningMock } from '../../src/mock/launch-mock.js';

let mock: RunningMock;
beforeAll(async () => {
  mock = await launchMock({ port: 0, nowMs: Date.parse('2026-11-22T12:00:00Z') });
});
afterAll(() => mock.close());

const deep = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`;

async function putScenario(body: string) {
  const res = await fetch(`${mock.url}/__core/scenario`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return { status: res.status, body: (await res.json()) as { code: number; message: string } };
}

describe('PUT /__core/scenario with a hostile body', () => {
  it.each([
    ['arrays nested 8,000 deep', deep(8_000)],
    ['a field holding arrays nested 7,990 deep', `{"total":${deep(7_990)}}`],
    ['objects nested 1,600 deep', `${'{"a":'.repeat(1_600)}1${'}'.repeat(1_600)}`],
    ['a list of 4,000 numbers', `{"seed":[${Array(4_000).fill(1).join(',')}]}`],
  ])('%s: 400, a 10000 naming it by a short excerpt', async (_what, body) => {
    expect(body.length).toBeLessThanOrEqual(16 * 1024);
    const answer = await putScenario(body);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(10000);
    expect(answer.body.message.length).toBeLessThan(400);
  });

  it.each([
    ['{"total":"12"}', '"12"'],
    ['{"total":[1,2,{"a":null}]}', '[1,2,{"a":null}]'],
    ['{"lang":{"x":"y","z":[true]}}', '{"x":"y","z":[true]}'],
    [`{"total":"${'x'.repeat(100)}"}`, `"${'x'.repeat(59)}…`],
  ])('quotes %s as its JSON (cut at 60 characters)', async (body, quoted) => {
    const answer = await putScenario(body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(quoted);
  });
});
