// The path a request names, read as the real system's router reads it (assumption path-spelling): trailing slashes
// dropped, then percent-escapes decoded; the case stays as sent. `/global/configs/`, `/global/configs//` and
// `/global/%63onfigs` are the configs there (measured), `/Global/Configs` and `/global/configs%2F` are no route.
// Pure and Node-free: the server's request listener and the msw handlers route with the same function.
import { operationAt } from '../../schema/index.js';

/** The path without its trailing slashes (the root stays `/`), then decoded; a malformed escape leaves it as sent. */
export function operationPath(path: string): string {
  let end = path.length;
  while (end > 1 && path.charCodeAt(end - 1) === 0x2f) end--;
  const trimmed = end === path.length ? path : path.slice(0, end);
  if (!trimmed.includes('%')) return trimmed;
  try {
    return decodeURIComponent(trimmed);
  } catch {
    return trimmed;
  }
}

/** The operation a request's path (without its query) names in any spelling the real system's router takes, if any. */
export const routedOperation = (path: string) => operationAt(operationPath(path));
