// The structured result of a contract run: what `--json FILE` writes and what `runContract()` resolves to.
import type { ContractReport } from './contract-report.js';
import type { Basis, Endpoint, Provenance } from '../kit/check.js';
import { curlLine, reproEnvironment, type Secrets } from './curl-line.js';
import { labelOf } from './report-text.js';
import type { Foundation } from '../kit/foundations.js';
import { rootCauses } from './root-causes.js';
import { refusalLine } from '../preflight/preflight.js';
import { inconclusiveLine } from './inconclusive.js';
import { secretRedactor } from './redact-secrets.js';

export type CheckStatus = 'pass' | 'fail' | 'warn' | 'info' | 'skip';

/**
 * One check's result. `warn`: a check resting on the real system failed without `strict`; `info`: a check of the
 * mock's own choice failed (it never fails a run). Neither is blocking.
 */
export interface CheckRecord {
  name: string;
  endpoint: Endpoint;
  provenance: Provenance;
  /** For assumed checks: what the assumption rests on. */
  basis?: Basis;
  /** The spec section (provenance `spec`) or the assumptions it rests on. */
  source: string;
  why: string;
  status: CheckStatus;
  /** This result fails the run. */
  blocking: boolean;
  durationMs: number;
  note?: string;
  /** Why a skipped check could not run. */
  reason?: string;
  expected?: string;
  received?: string;
  /** The feature that broke, when a relation between queries failed. */
  feature?: string;
  /** A curl line that reproduces the failing request; credentials appear as `$CORE_AID_TOKEN`, `$CORE_UID`, …. */
  curl?: string;
  /** What the check's verdict takes for granted (`listChecks()` gives the same). */
  foundations: Foundation[];
  /** A failure resting on another: the failed check it rests on, through which foundation (or the same evidence), and the root cause. */
  restsOn?: { check: string; foundation: Foundation | 'sameEvidence'; rootCause: string };
}

export interface ContractResult {
  baseUrl: string;
  /** When the run started (its deadline counts from here), ISO 8601. */
  startedAt: string;
  strict: boolean;
  /**
   * 0 every blocking check passed; 1 a check failed the run; 2 nothing could be checked (the server could not be
   * reached, answered nothing but 429/503, or refused the account); 3 inconclusive (see `inconclusive`).
   */
  exitCode: 0 | 1 | 2 | 3;
  /** Why nothing was checked, when the server refused the test account or the second one (exit 2). */
  refused?: string;
  /** Why the run proved little: its deadline, budget or a throttling server left most checks unchecked (exit 3). */
  inconclusive?: string;
  reachable: boolean;
  requests: number;
  /** Answers 429/503 the run received (never judged: it waited and asked again), and requests it sent again. */
  throttled: number;
  retried: number;
  durationMs: number;
  summary: Record<CheckStatus, number>;
  /** The failures that rest on no other failure, the ones failing the run first: fix these first. */
  rootCauses: string[];
  /** Where repro lines read the credentials from. */
  reproEnvironment: string;
  checks: CheckRecord[];
}

/** Every string of a value with the secrets redacted. */
function redactedDeep<T>(value: T, redact: (text: string) => string): T {
  if (typeof value === 'string') return redact(value) as T;
  if (Array.isArray(value)) return value.map((v) => redactedDeep(v, redact)) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactedDeep(v, redact)])) as T;
  return value;
}

export function reportRecord(report: ContractReport, secrets: Secrets): ContractResult {
  const causes = rootCauses(report.results);
  const checks = report.results.map((r): CheckRecord => {
    const o = r.outcome;
    const dependency = causes.dependencies.get(r);
    return {
      name: r.check.name,
      endpoint: r.check.endpoint,
      provenance: r.check.provenance,
      ...(r.check.basis ? { basis: r.check.basis } : {}),
      source: r.check.source,
      why: r.check.why,
      status: labelOf(r).toLowerCase() as CheckStatus,
      blocking: r.blocking,
      durationMs: Math.round(r.durationMs),
      ...(o.status === 'pass' && o.note ? { note: o.note } : {}),
      ...(o.status === 'skip' ? { reason: o.reason } : {}),
      ...(o.status === 'fail'
        ? {
            expected: o.expected,
            received: o.received,
            ...(o.feature ? { feature: o.feature } : {}),
            ...(o.exchange ? { curl: curlLine(o.exchange, secrets) } : {}),
          }
        : {}),
      foundations: [...r.check.restsOn],
      ...(dependency
        ? {
            restsOn: {
              check: dependency.parent.check.name,
              foundation: dependency.foundation,
              rootCause: dependency.root.check.name,
            },
          }
        : {}),
    };
  });
  const count = (status: CheckStatus) => checks.filter((c) => c.status === status).length;
  const summary = {
    pass: count('pass'),
    fail: count('fail'),
    warn: count('warn'),
    info: count('info'),
    skip: count('skip'),
  };
  const roots = [...causes.roots].sort((a, b) => Number(b.blocking) - Number(a.blocking));
  return redactedDeep(
    {
      baseUrl: report.baseUrl,
      startedAt: new Date(report.startedAt).toISOString(),
      strict: report.strict,
      exitCode: report.exitCode,
      reachable: report.reachable,
      ...(report.refused ? { refused: refusalLine(report.refused) } : {}),
      ...(report.inconclusive ? { inconclusive: inconclusiveLine(report.inconclusive, report.exitCode) } : {}),
      requests: report.requests,
      throttled: report.throttled ?? 0,
      retried: report.retried ?? 0,
      durationMs: Math.round(report.durationMs),
      summary,
      rootCauses: roots.map((r) => r.check.name),
      reproEnvironment: reproEnvironment(secrets),
      checks,
    },
    secretRedactor(secrets),
  );
}
