// Output that must not mislead: nothing to check is never a PASS (a server answering {} or a 404 page to everything),
// and a relation between queries that breaks names the feature that broke, not the combination it was seen in.
import { describe, expect, it } from 'vitest';
import { allDefects } from './corpus/all-defects.js';
import { runIndependent } from './self-test/run-corpus.js';

const run = (name: string) => {
  const defect = allDefects.find((d) => d.name === name)!;
  return runIndependent(name, defect.choices ?? {}, false, defect.defect);
};
const statusOf = (report: Awaited<ReturnType<typeof run>>['report'], check: string) =>
  report.results.find((r) => r.check.name === check)!.outcome;

describe('a server with nothing to check', () => {
  it('answering {} to everything: no configs check passes, and the list passes only what it is (JSON)', async () => {
    const { report } = await run('emptyObjectForEverything');
    for (const check of ['everyKeyHasItsType', 'enumeratedKeysHoldAllowedValues', 'configsNeedNoLogin'])
      expect(statusOf(report, check).status, check).toBe('skip');
    const passed = report.results.filter((r) => r.outcome.status === 'pass').map((r) => r.check.name);
    // What it is: JSON objects, declared JSON, in UTF-8, whole, never a 5xx (the HTTP and JSON rules of every answer).
    expect(passed).toEqual([
      'everyListAnswerIsDeclaredJson',
      'everyListAnswerIsJsonWithoutByteOrderMark',
      'noAnswerIsAServerError',
      'everyHttp200IsAJsonEnvelope',
      'everyAnswerIsDeclaredJson',
      'everyAnswerIsValidUtf8',
      'everyAnswerIsStrictJson',
      'contentLengthMatchesTheBody',
    ]);
  }, 30_000);

  it('answering a 404 page to everything (a wrong base path): no check passes, and the refusal checks say why they skip', async () => {
    const { report } = await run('notFoundHtmlForEverything');
    expect(report.results.filter((r) => r.outcome.status === 'pass').map((r) => r.check.name)).toEqual([]);
    for (const check of [
      'missingAidIsRejected',
      'wrongUidTokenIsRejected',
      'pageSizeAboveThirtyIsRejected',
      'otherAccountsUidIsRefused',
    ]) {
      expect(statusOf(report, check)).toEqual({
        status: 'skip',
        reason: expect.stringMatching(
          /^the list is not answered even with all four right credentials \(HTTP 404, not JSON: .*\), so a refusal proves nothing$/,
        ),
      });
    }
  }, 30_000);
});

describe('a broken relation between queries', () => {
  it.each([
    ['statusFilterDropsOldUnread', 'statusSplitsTheWholeIntoUnreadAndRead', 'the status filter drops notifications'],
    ['statusDroppedWithTypes', 'typesAndStatusCombine', /^the status filter \(with types=\d&status=0\)$/],
    ['lastNotificationNeverServed', 'statusSplitsTheWholeIntoUnreadAndRead', 'paging'],
    ['typesOffByOne', 'typesFilterReturnsOnlyThoseTypes', 'the types filter'],
    ['oneInboxForEveryone', 'twoAccountsShareNoNotification', 'isolation of accounts'],
  ])(
    '%s: %s names %s',
    async (defect, check, feature) => {
      const { report } = await run(defect);
      const outcome = statusOf(report, check);
      expect(outcome.status).toBe('fail');
      expect(outcome.status === 'fail' ? outcome.feature : undefined).toMatch(feature);
    },
    30_000,
  );
});
