// Reads an answer's body as RFC 8259 JSON within bounds: a byte-order mark is noted and skipped; nesting deeper than
// MAX_JSON_DEPTH or more than MAX_JSON_CONTAINERS objects and arrays are refused before parsing (they cost memory,
// not meaning: no answer of this API comes near either).
import { duplicateJsonKey } from './duplicate-json-key.js';

export const MAX_JSON_DEPTH = 64;
export const MAX_JSON_CONTAINERS = 200_000;

export interface JsonText {
  /** The parsed value; absent when the text is not JSON or was refused. */
  json?: unknown;
  /** The text began with U+FEFF, which RFC 8259 forbids in JSON sent over a network. */
  bom: boolean;
  /** Why there is no value: not JSON, too deep, too many containers. */
  problem?: string;
  /** Objects and arrays in the text: what a parsed value costs, roughly. */
  containers: number;
  /** Values in the text (items and members, of any type): a parsed number or string costs memory too. */
  values: number;
  /** A name repeated within one object (JSON.parse keeps the last; RFC 8259 §4 wants names unique). */
  duplicateKey?: string;
}

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;

/**
 * One linear pass over the text, outside strings: the deepest nesting, the number of containers, and of values
 * (commas, plus one: a list of a million numbers is a million values however few its containers).
 */
export function measureJson(
  text: string,
  maxDepth = MAX_JSON_DEPTH,
  maxContainers = MAX_JSON_CONTAINERS,
): { depth: number; containers: number; values: number; over?: 'depth' | 'containers' } {
  let depth = 0;
  let deepest = 0;
  let containers = 0;
  let values = 1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === COMMA) values++;
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      containers++;
      if (++depth > deepest) deepest = depth;
      if (depth > maxDepth) return { depth, containers, values, over: 'depth' };
      if (containers > maxContainers) return { depth: deepest, containers, values, over: 'containers' };
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) depth--;
  }
  return { depth: deepest, containers, values };
}

export function readJsonText(raw: string): JsonText {
  const bom = raw.charCodeAt(0) === 0xfeff;
  const text = bom ? raw.slice(1) : raw;
  const measured = measureJson(text);
  if (measured.over === 'depth')
    return {
      bom,
      containers: measured.containers,
      values: measured.values,
      problem: `JSON nested deeper than ${MAX_JSON_DEPTH} levels (not read)`,
    };
  if (measured.over === 'containers')
    return {
      bom,
      containers: measured.containers,
      values: measured.values,
      problem: `JSON with more than ${MAX_JSON_CONTAINERS.toLocaleString('en')} objects and arrays (not read)`,
    };
  try {
    const json = JSON.parse(text) as unknown;
    const duplicateKey = duplicateJsonKey(text);
    return {
      bom,
      containers: measured.containers,
      values: measured.values,
      json,
      ...(duplicateKey === undefined ? {} : { duplicateKey }),
    };
  } catch {
    return { bom, containers: measured.containers, values: measured.values, problem: 'not JSON' };
  }
}
