// An inbox that receives a notification during the run is no state leak: the default page asked again at the end
// may show it on top, the rest unchanged; a page size that sticks still fails.
import { describe, expect, it } from 'vitest';
import { shiftBetween, type Fingerprint } from '../../src/contract/kit/inbox-watch.js';
import { CONTRACT_DEFAULTS, executeContract } from '../../src/contract/execute-contract.js';
import { INDEPENDENT_NOW } from './independent-server/choices.js';
import { startIndependentServer, type Defect } from './independent-server/independent-server.js';

/** Before the n-th list request, a new notification arrives on top of the first account's inbox. */
const arrivesBeforeRequest =
  (n: number, alsoStickyPageSize = false): Defect =>
  (c) => {
    let requests = 0;
    let remembered = 15;
    return {
      authenticate(headers, accounts) {
        if (++requests === n)
          accounts[0]!.inbox.unshift({ ...accounts[0]!.inbox[0]!, nmid: 'n1NEWONE', createdAt: INDEPENDENT_NOW });
        return c.authenticate(headers, accounts);
      },
      readQuery(raw) {
        const q = c.readQuery(raw);
        if ('kind' in q || !alsoStickyPageSize) return q;
        if (raw.has('pageSize')) remembered = q.pageSize;
        else q.pageSize = remembered;
        return q;
      },
    };
  };

const run = async (defect: Defect) => {
  const server = await startIndependentServer({}, defect);
  try {
    const report = await executeContract({
      ...CONTRACT_DEFAULTS,
      baseUrl: server.url,
      credentials: server.accounts[0]!,
      strict: false,
      only: ['defaultPageIsTheSameAfterEveryOtherRequest'],
      skip: [],
    });
    return report.results[0]!.outcome;
  } finally {
    await server.close();
  }
};

describe('defaultPageIsTheSameAfterEveryOtherRequest on a live inbox', () => {
  it('passes when a notification arrives before the page is asked again', async () => {
    expect(await run(arrivesBeforeRequest(3))).toEqual({
      status: 'pass',
      note: '1 notifications arrived during the run; the rest is unchanged',
    });
  });

  it('still fails when, besides, the page size asked last sticks', async () => {
    expect(await run(arrivesBeforeRequest(3, true))).toMatchObject({
      status: 'fail',
      feature: 'state kept between requests',
    });
  });
});

describe('shiftBetween: the same request answered at two moments', () => {
  const page = (ids: string, total: number, pageSize = 5, currentPage = 1, read?: string): Fingerprint => ({
    total,
    pageSize,
    currentPage,
    ids: ids.split(''),
    ...(read ? { read: read.split('').map((r) => r === 'r') } : {}),
  });
  /** An unread list (status=0): each item unread. */
  const unread = (ids: string, total: number): Fingerprint => ({ ...page(ids, total), read: [], byStatus: true });
  it.each([
    ['unchanged', page('abcde', 20), page('abcde', 20), undefined],
    ['one arrived on top', page('abcde', 20), page('Xabcd', 21), 'total 20 → 21, 1 new on top'],
    ['one deleted, the next page slid in', page('abcde', 20), page('abdef', 19), 'total 20 → 19, 1 gone'],
    [
      'page 2 shifted down by an arrival',
      page('fghij', 20, 5, 2),
      page('efghi', 21, 5, 2),
      'total 20 → 21, 1 new on top',
    ],
    ['deleted beyond this page', page('abcde', 20), page('abcde', 19), 'total 20 → 19'],
    ['another account’s page (nothing in common)', page('abcde', 20), page('vwxyz', 40), undefined],
    ['another order', page('abcde', 20), page('bacde', 20), undefined],
    ['another page size', page('abcde', 20), page('abcdefg', 20, 7), undefined],
    ['an old item below a new one', page('abcde', 20), page('abXcd', 21), undefined],
    [
      'one read meanwhile',
      page('abcde', 20, 5, 1, 'uuuur'),
      page('abcde', 20, 5, 1, 'ruuur'),
      '1 read or unread again',
    ],
    ['one read in an unread list', unread('abcde', 20), unread('acdef', 19), 'total 20 → 19, 1 gone'],
    [
      'one marked unread again, in an unread list',
      unread('abcde', 20),
      unread('abXcd', 21),
      'total 20 → 21, 1 new between',
    ],
    ['an unread list in another order', unread('abcde', 20), unread('abXdc', 21), undefined],
    [
      'an unread list with one more in the middle but no more in all',
      unread('abcde', 20),
      unread('abXcd', 20),
      undefined,
    ],
  ] as const)('%s', (_what, before, after, moved) => {
    expect(shiftBetween(before, after)).toBe(moved);
  });
});

describe('shiftBetween: arrivals of the same second, ties in any order', () => {
  /** A page whose items carry datetimes: each letter's time from `times` (the same letter, the same second). */
  const timed = (ids: string, total: number, times: string): Fingerprint => ({
    total,
    pageSize: 5,
    currentPage: 1,
    ids: ids.split(''),
    times: times.split(''),
  });
  it.each([
    // Ties listed older id first (the spec orders by time alone): a second arrival of the newest second lands below
    // the first one.
    ['a new one among the newest, of their second', timed('Xabcd', 21, 'TTsrq'), timed('XYabc', 22, 'TTTsr'), true],
    ['a new one among older items of its second', timed('abcde', 20, 'ttsrq'), timed('aXbcd', 21, 'tttsr'), true],
    ['a new one between items of other seconds', timed('abcde', 20, 'tsrqp'), timed('aXbcd', 21, 'tssrq'), false],
    ['a new one among ties, the total unchanged', timed('abcde', 20, 'ttsrq'), timed('aXbcd', 20, 'tttsr'), false],
    [
      'a new one among ties, the next page sliding in below',
      timed('abcde', 20, 'ttsrq'),
      timed('aXbcdY', 21, 'tttsrq'),
      true,
    ],
  ] as const)('%s', (_what, before, after, moves) => {
    expect(shiftBetween(before, after) !== undefined).toBe(moves);
  });
});
