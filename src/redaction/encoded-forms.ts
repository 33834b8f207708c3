// The forms a server echoes a secret in besides its own, and where in a text they are: hex (either case), base64 and
// base64url. Base64 writes a secret differently after 0, 1 or 2 bytes of something else, and the characters at each
// edge of its run mix some of its bits with a neighbour's: searched for without them, those edge characters stayed in
// every output (up to five of them), so a match is widened over them (and over the `=` padding after it).

export interface EncodedForm {
  /** The characters that carry the secret's bits alone. */
  text: string;
  /** How many characters before (left) and after (right) `text` carry some of the secret's bits beside a neighbour's. */
  left: 0 | 1;
  right: 0 | 1;
  /** The characters those edges are written in. */
  alphabet: RegExp;
}

const BASE64 = /^[A-Za-z0-9+/]$/;
const BASE64URL = /^[A-Za-z0-9_-]$/;
const HEX = /^[0-9A-Fa-f]$/;

/** Forms shorter than this are not searched for: they would match ordinary text. */
const MIN_FORM = 6;

/** The secret's bytes written in base64 after `before` other bytes: the characters that are its own, and its edges. */
function base64Form(bytes: Buffer, before: number, url: boolean): EncodedForm {
  const start = 8 * before;
  const end = start + 8 * bytes.length;
  const written = Buffer.concat([Buffer.alloc(before), bytes]).toString(url ? 'base64url' : 'base64');
  return {
    text: written.slice(Math.ceil(start / 6), Math.floor(end / 6)),
    left: start % 6 === 0 ? 0 : 1,
    right: end % 6 === 0 ? 0 : 1,
    alphabet: url ? BASE64URL : BASE64,
  };
}

/** Every encoded form of a secret worth searching for (hex in both cases; base64 and base64url at each alignment). */
export function encodedForms(secret: string): EncodedForm[] {
  const bytes = Buffer.from(secret);
  const hex = bytes.toString('hex');
  const forms: EncodedForm[] = [
    { text: hex, left: 0, right: 0, alphabet: HEX },
    { text: hex.toUpperCase(), left: 0, right: 0, alphabet: HEX },
  ];
  for (const before of [0, 1, 2]) forms.push(base64Form(bytes, before, false), base64Form(bytes, before, true));
  return forms.filter((form) => form.text.length >= MIN_FORM);
}

/** How far a match of `form` ending at `end` reaches: its right edge character, then base64's `=` padding. */
export function widenRight(text: string, end: number, form: EncodedForm): number {
  let to = end;
  if (form.right === 1 && form.alphabet.test(text[to] ?? '')) to++;
  if (form.alphabet === BASE64 || form.alphabet === BASE64URL) while (to < end + 3 && text[to] === '=') to++;
  return to;
}

/** Where a match of `form` starting at `start` begins once its left edge character is taken in. */
export const widenLeft = (text: string, start: number, form: EncodedForm): number =>
  form.left === 1 && start > 0 && form.alphabet.test(text[start - 1]!) ? start - 1 : start;

/** The [start, end) ranges of `text` holding one of `forms`, widened over their edges (overlapping ones may repeat). */
export function encodedRanges(text: string, forms: readonly EncodedForm[]): [number, number][] {
  const found: [number, number][] = [];
  for (const form of forms)
    for (let at = text.indexOf(form.text); at !== -1; at = text.indexOf(form.text, at + 1))
      found.push([widenLeft(text, at, form), widenRight(text, at + form.text.length, form)]);
  return found;
}

/** `text` with every range replaced by `marker`, ranges that overlap or touch written as one. */
export function replaceRanges(text: string, ranges: readonly [number, number][], marker: string): string {
  if (ranges.length === 0) return text;
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  let out = '';
  let from = 0;
  let [start, end] = sorted[0]!;
  for (const [s, e] of sorted.slice(1)) {
    if (s <= end) end = Math.max(end, e);
    else {
      out += text.slice(from, start) + marker;
      from = end;
      [start, end] = [s, e];
    }
  }
  return out + text.slice(from, start) + marker + text.slice(end);
}
