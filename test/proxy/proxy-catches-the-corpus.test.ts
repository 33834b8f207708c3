// The proxy in front of the contract kit's defect corpus (an independent implementation with one bug planted at a
// time): every defect that shows in a single answer is reported with the rule named for it, and with
// --fail-on-violation the client gets a 502; the same server without its defect passes with no violation.
import { describe, expect, it } from 'vitest';
import { allDefects } from '../contract-kit/corpus/all-defects.js';
import { startIndependentServer, type RunningServer } from '../contract-kit/independent-server/independent-server.js';
import { invariantRules, type RuleName } from '../../src/contract/invariants/invariant-rules.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../src/schema/paths.js';
import { startTestProxy } from './start-test-proxy.js';

/** What a frontend asks as it is used: pages, sizes, type tabs, unread views, combinations, past the end. */
const QUERIES = [
  '',
  'page=2',
  'pageSize=7&page=3',
  'pageSize=11',
  'pageSize=30',
  'page=99',
  'types=&status=',
  'types=8,9&page=2',
  'status=0&page=2',
  'status=1&pageSize=10',
  'types=3,5&status=0&page=2',
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((t) => [
    `types=${t}`,
    `types=${t}&page=2`,
    `types=${t}&status=0`,
    `types=${t}&status=1`,
  ]),
  'pageSize=99',
  // What a client gets wrong, and a projection of the trigger user (values and server errors show only on these).
  'page=0',
  'pageSize=0',
  'status=2',
  'page=02',
  'filterUserType=whitelist&filterUserKeys=uid,fsid,username,nickname&pageSize=30',
  'filterInfoType=whitelist&filterInfoKeys=noSuchKey', // a whitelist that keeps nothing: {} (PHP may write [])
];
/** The configs as a frontend asks them: all, some keys, and a list with an empty piece. */
const CONFIG_QUERIES = ['', 'keys=site_name,site_mode', 'keys=site_name,,site_mode'];

// A polite client's defects (class 13) show only on the kit's retry of a throttled request; the proxy forwards the 429/503.
const singleAnswerDefects = allDefects.filter(
  (d) =>
    d.killedBy in invariantRules &&
    d.killedBy !== 'defaultPageIsTheSameAfterEveryOtherRequest' &&
    d.blindSpot !== 13 &&
    d.shows === undefined, // a frontend's session of one account and the first pages would not meet it
);

async function session(server: RunningServer, proxyUrl: string): Promise<number[]> {
  const account = server.accounts[0]!;
  const headers = {
    'X-Core-Aid': account.aid,
    'X-Core-Aid-Token': account.aidToken,
    'X-Core-Uid': account.uid,
    'X-Core-Uid-Token': account.uidToken,
  };
  // A status, or 0 when the answer was cut (the proxy hands on a cut answer as the target cut it).
  const ask = (url: string, init?: RequestInit) =>
    fetch(url, init)
      .then(async (res) => (await res.arrayBuffer(), res.status))
      .catch(() => 0);
  // The configs first, as a frontend loads them: their wording is what the value rules read timeAgo with.
  const statuses: number[] = [];
  for (const query of CONFIG_QUERIES) statuses.push(await ask(`${proxyUrl}${CONFIGS_PATH}${query ? `?${query}` : ''}`));
  for (const query of QUERIES)
    statuses.push(await ask(`${proxyUrl}${NOTIFICATION_LIST_PATH}${query ? `?${query}` : ''}`, { headers }));
  statuses.push(await ask(`${proxyUrl}${NOTIFICATION_LIST_PATH}`)); // no credentials: an error answer
  return statuses;
}

describe('core-kit proxy in front of the defect corpus', () => {
  it('has single-answer defects to run', () => {
    expect(singleAnswerDefects.length).toBeGreaterThanOrEqual(10);
  });

  it.each(singleAnswerDefects.map((d) => [d.name, d] as const))('reports %s with its rule', async (_name, defect) => {
    const server = await startIndependentServer(defect.choices ?? {}, defect.defect);
    const rule = invariantRules[defect.killedBy as RuleName];
    const strict = rule.provenance === 'assumed';
    const watching = await startTestProxy(server.url, { strict });
    const failing = await startTestProxy(server.url, { strict, failOnViolation: true });
    try {
      await session(server, watching.url);
      expect([...watching.counts.byRule.keys()], watching.lines.join('\n')).toContain(defect.killedBy);
      expect(watching.lines.join('\n')).toMatch(
        new RegExp(
          `VIOLATION (notificationList|configs) \\?\\S* ${defect.killedBy} \\((spec|real system)\\): expected .+; received .+`,
        ),
      );
      expect(await session(server, failing.url)).toContain(502);
    } finally {
      await Promise.all([watching.close(), failing.close(), server.close()]);
    }
  });

  it('reports nothing in front of the same implementation without a defect, strict or not', async () => {
    const server = await startIndependentServer();
    const strict = await startTestProxy(server.url, { strict: true });
    try {
      await session(server, strict.url);
      expect(strict.lines).toEqual([]);
      expect(strict.counts.judged).toBe(CONFIG_QUERIES.length + QUERIES.length + 1);
    } finally {
      await Promise.all([strict.close(), server.close()]);
    }
  });
});
