// Keeps the run's memory bounded: past a budget, a list answer is kept with only the fields walks read, and
// the whole of it is dropped. Checks that need whole objects see `slim` and skip, saying why.
import { isObject } from '../invariants/answer-kind.js';
import type { Exchange } from './kit-http.js';

/** What a kept answer costs, roughly, in bytes: its text and its objects and arrays. */
export const answerCost = (exchange: Exchange): number => (exchange.size ?? 0) * 2 + (exchange.containers ?? 0) * 96;

/** Estimated bytes of answers the context keeps whole; beyond it, list answers are kept slim. */
export const RETAINED_ANSWER_BUDGET = 96 * 1024 * 1024;

/** The fields of a notification that walks, orderings and per-type rules read. */
const WALK_FIELDS = ['nmid', 'type', 'readStatus', 'datetime', 'contentFsid', 'actionTarget', 'actionType'];
/** More items than any page the kit asks for could hold. */
const KEPT_ITEMS = 1_000;

/** Cuts a list answer down in place; resolves to what the slim answer costs, or `undefined` when it is not a list. */
export function slimmed(exchange: Exchange): number | undefined {
  const body = exchange.json;
  const data = isObject(body) ? body.data : undefined;
  if (!isObject(body) || !isObject(data) || !Array.isArray(data.list)) return undefined;
  const list = data.list.slice(0, KEPT_ITEMS).map((item) => (isObject(item) ? Object.fromEntries(WALK_FIELDS.filter((f) => f in item).map((f) => [f, item[f]])) : item));
  exchange.json = { code: body.code, message: body.message, data: { pagination: data.pagination, list } };
  exchange.slim = true;
  return 1_024 + list.length * 256;
}
