// The soak's verdict on one answer: the API's JSON envelope below 500 (a success, or an error with a catalogue code),
// or not, with the reason. Pure, so that a test can hold it to every kind of broken answer.
import { errorCodes } from '../../src/schema/error-catalogue.js';

export type Verdict = { envelope: true; success: boolean } | { envelope: false; reason: string };

const known = new Set(errorCodes);

/** Header names as autocannon hands them over (as sent); a repeated header may be a list. */
export type AnswerHeaders = Readonly<Record<string, string | readonly string[] | undefined>>;

function headerOf(headers: AnswerHeaders, name: string): string | undefined {
  for (const [key, value] of Object.entries(headers))
    if (key.toLowerCase() === name) return Array.isArray(value) ? value.join(', ') : (value as string | undefined);
  return undefined;
}

export function classifyAnswer(status: number, headers: AnswerHeaders, body: string): Verdict {
  if (!(status >= 200 && status < 500)) return { envelope: false, reason: `HTTP ${status}` };
  if (headerOf(headers, 'x-content-type-options') !== 'nosniff')
    return { envelope: false, reason: 'no X-Content-Type-Options: nosniff' };
  const type = headerOf(headers, 'content-type') ?? '';
  if (!type.startsWith('application/json')) return { envelope: false, reason: `Content-Type ${JSON.stringify(type)}` };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { envelope: false, reason: 'body is not JSON' };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    return { envelope: false, reason: 'body is not an object' };
  const { code, message, data } = parsed as Record<string, unknown>;
  if (typeof code !== 'number' || typeof message !== 'string' || !Object.hasOwn(parsed, 'data'))
    return { envelope: false, reason: 'not {code, message, data}' };
  if (code === 0) {
    if (status !== 200 || data === null || typeof data !== 'object')
      return { envelope: false, reason: `code 0 with HTTP ${status} and data ${data === null ? 'null' : typeof data}` };
    return { envelope: true, success: true };
  }
  if (!known.has(code)) return { envelope: false, reason: `code ${code} is not in the catalogue` };
  if (data !== null) return { envelope: false, reason: `error ${code} with data` };
  if (message === '') return { envelope: false, reason: `error ${code} without a message` };
  return { envelope: true, success: false };
}
