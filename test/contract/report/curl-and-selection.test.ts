// Report helpers: curl lines keep tokens out of reports; --only/--skip select checks by name and refuse unknown ones.
import { describe, expect, it } from 'vitest';
import { allChecks } from '../../../src/contract/checks/all-checks.js';
import { curlLine } from '../../../src/contract/report/curl-line.js';
import { selectChecks, UnknownCheckNames } from '../../../src/contract/kit/runner.js';
import { canonical, canonicalAtAnyTime } from '../../../src/contract/kit/canonical.js';

describe('curlLine', () => {
  const exchange = {
    id: 1,
    path: '/api/core/v1/notification/list?types=3',
    url: 'http://127.0.0.1:4010/api/core/v1/notification/list?types=3',
    headers: { 'X-Core-Aid': 'demo', 'X-Core-Aid-Token': 's3cret', 'X-Core-Uid': "o'brien" },
    durationMs: 1,
  };

  it('writes secret values as the environment variables that hold them and quotes the rest for a shell', () => {
    expect(curlLine(exchange, { CORE_AID_TOKEN: 's3cret' })).toBe(
      `curl -s 'http://127.0.0.1:4010/api/core/v1/notification/list?types=3' -H 'X-Core-Aid: demo' -H "X-Core-Aid-Token: $CORE_AID_TOKEN" -H 'X-Core-Uid: o'\\''brien'`,
    );
  });
});

describe('selectChecks', () => {
  it.each([
    [[], [], allChecks.length],
    [['listIsNewestFirst', 'pagesDoNotOverlap'], [], 2],
    [[], ['listIsNewestFirst'], allChecks.length - 1],
  ])('only %j, skip %j -> %i checks', (only, skipNames, count) => {
    expect(selectChecks(allChecks, only, skipNames)).toHaveLength(count);
  });

  it('refuses unknown names, naming them', () => {
    expect(() => selectChecks(allChecks, ['listIsNewestFrist'], [])).toThrow(
      new UnknownCheckNames('unknown check name: listIsNewestFrist (core-kit contract --list shows them)'),
    );
  });
});

describe('checks', () => {
  it('each carry a camelCase name, an endpoint, a why, a source and a provenance', () => {
    for (const check of allChecks) {
      expect(check.name).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(check.why.length, check.name).toBeGreaterThan(15);
      expect(check.source.length, check.name).toBeGreaterThan(3);
      expect(['spec', 'assumed']).toContain(check.provenance);
    }
  });

  it('cite an assumption id when they are assumed, and a spec section when they are spec', async () => {
    const { assumptionIds } = await import('../../../src/schema/assumptions.js');
    for (const check of allChecks.filter((c) => c.provenance === 'assumed')) {
      for (const id of check.source.split(/,\s*/))
        expect(assumptionIds.has(id), `${check.name} cites ${id}`).toBe(true);
    }
    for (const check of allChecks.filter((c) => c.provenance === 'spec'))
      expect(check.source, check.name).toMatch(/^(Resources|Endpoints|Limits|Authentication|What the service does)/);
  });

  // A mock basis is always safe (it never fails a run); a real-system basis must not hide a mock choice.
  it('rest on the real system only where every assumption they cite does, and name a basis exactly when assumed', async () => {
    const { assumptions } = await import('../../../src/schema/assumptions.js');
    const sourceOf = new Map<string, string>(assumptions.map((a) => [a.id, a.source]));
    for (const check of allChecks) {
      expect(check.basis === undefined, check.name).toBe(check.provenance === 'spec');
      const cited = check.provenance === 'assumed' ? check.source.split(/,\s*/).map((id) => sourceOf.get(id)) : [];
      if (check.basis === 'real system')
        expect(
          cited.every((s) => s === 'real system'),
          check.name,
        ).toBe(true);
    }
  });
});

describe('canonical', () => {
  it.each([
    [{ a: 1, b: { c: 2, d: [1, { e: 3, f: 4 }] } }, { b: { d: [1, { f: 4, e: 3 }], c: 2 }, a: 1 }, true],
    [[1, 2], [2, 1], false],
    [{ a: null }, { a: undefined }, false],
  ])('%j vs %j equal: %s', (a, b, equal) => {
    expect(canonical(a) === canonical(b)).toBe(equal);
  });
});

describe('canonicalAtAnyTime', () => {
  it.each([
    // A clock that ran on between two requests: the same notification.
    [
      { nmid: 'a', datetime: '11/22/2026 10:00:00', timeAgo: '3 minute ago', datetimeFormat: '10:00' },
      { nmid: 'a', datetime: '11/22/2026 10:00:00', timeAgo: '4 minute ago', datetimeFormat: '11/22 10:00' },
      true,
    ],
    [
      { nmid: 'a', datetime: '11/22/2026 10:00:00', timeAgo: '3 minute ago' },
      { nmid: 'a', datetime: '11/22/2026 10:01:00', timeAgo: '3 minute ago' },
      false,
    ],
    // The structures' own humanized and today-dependent times move too; their other fields do not.
    [
      { nmid: 'a', actionInfo: { createdTimeAgo: '1 minute ago', createdDatetime: '23:59', title: 'x' } },
      { nmid: 'a', actionInfo: { createdTimeAgo: '2 minute ago', createdDatetime: '11/22 23:59', title: 'x' } },
      true,
    ],
    [{ nmid: 'a', actionInfo: { title: 'x' } }, { nmid: 'a', actionInfo: { title: 'y' } }, false],
    [{ nmid: 'a', actionInfo: { createdTimeAgo: 'x' } }, { nmid: 'a', actionInfo: {} }, false],
    [{ nmid: 'a', readStatus: true }, { nmid: 'a', readStatus: false }, false],
  ])('%j vs %j equal: %s', (a, b, equal) => {
    expect(canonicalAtAnyTime(a) === canonicalAtAnyTime(b)).toBe(equal);
  });
});
