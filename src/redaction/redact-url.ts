// Takes secrets out of a URL before the request log prints it: clients put tokens in query strings (`?token=…`,
// `?aid-token=…`), in the path, percent-encoded or not, their own or another account's, and a log that ends up in a
// CI artifact must not carry them.
import type { IncomingHttpHeaders } from 'node:http';
import { decodings, lenientDecode, SecretFinder, spansPieces } from './secret-finder.js';

export const REDACTED = '[redacted]';
const NO_SECRETS = new SecretFinder();

/** Substrings of a normalised parameter name that mark a secret (`aidToken`, `X-Core-Uid-Token`, `client_secret`, `passwd`, …). */
const SECRET_PARTS = /token|secret|passw|pwd|credential|authoriz|session|cookie|signature|bearer|jwt/;

/**
 * Whether a query parameter (or header) name names a secret. The name, as sent and decoded, is lower-cased and stripped of everything
 * but letters and digits; it is a secret when it contains token, secret, passw, pwd, credential, authoriz, session,
 * cookie, signature, bearer or jwt, is exactly auth or sig, or ends in key (`apiKey`, `x-api-key`, `key`). `keys`,
 * `filterUserKeys` and every other parameter of the API stay readable.
 */
export function isSecretName(name: string): boolean {
  return decodings(name).some((form) => {
    const normalised = form.toLowerCase().replace(/[^a-z0-9]/g, '');
    return SECRET_PARTS.test(normalised) || normalised === 'auth' || normalised === 'sig' || normalised.endsWith('key');
  });
}

/** A path segment, query name or value that holds a secret, as sent or once it is percent-decoded. */
const holdsSecret = (piece: string, finder: SecretFinder, own: readonly string[]) =>
  decodings(piece).some((form) => finder.occursIn(form, own));

/**
 * A path segment's parameters (`/access_token=…`, `/x;jsessionid=…`: servers and gateways read them as a query): a
 * secret-named one keeps its name, not its value. An `=` sent percent-encoded hides the name: the segment goes whole.
 */
function redactSegmentParameters(segment: string): string {
  if (!decodings(segment).some((form) => form.includes('='))) return segment;
  return segment
    .split(';')
    .map((part) => {
      const equals = part.indexOf('=');
      if (equals >= 0) return isSecretName(part.slice(0, equals)) ? `${part.slice(0, equals)}=${REDACTED}` : part;
      const named = decodings(part).some(
        (form) => form.includes('=') && isSecretName(form.slice(0, form.indexOf('='))),
      );
      return named ? REDACTED : part;
    })
    .join(';');
}

/** The values of a URL's secret-named path parameters (see redactSegmentParameters), as sent and decoded. */
export function pathSecretValues(url: string): string[] {
  const at = url.indexOf('?');
  return (at < 0 ? url : url.slice(0, at)).split('/').flatMap((segment) =>
    segment.split(';').flatMap((part) => {
      const form = decodings(part).find((f) => f.includes('=') && isSecretName(f.slice(0, f.indexOf('='))));
      if (form === undefined) return [];
      const value = form.slice(form.indexOf('=') + 1);
      const sent = part.indexOf('=') >= 0 ? part.slice(part.indexOf('=') + 1) : value;
      return [...new Set([sent, value, lenientDecode(sent)])];
    }),
  );
}

/** Each `name=value` of the query: a secret name keeps its name, not its value; a value (or name) holding a secret goes. */
function redactQuery(query: string, finder: SecretFinder, own: readonly string[]): string {
  return query
    .split('&')
    .map((piece) => {
      const equals = piece.indexOf('=');
      const name = equals < 0 ? piece : piece.slice(0, equals);
      if (holdsSecret(name, finder, own)) return REDACTED;
      return equals >= 0 && (isSecretName(name) || holdsSecret(piece.slice(equals + 1), finder, own))
        ? `${name}=${REDACTED}`
        : piece;
    })
    .join('&');
}

/**
 * The URL with secret query values and path parameters redacted, and every path segment, query name or value that holds a secret — a token
 * of any account the world knows (`finder`) or one of the request's own token header values (`own`), as sent or
 * percent-encoded in any way, even twice — replaced; then any secret left as sent (one spanning `/` or `&`).
 */
export function redactUrl(url: string, own: readonly string[] = [], finder: SecretFinder = NO_SECRETS): string {
  const at = url.indexOf('?');
  const path = (at < 0 ? url : url.slice(0, at))
    .split('/')
    .map((segment) => (holdsSecret(segment, finder, own) ? REDACTED : redactSegmentParameters(segment)))
    .join('/');
  const pieces = at < 0 ? path : `${path}?${redactQuery(url.slice(at + 1), finder, own)}`;
  // Only a secret holding a separator can still be there, across two pieces.
  const spanningOwn = own.filter(spansPieces);
  if (finder.spanning === null && spanningOwn.length === 0) return pieces;
  let out = '';
  let from = 0;
  for (const [start, end] of (finder.spanning ?? NO_SECRETS).ranges(pieces, spanningOwn)) {
    out += `${pieces.slice(from, start)}${REDACTED}`;
    from = end;
  }
  return out + pieces.slice(from);
}

/** The values of the request's secret headers (X-Core-*-Token, Authorization, Cookie, …), each repeated value on its own. */
export function secretHeaderValues(headers: IncomingHttpHeaders): string[] {
  const values: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || !isSecretName(name)) continue;
    for (const one of Array.isArray(value) ? value : [value])
      values.push(one, ...one.split(',').map((part) => part.trim()));
  }
  return values;
}
