// Headers every answer of the mock carries, whoever sends it (the server or the msw handlers): JSON, no MIME sniffing
// (no answer is ever rendered as something else), CORS so that browser frontends on any origin can read it, and the
// real system's caching rule (assumption response-headers): every answer revalidated, none kept by a shared cache.

/** As a flat [name, value, …] list: Node's fast path for writeHead, and easy to spread into a Headers init. */
export const COMMON_HEADERS: readonly string[] = [
  'X-Content-Type-Options',
  'nosniff',
  'Access-Control-Allow-Origin',
  '*',
  'Access-Control-Expose-Headers',
  'Preference-Applied',
  'Cache-Control',
  'no-cache, private',
];

export const JSON_CONTENT_TYPE: readonly string[] = ['Content-Type', 'application/json; charset=utf-8'];

/** Pairs of a flat header list: [[name, value], …]. */
export function headerPairs(flat: readonly string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i < flat.length; i += 2) pairs.push([flat[i]!, flat[i + 1]!]);
  return pairs;
}
