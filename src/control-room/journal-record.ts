// A journal record: what one request and its answer leave in the control room's journal, and the one way to build it.

export type AnswerBody = string | Uint8Array;

/** Request headers as Node parses them (lower-cased names; a repeated header may be a list). */
export type JournalHeaders = Readonly<Record<string, string | readonly string[] | undefined>>;

export interface JournalInput {
  /** Epoch milliseconds when the request arrived. */
  at: number;
  method: string;
  /** The request target as sent (path and query), whole (the HTTP parser bounds it) and not redacted: redact it
   *  whole before showing it, so that no secret is cut in two (a half is no longer found). */
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
  /** Bytes kept beside the record while it is in the ring (the proxy: its violations). */
  attachedBytes?: number;
}

/** A request as the journal keeps it. The ring writes each request into the record of its slot: a record is this
 *  request's while its `id` is in the ring; whoever keeps one across later requests compares `id` before using it. */
export interface JournalRecord extends Omit<JournalInput, 'body' | 'attachedBytes'> {
  readonly id: number;
  /** The answer, a bounded excerpt of it, or null (none sent, or let go by the budget). */
  body: AnswerBody | null;
  /** Length of the whole answer (UTF-16 units for text, bytes otherwise): what the budget counts. */
  readonly bodyLength: number;
  /** The answer was longer than `maxBody`: `body` holds its first `excerpt` units only. */
  readonly truncated: boolean;
  /** What the record costs beside its answer: its URL as kept, its head, itself and what is kept beside it (bytes). */
  readonly headBytes: number;
}

/** A slot of the journal's ring as the journal writes it: the same object takes each request that lands in its slot. */
export type RecordSlot = { -readonly [K in keyof JournalRecord]: JournalRecord[K] };

/** What a record is written with beside its input: computed by the journal. `headers` and `url` may be an earlier
 *  record's (the same names and values, the same text): shared, never changed. */
export interface RecordFacts {
  id: number;
  body: AnswerBody | null;
  bodyLength: number;
  truncated: boolean;
  headBytes: number;
  headers: JournalHeaders;
  url: string;
}

/**
 * Writes a request into its slot of the ring, or into a new record when the slot was never used. The ring's records
 * are written in place, not replaced: a record per request, kept for the ring's length, outlived young-generation
 * collections and was copied, then promoted to the old generation and marked and swept there. A new record is one
 * literal of a fixed shape (not a rest and a spread of the input: those cost some 20 µs a request, the records kept
 * in dictionary mode), written field by field in the same order afterwards: every record keeps one hidden class.
 */
export function writeRecord(slot: RecordSlot | undefined, input: JournalInput, facts: RecordFacts): RecordSlot {
  if (slot === undefined)
    return {
      at: input.at,
      method: input.method,
      url: facts.url,
      headers: facts.headers,
      operation: input.operation,
      status: input.status,
      code: input.code,
      applied: input.applied,
      fault: input.fault,
      durationMs: input.durationMs,
      id: facts.id,
      body: facts.body,
      bodyLength: facts.bodyLength,
      truncated: facts.truncated,
      headBytes: facts.headBytes,
    };
  slot.at = input.at;
  slot.method = input.method;
  slot.url = facts.url;
  slot.headers = facts.headers;
  slot.operation = input.operation;
  slot.status = input.status;
  slot.code = input.code;
  slot.applied = input.applied;
  slot.fault = input.fault;
  slot.durationMs = input.durationMs;
  slot.id = facts.id;
  slot.body = facts.body;
  slot.bodyLength = facts.bodyLength;
  slot.truncated = facts.truncated;
  slot.headBytes = facts.headBytes;
  return slot;
}

const NO_HEAD: JournalHeaders = Object.freeze({});

/** Lets go of what a record that left the ring refers to (its slot stays for the next request it takes). */
export function vacateRecord(slot: RecordSlot): void {
  slot.body = null;
  slot.headers = NO_HEAD;
  slot.url = '';
  slot.applied = null;
}
