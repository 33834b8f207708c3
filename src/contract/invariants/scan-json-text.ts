// The one linear pass the kit makes over each new JSON text before parsing it: its measure (the bounds readJsonText
// enforces), the number of names its shallow objects hold (compared with the parsed value's, it shows whether a name
// repeats without collecting any name) and where the items of `data.list` begin and end (see list-item-texts).
import { CLOSE_ARRAY, CLOSE_OBJECT, closingQuote, COMMA, OPEN_ARRAY, OPEN_OBJECT, QUOTE } from './json-text-scan.js';

/**
 * Objects deeper than this are not checked for repeated names: the envelope, data, pagination and each
 * notification's own fields are (where a hand-written serializer or a merge repeats a name); the nested User Info and
 * content are what their own code serializes, and tracking their names would cost more than parsing the body.
 */
export const DUPLICATE_KEY_DEPTH = 4;

export interface JsonScan {
  depth: number;
  containers: number;
  values: number;
  over?: 'depth' | 'containers';
  /** Members of the objects nested at most DUPLICATE_KEY_DEPTH deep (a repeated name counted each time). */
  names: number;
  /** Where each element of the array at `data.list` starts and ends (pairs, untrimmed); absent without one. */
  items?: number[];
}

const nameOf = (raw: string) => (raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw);
const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/**
 * Jumps over strings (most of an answer's bytes) with indexOf. Stops where the text nests deeper than `maxDepth` or
 * holds more than `maxContainers` objects and arrays (`over`), and after a string that never ends. `findItems`
 * false: the list's items are not looked for (a text that will not be remembered: a million items' bounds would cost
 * a run more memory than the text itself, for nothing).
 */
export function scanJsonText(text: string, maxDepth: number, maxContainers: number, findItems = true): JsonScan {
  let depth = 0;
  let deepest = 0;
  let containers = 0;
  let values = 1;
  let names = 0;
  // Per open container down to DUPLICATE_KEY_DEPTH (index: its depth): whether it is an object, and, down to the
  // list, the name it is the value of.
  const isObject = [false, false, false, false, false];
  const openedAs: (string | undefined)[] = [undefined, undefined, undefined, undefined];
  let expectName = false;
  let name: string | undefined;
  let items: number[] | undefined;
  let itemStart = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = closingQuote(text, i);
      if (end < 0) break; // an unterminated string: nothing after it is outside a string
      if (expectName) {
        names++;
        if (depth <= 2) name = nameOf(text.slice(i + 1, end));
        expectName = false;
      }
      i = end;
    } else if (c === COMMA) {
      values++;
      if (depth <= DUPLICATE_KEY_DEPTH) {
        if (depth === 3 && itemStart >= 0) {
          items!.push(itemStart, i);
          itemStart = i + 1;
        }
        name = undefined;
        expectName = isObject[depth]!;
      }
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      containers++;
      if (++depth > deepest) deepest = depth;
      if (depth > maxDepth) return { depth, containers, values, over: 'depth', names };
      if (containers > maxContainers) return { depth: deepest, containers, values, over: 'containers', names };
      if (depth <= DUPLICATE_KEY_DEPTH) {
        isObject[depth] = c === OPEN_OBJECT;
        if (depth <= 3) openedAs[depth] = name;
        name = undefined;
        expectName = c === OPEN_OBJECT;
        if (depth === 3 && c === OPEN_ARRAY && isObject[1] && isObject[2]) {
          if (findItems && openedAs[2] === 'data' && openedAs[3] === 'list') {
            items = [];
            itemStart = i + 1;
          }
        }
      } else expectName = false;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      if (depth === 3 && itemStart >= 0) {
        let end = i;
        while (end > itemStart && isSpace(text.charCodeAt(end - 1))) end--;
        // `[ ]` holds no item (a last item that is only spaces, `[1, ]`, does not parse).
        if (end > itemStart || items!.length > 0) items!.push(itemStart, i);
        itemStart = -1;
      }
      depth--;
      name = undefined;
      expectName = false;
    }
  }
  const scan: JsonScan = { depth: deepest, containers, values, names };
  if (items) scan.items = items;
  return scan;
}

/** The texts of the items `scan.items` bounds, trimmed of the spaces around them. */
export const itemTexts = (text: string, bounds: readonly number[]): string[] => {
  const texts: string[] = [];
  for (let k = 0; k < bounds.length; k += 2) texts.push(text.slice(bounds[k], bounds[k + 1]).trim());
  return texts;
};

/** Members of the objects of a parsed value nested at most DUPLICATE_KEY_DEPTH deep: as the scan counts them, less
 * one for each repeated name (JSON.parse keeps one member per name). */
export function namesIn(value: unknown, depth = 1): number {
  if (typeof value !== 'object' || value === null) return 0;
  let count = 0;
  if (Array.isArray(value)) {
    if (depth < DUPLICATE_KEY_DEPTH)
      for (const item of value) if (typeof item === 'object' && item !== null) count += namesIn(item, depth + 1);
    return count;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    count++;
    if (depth < DUPLICATE_KEY_DEPTH) count += namesIn((value as Record<string, unknown>)[key], depth + 1);
  }
  return count;
}
