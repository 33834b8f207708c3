// The operation's credentials (its apiKey security schemes, read from the document) probed on every kind of request:
// each one empty, a SQL LIKE pattern (`%`, `_` for each character), a prefix, an extension, a wrong value of the
// right length, another credential's value in its place, another user's valid token; all must be refused. Header
// names in lower case (as every HTTP/2 client sends them) must be answered as in any case (RFC 9110 §5.1).
import { NOTIFICATION_LIST_PATH } from '../../schema/index.js';
import { committedDocument } from '../../validation/index.js';
import { carriesAList, classify, describeExchange } from '../kit/answer.js';
import { defineCheck, fail, pass, skip, type Check, type Outcome } from '../kit/check.js';
import type { CheckContext, Credentials } from '../kit/check-context.js';
import { documentedCredentials } from '../inputs/documented-inputs.js';
import { controlProblem } from './list-auth-checks.js';
import { requestKinds, type RequestKind } from './request-kinds.js';

const AUTH = 'Authentication (four headers required in public and private mode)';

export interface CredentialProbe {
  what: string;
  headers: Record<string, string>;
  kind: RequestKind;
}

/** A value of the same length that differs in its last character (a digit for a letter, a letter for a digit). */
const sameLengthOther = (v: string) => (v === '' ? 'x' : `${v.slice(0, -1)}${/[0-9]/.test(v.at(-1)!) ? 'q' : '7'}`);

/** The wrong values of one credential, given the values of all of them (document order). */
export function wrongValues(values: readonly string[], i: number): { what: string; value: string }[] {
  const v = values[i]!;
  const partner = values[i ^ 2] ?? values[(i + 1) % values.length]!;
  const out = [
    { what: 'empty', value: '' },
    { what: 'the SQL LIKE pattern "%"', value: '%' },
    { what: 'a "_" for each character (SQL LIKE)', value: '_'.repeat(v.length) },
    { what: 'a prefix of the right value', value: v.slice(0, Math.max(1, v.length - 1)) },
    { what: 'the right value with one more character', value: `${v}0` },
    { what: 'a wrong value of the right length', value: sameLengthOther(v) },
    { what: "another credential's value in its place", value: partner },
  ];
  return out.filter((w) => w.value !== v);
}

/** Every wrong credential, each on the next kind of request in turn. */
export function credentialProbes(ctx: CheckContext, kinds: readonly RequestKind[]): CredentialProbe[] {
  const names = documentedCredentials(committedDocument(), NOTIFICATION_LIST_PATH).map((c) => c.header);
  const right = ctx.authHeaders();
  const sent = (name: string) => Object.keys(right).find((k) => k.toLowerCase() === name.toLowerCase()) ?? name;
  const values = names.map((n) => right[sent(n)] ?? '');
  const probes: CredentialProbe[] = [];
  names.forEach((name, i) => {
    for (const w of wrongValues(values, i)) {
      probes.push({
        what: `${name} is ${w.what}`,
        headers: { ...right, [sent(name)]: w.value },
        kind: kinds[probes.length % kinds.length]!,
      });
    }
  });
  return probes;
}

async function refusedOn(ctx: CheckContext, probe: CredentialProbe): Promise<Outcome | null> {
  const exchange = await ctx.listExchange(probe.kind.query, probe.headers);
  const answer = classify(exchange);
  if (answer.kind === 'rejection' && !carriesAList(exchange)) return null;
  return fail(
    `a rejection when ${probe.what} (on ${probe.kind.label})`,
    answer.kind === 'rejection' ? 'a rejection that still carries data.list' : describeExchange(exchange),
    exchange,
    'authentication',
  );
}

export const wrongCredentialsAreRefusedOnEveryRequest = defineCheck({
  name: 'wrongCredentialsAreRefusedOnEveryRequest',
  endpoint: 'notifications',
  why: 'A token compared by prefix, by length or with LIKE, or checked on page 1 only, lets anyone read the inbox.',
  source: AUTH,
  provenance: 'spec',
  restsOn: ['auth'],
  async run(ctx) {
    const problem = await controlProblem(ctx);
    if (problem) return skip(problem);
    const data = await requestKinds(ctx);
    if ('outcome' in data) return data.outcome;
    const probes = credentialProbes(ctx, data.kinds);
    const outcomes = await Promise.all(probes.map((p) => refusedOn(ctx, p)));
    return (
      outcomes.find((o) => o !== null) ??
      pass(`${probes.length} wrong credentials refused on ${data.kinds.length} kinds of request`)
    );
  },
});

