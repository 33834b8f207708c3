// What every answer to a hostile request must be: an answer (no reset, no hang), below 500, nosniff, and the JSON
// envelope: a success that conforms to the committed document, or an error with a catalogue code.
import { expect } from 'vitest';
import { errorCodes } from '../../../src/schema/error-catalogue.js';
import { problems } from '../../helpers/fixed-world.js';
import type { RawAnswer } from '../../helpers/raw-http.js';

export type Operation = 'configs' | 'notificationList';

/** The document's component of a success of `operation` asked with `query` (a `keys` list narrows the configs). */
export function successComponent(operation: Operation, query: string): string {
  if (operation === 'notificationList') return 'NotificationListResponse';
  // The last `keys` wins, trimmed; an empty one means all keys (assumption query-reading).
  const keys = new URLSearchParams(query).getAll('keys').at(-1)?.trim();
  return keys ? 'ConfigsSubsetResponse' : 'ConfigsResponse';
}

/** Status, the security header, and that there is an answer at all. */
export function expectSafeAnswer(answer: RawAnswer | null): asserts answer is RawAnswer {
  expect(answer, 'the server closed the connection without an answer').not.toBeNull();
  expect(answer!.status).toBeLessThan(500);
  expect(answer!.headers['x-content-type-options']).toBe('nosniff');
}

/**
 * The answer is the envelope. `success`: the component a code-0 answer must conform to (null: this request can only
 * fail). Returns the envelope's code.
 */
export function expectEnvelope(answer: RawAnswer | null, success: string | null): number {
  expectSafeAnswer(answer);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  const body = JSON.parse(answer.text) as { code: unknown; message: unknown; data: unknown };
  if (body.code === 0 && success !== null) {
    expect(answer.status).toBe(200);
    expect(problems(success, body), 'a success outside the document').toEqual([]);
  } else {
    expect(problems('ErrorEnvelope', body), 'an error outside the document').toEqual([]);
    expect(errorCodes).toContain(body.code);
    expect(body.data).toBeNull();
    expect(String(body.message).length).toBeGreaterThan(0);
  }
  return body.code as number;
}

/** A tag, a comment or a closing tag: what would become markup if echoed as is. */
const MARKUP = /<[a-z!/?]/i;

/**
 * An HTML answer never carries a sent value that holds markup as it was sent (only escaped, if at all). Values under 8
 * characters are skipped: the pages' own markup holds short ones such as `<!--` anyway.
 */
export function expectNoMarkupEcho(answer: RawAnswer, sent: readonly string[]): void {
  if (!/html/.test(answer.headers['content-type'] ?? '')) return;
  for (const value of sent) {
    if (value.length < 8 || !MARKUP.test(value)) continue;
    expect(answer.text.includes(value), `HTML echoes ${JSON.stringify(value.slice(0, 80))}`).toBe(false);
  }
}
