// Every query and header parameter the document defines for the list, sent with the boundary and invalid values its
// schema implies, on every kind of request: each answer must be a rejection, or exactly the answer to one valid
// reading of the value (its default, the value trimmed, clamped, the first or last of a repeat), or, for a value the
// spec allows, an answer the per-answer invariants accept. A parameter added to the document is probed the same way.
import { NOTIFICATION_LIST_PATH } from '../../schema/index.js';
import { committedDocument } from '../../validation/index.js';
import { invariantRules } from '../invariants/invariant-rules.js';
import { valueRules } from '../invariants/value-rules.js';
import { itemKindRules } from '../invariants/item-kind-rules.js';
import { relationRules } from '../invariants/relation-rules.js';
import { carriesAList, classify, describeExchange } from '../kit/answer.js';
import { sameAtAnyTime } from '../kit/canonical.js';
import { defineCheck, fail, pass, shown, type Check, type Outcome } from '../kit/check.js';
import type { CheckContext } from '../kit/check-context.js';
import type { Exchange } from '../kit/kit-http.js';
import { toPage, type Page } from '../kit/page.js';
import { documentedInputs, type DocumentedInput } from '../inputs/documented-inputs.js';
import { ALWAYS_SENT, CLASS_PRIORITY, inputCases, sampleOf, type InputCase } from '../inputs/input-cases.js';
import { queryWith, requestKinds, searchWith, type DataSamples, type RequestKind } from './request-kinds.js';

/**
 * Classes sent per parameter in a run: every one its schema implies (a boundary or invalid value never sent is a
 * 500 never seen), each on the next kind of request in turn.
 */
export const CASES_PER_PARAMETER = CLASS_PRIORITY.length;

export interface Probe {
  input: DocumentedInput;
  case: InputCase;
  kind: RequestKind;
}

function samplesFor(input: DocumentedInput, kind: RequestKind, data: DataSamples): { value: string; other?: string } {
  const [found, other] = data.values[input.name] ?? [];
  const value = kind.query[input.name] !== undefined ? String(kind.query[input.name]) : (found ?? sampleOf(input));
  const second =
    other ?? input.examples.find((e) => e !== value) ?? input.schema.enum?.map(String).find((e) => e !== value);
  return second === undefined || second === value ? { value } : { value, other: second };
}

/** The probes of a run: for each documented parameter its first classes, spread over the kinds of request. */
export function planProbes(
  inputs: readonly DocumentedInput[],
  data: DataSamples,
  perParameter = CASES_PER_PARAMETER,
): Probe[] {
  const probes: Probe[] = [];
  inputs.forEach((input, i) => {
    for (let j = 0; j < perParameter; j++) {
      const kind = data.kinds[(i + j) % data.kinds.length]!;
      const c = inputCases(input, samplesFor(input, kind, data))[j];
      if (c && !(input.in === 'header' && c.class === 'unicode')) probes.push({ input, case: c, kind });
    }
    const kind = data.kinds[(i + perParameter) % data.kinds.length]!;
    const always = inputCases(input, samplesFor(input, kind, data)).filter(
      (c, j) => j >= perParameter && ALWAYS_SENT.includes(c.class),
    );
    for (const c of always) probes.push({ input, case: c, kind });
  });
  return probes;
}

export const describeProbe = (p: Probe) =>
  `${p.input.name}${p.case.values.map((v) => `=${JSON.stringify(v)}`).join(' and ')} (${p.case.class}) on ${p.kind.label}`;

async function send(ctx: CheckContext, p: Probe): Promise<Exchange> {
  if (p.input.in === 'query')
    return ctx.rawListExchange(searchWith(p.kind.query, p.input.name, p.case.values, p.case.encoded));
  // HTTP folds a repeated field into one value separated by commas (RFC 9110 §5.3).
  return ctx.listExchange(p.kind.query, { ...ctx.authHeaders(), [p.input.name]: p.case.values.join(', ') });
}

const readingOf = (p: Probe, r: string | null) =>
  r === null ? `${p.input.name} left out` : `${p.input.name}=${JSON.stringify(r)}`;

function reference(ctx: CheckContext, p: Probe, r: string | null): Promise<Page> {
  if (p.input.in === 'query') return ctx.page(queryWith(p.kind.query, p.input.name, r));
  return r === null ? ctx.page(p.kind.query) : ctx.page(p.kind.query, { ...ctx.authHeaders(), [p.input.name]: r });
}

