// Every secret a client sent with a request, and a scrubber that takes them out of any text the proxy writes or prints
// (the recording, stderr), wherever the target echoed them: credential headers (any X-…-Token, Authorization and its
// credentials, decoded too, API keys), each cookie, and the values of secret-named query and path parameters; in
// every form a target echoes them (percent-encoded, JSON-escaped, hex, base64 with the edges of its run).
import type { IncomingHttpHeaders } from 'node:http';
import {
  encodedForms,
  encodedRanges,
  isSecretName,
  lenientDecode,
  MIN_SECRET_LENGTH,
  pathSecretValues,
  REDACTED,
  replaceRanges,
  secretHeaderValues,
  type EncodedForm,
} from '../redaction/index.js';

const NOTHING = /(?!)/;

/** The credentials of an Authorization value: after its scheme, and a Basic one decoded (user:password, password). */
function credentialsOf(value: string): string[] {
  const [scheme = '', ...rest] = value.trim().split(/\s+/);
  const credentials = rest.join(' ');
  if (!credentials) return [];
  if (scheme.toLowerCase() !== 'basic') return [credentials];
  const decoded = Buffer.from(credentials, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? [credentials, decoded] : [credentials, decoded, decoded.slice(colon + 1)];
}

/** Each cookie's value, and its name=value pair. */
const cookiesOf = (value: string): string[] =>
  value.split(';').flatMap((pair) => {
    const equals = pair.indexOf('=');
    return equals < 0 ? [pair.trim()] : [pair.trim(), pair.slice(equals + 1).trim()];
  });

/** The secrets of one request (its headers and its request target), each at least MIN_SECRET_LENGTH long. */
export function clientSecrets(headers: IncomingHttpHeaders, requestTarget: string): string[] {
  const found = secretHeaderValues(headers).flatMap((value) => [value, ...credentialsOf(value), ...cookiesOf(value)]);
  found.push(...pathSecretValues(requestTarget));
  const at = requestTarget.indexOf('?');
  if (at >= 0)
    for (const piece of requestTarget.slice(at + 1).split('&')) {
      const equals = piece.indexOf('=');
      if (equals < 0 || !isSecretName(piece.slice(0, equals))) continue;
      const value = piece.slice(equals + 1);
      found.push(value, lenientDecode(value));
    }
  return [...new Set(found.map((s) => s.trim()))].filter((s) => s.length >= MIN_SECRET_LENGTH);
}

/** A form as JSON writes it (quotes, controls), and as PHP's json_encode does by default (`/` as `\/`). */
const jsonForms = (form: string): string[] => {
  const escaped = JSON.stringify(form).slice(1, -1);
  return [escaped, escaped.replaceAll('/', '\\/')];
};

/**
 * The forms a secret takes in what a target echoes: as sent, percent-encoded (either hex case), JSON-escaped; hex, and
 * base64 and base64url at each alignment with the edge characters that carry some of its bits (encodedForms).
 */
function formsOf(secret: string): EncodedForm[] {
  const encoded = encodeURIComponent(secret);
  const plain = [secret, encoded, encoded.replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase())].flatMap((form) => [
    form,
    ...jsonForms(form),
  ]);
  const exact = [...new Set(plain)].map((text): EncodedForm => ({ text, left: 0, right: 0, alphabet: NOTHING }));
  const encodings = encodedForms(secret).flatMap((form) =>
    [...new Set([form.text, ...jsonForms(form.text)])].map((text) => ({ ...form, text })),
  );
  return [...exact, ...encodings];
}

/** Replaces every form of every secret with `[redacted]` (overlapping ones as one: a secret holding another goes whole). */
export function scrubber(secrets: Iterable<string>): (text: string) => string {
  const forms = [...new Set(secrets)].filter((s) => s.length >= MIN_SECRET_LENGTH).flatMap(formsOf);
  if (forms.length === 0) return (text) => text;
  return (text) => replaceRanges(text, encodedRanges(text, forms), REDACTED);
}
