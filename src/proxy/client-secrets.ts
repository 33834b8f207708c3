// Every secret a client sent with a request, and a scrubber that takes them out of any text the proxy writes or prints
// (the recording, stderr), wherever the target echoed them: credential headers (any X-…-Token, Authorization and its
// credentials, decoded too, API keys), each cookie, and the values of secret-named query and path parameters; in
// every form a target echoes them (percent-encoded, JSON-escaped, base64).
import type { IncomingHttpHeaders } from 'node:http';
import {
  isSecretName,
  lenientDecode,
  MIN_SECRET_LENGTH,
  pathSecretValues,
  REDACTED,
  secretHeaderValues,
} from '../redaction/index.js';

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

/**
 * A secret base64-encoded (and base64url), whole, and inside a longer encoded text such as a Basic `aid:token`: base64
 * writes it differently after 0, 1 or 2 bytes before it, so each alignment's characters that are the secret's own.
 */
function base64Forms(secret: string): string[] {
  const whole = Buffer.from(secret).toString('base64');
  const forms = [whole, Buffer.from(secret).toString('base64url')];
  for (const before of ['', 'a', 'aa']) {
    const core = Buffer.from(before + secret)
      .toString('base64')
      .slice(before ? 4 : 0, -4);
    if (core.length >= 8) forms.push(core, core.replaceAll('+', '-').replaceAll('/', '_'));
  }
  return forms;
}

/** The forms a secret takes in what a target echoes: as sent, percent-encoded (either hex case), JSON-escaped, base64. */
function formsOf(secret: string): string[] {
  const encoded = encodeURIComponent(secret);
  const forms = [secret, encoded, encoded.replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase()), ...base64Forms(secret)];
  return [...new Set([...forms, ...forms.map((f) => JSON.stringify(f).slice(1, -1))])];
}

/** Replaces every form of every secret with `[redacted]`, longest first (a secret holding another goes whole). */
export function scrubber(secrets: Iterable<string>): (text: string) => string {
  const forms = [...new Set([...secrets].filter((s) => s.length >= MIN_SECRET_LENGTH).flatMap(formsOf))].sort(
    (a, b) => b.length - a.length,
  );
  if (forms.length === 0) return (text) => text;
  return (text) => {
    let out = text;
    for (const form of forms) if (out.includes(form)) out = out.split(form).join(REDACTED);
    return out;
  };
}
