// What groups, hashtags and geotags share: their counters and publication times, the newest and the untranslated one
// of each kind, and the real system's nulls.

import { between, DAY_MS, HOUR_MS, stamp, type Generation } from './generation-context.js';
import type { Site } from './generate-site.js';

import { shownCount } from './public-counts.js';
import { VALUE_RATES } from './value-rates.js';

export type Kind = 'group' | 'hashtag' | 'geotag';

/**
 * Per kind, two things of a site chosen once: the newest (created days ago, nothing published in it yet: its latest
 * post and comment times are null) and one named only in another of the site's languages (no entry in the default
 * language: the real system's language-content helper then answers the other language's name, never null).
 */
export interface Particular {
  newest: number;
  untranslated: number;
}

/**
 * Counters (private ones null), creation and latest publication times of a group, hashtag or geotag. `newest`: nothing
 * published yet; `active`: something published (the untranslated one, so that it is seen).
 */
export function activity(g: Generation, kind: Kind, size: number, state: 'newest' | 'active' | 'any') {
  const { f, clock } = g;
  const drawn = f.datatype.boolean({
    probability: 1 - (kind === 'geotag' ? VALUE_RATES.geotagActive : VALUE_RATES.taxonomyActive),
  });
  const quiet = state === 'newest' || (state === 'any' && drawn);
  const posts = quiet ? 0 : f.number.int({ min: size / 30, max: size });
  // Few comments carry a place: many geotags have none.
  const untagged = kind === 'geotag' && f.datatype.boolean({ probability: 1 - VALUE_RATES.geotagComments });
  const comments = quiet || untagged ? 0 : f.number.int({ min: posts, max: posts * 8 });
  const created =
    clock.nowMs - (quiet ? f.number.int({ min: 1, max: 20 }) : f.number.int({ min: 200, max: 2_000 })) * DAY_MS;
  const [lastPost, lastPostAgo] = stamp(
    clock,
    posts > 0 ? between(f, clock.nowMs - 20 * DAY_MS, clock.nowMs - HOUR_MS) : null,
  );
  const [lastComment, lastCommentAgo] = stamp(
    clock,
    comments > 0 ? between(f, clock.nowMs - 5 * DAY_MS, clock.nowMs - 5 * 60_000) : null,
  );
  const follows = f.number.int({ min: 10, max: size * 5 });
  return {
    viewCount: follows * 20 + f.number.int({ min: 0, max: 50_000 }),
    likeCount: shownCount(g.site.publicCounts, kind, 'like', f.number.int({ min: 0, max: follows })),
    dislikeCount: shownCount(g.site.publicCounts, kind, 'dislike', f.number.int({ min: 0, max: follows / 100 + 1 })),
    followCount: shownCount(g.site.publicCounts, kind, 'follow', follows),
    blockCount: shownCount(g.site.publicCounts, kind, 'block', f.number.int({ min: 0, max: follows / 50 + 1 })),
    postCount: posts,
    postDigestCount: f.number.int({ min: 0, max: posts / 25 }),
    commentCount: comments,
    commentDigestCount: f.number.int({ min: 0, max: comments / 200 }),
    createdDatetime: clock.at(created),
    createdTimeAgo: clock.ago(created),
    lastPublishPostDateTime: lastPost,
    lastPublishPostTimeAgo: lastPostAgo,
    lastPublishCommentDateTime: lastComment,
    lastPublishCommentTimeAgo: lastCommentAgo,
  };
}

export const stateOf = (index: number, p: Particular) =>
  index === p.newest ? 'newest' : index === p.untranslated ? 'active' : 'any';

/** A value, or `null` for the rows without one (one draw). */
export const some = <T>(g: Generation, rate: number, value: T): T | null =>
  g.f.datatype.boolean({ probability: rate }) ? value : null;

/** The newest and the untranslated one among `count` things of a kind (distinct when there are two or more). */
export function particular(g: Generation, count: number): Particular {
  const newest = g.f.number.int({ min: 0, max: count - 1 });
  return { newest, untranslated: (newest + g.f.number.int({ min: 1, max: Math.max(1, count - 1) })) % count };
}

/**
 * The site's own origin for what the real system builds from the app's URL (file URLs, a parent group's page): its
 * `site_url`, else the app URL it runs on (the site's host), never nothing.
 */
export const appOrigin = (site: Site): string => site.url || `https://${site.host}`;
