// Reads an answer's body as RFC 8259 JSON within bounds: a byte-order mark is noted and skipped; nesting deeper than
// MAX_JSON_DEPTH or more than MAX_JSON_CONTAINERS objects and arrays are refused before parsing (they cost memory,
// not meaning: no answer of this API comes near either).
import { duplicateJsonKey } from './duplicate-json-key.js';
import { namesIn, scanJsonText, type JsonScan } from './scan-json-text.js';

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

/**
 * The deepest nesting, the number of containers, and of values (commas, plus one: a list of a million numbers is a
 * million values however few its containers), from one linear pass over the text (see scanJsonText).
 */
export function measureJson(
  text: string,
  maxDepth = MAX_JSON_DEPTH,
  maxContainers = MAX_JSON_CONTAINERS,
): { depth: number; containers: number; values: number; over?: 'depth' | 'containers' } {
  const { depth, containers, values, over } = scanJsonText(text, maxDepth, maxContainers);
  return over === undefined ? { depth, containers, values } : { depth, containers, values, over };
}

/**
 * What the text alone decides (its measure, its first repeated name: null for none, undefined before it is looked for),
 * for the texts read last: a run asks many pages more than once. Bounded: 64 texts, 8 M characters in all.
 */
interface TextFacts {
  text: string;
  measured: JsonScan;
  /** The value parsed from it, frozen, for readers that share it (see readJsonText). */
  shared?: unknown;
  duplicateKey?: string | null;
  /** What was computed from a value parsed from this text (see fromSameText), by who computed it and what it is. */
  derived?: Map<object, Map<string, unknown>>;
}
const lastRead = new Map<string, TextFacts>();
/** The facts of the remembered text each parsed value came from. */
const sourceOf = new WeakMap<object, TextFacts>();
const REMEMBERED = 64;
const REMEMBERED_CHARACTERS = 8 * 2 ** 20;
let remembered = 0;

function factsOf(text: string): TextFacts {
  let found = lastRead.get(text);
  if (found === undefined) {
    // Only a text that may be remembered has its list's items found: only a remembered text's are ever read.
    const mayBeRemembered = text.length <= REMEMBERED_CHARACTERS / 8;
    found = { text, measured: scanJsonText(text, MAX_JSON_DEPTH, MAX_JSON_CONTAINERS, mayBeRemembered) };
    if (found.measured.over === undefined && mayBeRemembered) {
      while (lastRead.size >= REMEMBERED || remembered + text.length > REMEMBERED_CHARACTERS) {
        const oldest = lastRead.keys().next().value!;
        remembered -= oldest.length;
        lastRead.delete(oldest);
      }
      lastRead.set(text, found);
      remembered += text.length;
    }
  }
  return found;
}

/** Freezes a parsed value and everything in it (a value shared by several answers must not change under any). */
function deepFrozen<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  if (Array.isArray(value)) for (const item of value) deepFrozen(item);
  else for (const key in value) deepFrozen((value as Record<string, unknown>)[key]);
  return value;
}

/**
 * `shared`: a text read before and still remembered gives the value parsed then, frozen (the kit's answers: a run
 * receives about 40% of its bytes as pages it already had, and its checks only read them); otherwise every answer
 * gets a fresh value of its own.
 */
export function readJsonText(raw: string, shared = false): JsonText {
  const bom = raw.charCodeAt(0) === 0xfeff;
  const text = bom ? raw.slice(1) : raw;
  const known = factsOf(text);
  const measure = known.measured;
  if (measure.over === 'depth')
    return {
      bom,
      containers: measure.containers,
      values: measure.values,
      problem: `JSON nested deeper than ${MAX_JSON_DEPTH} levels (not read)`,
    };
  if (measure.over === 'containers')
    return {
      bom,
      containers: measure.containers,
      values: measure.values,
      problem: `JSON with more than ${MAX_JSON_CONTAINERS.toLocaleString('en')} objects and arrays (not read)`,
    };
  try {
    const remembered = lastRead.get(text) === known;
    let json = shared && remembered ? known.shared : undefined;
    if (json === undefined) {
      json = JSON.parse(text) as unknown;
      if (typeof json === 'object' && json !== null && remembered) sourceOf.set(json, known);
      if (shared && remembered) known.shared = deepFrozen(json);
    }
    // As many names as the parsed value has members: none repeats, and the names need not be collected to know it.
    if (known.duplicateKey === undefined)
      known.duplicateKey = namesIn(json) === measure.names ? null : (duplicateJsonKey(text) ?? null);
    const duplicateKey = known.duplicateKey;
    return {
      bom,
      containers: measure.containers,
      values: measure.values,
      json,
      ...(duplicateKey === null ? {} : { duplicateKey }),
    };
  } catch {
    return { bom, containers: measure.containers, values: measure.values, problem: 'not JSON' };
  }
}

/**
 * The text a value readJsonText parsed came from, its first repeated name (null for none) and where its list's items
 * are (see scanJsonText), while it is remembered.
 */
export function sourceTextOf(
  value: unknown,
): { text: string; duplicateKey: string | null | undefined; items: readonly number[] | undefined } | undefined {
  const facts = typeof value === 'object' && value !== null ? sourceOf.get(value) : undefined;
  return facts && { text: facts.text, duplicateKey: facts.duplicateKey, items: facts.measured.items };
}

/**
 * What `compute` gives for a value readJsonText parsed, computed once per remembered text and shared by every value
 * parsed from the same text (a pure function of the value's content: schema problems), keyed by `by` (a validator)
 * and `what`: for values as parsed (the invariants judge each answer as it arrives). A value from elsewhere is computed.
 */
export function fromSameText<T>(value: unknown, by: object, what: string, compute: () => T): T {
  const facts = typeof value === 'object' && value !== null ? sourceOf.get(value) : undefined;
  if (facts === undefined) return compute();
  let byWhom = (facts.derived ??= new Map()).get(by);
  if (byWhom === undefined) facts.derived.set(by, (byWhom = new Map()));
  if (!byWhom.has(what)) byWhom.set(what, compute());
  return byWhom.get(what) as T;
}
