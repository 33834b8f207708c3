// Takes secrets out of a URL before the request log prints it: clients put tokens in query strings (`?token=…`,
// `?aid-token=…`), and a log that ends up in a CI artifact must not carry them.

export const REDACTED = '[redacted]';

/** Substrings of a normalised parameter name that mark a secret (`aidToken`, `X-Core-Uid-Token`, `client_secret`, `passwd`, …). */
const SECRET_PARTS = /token|secret|passw|pwd|credential|authoriz|session|cookie|signature|bearer|jwt/;

/** Secret values shorter than this are not searched for in the URL: `1` would redact every page number. */
export const MIN_SECRET_LENGTH = 4;

/** `%2D` and `+` decoded; a broken escape leaves the name as sent. */
function decoded(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
}

/**
 * Whether a query parameter (or header) name names a secret. The name is decoded, lower-cased and stripped of everything
 * but letters and digits; it is a secret when it contains token, secret, passw, pwd, credential, authoriz, session,
 * cookie, signature, bearer or jwt, is exactly auth or sig, or ends in key (`apiKey`, `x-api-key`, `key`). `keys`,
 * `filterUserKeys` and every other parameter of the API stay readable.
 */
export function isSecretName(name: string): boolean {
  const normalised = decoded(name).toLowerCase().replace(/[^a-z0-9]/g, '');
  return SECRET_PARTS.test(normalised) || normalised === 'auth' || normalised === 'sig' || normalised.endsWith('key');
}

/** Each `name=value` of the query whose name is a secret keeps its name, not its value. */
function redactQuery(query: string): string {
  return query
    .split('&')
    .map((piece) => {
      const equals = piece.indexOf('=');
      return equals >= 0 && isSecretName(piece.slice(0, equals)) ? `${piece.slice(0, equals + 1)}${REDACTED}` : piece;
    })
    .join('&');
}

/**
 * The URL with secret query values redacted, and every occurrence of `secrets` (the request's own token header values,
 * as sent, percent-encoded or form-encoded) replaced, wherever the client put them: another parameter, the path.
 */
export function redactUrl(url: string, secrets: readonly string[] = []): string {
  const at = url.indexOf('?');
  let out = at < 0 ? url : `${url.slice(0, at + 1)}${redactQuery(url.slice(at + 1))}`;
  for (const secret of secrets) {
    if (secret.length < MIN_SECRET_LENGTH) continue;
    const encoded = encodeURIComponent(secret);
    for (const form of new Set([secret, encoded, encoded.replaceAll('%20', '+')])) out = out.replaceAll(form, REDACTED);
  }
  return out;
}