/** The probe's answer is the reference's: same pagination and items (headers: the same notifications). */
function sameAnswer(p: Probe, got: Page, ref: Page): string | null {
  if (!got.data || !ref.data) return ref.data ? 'no data' : 'the reading is not answered either';
  const [a, b] = [got.data.pagination, ref.data.pagination];
  for (const k of ['total', 'pageSize', 'currentPage'] as const)
    if (a[k] !== b[k]) return `pagination.${k} ${a[k]}, not ${b[k]}`;
  const whole = p.input.in === 'query' && !p.case.sameNotifications && !got.exchange.slim && !ref.exchange.slim;
  // The server's clock runs on between the probe and its reference: timeAgo may say a minute more (sameAtAnyTime,
  // the values compared rather than written as canonical text).
  const [x, y] = [got.data.list, ref.data.list];
  const same = (i: number) => (whole ? sameAtAnyTime(x[i], y[i]) : String(x[i]!.nmid) === String(y[i]!.nmid));
  let i = 0;
  while (i < Math.min(x.length, y.length) && same(i)) i++;
  if (i === x.length && x.length === y.length) return null;
  return `item ${i + 1}: ${shown(got.data.list[i]?.nmid)} ${whole ? shown(got.data.list[i], 120) : ''} where the reading has ${shown(ref.data.list[i], 120)}`;
}

/** Rules of what the items hold rather than which items a query selects: not a parameter's doing. */
const NOT_THE_PARAMETERS = new Set<string>([
  ...Object.keys(valueRules),
  ...Object.keys(itemKindRules),
  ...Object.keys(relationRules),
]);

/** The request the probe varies, without the probed value: what the server answers anyway. */
const controlOf = (ctx: CheckContext, p: Probe): Promise<Exchange> => ctx.listExchange(p.kind.query);

/** Null when the answer is acceptable; else why not. */
export async function judgeProbe(
  ctx: CheckContext,
  p: Probe,
  exchange: Exchange,
): Promise<{ how: 'refused' | 'read' | 'as asked' } | { outcome: Outcome }> {
  const what = describeProbe(p);
  const feature = `${p.input.name} (${p.case.class})`;
  const answer = classify(exchange);
  if (answer.kind === 'broken')
    return {
      outcome: fail(`a rejection or a correct answer to ${what}`, describeExchange(exchange), exchange, feature),
    };
  if (answer.kind === 'rejection')
    return carriesAList(exchange)
      ? {
          outcome: fail(
            `no list in a rejection of ${what}`,
            'a rejection that still carries data.list',
            exchange,
            feature,
          ),
        }
      : { how: 'refused' };
  // A rule the same request without the probed value breaks too is not the value's doing (a wrong message on every
  // answer, say): its own invariant check reports every answer that broke it.
  const control = await controlOf(ctx, p);
  const shared = new Set((control.violations ?? []).map((v) => v.rule));
  // The values an answer carries (its times, its strings, what each type holds, how its fields relate) are their own
  // rules' to judge, whatever was asked: a probe is held to the rules of the list it answers.
  const broken = (exchange.violations ?? []).find(
    (v) => invariantRules[v.rule].provenance === 'spec' && !shared.has(v.rule) && !NOT_THE_PARAMETERS.has(v.rule),
  );
  if (broken) return { outcome: fail(`${broken.expected} (answering ${what})`, broken.received, exchange, feature) };
  if (p.case.asAsked) return { how: 'as asked' };
  const got = toPage(exchange);
  if (p.case.mayMatchNothing && got.data?.pagination.total === 0 && got.data.list.length === 0) return { how: 'read' };
  let first: string | null = null;
  for (const r of p.case.readings) {
    const difference = sameAnswer(p, got, await reference(ctx, p, r));
    if (difference === null) return { how: 'read' };
    first ??= `as ${readingOf(p, r)}: ${difference}`;
  }
  const readings = [
    ...p.case.readings.map((r) => readingOf(p, r)),
    ...(p.case.mayMatchNothing ? ['a filter matching nothing (total 0)'] : []),
  ];
  return {
    outcome: fail(
      `a rejection of ${what}, or the answer to ${readings.join(', or ')}`,
      first ?? 'no reading to compare with',
      exchange,
      feature,
    ),
  };
}

export const documentedParametersAreAnsweredOrRefused = defineCheck({
  name: 'documentedParametersAreAnsweredOrRefused',
  endpoint: 'notifications',
  why: 'Clients send empty, padded, repeated and out-of-range values; each must be refused or read as some valid value, never half-applied.',
  source: 'Endpoints › Notification list (query parameters; headers: Authentication); Limits',
  provenance: 'spec',
  restsOn: ['paging', 'envelope', 'typesFilter', 'statusFilter', 'emptyParameters', 'projection'],
  async run(ctx) {
    const data = await requestKinds(ctx);
    if ('outcome' in data) return data.outcome;
    const inputs = documentedInputs(committedDocument(), NOTIFICATION_LIST_PATH);
    const probes = planProbes(inputs, data);
    const results = await Promise.all(probes.map(async (p) => judgeProbe(ctx, p, await send(ctx, p))));
    const failed = results.find((r): r is { outcome: Outcome } => 'outcome' in r);
    if (failed) return failed.outcome;
    const count = (how: string) => results.filter((r) => 'how' in r && r.how === how).length;
    return pass(
      `${probes.length} inputs of ${inputs.length} parameters on ${data.kinds.length} kinds of request: ${count('refused')} refused, ${count('read')} read as a valid value, ${count('as asked')} allowed by the spec`,
    );
  },
});

export const documentInputChecks: Check[] = [documentedParametersAreAnsweredOrRefused];
