// The path a request names, read as the real system's router reads it (assumption path-spelling): trailing slashes
// dropped, then percent-escapes decoded; the case stays as sent. `/global/configs/`, `/global/configs//` and
// `/global/%63onfigs` are the configs there (measured), `/Global/Configs` and `/global/configs%2F` are no route.

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
