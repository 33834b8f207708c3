// Absolute-form request targets (`GET http://host/path`), which a server must accept (RFC 9112 §3.2.2), read as the
// origin form they name: the path and query route as usual, the target's host replaces Host, and any user name or
// password in it is dropped before anything (the request log, the journal, an error) can show it.
import type { IncomingMessage } from 'node:http';

const ABSOLUTE = /^https?:\/\/([^/?#]*)([^#]*)/i;

/** Rewrites `req.url` (and Host) in place when the target is in absolute form; origin form is left as it is. */
export function toOriginForm(req: IncomingMessage): void {
  const url = req.url;
  if (url === undefined || url.startsWith('/')) return;
  const absolute = ABSOLUTE.exec(url);
  if (!absolute) return;
  const [, authority = '', rest = ''] = absolute;
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  req.url = rest.startsWith('/') ? rest : `/${rest}`;
  if (host) req.headers.host = host;
}
