// Values that betray a bug in the server's rendering, whatever field holds them (issue 22, item 3). The spec types
// each field (Resources › Notification: datetime "Notification time", timeAgo "Humanized notification time",
// actionUserIsAnonymous "Trigger user is anonymous") and gives timeAgo's wording as templates whose `{n}` is to be
// filled (Configuration item › Language entry); a value with the template still in it, a serializer's "undefined",
// a time that is on no calendar or a timeAgo that contradicts datetime is not what the field means: `spec`. How the
// real system picks the unit (minutes under 1 h, …) is NOT judged here (that is `datetimeFollowsTheLanguageFormats`,
// real system): the size of timeAgo is held to datetime with any reasonable unit length, and an hour of tolerance for
// a DST change, so a server with its own rounding passes.
import type { InvariantRule } from './invariant-rule.js';

const NOTIFICATION = 'Resources › Notification';
const rule = (r: InvariantRule): InvariantRule => r;

export const valueRules = {
  renderedStringsCarryNoTemplateOrSerializerMarks: rule({
    name: 'renderedStringsCarryNoTemplateOrSerializerMarks',
    endpoint: 'notifications',
    provenance: 'spec',
    source: `${NOTIFICATION} (String fields); Configuration item › Language entry (timeFormat*: {n} is a placeholder to fill); Errors (message)`,
    why: 'A "{n} minute ago", "undefined", "[object Object]", "Tom &amp; Jerry" or a half emoji shows on screen as the bug it is.',
  }),
  datetimesAreRealCalendarTimes: rule({
    name: 'datetimesAreRealCalendarTimes',
    endpoint: 'notifications',
    provenance: 'spec',
    source: `${NOTIFICATION} › datetime (Notification time), datetimeFormat`,
    why: 'Hour 24, month 0 or February 30 is no time at all: clients show or sort it wrong.',
  }),
  timeAgoAgreesWithDatetime: rule({
    name: 'timeAgoAgreesWithDatetime',
    endpoint: 'notifications',
    provenance: 'spec',
    source: `${NOTIFICATION} › timeAgo (Humanized notification time), datetime; Configuration item › Language entry (timeFormat*)`,
    why: 'Both say when the notification happened; "3 hours ago" on a three-day-old item is a lie one of them tells.',
  }),
  datetimeFormatAgreesWithDatetime: rule({
    name: 'datetimeFormatAgreesWithDatetime',
    endpoint: 'notifications',
    provenance: 'spec',
    source: `${NOTIFICATION} › datetime (Notification time), datetimeFormat (Formatted notification time)`,
    why: 'Both are the notification time: a wall-clock datetime and its formatted form showing other hours or minutes mean a time zone applied twice or not at all.',
  }),
  everyPageIsNewestFirst: rule({
    name: 'everyPageIsNewestFirst',
    endpoint: 'notifications',
    provenance: 'spec',
    source: 'Endpoints › Notification list (Ordering: descending by time, latest first)',
    why: 'Every page a client shows, of every tab and account, lists the latest first; a filtered page sorted otherwise misleads.',
  }),
  anonymousActionUserRevealsNoIdentity: rule({
    name: 'anonymousActionUserRevealsNoIdentity',
    endpoint: 'notifications',
    provenance: 'spec',
    source: `${NOTIFICATION} › actionUserIsAnonymous (Trigger user is anonymous), actionUser; Endpoints › Notification list › filterUserType, filterUserKeys`,
    why: 'An anonymous like or mention must not name its author, whatever projection is asked for.',
  }),
} as const;
