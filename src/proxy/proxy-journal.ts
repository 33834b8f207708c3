// The proxy's journal of recent exchanges, for its control room: the mock's bounded ring of requests, each with the
// violations its answer showed (kept only while the request is in the ring).
import { JOURNAL_LIMITS, RequestJournal, type JournalInput, type JournalRecord } from '../control-room/index.js';
import type { Violation } from './answer-violations.js';

/** A request of the journal as the proxy saw it: timed to the end, never a preference or a fault of its own. */
export interface ProxyExchange extends Omit<JournalInput, 'applied' | 'fault' | 'durationMs' | 'body'> {
  durationMs: number;
  body: Uint8Array | null;
  /** Null when the answer was not judged (not an operation); [] when it broke nothing. */
  violations: Violation[] | null;
}

export class ProxyJournal {
  readonly journal: RequestJournal;
  private readonly violations = new Map<number, Violation[] | null>();

  constructor(capacity = JOURNAL_LIMITS.capacity) {
    this.journal = new RequestJournal({ ...JOURNAL_LIMITS, capacity });
  }

  add(exchange: ProxyExchange): JournalRecord {
    const { violations, ...input } = exchange;
    const record = this.journal.add({ ...input, applied: null, fault: null });
    this.violations.set(record.id, violations);
    // Forget the violations of requests the ring has let go (ids only grow: the oldest come first in the map).
    for (const id of this.violations.keys()) {
      if (this.journal.get(id)) break;
      this.violations.delete(id);
    }
    return record;
  }

  violationsOf(id: number): Violation[] | null {
    return this.violations.get(id) ?? null;
  }

  clear(): number {
    this.violations.clear();
    return this.journal.clear();
  }
}
