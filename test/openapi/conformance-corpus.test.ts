// A conformance tool given the contract document passes every correct server of the corpus: Schemathesis-style runs
// (conformance-run.ts: requests generated from openapi.json alone, answers held to it) against each server that chooses
// otherwise wherever the spec is silent (HTTP error statuses and bodies of its own, bare configs, its own User Info
// vocabulary, other datetime formats, rate limits, 503s, gzip, plugin keys …). And it still fails broken ones: the
// corpus's defects that break what the document describes (a value of the wrong type or outside its enum, a missing
// key or field, an envelope that is not one) are caught by the same runs.
import { describe, expect, it } from 'vitest';
import { correctServers } from '../contract-kit/corpus/correct-servers.js';
import { allDefects } from '../contract-kit/corpus/all-defects.js';
import { realSystem } from '../contract-kit/independent-server/choices.js';
import { startIndependentServer } from '../contract-kit/independent-server/independent-server.js';
import { committedDocument } from '../../src/validation/committed-document.js';
import { conformanceRun } from './conformance-run.js';
import type { DocumentLike } from './document-requests.js';

const contract = committedDocument() as unknown as DocumentLike;
const RUNS = 60;
/** A defect may show on few requests (one parameter class, one key): a broken server gets more of them. */
const RUNS_AGAINST_A_DEFECT = 400;

async function runAgainst(
  choices: Parameters<typeof startIndependentServer>[0],
  defect?: Parameters<typeof startIndependentServer>[1],
) {
  const server = await startIndependentServer(choices, defect);
  try {
    const crashes = (choices?.unknownConfigKey ?? realSystem.unknownConfigKey) === 'crash';
    return await conformanceRun(
      contract,
      { ...server, crashesOnUnknownKeys: crashes },
      defect ? RUNS_AGAINST_A_DEFECT : RUNS,
      26,
    );
  } finally {
    await server.close();
  }
}

describe('a conformance tool given the contract document', () => {
  it.each(correctServers.map((s) => [s.name, s] as const))(
    'passes the correct server %s',
    async (_name, server) => {
      const run = await runAgainst(server.choices);
      expect(run.problems.slice(0, 10)).toEqual([]);
      expect([...run.outcomes].some((o) => o.startsWith('listNotifications'))).toBe(true);
    },
    120_000,
  );

  /** The defects a look at one answer against the document can see: their named check is a schema check. */
  const schemaChecks = new Set([
    'everyListAnswerMatchesTheSchema',
    'everyConfigsAnswerMatchesTheSchema',
    'everySpecKeyIsPresent',
    'everyKeyHasItsType',
    'enumeratedKeysHoldAllowedValues',
  ]);
  /**
   * Answers a document cannot hold against one request, as each is right for another: a configs answer without
   * site_mode is a fine `keys=` subset, and PHP's `[]` for actionUser is the real system's answer to a whitelist that
   * keeps nothing. The contract kit, which knows what it asked, catches these.
   */
  const rightForAnotherRequest = new Set(['siteModeMissing', 'nullActionUserAsEmptyArray']);
  /**
   * Breakage a random draw from the document almost never reaches: a page past the first of a types filter with every
   * other parameter accepted (400 draws find none; the kit's paging checks walk there on purpose).
   */
  const rarelyDrawn = new Set(['slicedPagesKeepTheirKeys']);
  const visible = allDefects.filter(
    (d) => schemaChecks.has(d.killedBy) && !d.kit && !rightForAnotherRequest.has(d.name) && !rarelyDrawn.has(d.name),
  );

  it('has broken servers whose breakage the document shows', () => {
    expect(visible.length).toBeGreaterThan(15);
  });

  it.each(visible.map((d) => [d.name, d] as const))(
    'fails the broken server %s',
    async (_name, d) => {
      const run = await runAgainst(d.choices ?? {}, d.defect);
      expect(run.problems.length, d.breaks).toBeGreaterThan(0);
    },
    120_000,
  );
});
