// The structured result of a contract run: what `--json FILE` writes and what `runContract()` resolves to.
import type { ContractReport } from './contract-report.js';
import type { Endpoint, Provenance } from '../kit/check.js';
import { curlLine, type Secrets } from '../kit/curl.js';
import { labelOf } from './report-text.js';

export type CheckStatus = 'pass' | 'fail' | 'warn' | 'skip';

/** One check's result. `warn`: an assumed check failed without `strict` (it does not fail the run). */
export interface CheckRecord {
  name: string;
  endpoint: Endpoint;
  provenance: Provenance;
  /** The spec section (provenance `spec`) or the assumption it rests on. */
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
  /** A curl line that reproduces the failing request; tokens appear as `$CORE_AID_TOKEN` / `$CORE_UID_TOKEN`. */
  curl?: string;
}

export interface ContractResult {
  baseUrl: string;
  strict: boolean;
  /** 0 every blocking check passed; 1 a check failed the run; 2 the server could not be reached. */
  exitCode: 0 | 1 | 2;
  reachable: boolean;
  requests: number;
  durationMs: number;
  summary: Record<CheckStatus, number>;
  checks: CheckRecord[];
}

export function reportRecord(report: ContractReport, secrets: Secrets): ContractResult {
  const checks = report.results.map((r): CheckRecord => ({
    name: r.check.name,
    endpoint: r.check.endpoint,
    provenance: r.check.provenance,
    source: r.check.source,
    why: r.check.why,
    status: labelOf(r).toLowerCase() as CheckStatus,
    blocking: r.blocking,
    durationMs: Math.round(r.durationMs),
    ...(r.outcome.status === 'pass' && r.outcome.note ? { note: r.outcome.note } : {}),
    ...(r.outcome.status === 'skip' ? { reason: r.outcome.reason } : {}),
    ...(r.outcome.status === 'fail' ? { expected: r.outcome.expected, received: r.outcome.received, ...(r.outcome.exchange ? { curl: curlLine(r.outcome.exchange, secrets) } : {}) } : {}),
  }));
  const count = (status: CheckStatus) => checks.filter((c) => c.status === status).length;
  const summary = { pass: count('pass'), fail: count('fail'), warn: count('warn'), skip: count('skip') };
  return { baseUrl: report.baseUrl, strict: report.strict, exitCode: report.exitCode, reachable: report.reachable, requests: report.requests, durationMs: Math.round(report.durationMs), summary, checks };
}
