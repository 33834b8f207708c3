// The text of each item of a list answer (`data.list`), cut from the body it was parsed from: items recur from page to
// page (the same notification on the pages of other filters and sizes), and what an item's value alone decides (its
// schema problems, its value rules) is decided once per item text. Equal texts parse to equal values, so no verdict
// can differ.
import { sourceTextOf } from './read-json-text.js';
import { itemTexts, scanJsonText } from './scan-json-text.js';

/**
 * The texts of the elements of the array at `data.list` of a JSON text known to parse whose names are unique (else
 * JSON.parse keeps the last of two, which this reading might not); undefined when the text holds no such array.
 */
export function listItemTextsIn(text: string): string[] | undefined {
  const { items } = scanJsonText(text, Infinity, Infinity);
  return items && itemTexts(text, items);
}

/**
 * Each item text seen, as a number of its own: the answers below are kept per number (a text is read whole once per
 * page to find its number, not once per question). Numbers are never reused; past ITEM_CHARACTERS the texts are
 * forgotten all at once (a text seen again then gets a new number).
 */
const numbers = new Map<string, number>();
let lastNumber = 0;
let characters = 0;
const ITEM_CHARACTERS = 8 * 2 ** 20;

function numberOf(text: string): number {
  let found = numbers.get(text);
  if (found === undefined) {
    if (characters + text.length > ITEM_CHARACTERS) {
      numbers.clear();
      characters = 0;
    }
    // A copy of the text, not a slice of the body's (` ${text}` is copied whole when sliced): the body it was cut from
    // is not kept alive by it.
    numbers.set(` ${text}`.slice(1), (found = ++lastNumber));
    characters += text.length;
  }
  return found;
}

/** Per value parsed from a remembered text, the numbers of its list's item texts (none known: null). */
const itemsOf = new WeakMap<object, number[] | null>();

/**
 * The number of each item's text of `list`, the `data.list` of `body`, when `body` was parsed from a text still
 * remembered (equal numbers: equal texts, so equal values).
 */
export function itemTextNumbers(body: unknown, list: readonly unknown[]): readonly number[] | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  let items = itemsOf.get(body);
  if (items === undefined) {
    const source = sourceTextOf(body);
    // The pass that measured the text found the items: they are cut, not looked for again.
    const found =
      source && source.duplicateKey === null && source.items ? itemTexts(source.text, source.items) : undefined;
    itemsOf.set(body, (items = found?.length === list.length ? found.map(numberOf) : null));
  }
  return items ?? undefined;
}

/** Per deciding party and question, what each item text gave (bounded: forgotten all at once past MAX_DECIDED). */
const decided = new WeakMap<object, Map<string, Map<number, unknown>>>();
const MAX_DECIDED = 20_000;

/**
 * What `compute` gives for the item whose text has number `item` (undefined: not known, computed), once per item
 * text, keyed by `by` (a validator, a run's context) and `what`: for a pure function of the item's value and of those.
 */
export function fromSameItemText<T>(item: number | undefined, by: object, what: string, compute: () => T): T {
  if (item === undefined) return compute();
  let byWhom = decided.get(by);
  if (byWhom === undefined) decided.set(by, (byWhom = new Map()));
  let answers = byWhom.get(what);
  if (answers === undefined) byWhom.set(what, (answers = new Map()));
  if (answers.has(item)) return answers.get(item) as T;
  const answer = compute();
  if (answers.size >= MAX_DECIDED) answers.clear();
  answers.set(item, answer);
  return answer;
}
