// Which operation a request to the msw handlers names: its URL under the handlers' `baseUrl`, routed by the same pure
// function as the server's (request/operation-path.ts), so both take the same spellings (assumption path-spelling).
import { routedOperation } from '../request/operation-path.js';

/** Where the handlers answer: an origin (null: any) and a path prefix ('' for none). */
export interface HandlersBase {
  origin: string | null;
  prefix: string;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * `baseUrl` as `createHandlers` takes it (checked before): absent, any origin; a path (`/api-prefix`), the page's
 * origin in a browser and any origin elsewhere; an http(s) URL, its origin and path. Trailing slashes are dropped.
 */
export function handlersBase(baseUrl: string | undefined): HandlersBase {
  let origin: string | null = null;
  let prefix = '';
  if (baseUrl !== undefined && baseUrl.startsWith('/')) {
    prefix = baseUrl;
    origin = (globalThis as { location?: { origin?: string } }).location?.origin ?? null;
  } else if (baseUrl !== undefined) {
    const url = new URL(baseUrl);
    [origin, prefix] = [url.origin, url.pathname];
  }
  return { origin: origin === 'null' ? null : origin, prefix: prefix.replace(/\/+$/, '') };
}

/** One character of an ASCII path as a URL may spell it: itself or its percent-escape, hex digits in either case. */
const spelledChar = (char: string): string => {
  const hex = char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0');
  const digit = (d: string) => (/[A-F]/.test(d) ? `[${d}${d.toLowerCase()}]` : d);
  return `(?:${escaped(char)}|%${digit(hex[0]!)}${digit(hex[1]!)})`;
};

/**
 * The URLs (as msw matches them: without query and fragment) under `base` that `requestOperation` reads as `path`:
 * each character after the first slash as itself or escaped, then any trailing slashes. msw ≥ 2.0 takes it, and a URL it rejects stays
 * unhandled (onUnhandledRequest sees it); the test holds it equal to the shared function over generated spellings.
 */
export function operationPattern(base: HandlersBase, path: string): RegExp {
  const origin = base.origin === null ? '[a-z][a-z0-9+.-]*://[^/?#]*' : escaped(base.origin);
  // The slash that starts the path is the URL's own (an escaped one is no path there, or no separator after a prefix).
  const [slash, ...rest] = [...path];
  return new RegExp(`^${origin}${escaped(base.prefix)}${escaped(slash!)}${rest.map(spelledChar).join('')}/*$`);
}

/** The operation `url` names under `base`, in any spelling the real system's router takes; undefined for none. */
export function requestOperation(url: string, base: HandlersBase) {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (base.origin !== null && parsed.origin !== base.origin) return undefined;
  const path = parsed.pathname;
  if (!path.startsWith(base.prefix)) return undefined;
  const rest = path.slice(base.prefix.length);
  if (rest !== '' && !rest.startsWith('/')) return undefined;
  return routedOperation(rest);
}