export const headerNamesInAnyLetterCaseAreAccepted = defineCheck({
  name: 'headerNamesInAnyLetterCaseAreAccepted',
  endpoint: 'notifications',
  why: 'HTTP field names are case-insensitive: an HTTP/2 client always sends them in lower case, and must be answered.',
  source: `${AUTH}; HTTP field names are case-insensitive (RFC 9110 §5.1)`,
  provenance: 'spec',
  restsOn: [],
  async run(ctx) {
    const data = await requestKinds(ctx);
    if ('outcome' in data) return data.outcome;
    const right = ctx.authHeaders();
    const cased = (f: (s: string) => string) => Object.fromEntries(Object.entries(right).map(([k, v]) => [f(k), v]));
    const probes = [
      ...data.kinds.map((kind) => ({ kind, headers: cased((s) => s.toLowerCase()), how: 'lower case' })),
      { kind: data.kinds[0]!, headers: cased((s) => s.toUpperCase()), how: 'upper case' },
    ];
    for (const probe of probes) {
      const [plain, other] = await Promise.all([ctx.page(probe.kind.query), ctx.page(probe.kind.query, probe.headers)]);
      if (!plain.data)
        return skip(
          `${probe.kind.label} is not answered with the credentials as the spec writes them (${plain.problem})`,
        );
      const ids = (p: typeof plain) => p.data?.list.map((n) => n.nmid).join() ?? '';
      if (!other.data)
        return fail(
          `the same answer with the header names in ${probe.how} (on ${probe.kind.label})`,
          describeExchange(other.exchange),
          other.exchange,
          'header names',
        );
      if (other.data.pagination.total !== plain.data.pagination.total || ids(other) !== ids(plain))
        return fail(
          `the same notifications with the header names in ${probe.how} (on ${probe.kind.label})`,
          `total ${other.data.pagination.total}, other notifications`,
          other.exchange,
          'header names',
        );
    }
    return pass(`${probes.length} requests with the names in lower or upper case`);
  },
});

/** This account's identity with the other account's valid token in place of its own. */
function borrowedTokens(ctx: CheckContext, other: Credentials): { what: string; headers: Record<string, string> }[] {
  const [, aidToken, , uidToken] = Object.keys(ctx.authHeaders());
  return [
    { what: `${aidToken} is another account's valid token`, headers: ctx.authHeaders({ [aidToken!]: other.aidToken }) },
    { what: `${uidToken} is another user's valid token`, headers: ctx.authHeaders({ [uidToken!]: other.uidToken }) },
  ];
}

export const otherUsersTokensAreRefused = defineCheck({
  name: 'otherUsersTokensAreRefused',
  endpoint: 'notifications',
  why: "A token must be this user's: another user's valid token must not open this inbox, on any page.",
  source: AUTH,
  provenance: 'spec',
  restsOn: ['auth'],
  async run(ctx) {
    const other = ctx.options.other;
    if (!other)
      return skip(
        'needs a second account: --other-aid, --other-aid-token, --other-uid, --other-uid-token (or CORE_OTHER_AID, …)',
      );
    const problem = await controlProblem(ctx);
    if (problem) return skip(problem);
    const data = await requestKinds(ctx);
    if ('outcome' in data) return data.outcome;
    const probes = borrowedTokens(ctx, other).flatMap((b, i) =>
      [data.kinds[i % data.kinds.length]!, data.kinds[(i + 1) % data.kinds.length]!].map((kind) => ({ ...b, kind })),
    );
    const outcomes = await Promise.all(probes.map((p) => refusedOn(ctx, p)));
    return outcomes.find((o) => o !== null) ?? pass(`${probes.length} borrowed tokens refused`);
  },
});

export const credentialProbeChecks: Check[] = [
  wrongCredentialsAreRefusedOnEveryRequest,
  headerNamesInAnyLetterCaseAreAccepted,
  otherUsersTokensAreRefused,
];
