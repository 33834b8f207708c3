// What every generator of the common structures needs: faker (seeded), the site, and the world's clock, which writes the
// structures' times as `Y-m-d H:i:s` in UTC and their "… ago" form in the site's default language (assumption structure-times).
import type { Faker } from '@faker-js/faker';
import { formatPhpDate } from '../../php-date/index.js';
import { timeAgo, type TimeWording } from '../lib/notification-times.js';
import type { Site } from './generate-site.js';

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

export interface StructureClock {
  nowMs: number;
  /** `Y-m-d H:i:s` (UTC). */
  at(ms: number): string;
  /** `3 days ago`, relative to the clock. */
  ago(ms: number): string;
}

export interface Generation {
  f: Faker;
  site: Site;
  clock: StructureClock;
  /** The default language's length unit (`mi`, `km`): geotag distances use it. */
  lengthUnit: 'km' | 'mi';
}

export function structureClock(nowMs: number, language: TimeWording): StructureClock {
  return { nowMs, at: (ms) => formatPhpDate('Y-m-d H:i:s', ms), ago: (ms) => timeAgo(language, (nowMs - ms) / 1000) };
}

/** An instant between `fromMs` and `toMs`, on a whole second. */
export const between = (f: Faker, fromMs: number, toMs: number): number =>
  Math.floor(
    f.number.int({ min: Math.floor(fromMs / 1000), max: Math.max(Math.floor(fromMs / 1000), Math.floor(toMs / 1000)) }),
  ) * 1000;

/** `{ …DateTime, …TimeAgo }` of an instant, or both `null`. */
export const stamp = (clock: StructureClock, ms: number | null): [string | null, string | null] =>
  ms === null ? [null, null] : [clock.at(ms), clock.ago(ms)];

/** Text as HTML paragraph content. */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
