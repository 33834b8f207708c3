// The body of a `fault=malformed` answer: half of the answer, never valid JSON since the envelope's closing brace is cut off.
const decoder = new TextDecoder();

/** A list answer is cut at half its characters (never inside one), a configs answer at half its bytes, as they always were. */
export function truncated(body: string | Uint8Array, byCharacters: boolean): string | Uint8Array {
  const text = typeof body === 'string' ? body : byCharacters ? decoder.decode(body) : null;
  return text === null
    ? (body as Uint8Array).subarray(0, Math.floor(body.length / 2))
    : text.slice(0, Math.floor(text.length / 2));
}
