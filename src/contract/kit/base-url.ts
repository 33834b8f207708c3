// Reads the base URL of the implementation under test: http(s) only, no credentials in it, the path prefix kept.

export class InvalidBaseUrl extends Error {}

/**
 * `http://host/prefix/` → `http://host/prefix`: requests then go to `/prefix/api/core/v1/…`. A user name or password
 * in the URL is refused (it would be sent nowhere useful and printed in every report).
 */
export function parseBaseUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    // Never echo what may be a password: `scheme://user:secret@…` is shown as `scheme://[credentials]@…`.
    const shown = raw.slice(0, 200).replace(/^([^:/?#]*:\/\/)[^/?#]*@/, '$1[credentials]@');
    throw new InvalidBaseUrl(`the base URL must be an http(s) URL (received ${JSON.stringify(shown)})`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new InvalidBaseUrl(`the base URL must be an http(s) URL (received a ${url.protocol} URL)`);
  if (url.username !== '' || url.password !== '')
    throw new InvalidBaseUrl(
      'the base URL must not carry a user name or password; pass credentials with --aid/--aid-token/--uid/--uid-token',
    );
  if (url.search !== '' || url.hash !== '')
    throw new InvalidBaseUrl('the base URL must not carry a query or a fragment');
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** The absolute URL of an API path (`/api/core/v1/…?query`) under a base URL, keeping the base's path prefix. */
export const apiUrl = (baseUrl: string, path: string): string => `${baseUrl}${path}`;
