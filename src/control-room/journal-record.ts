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

/** One literal of a fixed shape (not a rest and a spread of the input: those cost some 20 µs a request, the records
 *  kept in dictionary mode): every record shares one hidden class. `headers` and `url` may be an earlier record's
 *  (the same names and values, the same text): shared, never changed. */
export const journalRecord = (
  input: JournalInput,
  id: number,
  body: AnswerBody | null,
  bodyLength: number,
  truncated: boolean,
  headBytes: number,
  headers: JournalHeaders = input.headers,
  url: string = input.url,
): JournalRecord => ({
  at: input.at,
  method: input.method,
  url,
  headers,
  operation: input.operation,
  status: input.status,
  code: input.code,
  applied: input.applied,
  fault: input.fault,
  durationMs: input.durationMs,
  id,
  body,
  bodyLength,
  truncated,
  headBytes,
});
