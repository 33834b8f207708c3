// Keeps the run's memory bounded whatever the server sends: answers are kept whole while a budget lasts; past it (or
// when one answer alone is too big to keep), a list answer keeps only the fields walks read, and a configs answer only
// the spec's keys. Checks that need whole objects ask the request again (CheckContext.whole), never judging a slim one.
import { configKeys } from '../../schema/index.js';
import { isObject } from '../invariants/answer-kind.js';
import type { Exchange } from './kit-http.js';

/**
 * What a kept answer costs, roughly, in bytes: its text, its objects and arrays, and its values. Measured on parsed
 * answers: a page of 15 notifications (200 K characters, 1,063 containers, 8,053 values) takes 156 KB; a list of a
 * million numbers takes 9–10 MB, five times its text (counted by the text alone, such answers were kept whole until
 * the process held 880 MB).
 */
export const answerCost = (exchange: Exchange): number =>
  (exchange.size ?? 0) + (exchange.containers ?? 0) * 96 + (exchange.values ?? 0) * 8;

/** Estimated bytes of answers the context keeps whole. */
export const RETAINED_ANSWER_BUDGET = 48 * 1024 * 1024;
/** One answer costing more is never kept whole (a page of this API costs well under 1 MB). */
export const LARGEST_KEPT_ANSWER = 8 * 1024 * 1024;

/** The fields of a notification that walks, orderings and per-type rules read. */
const WALK_FIELDS = [
  'nmid',
  'type',
  'readStatus',
  'datetime',
  'datetimeFormat',
  'timeAgo',
  'contentFsid',
  'actionTarget',
  'actionType',
  'actionUserIsAnonymous',
];
/** More items than any page the kit asks for could hold. */
const KEPT_ITEMS = 1_000;
const SPEC_KEYS = new Set<string>(configKeys);

const pick = (object: Record<string, unknown>, keep: (key: string) => boolean) =>
  Object.fromEntries(Object.entries(object).filter(([key]) => keep(key)));

/** Cuts an answer down in place; resolves to what the slim answer costs, roughly. */
export function slimmed(exchange: Exchange): number {
  const body = exchange.json;
  exchange.slim = true;
  if (!isObject(body)) return 0;
  const data = body.data;
  if (isObject(data) && Array.isArray(data.list)) {
    const list = data.list
      .slice(0, KEPT_ITEMS)
      .map((item) => (isObject(item) ? pick(item, (f) => WALK_FIELDS.includes(f)) : null));
    exchange.json = { code: body.code, message: body.message, data: { pagination: data.pagination, list } };
    return 1_024 + list.length * 256;
  }
  // A configs answer: the spec's keys only (a real one holds little more; a hostile one loses its bulk).
  const enveloped = 'code' in body && isObject(data);
  const payload = pick(
    enveloped ? (data as Record<string, unknown>) : body,
    (key) => SPEC_KEYS.has(key) || key === 'code' || key === 'message',
  );
  exchange.json = enveloped ? { code: body.code, message: body.message, data: payload } : payload;
  return 64 * 1024;
}
