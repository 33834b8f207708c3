// Finds known secret values (every token the world's accounts have, and the request's own token headers) inside a
// text, for the request log: indexed by a number made of their first characters, so that a search costs one map
// lookup per character of the text whether the world knows two tokens or two thousand.

/** Secret values shorter than this are not searched for: a token `1` would redact every page number. */
export const MIN_SECRET_LENGTH = 4;

/** A URL's separators: a secret holding one can span two pieces of the URL (path segments, query names and values). */
const SEPARATOR = /[/?&=]/;

/** A number for the MIN_SECRET_LENGTH characters at `i` (collisions are fine: candidates are compared in full). */
function keyAt(text: string, i: number): number {
  return (
    (((text.charCodeAt(i) * 31 + text.charCodeAt(i + 1)) * 31 + text.charCodeAt(i + 2)) * 31 + text.charCodeAt(i + 3)) |
    0
  );
}

export class SecretFinder {
  /** The key of their first characters → the secrets that start so (longest first: the longest match wins). */
  private readonly byKey = new Map<number, string[]>();
  /** The secrets that hold a URL separator, or null when none does (the usual case). */
  readonly spanning: SecretFinder | null;

  constructor(secrets: Iterable<string> = []) {
    const kept = [...new Set(secrets)].filter((secret) => secret.length >= MIN_SECRET_LENGTH);
    for (const secret of kept) {
      const key = keyAt(secret, 0);
      const list = this.byKey.get(key) ?? [];
      list.push(secret);
      list.sort((a, b) => b.length - a.length);
      this.byKey.set(key, list);
    }
    const spanning = kept.filter((secret) => SEPARATOR.test(secret));
    this.spanning =
      spanning.length === 0 || spanning.length === kept.length
        ? spanning.length === 0
          ? null
          : this
        : new SecretFinder(spanning);
  }

  /** The [start, end) ranges of `text` that are secrets (or `extra` values), in order, not overlapping. */
  ranges(text: string, extra: readonly string[] = []): [number, number][] {
    const found: [number, number][] = [];
    for (let i = 0; i + MIN_SECRET_LENGTH <= text.length; i++) {
      const end = this.matchAt(text, i, extra);
      if (end > i) {
        found.push([i, end]);
        i = end - 1;
      }
    }
    return found;
  }

  /** Whether any secret (or `extra` value) occurs in `text`. */
  occursIn(text: string, extra: readonly string[] = []): boolean {
    for (const secret of extra) if (secret.length >= MIN_SECRET_LENGTH && text.includes(secret)) return true;
    if (this.byKey.size === 0) return false;
    for (let i = 0; i + MIN_SECRET_LENGTH <= text.length; i++) if (this.matchAt(text, i, []) > i) return true;
    return false;
  }

  /** The end of the longest secret starting at `i`, or `i` when none does. */
  private matchAt(text: string, i: number, extra: readonly string[]): number {
    let end = i;
    const candidates = this.byKey.size === 0 ? undefined : this.byKey.get(keyAt(text, i));
    if (candidates) for (const secret of candidates) if (text.startsWith(secret, i)) return i + secret.length;
    for (const secret of extra)
      if (secret.length >= MIN_SECRET_LENGTH && i + secret.length > end && text.startsWith(secret, i))
        end = i + secret.length;
    return end;
  }
}

/** Whether a secret holds a URL separator (and so can span two pieces of a URL). */
export const spansPieces = (secret: string): boolean => SEPARATOR.test(secret);

/** Percent-escapes decoded (and `+` as a space); a run of escapes that is not UTF-8 is decoded byte by byte (Latin-1). */
export function lenientDecode(text: string): string {
  const plus = text.replaceAll('+', ' ');
  try {
    return decodeURIComponent(plus);
  } catch {
    return plus.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return Buffer.from(run.replaceAll('%', ''), 'hex').toString('latin1');
      }
    });
  }
}

/** A text as sent, then decoded once, twice and three times (while decoding changes it): `%2561` hides an `a`. */
export function decodings(text: string): string[] {
  const forms = [text];
  for (let round = 0; round < 3 && forms.at(-1)!.includes('%'); round++) {
    const next = lenientDecode(forms.at(-1)!);
    if (next === forms.at(-1)) break;
    forms.push(next);
  }
  if (text.includes('+') && forms.length === 1) forms.push(text.replaceAll('+', ' '));
  return forms;
}
