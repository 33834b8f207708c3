// The proxy's journal of recent exchanges, for its control room: the mock's bounded ring of requests, each with the
// violations its answer showed (kept only while the request is in the ring, and counted in its byte budget).
import type { IncomingMessage } from 'node:http';
import { JOURNAL_LIMITS, RequestJournal, type JournalInput, type JournalRecord } from '../control-room/index.js';
import type { TargetAnswer } from './forward-request.js';
import type { Violation } from './answer-violations.js';

/** A request of the journal as the proxy saw it: timed to the end, never a preference or a fault of its own. */
export interface ProxyExchange extends Omit<JournalInput, 'applied' | 'fault' | 'durationMs' | 'body'> {
  durationMs: number;
  body: Uint8Array | null;
  /** Null when the answer was not judged (not an operation); [] when it broke nothing. */
  violations: Violation[] | null;
}

/** What a violation costs while it is kept, roughly: its strings and the object holding them. */
const VIOLATION_BYTES = 64;
const violationsCost = (violations: readonly Violation[] | null): number =>
  (violations ?? []).reduce(
    (sum, v) => sum + VIOLATION_BYTES + v.rule.length + v.basis.length + v.expected.length + v.received.length,
    0,
  );

export class ProxyJournal {
  readonly journal: RequestJournal;
  private readonly violations = new Map<number, Violation[] | null>();

  constructor(capacity = JOURNAL_LIMITS.capacity) {
    this.journal = new RequestJournal({ ...JOURNAL_LIMITS, capacity });
  }

  add(exchange: ProxyExchange): JournalRecord {
    const { violations, ...input } = exchange;
    // The violations are counted in the journal's budget: kept as long as their record, they are part of its cost.
    const record = this.journal.add({
      ...input,
      applied: null,
      fault: null,
      attachedBytes: violationsCost(violations),
    });
    this.violations.set(record.id, violations);
    // Forget the violations of requests the ring has let go (ids only grow: the oldest come first in the map).
    for (const id of this.violations.keys()) {
      if (this.journal.get(id)) break;
      this.violations.delete(id);
    }
    return record;
  }

  /** One exchange as it ended: `answer` null when none came; the body kept only when not compressed. */
  record(
    req: IncomingMessage,
    operation: string | null,
    answer: TargetAnswer | null,
    started: number,
    violations: Violation[] | null,
  ): void {
    const identity =
      answer !== null && !answer.headers.some((h, i) => i % 2 === 0 && h.toLowerCase() === 'content-encoding');
    const code =
      answer && identity
        ? /^\s*\{\s*"code"\s*:\s*(-?\d+)/.exec(answer.body.subarray(0, 64).toString('latin1'))?.[1]
        : undefined;
    this.add({
      at: Date.now(),
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      headers: req.headers,
      operation,
      status: answer?.status ?? 0,
      code: code === undefined ? null : Number(code),
      durationMs: performance.now() - started,
      body: answer && identity ? answer.body : null,
      violations,
    });
  }

  violationsOf(id: number): Violation[] | null {
    return this.violations.get(id) ?? null;
  }

  clear(): number {
    this.violations.clear();
    return this.journal.clear();
  }
}
