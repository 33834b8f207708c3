// What a value takes in a recording file as written (indented by two spaces at its depth, UTF-8): the recording's
// size limit counts these bytes, not the compact JSON (the files came out 1.6 times over the limit).

const NEWLINE = /\n/g;

/** Bytes of `"key": value,\n` (or `value,\n` in a list) at `depth` in a file JSON.stringify(…, null, 2) writes. */
export function writtenSize(value: unknown, depth: number, key?: string): number {
  const text = JSON.stringify(value, null, 2) ?? 'null';
  const lines = (text.match(NEWLINE)?.length ?? 0) + 1;
  const name = key === undefined ? 0 : Buffer.byteLength(JSON.stringify(key)) + 2;
  return Buffer.byteLength(text) + lines * 2 * depth + name + 2;
}
