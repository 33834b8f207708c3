// The notification list's success answer, byte for byte what JSON.stringify of the envelope around
// queryNotifications(…) gives, but assembled from cached fragments of the shared objects, and remembered whole as
// UTF-8 bytes (the mock's hot path: a page asked for again costs a lookup, never a string encoded again).
// Assembled as text: V8 joins the pieces as a rope, encoded in one native pass.
import { SUCCESS_CODE, SUCCESS_MESSAGE, type Notification } from '../../schema/index.js';
import { projectionKey, type JsonFragments } from './json-fragments.js';
import type { NotificationSource, RenderView } from '../world/notification-source.js';
import type { NotificationQuery, ProjectionFilter } from '../query/parse-notification-query.js';
import { projector, selectPage } from '../query/query-notifications.js';
import { BoundedCache } from '../lib/bounded-cache.js';

type Field = (value: unknown) => string;

// Web APIs, not Buffer: the request core runs in browsers too (msw).
const encoder = new TextEncoder();
const decoder = new TextDecoder();

function fieldWriter(filter: ProjectionFilter | null, fragments: JsonFragments): Field {
  if (!filter) return (value) => fragments.of(value);
  const key = projectionKey(filter);
  const project = projector(filter)!;
  return (value) => fragments.projectedOf(value, key, project);
}

/** Object keys repeat on every item: quote each once (bounded: fixtures could bring many distinct keys). */
const quotedKeys = new BoundedCache<string, string>(1024);
const quotedKey = (key: string): string => quotedKeys.getOrBuild(key, () => JSON.stringify(key));

/** One notification in its own key order (loaded notifications keep theirs), as JSON.stringify writes it. */
function notificationText(n: Notification, user: Field, info: Field): string {
  const record = n as unknown as Record<string, unknown>;
  let out = '{';
  let first = true;
  for (const key of Object.keys(record)) {
    const value = record[key];
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol') continue; // as JSON.stringify
    const text = key === 'actionUser' ? user(value) : key === 'actionInfo' ? info(value) : JSON.stringify(value);
    out += `${first ? '' : ','}${quotedKey(key)}:${text}`;
    first = false;
  }
  return `${out}}`;
}

const text = (value: string | null) => (value === null ? 'null' : JSON.stringify(value));

/** The spec's 17 fields in schema order, for sources whose shape is `standard` (the same bytes as the generic writer). */
function standardNotificationText(n: Notification, user: Field, info: Field): string {
  return `{"nmid":${JSON.stringify(n.nmid)},"type":${n.type},"content":${text(n.content)},"isMarkdown":${n.isMarkdown},"isMention":${n.isMention},"isAccessApp":${n.isAccessApp},"appUrl":${text(n.appUrl)},"actionUser":${user(n.actionUser)},"actionUserIsAnonymous":${n.actionUserIsAnonymous},"actionType":${n.actionType},"actionTarget":${n.actionTarget},"actionInfo":${info(n.actionInfo)},"contentFsid":${text(n.contentFsid)},"datetime":${JSON.stringify(n.datetime)},"datetimeFormat":${JSON.stringify(n.datetimeFormat)},"timeAgo":${JSON.stringify(n.timeAgo)},"readStatus":${n.readStatus}}`;
}

const filterKey = (filter: ProjectionFilter | null) => (filter ? projectionKey(filter) : '');

/**
 * Every field of the view, objects by identity: whatever a view comes to hold (a clock tick, a language, a time zone),
 * two views give one key only when they render alike.
 */
function viewKey(view: RenderView, fragments: JsonFragments): string {
  let key = '';
  for (const name of Object.keys(view).sort()) {
    const value = (view as unknown as Record<string, unknown>)[name];
    key += `${name}=${typeof value === 'object' && value !== null ? `#${fragments.idOf(value)}` : String(value)};`;
  }
  return key;
}

/** The answer's UTF-8 bytes: remembered whole, so a page asked for again is a lookup. */
export function listAnswerBytes(
  source: NotificationSource,
  query: NotificationQuery,
  view: RenderView,
  fragments: JsonFragments,
): Uint8Array {
  // The answer is a pure function of the source (never changed once built), the view, and what the query means.
  const { types, status, pageSize, page, userFilter, infoFilter } = query;
  const key = `${fragments.idOf(source)}|${viewKey(view, fragments)}|${types?.join(',') ?? '*'}|${status}|${pageSize}|${page}|${filterKey(userFilter)}|${filterKey(infoFilter)}`;
  return fragments.page(key, () => encoder.encode(writeListAnswer(source, query, view, fragments)));
}

/** The same answer as text. */
export const listAnswerText = (
  source: NotificationSource,
  query: NotificationQuery,
  view: RenderView,
  fragments: JsonFragments,
): string => decoder.decode(listAnswerBytes(source, query, view, fragments));

function writeListAnswer(
  source: NotificationSource,
  query: NotificationQuery,
  view: RenderView,
  fragments: JsonFragments,
): string {
  const page = selectPage(source, query);
  const user = fieldWriter(query.userFilter, fragments);
  const info = fieldWriter(query.infoFilter, fragments);
  const write = source.shape === 'standard' ? standardNotificationText : notificationText;
  let list = '';
  for (let i = 0; i < page.positions.length; i++)
    list += `${i === 0 ? '' : ','}${write(source.render(page.positions[i]!, view), user, info)}`;
  return `{"code":${SUCCESS_CODE},"message":"${SUCCESS_MESSAGE}","data":{"pagination":${JSON.stringify(page.pagination)},"list":[${list}]}}`;
}
