// The control room's journal of recent requests: a ring of the last N, O(1) per request. Answers are kept by reference
// (never copied) within a byte budget, and the oldest are let go past it, so memory stays bounded whatever the traffic.

export type AnswerBody = string | Uint8Array;

/** Request headers as Node parses them (lower-cased names; a repeated header may be a list). */
export type JournalHeaders = Readonly<Record<string, string | readonly string[] | undefined>>;

export interface JournalInput {
  /** Epoch milliseconds when the request arrived. */
  at: number;
  method: string;
  /** The request target as sent (path and query), not redacted: redact it before showing it. */
  url: string;
  /** The request's headers: a reference to what Node parsed, not a copy; not redacted. */
  headers: JournalHeaders;
  /** The operation the path named, or null (a route error, a preflight). */
  operation: string | null;
  /** HTTP status; 0 when no answer was sent (a reset, or the client left first). */
  status: number;
  /** The envelope code, when a whole envelope was sent. */
  code: number | null;
  /** The answer's `Preference-Applied`. */
  applied: string | null;
  fault: string | null;
  /** From arrival to the answer written; null while a delayed answer is pending. */
  durationMs: number | null;
  body: AnswerBody | null;
}

export interface JournalRecord extends Omit<JournalInput, 'body'> {
  readonly id: number;
  /** The answer, a bounded excerpt of it, or null (none sent, or let go by the budget). */
  body: AnswerBody | null;
  /** Length of the whole answer (UTF-16 units for text, bytes otherwise): what the budget counts. */
  readonly bodyLength: number;
  /** The answer was longer than `maxBody`: `body` holds its first `excerpt` units only. */
  readonly truncated: boolean;
}

export interface JournalLimits {
  /** Requests kept: the newest replace the oldest. */
  capacity: number;
  /** Answers kept, all together; past it the oldest answers are let go (their records stay). */
  bodyBudget: number;
  /** An answer longer than this is kept as an excerpt (copied: a reference would keep the whole alive). */
  maxBody: number;
  excerpt: number;
}

/** Bound of `--journal-size` (and `journalSize`): the byte budget bounds the answers kept anyway. */
export const MAX_JOURNAL_SIZE = 10_000;

export const JOURNAL_LIMITS: JournalLimits = {
  capacity: 500,
  bodyBudget: 16 * 2 ** 20,
  maxBody: 256 * 2 ** 10,
  excerpt: 16 * 2 ** 10,
};

const lengthOf = (body: AnswerBody | null): number =>
  body === null ? 0 : typeof body === 'string' ? body.length : body.byteLength;

/** A copy of the start of a long answer: slicing a string would keep the whole string alive behind the slice. */
const excerptOf = (body: AnswerBody, units: number): AnswerBody =>
  typeof body === 'string' ? Array.from(body.slice(0, units)).join('') : body.slice(0, units);

export class RequestJournal {
  private readonly slots: (JournalRecord | undefined)[];
  private nextId = 1;
  /** The oldest id still in the ring. */
  private firstId = 1;
  /** The oldest id whose answer may still be kept: the budget lets answers go from here on. */
  private bodyCursor = 1;
  private kept = 0;

  constructor(readonly limits: JournalLimits = JOURNAL_LIMITS) {
    if (!(Number.isInteger(limits.capacity) && limits.capacity > 0))
      throw new RangeError('journal capacity must be a positive integer');
    this.slots = new Array<JournalRecord | undefined>(limits.capacity);
  }

  /** Records a request: O(1), and amortised O(1) for the answers the budget lets go. */
  add(input: JournalInput): JournalRecord {
    const id = this.nextId++;
    const { capacity, maxBody, excerpt } = this.limits;
    const slot = (id - 1) % capacity;
    const leaving = this.slots[slot];
    if (leaving) this.kept -= lengthOf(leaving.body);
    this.firstId = Math.max(this.firstId, id - capacity + 1);
    this.bodyCursor = Math.max(this.bodyCursor, this.firstId);
    const bodyLength = lengthOf(input.body);
    const truncated = bodyLength > maxBody;
    const body = truncated ? excerptOf(input.body!, excerpt) : input.body;
    const record: JournalRecord = { ...input, id, body, bodyLength, truncated };
    this.slots[slot] = record;
    this.kept += lengthOf(body);
    this.keepWithinBudget(id);
    return record;
  }

  private keepWithinBudget(newest: number): void {
    while (this.kept > this.limits.bodyBudget && this.bodyCursor < newest) {
      const record = this.get(this.bodyCursor++);
      if (record?.body) {
        this.kept -= lengthOf(record.body);
        record.body = null;
      }
    }
  }

  get(id: number): JournalRecord | undefined {
    if (!Number.isInteger(id) || id < this.firstId || id >= this.nextId) return undefined;
    return this.slots[(id - 1) % this.limits.capacity];
  }

  /** The records newest first, down to (not including) `after`. */
  *newestFirst(after = 0): Generator<JournalRecord> {
    for (let id = this.nextId - 1; id >= Math.max(this.firstId, after + 1); id--) yield this.get(id)!;
  }

  /** Forgets every record; ids keep counting, so that a client polling with `after` misses nothing. */
  clear(): number {
    const cleared = this.size;
    this.slots.fill(undefined);
    this.firstId = this.bodyCursor = this.nextId;
    this.kept = 0;
    return cleared;
  }

  get size(): number {
    return this.nextId - this.firstId;
  }

  /** The id the next request gets. */
  get nextRecordId(): number {
    return this.nextId;
  }

  /** Length of the answers kept, all together (at most `bodyBudget`). */
  get keptAnswers(): number {
    return this.kept;
  }
}
