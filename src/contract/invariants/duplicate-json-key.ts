// RFC 8259 §4: "the names within an object SHOULD be unique"; JSON.parse keeps the last of two equal names, other
// parsers the first, so a body holding both says one thing to one client and another to the next. One linear pass.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

type Frame = { keys: Set<string>; expectKey: boolean } | null;

/** The first name repeated within one object of a JSON text (already known to parse), or undefined. */
export function duplicateJsonKey(text: string): string | undefined {
  const stack: Frame[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      const start = i;
      let escaped = false;
      for (i++; i < text.length && text.charCodeAt(i) !== QUOTE; i++) if (text.charCodeAt(i) === BACKSLASH) { escaped = true; i++; }
      const top = stack.at(-1);
      if (top && top.expectKey) {
        const raw = text.slice(start, i + 1);
        const key = escaped ? (JSON.parse(raw) as string) : raw.slice(1, -1);
        if (top.keys.has(key)) return key;
        top.keys.add(key);
        top.expectKey = false;
      }
    } else if (c === '{') stack.push({ keys: new Set(), expectKey: true });
    else if (c === '[') stack.push(null);
    else if (c === '}' || c === ']') stack.pop();
    else if (c === ',') {
      const top = stack.at(-1);
      if (top) top.expectKey = true;
    }
  }
  return undefined;
}
