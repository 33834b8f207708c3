// What one contract run found: every check's result and the run's totals (the reports render it).
import type { CheckResult } from '../kit/runner.js';

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
  exitCode: 0 | 1 | 2;
}
