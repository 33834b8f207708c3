// RFC 8259 §4: "the names within an object SHOULD be unique"; JSON.parse keeps the last of two equal names, other
// parsers the first, so a body holding both says one thing to one client and another to the next. One linear pass
// that jumps over strings with indexOf (the text is known to parse), keeping the names of the open objects only.
import {
  CLOSE_ARRAY,
  CLOSE_OBJECT,
  closingQuote as stringEnd,
  COMMA,
  OPEN_ARRAY,
  OPEN_OBJECT,
  QUOTE,
} from './json-text-scan.js';
import { DUPLICATE_KEY_DEPTH } from './scan-json-text.js';

type Frame = { keys: Set<string>; expectKey: boolean } | null;

/** The first name repeated within one object (up to DUPLICATE_KEY_DEPTH) of a JSON text known to parse, or undefined. */
export function duplicateJsonKey(text: string): string | undefined {
  const stack: Frame[] = [];
  let top: Frame = null;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = stringEnd(text, i);
      if (top && top.expectKey) {
        const raw = text.slice(i + 1, end);
        const key = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
        if (top.keys.has(key)) return key;
        top.keys.add(key);
        top.expectKey = false;
      }
      i = end;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      stack.push(top);
      top = c === OPEN_OBJECT && stack.length <= DUPLICATE_KEY_DEPTH ? { keys: new Set(), expectKey: true } : null;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) top = stack.pop() ?? null;
    else if (c === COMMA && top) top.expectKey = true;
  }
  return undefined;
}
