// What the kit's one-pass readers of a JSON text share: the structural characters, and jumping over a string.
export const QUOTE = 0x22;
export const BACKSLASH = 0x5c;
export const OPEN_OBJECT = 0x7b;
export const OPEN_ARRAY = 0x5b;
export const CLOSE_OBJECT = 0x7d;
export const CLOSE_ARRAY = 0x5d;
export const COMMA = 0x2c;

/** Where the string that opens at `start` ends (its closing quote: one not escaped by an odd run of backslashes), or -1 when it never does. */
export function closingQuote(text: string, start: number): number {
  let end = text.indexOf('"', start + 1);
  while (end >= 0) {
    let slashes = 0;
    while (text.charCodeAt(end - 1 - slashes) === BACKSLASH) slashes++;
    if (slashes % 2 === 0) return end;
    end = text.indexOf('"', end + 1);
  }
  return -1;
}
