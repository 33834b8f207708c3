// One request of a run and what came back (an exchange), and the limits every request is sent under.
import type { Violation } from '../invariants/invariant-rules.js';
import type { WireFacts } from '../invariants/wire-facts.js';

export interface Exchange {
  id: number;
  path: string;
  url: string;
  /** Headers as sent, for the report's curl line. */
  headers: Record<string, string>;
  status?: number;
  responseHeaders?: Record<string, string>;
  /** The first BODY_EXCERPT characters of the body (the whole body is never kept). */
  body?: string;
  /** Characters in the whole body. */
  size?: number;
  /** Parsed body when it is JSON (a byte-order mark skipped). */
  json?: unknown;
  /** The body began with a byte-order mark. */
  bom?: boolean;
  /** A name repeated within one object of the body. */
  duplicateKey?: string;
  /** Why the body was not parsed: not JSON, nested too deep, too many containers. */
  jsonProblem?: string;
  /** Objects and arrays in the body: what keeping the parsed value costs, roughly. */
  containers?: number;
  /** Values (items and members) in the body: numbers and strings cost memory once parsed. */
  values?: number;
  /** Invariants this answer broke (set by the observer). */
  violations?: Violation[];
  /** The parsed list was cut down to the fields walks read, to keep the run's memory bounded. */
  slim?: boolean;
  /** What the body's bytes showed (UTF-8, length), when the transport could tell. */
  wire?: WireFacts;
  /** Set when no HTTP answer arrived (refused, reset, timeout, body too large). */
  transportError?: string;
  /** The server could not be reached at all (refused, unknown host), not merely slow or broken. */
  unreachable?: boolean;
  durationMs: number;
}

export interface HttpLimits {
  timeoutMs: number;
  maxRequests: number;
  concurrency: number;
  /** Requests per second at most (--rate); no spacing when absent. */
  rate?: number | undefined;
  /** The run's deadline in ms from the client's start: a throttled request is given up rather than wait past it. */
  deadlineMs?: number;
}

export const BODY_EXCERPT = 2_000;

/** The fields one attempt fills in (a retry starts from none of them). */
export const ANSWER_FIELDS = [
  'status',
  'responseHeaders',
  'body',
  'size',
  'json',
  'bom',
  'jsonProblem',
  'containers',
  'values',
  'transportError',
  'unreachable',
] as const;

/**
 * A copy that does not keep its source alive: V8 represents a slice of a long string as a view into it, so a 2 KB
 * excerpt would hold the whole 5 MB body for the rest of the run.
 */
export const detached = (text: string): string => Buffer.from(text, 'utf8').toString('utf8');
