// The real system's choice of datetimeFormat and timeAgo by a notification's age: H:i today, the date without the
// year this year, the whole datetime before; minutes under an hour, hours under a day, days under 30, months of 28
// days under 336, then years. "Now" is bounded by the newest item's timeAgo; only ages that bound decides are judged.
import { isObject } from '../kit/answer.js';
import { defineCheck, fail, pass, shown, skip, type Check } from '../kit/check.js';
import { phpPatternParser } from '../kit/datetime-parsers.js';
import { walk } from '../kit/walk-list.js';
import { readTimeAgo, templatesOf, type TimeUnit } from '../invariants/time-ago-agreement.js';
import { configsPayload } from './configs-payload.js';
import { walkOrOutcome } from './list-support.js';

const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;
const UNIT: Record<TimeUnit, number> = {
  minute: MINUTE,
  hour: 60 * MINUTE,
  day: DAY,
  month: 28 * DAY,
  year: 336 * DAY,
};
/** A DST hour and the seconds a page takes. */
const TOLERANCE = 65 * MINUTE;

/** The real system's unit for an age. */
export const realUnit = (age: number): TimeUnit =>
  age < UNIT.hour ? 'minute' : age < DAY ? 'hour' : age < 30 * DAY ? 'day' : age < UNIT.year ? 'month' : 'year';

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const year = (ms: number) => new Date(ms).getUTCFullYear();

/** What datetimeFormat must be for an item at `at` when now lies in [low, high]; undefined when the bounds disagree. */
export function expectedForm(at: number, low: number, high: number): 'time' | 'without year' | 'whole' | undefined {
  if (day(at) === day(low) && day(at) === day(high)) return 'time';
  if (day(at) !== day(low) && day(at) !== day(high) && year(at) === year(low) && year(at) === year(high))
    return 'without year';
  if (year(at) < year(low)) return 'whole';
  return undefined;
}

export const timeFieldsFollowTheAge = defineCheck({
  name: 'timeFieldsFollowTheAge',
  endpoint: 'notifications',
  why: 'The real system shows H:i today, the date without the year this year, and picks the timeAgo unit by the age (months past 30 days).',
  source: 'datetime-format',
  provenance: 'assumed',
  basis: 'real system',
  restsOn: ['languages'],
  async run(ctx) {
    const configs = await configsPayload(ctx);
    if ('outcome' in configs) return configs.outcome;
    const language = configs.payload.current_language_menu;
    if (!isObject(language) || typeof language.dateFormat !== 'string')
      return skip('current_language_menu has no dateFormat');
    const found = walkOrOutcome(await walk(ctx, {}), 'every page of the list');
    if ('outcome' in found) return found.outcome;
    const parser = phpPatternParser(`${language.dateFormat} H:i:s`);
    const templates = templatesOf(language);
    const timed = found.items.flatMap((n) => {
      const at = typeof n.datetime === 'string' ? parser.parse(n.datetime) : null;
      const said = typeof n.timeAgo === 'string' ? readTimeAgo(n.timeAgo, templates) : undefined;
      return at === null || !said ? [] : [{ n, at, said }];
    });
    const newest = timed[0];
    if (!newest)
      return skip(`no datetime reads as "${language.dateFormat} H:i:s" with a timeAgo in the language's wording`);
    const span = UNIT[newest.said.unit];
    const low = newest.at + (newest.said.n <= 1 ? 0 : newest.said.n * span) - TOLERANCE;
    const high = newest.at + (newest.said.n + 1) * span + TOLERANCE;
    let judged = 0;
    for (const { n, at, said } of timed) {
      const [young, old] = [realUnit(Math.max(0, low - at)), realUnit(Math.max(0, high - at))];
      if (young === old && said.unit !== young)
        return fail(
          `timeAgo of ${shown(n.nmid)} (datetime ${shown(n.datetime)}) in ${young}s`,
          shown(n.timeAgo),
          undefined,
          'timeAgo units',
        );
      const form = expectedForm(at, low, high);
      const text = String(n.datetimeFormat);
      const ok =
        form === 'time'
          ? /^\d{1,2}:\d\d$/.test(text)
          : form === 'without year'
            ? !text.includes(String(year(at))) && /\d:\d\d$/.test(text)
            : form === 'whole'
              ? text.includes(String(year(at)))
              : true;
      if (!ok)
        return fail(
          `datetimeFormat of ${shown(n.nmid)} (datetime ${shown(n.datetime)}) as ${form === 'time' ? 'H:i (today)' : form === 'without year' ? 'the date without the year and H:i (this year)' : 'the whole datetime (an earlier year)'}`,
          shown(text),
          undefined,
          'datetimeFormat',
        );
      judged += young === old || form !== undefined ? 1 : 0;
    }
    return pass(`${judged} notifications judged by their age`);
  },
});

export const timeFieldChecks: Check[] = [timeFieldsFollowTheAge];
