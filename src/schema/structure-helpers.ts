// Builders of the common structures (User, Post, Comment, Group, Hashtag, Geotag, File and Extend Info): open objects
// (the spec does not show their internals), and the nulls the real system answers where there is nothing to show.
import Type, { type Static, type TProperties, type TSchema, type TUnsafe } from 'typebox';
import {
  ASSUMPTION,
  nullable,
  OPEN_STRUCTURE,
  oneOfNumbers,
  oneOfStrings,
  REAL_NULL,
  text,
  whole,
} from './json-schema-helpers.js';

/** Assumption structure-nulls: a field the docs type String or Object is `null` when the thing it names does not exist. */
export const orNull = <S extends TSchema>(schema: S) => nullable(schema, 'structure-nulls');

/** A nullable text field (no decoration, never verified, never edited, …). */
export const textOrNull = (description: string) => orNull(text(description));

/**
 * Assumption real-nulls: a field the real system answers `null` for, because it copies a nullable column as it is or
 * computes a null (`why` names the column or the rule; the marker `x-real-null` makes these fields walkable).
 */
export function realNull<S extends TSchema>(schema: S, why: string) {
  const source = schema as unknown as Record<string, unknown>;
  const marked = Type.Unsafe<Static<S>>({ ...source, [REAL_NULL]: why });
  return nullable(marked, 'real-nulls');
}

/** A text field copied from a nullable column (or computed to null). */
export const textFromNullable = (description: string, why: string) => realNull(text(description), why);

/**
 * The same schema object (the document hoists it by identity), typed by the name of its static type: declarations then
 * name a nested structure instead of spelling it out again wherever it nests (the package's .d.ts stay small). The
 * static types are interfaces (`interface Post extends Static<typeof Post> {}`) because declarations keep an
 * interface's name where they would expand a type alias.
 */
export const named = <T>(schema: TSchema): TUnsafe<T> => schema as unknown as TUnsafe<T>;

/** A nested structure, or `null` when there is none (a post with no group, a comment that replies to no comment). */
export function structureOrNull<S extends TSchema>(schema: S, description: string) {
  return Type.Unsafe<Static<S> | null>({
    anyOf: [schema, { type: 'null' }],
    description,
    [ASSUMPTION]: 'structure-nulls',
  });
}

/**
 * A structure of the real system: every field it sends is listed, and the object is open (the spec leaves its internals
 * "not shown": another implementation, a plugin or a new version may add members). The mock's own validation closes it
 * (`x-open-structure`), so the mock never sends a member the document does not list. The document lists no field as
 * required: answers carry every field unless a filterUserKeys / filterInfoKeys projection removed it (see
 * `optional-fields` in the document builder).
 */
export function structure<P extends TProperties>(title: string, description: string, properties: P) {
  return Type.Object(properties, { title, description, [OPEN_STRUCTURE]: true });
}

/** A nested object of a structure (`stats`, `readConfig`, `controls`, …): open like the structure. */
export function part<P extends TProperties>(description: string, properties: P) {
  return Type.Object(properties, { description, [OPEN_STRUCTURE]: true });
}

/**
 * PHP's empty array: the real system encodes an empty associative array as `[]`, not `{}` (an empty `moreInfo`, a
 * whitelist that keeps nothing). A JSON object it has nothing to put in may therefore arrive as an empty list.
 */
export const EMPTY_PHP_ARRAY = { type: 'array', maxItems: 0, description: "PHP's empty array (`[]`): nothing in it" };

/** A free-form object (`moreInfo`, `locationInfo`): the docs list no keys; empty, it is PHP's `[]`. */
export const freeForm = (description: string) =>
  Type.Unsafe<Record<string, unknown> | never[]>({
    anyOf: [{ type: 'object', additionalProperties: true }, EMPTY_PHP_ARRAY],
    description,
  });

/** Counters: whole numbers, never negative. */
export const count = (description: string) => whole(description, { minimum: 0 });

/** `1` no, `2` general, `3` premium (post and comment `digestState`). */
export const digestState = () => oneOfNumbers([1, 2, 3], 'Digest state: `1` no, `2` general, `3` premium');

export const privacy = (what: string) => oneOfStrings(['public', 'private'], `${what}: \`public\` or \`private\``);

/** Button and operation styles of the real system (Bootstrap's names). */
export const buttonStyles = ['primary', 'secondary', 'success', 'danger', 'warning', 'info'] as const;

/** Time fields of the structures, as the real system writes them (assumption structure-times), and their "… ago" form. */
export const dateTime = (description: string) =>
  text(
    `${description} (the request's date format plus \` H:i:s\`, as the notification's datetime: \`11/26/2026 15:48:03\`)`,
  );
