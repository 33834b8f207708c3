// Where a client's request goes on the target: only a request target in origin form (a path from `/`, RFC 9112
// §3.2.1), its dot segments resolved as the target will resolve them (`..`, `%2e%2e`, `.%2E`, …), kept inside the
// target's path prefix. An absolute URL (`munity://x`), `*`, a fragment, a backslash or an encoded slash is refused:
// concatenated to a port-less target, `munity://x` named another host, and `/../admin` left the prefix. (An http(s)
// absolute-form target reaches this as the origin form it names: the proxy's listener reads it as the mock does.)

export type TargetUrl = { ok: true; url: URL } | { ok: false; detail: string };

const refused = (detail: string): TargetUrl => ({ ok: false, detail });

/** A path segment percent-decoded, or null when its escapes are not UTF-8 (then nothing in it can be a dot). */
function decoded(segment: string): string | null {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The path's segments after `/`, dot segments resolved; null when `..` climbs above the root. */
function resolveDots(path: string): string[] | null {
  const out: string[] = [];
  const segments = path.slice(1).split('/');
  for (let i = 0; i < segments.length; i++) {
    const plain = decoded(segments[i]!);
    const last = i === segments.length - 1;
    if (plain === '.') {
      if (last) out.push('');
    } else if (plain === '..') {
      if (out.length === 0) return null;
      out.pop();
      if (last) out.push('');
    } else out.push(segments[i]!);
  }
  return out;
}

/** The target's URL for a client's request target, or why it is not forwarded. */
export function targetUrl(target: URL, requestTarget: string): TargetUrl {
  if (!requestTarget.startsWith('/'))
    return refused(
      'the request target must be a path starting with / (origin form); an absolute URL, an authority or * is not forwarded',
    );
  if (requestTarget.includes('#')) return refused('the request target holds a fragment (#), which is never sent');
  const at = requestTarget.indexOf('?');
  const path = at < 0 ? requestTarget : requestTarget.slice(0, at);
  if (path.includes('\\')) return refused('the request path holds a backslash');
  if (/%(?:2f|5c)/i.test(path)) return refused('the request path holds an encoded slash or backslash (%2F, %5C)');
  const segments = resolveDots(path);
  if (segments === null) return refused("the request path climbs above the target's path (..)");
  const prefix = target.pathname.replace(/\/+$/, '');
  const url = new URL(target.origin);
  url.pathname = `${prefix}/${segments.join('/')}`;
  if (at >= 0) url.search = requestTarget.slice(at);
  // The URL parser may resolve what it reads differently from us: what goes out must still be inside the prefix.
  const inside = url.pathname === prefix || url.pathname.startsWith(`${prefix}/`);
  if (url.origin !== target.origin || !inside) return refused("the request path leaves the target's path");
  return { ok: true, url };
}
