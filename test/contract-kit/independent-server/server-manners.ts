// How this implementation behaves as a production server may, apart from what it answers: a rate limiter (429 with
// Retry-After, in seconds or as an HTTP-date, as Laravel's throttle and API gateways do) and slow answers.
import type { ServerResponse } from 'node:http';

export interface RateLimit {
  /** Requests allowed per window; beyond them, 429 until the window ends. */
  limit: number;
  windowMs: number;
  /** Retry-After as delta-seconds or as an HTTP-date (RFC 9110 §10.2.3 allows both). */
  retryAfter: 'seconds' | 'date';
}

export interface Manners {
  rateLimit?: RateLimit | undefined;
  /** Every answer waits this long before it is written. */
  delayMs?: number | undefined;
}

/** A fixed-window limiter: answers 429 itself and returns true when the request is over the limit. */
export function rateLimiter(limit: RateLimit | undefined): (res: ServerResponse) => boolean {
  if (!limit) return () => false;
  let windowStart = 0;
  let count = 0;
  return (res) => {
    const now = Date.now();
    if (now - windowStart >= limit.windowMs) {
      windowStart = now;
      count = 0;
    }
    if (++count <= limit.limit) return false;
    const resetAt = windowStart + limit.windowMs;
    const retryAfter =
      limit.retryAfter === 'seconds'
        ? String(Math.max(1, Math.ceil((resetAt - now) / 1000)))
        : new Date(Math.ceil(resetAt / 1000) * 1000).toUTCString();
    const body = JSON.stringify({ message: 'Too Many Attempts.' });
    res
      .writeHead(429, {
        'content-type': 'application/json',
        'retry-after': retryAfter,
        'content-length': String(Buffer.byteLength(body)),
      })
      .end(body);
    return true;
  };
}

/** Runs `answer` after the configured delay (at once without one). */
export function delayed(manners: Manners, answer: () => void): void {
  if (manners.delayMs) setTimeout(answer, manners.delayMs);
  else answer();
}

/** An answer as written: status, headers, bytes; `stall` sends the headers and a first part, then never ends. */
export interface Wire {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  stall?: 'drip' | 'silence';
}

/** Writes the head and the first bytes, then drips a space a second (`drip`) or nothing more (`silence`). */
export function stall(res: ServerResponse, wire: Wire): void {
  res.writeHead(wire.status, wire.headers);
  res.write(wire.body.subarray(0, Math.min(64, wire.body.length)));
  if (wire.stall !== 'drip') return;
  const timer = setInterval(() => res.write(' '), 1_000);
  res.on('close', () => clearInterval(timer));
}