/** A post's or comment's own time: the notification's datetimeFormat rules (assumption structure-times). */
export const contentTime = (description: string) =>
  text(`${description} (as the notification's datetimeFormat: \`H:i\` the same day, \`11/26 15:48\` the same year)`);
export const timeAgoText = (of: string) =>
  text(`Relative form of ${of}, in the request's language (e.g. \`3 day ago\`)`);
export const dateTimeOrNull = (description: string) => orNull(dateTime(description));

/** The things a site may keep a count of private (`{target}_{action}_public_count`). */
export type CountTarget = 'user' | 'group' | 'hashtag' | 'geotag' | 'post' | 'comment';

/** A count that is `null` when the site keeps it private (the docs: "a count that is not public is null"). */
export const privateCount = (
  description: string,
  target: CountTarget,
  action: 'like' | 'dislike' | 'follow' | 'block',
) => realNull(count(`${description}; \`null\` when the site keeps it private`), `${target}_${action}_public_count off`);

/** Views, likes, dislikes, follows and blocks a thing received (top-level counters of every structure but User). */
export const receivedCounts = (what: string, target: CountTarget) => ({
  viewCount: count(`Views of the ${what}`),
  likeCount: privateCount(`Likes the ${what} received`, target, 'like'),
  dislikeCount: privateCount(`Dislikes the ${what} received`, target, 'dislike'),
  followCount: privateCount(`Follows the ${what} received`, target, 'follow'),
  blockCount: privateCount(`Blocks the ${what} received`, target, 'block'),
});

/** Posts and comments inside a group, or tagged with a hashtag or geotag. */
export const contentCounts = (where: string) => ({
  postCount: count(`Posts ${where}`),
  postDigestCount: count(`Digest posts ${where}`),
  commentCount: count(`Comments ${where}`),
  commentDigestCount: count(`Digest comments ${where}`),
});

/** A time copied from a nullable column, and its "… ago" form (null together). */
export const columnTime = (description: string, column: string) => realNull(dateTime(description), column);
export const columnTimeAgo = (of: string, column: string) => realNull(timeAgoText(of), `${column} (with ${of})`);

/** A free-form object copied from a nullable JSON column (`more_info`): `null` when unset, `[]` when empty. */
export function freeFormOrNull(description: string, column: string) {
  return Type.Unsafe<Record<string, unknown> | never[] | null>({
    anyOf: [{ type: 'object', additionalProperties: true }, EMPTY_PHP_ARRAY, { type: 'null' }],
    description: `${description}; \`null\` when unset, \`[]\` when empty`,
    [REAL_NULL]: column,
    [ASSUMPTION]: 'real-nulls',
  });
}

/** A count the real system answers only where the site makes it public: `null` otherwise (`why` names the switch). */
export const nullCount = (description: string, why: string) =>
  realNull(count(`${description}; \`null\` unless ${why}`), `${why} (otherwise null)`);

/** Creation and latest publication times of a group, hashtag or geotag (note the docs' casing: `…Datetime`, `…DateTime`). */
export const taxonomyTimes = (table: string) => ({
  createdDatetime: dateTime('Creation time'),
  createdTimeAgo: timeAgoText('createdDatetime'),
  lastPublishPostDateTime: columnTime('Latest post; `null` before the first', `${table}.last_post_at`),
  lastPublishPostTimeAgo: columnTimeAgo('lastPublishPostDateTime', `${table}.last_post_at`),
  lastPublishCommentDateTime: columnTime('Latest comment; `null` before the first', `${table}.last_comment_at`),
  lastPublishCommentTimeAgo: columnTimeAgo('lastPublishCommentDateTime', `${table}.last_comment_at`),
});

/** A detail URL: `null` when the site has no `site_url` (the real system builds it from that config). */
export const detailUrl = (description: string) => realNull(text(description), 'site_url empty');

/** A file URL of the real system's file helper: `null` when neither a file id nor a URL is stored. */
export const fileUrl = (description: string, column: string) =>
  realNull(text(`${description}; \`null\` without one`), `${column} (no file id, no URL)`);

/**
 * A text of the language-content helper over a nullable column: the entry of the request's language, else the
 * default language's, else the first stored one (a thing named only in another language answers that name); `null`
 * only when nothing is stored.
 */
export const languageText = (description: string, column: string) =>
  realNull(
    text(`${description}; another language's entry when the site's has none; \`null\` when nothing is stored`),
    `${column} (nothing stored)`,
  );

/** A name from a NOT NULL column (through the language-content helper or as stored): never null. */
export const requiredName = (description: string) =>
  text(`${description}; never null (another language's entry when the site's has none)`);
