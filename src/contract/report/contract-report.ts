// What one contract run found: every check's result and the run's totals (the reports render it).
import type { CheckResult } from '../kit/runner.js';
import type { Refusal } from '../preflight/preflight.js';
import type { Inconclusive } from './inconclusive.js';

export interface ContractReport {
  baseUrl: string;
  /** When the run (and its deadline) started, epoch milliseconds. */
  startedAt: number;
  strict: boolean;
  results: CheckResult[];
  requests: number;
  /** Answers 429/503 (not answered yet) and requests sent again after one; absent in reports of older runs. */
  throttled?: number;
  retried?: number;
  /** Every answer was 429/503: nothing could be checked (exit 2). */
  onlyThrottled?: boolean;
  durationMs: number;
  /** False when the server could not be reached at all (connection refused, unknown host). */
  reachable: boolean;
  /** The server refused the test account (or the second one) before any check: exit 2. */
  refused?: Refusal;
  /** The run's limits left most checks unchecked: exit 3 when nothing failed (a failure still exits 1). */
  inconclusive?: Inconclusive;
  /** 0 pass, 1 a check failed, 2 nothing could be checked (unreachable, only throttled, refused), 3 inconclusive. */
  exitCode: 0 | 1 | 2 | 3;
}
