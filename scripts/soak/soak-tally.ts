// Counts the soak's answers per kind of request and keeps the first few that were not the envelope, to show them.
import type { Verdict } from './classify-answer.js';

export interface KindCount {
  kind: string;
  answers: number;
  successes: number;
  errors: number;
  nonEnvelope: number;
}

export interface Sample {
  kind: string;
  method: string;
  path: string;
  status: number;
  reason: string;
}

const MAX_SAMPLES = 5;

export class SoakTally {
  private readonly kinds = new Map<string, KindCount>();
  readonly statuses = new Map<number, number>();
  readonly samples: Sample[] = [];

  record(request: { kind: string; method: string; path: string }, status: number, verdict: Verdict): void {
    let count = this.kinds.get(request.kind);
    if (!count)
      this.kinds.set(
        request.kind,
        (count = { kind: request.kind, answers: 0, successes: 0, errors: 0, nonEnvelope: 0 }),
      );
    count.answers++;
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    if (verdict.envelope) {
      if (verdict.success) count.successes++;
      else count.errors++;
      return;
    }
    count.nonEnvelope++;
    if (this.samples.length < MAX_SAMPLES)
      this.samples.push({
        kind: request.kind,
        method: request.method,
        path: request.path.slice(0, 120),
        status,
        reason: verdict.reason,
      });
  }

  get byKind(): KindCount[] {
    return [...this.kinds.values()].sort((a, b) => b.answers - a.answers);
  }

  get answers(): number {
    return this.byKind.reduce((sum, k) => sum + k.answers, 0);
  }

  get nonEnvelope(): number {
    return this.byKind.reduce((sum, k) => sum + k.nonEnvelope, 0);
  }
}
