// The values of one answer, walked generically (every string of every field, however deep): template and serializer
// marks, calendar times, timeAgo against datetime, an anonymous actionUser's identity (see value-rules). Pure: the
// configs' wording and date formats come in a ValueContext, built from the configs answer the run saw first.
import { configKeys } from '../../schema/index.js';
import { isObject } from './answer-kind.js';
import { fromSameItemText, itemTextNumbers } from './list-item-texts.js';
import type { Judgement, RuleName, Violation } from './invariant-rules.js';
import { itemViolations, type ValueContext } from './item-value-rules.js';
import { configsRelationViolations, relationViolations } from './judge-relations.js';
import { mayBeMarked, templateMark, type StringRole } from './template-marks.js';
import { templatesOf } from './time-ago-agreement.js';

export type { ValueContext };
export { wallClockClash } from './wall-clock-clash.js';

export const EMPTY_VALUE_CONTEXT: ValueContext = { templates: [], dateFormats: [], configs: {} };

/** The wording and date formats of every language the configs offer (the current one first). */
export function valueContextOf(payload: Record<string, unknown>): ValueContext {
  const menus = [
    payload.current_language_menu,
    ...(Array.isArray(payload.language_menus) ? payload.language_menus : []),
  ].filter(isObject);
  return {
    templates: menus.flatMap(templatesOf),
    dateFormats: [...new Set(menus.map((m) => m.dateFormat).filter((f): f is string => typeof f === 'string'))],
    // The spec's keys only (relations name no other): a session keeps this for its whole length, whatever bulk a
    // hostile configs answer carried.
    configs: Object.fromEntries(configKeys.filter((key) => key in payload).map((key) => [key, payload[key]])),
  };
}

/** Keys whose values people write (any text but a serializer's marks) and keys that are the server's own rendering. */
const TEXT_KEY = /^(content|bio|description|title|summary|text|body|value|.*Html|.*Desc|message)$/i;
const RENDERED_KEY = /^(timeAgo|datetime|datetimeFormat|.*TimeAgo|.*DateTime|appUrl|contentFsid|nmid)$/;
type Endpoint = 'list' | 'configs' | 'other';

function roleOf(endpoint: Endpoint, path: readonly (string | number)[], key: string): StringRole {
  if (endpoint === 'configs') return key.startsWith('timeFormat') ? 'template' : 'setting';
  if (endpoint === 'other' || (path.length <= 2 && key === 'message')) return key === 'message' ? 'message' : 'text';
  const inItem = path[0] === 'data' && path[1] === 'list' && path.length === 4;
  if (inItem) return key === 'content' ? 'text' : 'rendered';
  if (RENDERED_KEY.test(key)) return 'rendered';
  return TEXT_KEY.test(key) ? 'text' : 'name';
}

/** The spec section whose field a path is, for the report. */
function sectionOf(endpoint: Endpoint, path: readonly (string | number)[]): string {
  if (endpoint === 'configs') return `Resources › Configuration item › ${String(path[path[0] === 'data' ? 1 : 0])}`;
  if (path[0] === 'data' && path[1] === 'list' && path.length >= 4) {
    const field = String(path[3]);
    return field === 'actionUser'
      ? 'Resources › Notification › actionUser (User Info)'
      : `Resources › Notification › ${field}`;
  }
  if (path[0] === 'data' && path[1] === 'pagination') return 'Resources › Pagination object';
  return endpoint === 'list' && path[0] !== 'data'
    ? 'Errors; Endpoints › Notification list › Response body'
    : 'Endpoints › Response body';
}

/** A list's items and their texts: what an item alone shows is judged once per item text (see list-item-texts). */
interface ItemTexts {
  list: readonly unknown[];
  texts: readonly number[];
  by: object;
}

/** Every string of a value with its path (one mutable path, copied only for a mark); stops at the first mark. */
function firstMark(endpoint: Endpoint, root: unknown, items?: ItemTexts): { mark?: string; strings: number } {
  const path: (string | number)[] = [];
  let strings = 0;
  /** An item of the list as visit finds it at `/data/list/<i>`: its mark (after that prefix) and strings, per text. */
  const visitItem = (i: number): string | undefined => {
    const prefix = `/data/list/${i}`;
    const seen = fromSameItemText(items!.texts[i], items!.by, `marks of ${endpoint}`, () => {
      const before = strings;
      const found = visit(items!.list[i]);
      const counted = strings - before;
      strings = before;
      return { after: found?.slice(prefix.length), strings: counted };
    });
    strings += seen.strings;
    return seen.after === undefined ? undefined : `${prefix}${seen.after}`;
  };
  const visit = (value: unknown): string | undefined => {
    if (typeof value === 'string') {
      strings++;
      if (!mayBeMarked(value)) return undefined;
      const key = String(path.at(-1) ?? '');
      const mark = templateMark(value, roleOf(endpoint, path, key), /timeAgo$/i.test(key));
      return (
        mark &&
        `/${path.join('/')} ${JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value)}: ${mark} (${sectionOf(endpoint, path)})`
      );
    }
    if (value === null || typeof value !== 'object') return undefined;
    // Walked in place: a list of a million numbers must not become a million [index, value] pairs first.
    if (Array.isArray(value)) {
      const listed = value === items?.list;
      for (let i = 0; i < value.length; i++) {
        if (value[i] === null || (typeof value[i] !== 'object' && typeof value[i] !== 'string')) continue;
        path.push(i);
        const found = listed && typeof value[i] === 'object' ? visitItem(i) : visit(value[i]);
        path.pop();
        if (found) return found;
      }
      return undefined;
    }
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      path.push(key);
      const found = visit((value as Record<string, unknown>)[key]);
      path.pop();
      if (found) return found;
    }
    return undefined;
  };
  const mark = visit(root);
  return mark === undefined ? { strings } : { mark, strings };
}

/** Judges the values of one answer of `endpoint` (a 5xx or a body that is not JSON has none to judge). */
export function judgeValues(
  endpoint: Endpoint,
  answer: { status: number; json: unknown },
  context: ValueContext,
): Judgement {
  const judged: RuleName[] = [];
  const violations: Violation[] = [];
  if (answer.json === undefined || answer.status >= 500) return { judged, violations };
  const add = (rule: RuleName, ok: boolean, expected: string, received: () => string) => {
    judged.push(rule);
    if (!ok) violations.push({ rule, expected, received: received() });
  };
  const data = isObject(answer.json) ? answer.json.data : undefined;
  const list = endpoint === 'list' && isObject(data) && Array.isArray(data.list) ? data.list : undefined;
  const texts = list && itemTextNumbers(answer.json, list);
  const items = list && texts && { list, texts, by: context };
  const { mark, strings } = firstMark(endpoint, answer.json, items);
  // An answer without a single string ({} to everything) has nothing to judge here.
  if (strings > 0)
    add(
      'renderedStringsCarryNoTemplateOrSerializerMarks',
      mark === undefined,
      'strings as rendered for people: no unfilled placeholder, serialized undefined/NaN/null/[object Object], HTML entity or lone surrogate',
      () => mark!,
    );
  if (list) {
    itemViolations(list, context, add, texts);
    relationViolations(list, context.configs, add, texts);
  }
  if (endpoint === 'configs' && isObject(answer.json) && answer.status < 300)
    configsRelationViolations(isObject(data) ? data : answer.json, add);
  return { judged, violations };
}
