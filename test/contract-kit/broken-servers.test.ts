// The runner against servers that misbehave: every check ends, the run ends by its deadline, the exit code
// is 1, each check's line says what happened, and nothing escapes as an unhandled rejection.
// timed: a run against a hanging or dripping server ends by its 5 s deadline, checked against 6 s of wall clock
import { afterAll, describe, expect, it } from 'vitest';
import { executeContract } from '../../src/contract/execute-contract.js';
import { textReport } from '../../src/contract/report/report-text.js';
import { brokenBehaviours, startBrokenServer } from './broken-servers.js';

const credentials = { aid: 'a', aidToken: 't', uid: 'u', uidToken: 'ut' };
const options = (baseUrl: string) => ({
  baseUrl,
  credentials,
  strict: false,
  only: [],
  skip: [],
  timeoutMs: 400,
  deadlineMs: 5_000,
  maxRequests: 500,
  concurrency: 4,
});

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
process.on('unhandledRejection', onUnhandled);
afterAll(() => {
  process.off('unhandledRejection', onUnhandled);
});

describe.each([
  ['hangs', /no complete answer within 400 ms/],
  ['dripsOneBytePerSecond', /no complete answer within 400 ms/],
  ['answersHtml', /HTTP 200, not JSON: "<!doctype html><h1>Welcome to nginx!<\/h1>"/],
  ['truncatesJson', /HTTP 200, not JSON: "\{\\"code\\":0,\\"message\\":\\"ok\\"/],
  ['resetsTheConnection', /no answer: (connection reset by the server|connection closed by the server)/],
  ['sendsAnEndlessBody', /no answer: (a body that does not end|no complete answer within 400 ms)/],
  ['redirectsInALoop', /HTTP 302 redirect to \/api\/core\/v1\//],
  ['answers500', /HTTP 500, code 500 "Internal server error"/],
] as const)('a server that %s', (behaviour, cause) => {
  it('fails every check it cannot judge, in time, with exit 1 and one line per check', async () => {
    const server = await startBrokenServer(brokenBehaviours[behaviour]!);
    const started = performance.now();
    try {
      const report = await executeContract(options(server.url));
      expect(performance.now() - started).toBeLessThan(6_000);
      expect(report.exitCode).toBe(1);
      expect(report.reachable).toBe(true);
      expect(report.results.every((r) => r.outcome.status !== 'pass' || r.check.final)).toBe(true);
      const text = textReport(report, {});
      const checkLines = text.split('\n').filter((line) => /^ {2}(PASS|FAIL|WARN|INFO|SKIP) /.test(line));
      expect(checkLines).toHaveLength(report.results.length);
      const failLines = checkLines.filter((line) => line.includes('FAIL'));
      expect(failLines.length).toBeGreaterThan(10);
      expect(failLines.some((line) => cause.test(line))).toBe(true);
      expect(text).not.toMatch(/\n\s+at .*\(.*:\d+:\d+\)/);
    } finally {
      await server.close();
    }
    expect(unhandled).toEqual([]);
  }, 15_000);
});
