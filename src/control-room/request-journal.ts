// The control room's journal of recent requests: a ring of the last N, O(1) per request. One byte budget covers all it
// keeps (answers, URLs, heads, what a caller keeps beside a record): past it the oldest answers go, then the oldest
// records (17 KB heads kept 170 MB at --journal-size 10000). Answers and heads by reference, a long answer as an excerpt.

import {
  vacateRecord,
  writeRecord,
  type AnswerBody,
  type JournalInput,
  type JournalRecord,
  type RecordSlot,
} from './journal-record.js';
import { SharedHeads } from './shared-heads.js';

export type { JournalInput, JournalRecord } from './journal-record.js';

export interface JournalLimits {
  /** Requests kept at most: the newest replace the oldest. */
  capacity: number;
  /**
   * Everything kept, all together (answers, URLs, heads): past it the oldest answers are let go (their records stay),
   * then the oldest records.
   */
  budget: number;
  /** An answer longer than this is kept as an excerpt (copied: a reference would keep the whole alive). */
  maxBody: number;
  excerpt: number;
}

/** Bound of `--journal-size` (and `journalSize`): the byte budget bounds the answers kept anyway. */
export const MAX_JOURNAL_SIZE = 10_000;

export const JOURNAL_LIMITS: JournalLimits = {
  capacity: 500,
  budget: 16 * 2 ** 20,
  maxBody: 256 * 2 ** 10,
  excerpt: 16 * 2 ** 10,
};

/** What a record object and its fields cost beside their strings, roughly. */
const RECORD_BYTES = 256;

const lengthOf = (body: AnswerBody | null) =>
  body === null ? 0 : typeof body === 'string' ? body.length : body.byteLength;

/** A copy of the start of a long answer: slicing a string would keep the whole string alive behind the slice. */
const excerptOf = (body: AnswerBody, units: number): AnswerBody =>
  typeof body === 'string' ? Array.from(body.slice(0, units)).join('') : body.slice(0, units);

export class RequestJournal {
  /** The ring: each slot's record is written again by every request that lands in it (never replaced). */
  private readonly slots: (RecordSlot | undefined)[];
  private nextId = 1;
  /** The oldest id still in the ring. */
  private firstId = 1;
  /** The oldest id whose answer may still be kept: the budget lets answers go from here on. */
  private bodyCursor = 1;
  /** Bytes of the answers kept, and of everything kept. */
  private kept = 0;
  private keptAll = 0;
  private readonly shared = new SharedHeads();

  constructor(readonly limits: JournalLimits = JOURNAL_LIMITS) {
    if (!(Number.isInteger(limits.capacity) && limits.capacity > 0))
      throw new RangeError('journal capacity must be a positive integer');
    this.slots = Array.from<RecordSlot | undefined>({ length: limits.capacity });
  }

  /** Records a request: O(1), and amortised O(1) for the answers and records the budget lets go. The record returned
   *  is this request's until its id leaves the ring (its slot then takes a later request). */
  add(input: JournalInput): JournalRecord {
    const id = this.nextId++;
    const { capacity, maxBody, excerpt } = this.limits;
    const slot = (id - 1) % capacity;
    const leaving = this.slots[slot];
    if (leaving && leaving.id >= this.firstId) this.forget(leaving);
    this.firstId = Math.max(this.firstId, id - capacity + 1);
    this.bodyCursor = Math.max(this.bodyCursor, this.firstId);
    const bodyLength = lengthOf(input.body);
    const truncated = bodyLength > maxBody;
    const body = truncated ? excerptOf(input.body!, excerpt) : input.body;
    const headers = this.shared.head(input.headers);
    const headBytes = RECORD_BYTES + input.url.length + this.shared.length(headers) + (input.attachedBytes ?? 0);
    const url = this.shared.url(input.url);
    const record = writeRecord(leaving, input, { id, body, bodyLength, truncated, headBytes, headers, url });
    this.slots[slot] = record;
    this.kept += lengthOf(body);
    this.keptAll += lengthOf(body) + headBytes;
    this.keepWithinBudget(id);
    return record;
  }

  /** Takes a record's bytes out of the count (it leaves the ring). */
  private forget(record: RecordSlot): void {
    this.kept -= lengthOf(record.body);
    this.keptAll -= lengthOf(record.body) + record.headBytes;
  }

  private keepWithinBudget(newest: number): void {
    while (this.keptAll > this.limits.budget && this.bodyCursor < newest) {
      const record = this.slotOf(this.bodyCursor++);
      if (record?.body) {
        this.kept -= lengthOf(record.body);
        this.keptAll -= lengthOf(record.body);
        record.body = null;
      }
    }
    // Heads and URLs alone past the budget: the oldest records go (the newest always stays).
    while (this.keptAll > this.limits.budget && this.firstId < newest) {
      const record = this.slots[(this.firstId - 1) % this.limits.capacity]!;
      this.forget(record);
      vacateRecord(record);
      this.firstId++;
    }
    this.bodyCursor = Math.max(this.bodyCursor, this.firstId);
  }

  get(id: number): JournalRecord | undefined {
    return this.slotOf(id);
  }

  private slotOf(id: number): RecordSlot | undefined {
    if (!Number.isInteger(id) || id < this.firstId || id >= this.nextId) return undefined;
    return this.slots[(id - 1) % this.limits.capacity];
  }

  /** The records newest first, down to (not including) `after`. */
  *newestFirst(after = 0): Generator<JournalRecord> {
    for (let id = this.nextId - 1; id >= Math.max(this.firstId, after + 1); id--) yield this.get(id)!;
  }

  /** How many records have an id above `after` (what a listing without filters matches). */
  countAfter(after = 0): number {
    return Math.max(0, this.nextId - Math.max(this.firstId, after + 1));
  }

  /** Forgets every record; ids keep counting, so that a client polling with `after` misses nothing. */
  clear(): number {
    const cleared = this.size;
    for (let id = this.firstId; id < this.nextId; id++) vacateRecord(this.slotOf(id)!);
    this.firstId = this.bodyCursor = this.nextId;
    this.kept = this.keptAll = 0;
    return cleared;
  }

  get size(): number {
    return this.nextId - this.firstId;
  }
  /** The id the next request gets. */
  get nextRecordId(): number {
    return this.nextId;
  }

  /** Length of the answers kept, all together. */
  get keptAnswers(): number {
    return this.kept;
  }

  /** Bytes of everything kept (answers, URLs, heads, what is kept beside), at most `budget`. */
  get keptBytes(): number {
    return this.keptAll;
  }
}
