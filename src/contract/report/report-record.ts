// The structured result of a contract run: what `--json FILE` writes and what `runContract()` resolves to.
import type { ContractReport } from './contract-report.js';
import type { Basis, Endpoint, Provenance } from '../kit/check.js';
import { curlLine, type Secrets } from './curl-line.js';
import { labelOf } from './report-text.js';

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
  /** A curl line that reproduces the failing request; tokens appear as `$CORE_AID_TOKEN` / `$CORE_UID_TOKEN`. */
  curl?: string;
}

export interface ContractResult {
  baseUrl: string;
  /** When the run started (its deadline counts from here), ISO 8601. */
  startedAt: string;
  strict: boolean;
  /** 0 every blocking check passed; 1 a check failed the run; 2 the server could not be reached. */
  exitCode: 0 | 1 | 2;
  reachable: boolean;
  requests: number;
  /** Answers 429/503 the run received (never judged: it waited and asked again), and requests it sent again. */
  throttled: number;
  retried: number;
  durationMs: number;
  summary: Record<CheckStatus, number>;
  checks: CheckRecord[];
}

export function reportRecord(report: ContractReport, secrets: Secrets): ContractResult {
  const checks = report.results.map((r): CheckRecord => {
    const o = r.outcome;
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
  return {
    baseUrl: report.baseUrl,
    startedAt: new Date(report.startedAt).toISOString(),
    strict: report.strict,
    exitCode: report.exitCode,
    reachable: report.reachable,
    requests: report.requests,
    throttled: report.throttled ?? 0,
    retried: report.retried ?? 0,
    durationMs: Math.round(report.durationMs),
    summary,
    checks,
  };
}
