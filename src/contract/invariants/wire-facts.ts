// What the bytes of one answer showed before they became text: how many arrived, whether they were UTF-8 (decoded
// fatally, so that Latin-1 bytes or a character cut in half are seen, not silently replaced by U+FFFD) and whether
// the connection ended before the Content-Length it declared.
import { isUtf8 } from 'node:buffer';

export interface WireFacts {
  /** Body bytes that arrived (after any Content-Encoding was undone). */
  bytes: number;
  /** Where the body stopped being UTF-8, e.g. `byte 0xE9 at offset 812`; absent when it is UTF-8. */
  utf8Problem?: string;
  /** The Content-Length the answer declared, when fewer bytes arrived before the connection ended. */
  declaredLength?: number;
}

/** The first offset where `bytes` is not well-formed UTF-8 (RFC 3629), or -1. Linear, no allocation. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    const [need, min] =
      b >= 0xc2 && b <= 0xdf
        ? [1, 0x80]
        : b >= 0xe0 && b <= 0xef
          ? [2, 0x800]
          : b >= 0xf0 && b <= 0xf4
            ? [3, 0x10000]
            : [0, 0];
    if (need === 0 || i + need >= bytes.length) return i;
    let code = b & (need === 1 ? 0x1f : need === 2 ? 0x0f : 0x07);
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k]!;
      if ((c & 0xc0) !== 0x80) return i;
      code = (code << 6) | (c & 0x3f);
    }
    // Overlong forms, UTF-16 surrogates and code points past U+10FFFF are not UTF-8.
    if (code < min || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff) return i;
    i += need + 1;
  }
  return -1;
}

/** A lead byte whose continuation bytes, all there are, run to the end of the body: a character cut by the end. */
function endsInside(bytes: Uint8Array, at: number): boolean {
  const b = bytes[at]!;
  const need = b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : 0;
  if (need === 0 || at + need < bytes.length) return false;
  for (let i = at + 1; i < bytes.length; i++) if ((bytes[i]! & 0xc0) !== 0x80) return false;
  return true;
}

/** The body as text, and what its bytes showed. The text keeps a leading U+FEFF (the invariants must see it). */
export function decodeBody(bytes: Uint8Array, declaredLength?: number): { body: string; wire: WireFacts } {
  const body = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  // isUtf8 is native and fast; the scan that finds the offset runs only on a body that is not UTF-8.
  const at = isUtf8(bytes) ? -1 : firstInvalidUtf8(bytes);
  const wire: WireFacts = { bytes: bytes.length };
  if (at >= 0)
    wire.utf8Problem = `byte 0x${bytes[at]!.toString(16).toUpperCase().padStart(2, '0')} at offset ${at}${endsInside(bytes, at) ? ' (the body ends inside a character)' : ''}`;
  if (declaredLength !== undefined && declaredLength !== bytes.length) wire.declaredLength = declaredLength;
  return { body, wire };
}
