// How this implementation writes a stored notification: the 17 fields of the spec, times in its chosen format
// (the language's dateFormat as the real system does, ISO 8601 or RFC 2822), actionType by its numbering.
import type { Choices } from './choices.js';
import { INDEPENDENT_NOW } from './choices.js';
import type { Stored } from './inbox.js';
import type { Json } from './subjects.js';
import { summary } from './rich-data.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** A PHP date() pattern with the tokens the configs use (d m Y H i s), and h A of a 12-hour clock. */
export function phpDate(ms: number, pattern: string): string {
  const d = new Date(ms);
  const tokens: Record<string, string> = {
    d: pad(d.getUTCDate()),
    m: pad(d.getUTCMonth() + 1),
    Y: String(d.getUTCFullYear()),
    H: pad(d.getUTCHours()),
    h: pad(d.getUTCHours() % 12 || 12),
    A: d.getUTCHours() < 12 ? 'AM' : 'PM',
    i: pad(d.getUTCMinutes()),
    s: pad(d.getUTCSeconds()),
  };
  return [...pattern].map((c) => tokens[c] ?? c).join('');
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function timeAgo(ms: number, own = false, now = INDEPENDENT_NOW): string {
  const age = Math.max(now - ms, 0);
  if (own && age < 2 * MINUTE) return 'just now';
  const [n, unit] =
    age < HOUR
      ? [age / MINUTE, 'minute']
      : age < DAY
        ? [age / HOUR, 'hour']
        : age < 30 * DAY
          ? [age / DAY, 'day']
          : age < 336 * DAY
            ? [age / (28 * DAY), 'month']
            : [age / (336 * DAY), 'year'];
  const count = Math.max(1, Math.floor(n));
  return own ? `${count} ${unit}${count === 1 ? '' : 's'} ago` : `${count} ${unit} ago`;
}

/** The offset of an IANA zone at an instant, in ms (New York: −4 h in summer, −5 h in winter). */
export function zoneOffset(ms: number, zone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return (
    Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    ) -
    Math.floor(ms / 1000) * 1000
  );
}

/** An instant moved so that its UTC fields read as the zone's wall-clock (the instant itself when no zone). */
const wallClock = (ms: number, zone: string | undefined) => (zone ? ms + zoneOffset(ms, zone) : ms);

function isoWithOffset(ms: number, zone: string): string {
  const offset = zoneOffset(ms, zone) / 60_000;
  const sign = offset < 0 ? '-' : '+';
  return `${phpDate(ms + offset * 60_000, 'Y-m-d')}T${phpDate(ms + offset * 60_000, 'H:i:s')}${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

const ENGLISH_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const RFC_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const RFC_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function times(
  ms: number,
  choices: Choices,
  dateFormat: string,
  nowMs = INDEPENDENT_NOW,
): { datetime: string; datetimeFormat: string; timeAgo: string } {
  const d = new Date(ms);
  if (choices.datetime === 'iso' && choices.timeZone)
    return {
      datetime: isoWithOffset(ms, choices.timeZone),
      datetimeFormat: isoWithOffset(ms, choices.timeZone).slice(0, 16).replace('T', ' '),
      timeAgo: timeAgo(ms, choices.ownTimeAgoWording, nowMs),
    };
  if (choices.datetime === 'iso')
    return {
      datetime: d.toISOString(),
      datetimeFormat: d.toISOString().slice(0, 16).replace('T', ' '),
      timeAgo: `${Math.max(1, Math.round((nowMs - ms) / MINUTE))}m`,
    };
  // Unix time in seconds, as a string (the spec shows no format; many JSON APIs send it), the formatted time in UTC.
  if (choices.datetime === 'unix')
    return {
      datetime: String(Math.floor(ms / 1000)),
      datetimeFormat: d.toISOString().slice(0, 16).replace('T', ' '),
      timeAgo: timeAgo(ms, choices.ownTimeAgoWording, nowMs),
    };
  // A CJK date, or an English long one ("22 November 2026 at 13:30:00"), whatever the configs' dateFormat says, in UTC.
  if (choices.datetime === 'cjk' || choices.datetime === 'english')
    return {
      datetime:
        choices.datetime === 'cjk'
          ? phpDate(ms, 'Y年m月d日 H:i:s')
          : `${ENGLISH_DATE.format(d)} at ${phpDate(ms, 'H:i:s')}`,
      datetimeFormat: phpDate(ms, choices.datetime === 'cjk' ? 'm月d日 H:i' : 'm/d H:i'),
      timeAgo: timeAgo(ms, choices.ownTimeAgoWording, nowMs),
    };
  if (choices.datetime === 'rfc2822') {
    const text = `${RFC_DAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${RFC_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${phpDate(ms, 'H:i:s')} +0000`;
    return {
      datetime: text,
      datetimeFormat: text.slice(5, 22),
      timeAgo: timeAgo(ms, choices.ownTimeAgoWording, nowMs),
    };
  }
  // The real system writes local wall-clock times, without an offset, for a requested zone.
  const local = wallClock(ms, choices.timeZone);
  const [at, now] = [new Date(local), new Date(wallClock(nowMs, choices.timeZone))];
  const sameYear = at.getUTCFullYear() === now.getUTCFullYear();
  const today = sameYear && at.getUTCMonth() === now.getUTCMonth() && at.getUTCDate() === now.getUTCDate();
  const withoutYear = dateFormat.replace(/[^a-zA-Z]?Y[^a-zA-Z]?/, (m) => (m.length === 3 ? m[0]! : ''));
  const [clock, short] = choices.twelveHourClock ? ['h:i:s A', 'h:i A'] : ['H:i:s', 'H:i'];
  const datetime = phpDate(local, `${dateFormat} ${clock}`);
  return {
    datetime,
    datetimeFormat: today ? phpDate(local, short) : sameYear ? phpDate(local, `${withoutYear} ${short}`) : datetime,
    timeAgo: timeAgo(ms, choices.ownTimeAgoWording, nowMs),
  };
}

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
