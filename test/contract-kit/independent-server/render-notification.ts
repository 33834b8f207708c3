// How this implementation writes a stored notification: the 17 fields of the spec, times in its chosen format
// (the language's dateFormat as the real system does, ISO 8601 or RFC 2822), actionType by its numbering.
import type { Choices } from './choices.js';
import { INDEPENDENT_NOW } from './choices.js';
import type { Stored } from './inbox.js';
import type { Json } from './subjects.js';
import { summary } from './rich-data.js';
import { times } from './render-times.js';

const ACTION_TYPES: Record<number, number> = { 3: 1, 4: 2, 5: 3, 6: 4, 7: 5, 8: 5, 9: 5 };

/**
 * Times the structures carry beside the notification's (choice nestedTimes): stored as `{ $time: ms }`, rendered at
 * the moment of the answer as the real system does, the time and its humanized twin (`createdDatetime` formatted as
 * datetimeFormat is, with `createdTimeAgo`; `lastPublishPostDateTime` whole, with `lastPublishPostTimeAgo`).
 */
function renderNested(
  value: unknown,
  render: (ms: number) => { datetime: string; datetimeFormat: string; timeAgo: string },
): unknown {
  if (Array.isArray(value)) return value.map((v) => renderNested(v, render));
  if (value === null || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [key, inner] of Object.entries(value)) {
    const at = (inner as { $time?: unknown } | null)?.$time;
    if (typeof at !== 'number') out[key] = renderNested(inner, render);
    else {
      const stem = key.replace(/Date[tT]ime$/, '');
      // As the real system: a content's `…Datetime` formatted from today (H:i today), a user's `…DateTime` whole.
      out[key] = key.endsWith('Datetime') ? render(at).datetimeFormat : render(at).datetime;
      out[`${stem}TimeAgo`] = render(at).timeAgo;
    }
  }
  return out;
}

export function renderNotification(n: Stored, choices: Choices, dateFormat: string, nowMs = INDEPENDENT_NOW): Json {
  const action = ACTION_TYPES[n.type];
  const nested = (ms: number) => times(ms, choices, dateFormat, nowMs);
  return {
    nmid: n.nmid,
    type: n.type,
    content: summary(n.content),
    isMarkdown: false,
    isMention: n.isMention,
    // Some system messages send the recipient to an app page, with its URL (isAccessApp, appUrl).
    ...(n.type === 1 && n.nmid.charCodeAt(n.nmid.length - 1) % 2 === 0
      ? { isAccessApp: true, appUrl: 'https://harbor.example.net/apps/notices' }
      : { isAccessApp: false, appUrl: null }),
    // The stored objects themselves unless they carry times to render (a defect that edits them must show).
    actionUser: choices.nestedTimes ? (renderNested(n.actionUser, nested) as Json | null) : n.actionUser,
    actionUserIsAnonymous: n.actionUserIsAnonymous,
    actionType: action === undefined ? null : action - 1 + choices.actionTypeFrom,
    actionTarget: n.actionTarget,
    actionInfo: choices.nestedTimes ? (renderNested(n.actionInfo, nested) as Json | null) : n.actionInfo,
    contentFsid: n.contentFsid,
    ...times(n.createdAt, choices, dateFormat, nowMs),
    readStatus: n.readStatus,
  };
}
