// The shared pools a world's notifications draw from: members, staff, taxonomy, posts, comments and wording.
import type { Faker } from '@faker-js/faker';
import type { UserInfo, UserPlaceholder } from '../../schema/index.js';
import { generateLibrary, type Library } from './generate-content.js';
import { generateMembers } from './generate-people.js';
import { userPlaceholder } from './anonymous-user.js';
import { LocalizedTimes } from './localized-times.js';
import { STAFF_ROLE_IDS } from './user-roles.js';
import type { Site } from './generate-site.js';
import { generateTaxonomy, type Taxonomy } from './generate-taxonomy.js';
import type { Generation } from './generation-context.js';
import { recommendations, replies, systemMessages, topics } from './topics.js';
import type { Steps } from '../lib/steps.js';

export interface TextPools {
  system: { content: string; markdown: boolean }[];
  apps: string[];
  recommendations: ((name: string) => string)[];
  /** Summaries of comments (type 8 content). */
  comments: string[];
  /** Summaries of quoting posts (type 9 content). */
  quotes: string[];
}

export interface Pools {
  site: Site;
  members: UserInfo[];
  /** Members with a staff role: they act in system messages. */
  staff: UserInfo[];
  anonymous: UserPlaceholder;
  /** The placeholder of a deleted user (`status` false): a trigger or writer whose account is gone. */
  deleted: UserPlaceholder;
  taxonomy: Taxonomy;
  library: Library;
  texts: TextPools;
  /** The structures' times in each request's language and time zone (assumption structure-times). */
  times: LocalizedTimes;
}

export const POOL_SIZES = { members: 240, posts: 300, comments: 400, texts: 60 } as const;

/** Wording rendered once at start, so that no request ever calls faker. */
function generateTexts(f: Faker, site: Site): TextPools {
  const sentences = topics.flatMap((t) => t.sentences);
  return {
    system: Array.from({ length: 24 }, () => {
      const message = f.helpers.arrayElement(systemMessages);
      return { content: message.content(f), markdown: message.markdown };
    }),
    apps: ['badges', 'events', 'wallet', 'polls'].map((app) => `${site.url}/apps/${app}`),
    recommendations,
    comments: Array.from({ length: POOL_SIZES.texts }, () =>
      f.datatype.boolean() ? f.helpers.arrayElement(replies)(f) : f.helpers.arrayElement(sentences)(f),
    ),
    quotes: Array.from(
      { length: POOL_SIZES.texts },
      () =>
        `${f.helpers.arrayElement(['Quoting this because', 'Adding to this:', 'So true.', 'Worth reading:'])} ${f.helpers.arrayElement(sentences)(f)}`,
    ),
  };
}

/** The pools, pausing between members, posts and comments (about a thousand rich structures in all). */
export function* generatePools(g: Generation, foundedMs: number, takenUsernames: Set<string>): Steps<Pools> {
  const taxonomy = generateTaxonomy(g);
  yield;
  const members = yield* generateMembers(g, POOL_SIZES.members, takenUsernames);
  const anonymous = userPlaceholder(g.site);
  const deleted = userPlaceholder(g.site, 'deactivated');
  const library = yield* generateLibrary(
    g,
    taxonomy,
    members,
    { anonymous, gone: deleted },
    {
      posts: POOL_SIZES.posts,
      comments: POOL_SIZES.comments,
    },
  );
  return {
    site: g.site,
    members,
    staff: members.filter((m) => m.roleRid !== null && STAFF_ROLE_IDS.includes(m.roleRid)),
    anonymous,
    deleted,
    taxonomy,
    library,
    texts: generateTexts(g.f, g.site),
    times: new LocalizedTimes(g.clock.nowMs),
  };
}
