// Builders of the common structures (User, Post, Comment, Group, Hashtag, Geotag, File and Extend Info): closed objects,
// and the nulls the real system answers where there is nothing to show.
import Type, { type Static, type TProperties, type TSchema, type TUnsafe } from 'typebox';
import { ASSUMPTION, nullable, oneOfNumbers, oneOfStrings, text, whole } from './json-schema-helpers.js';

/** Assumption structure-nulls: a field the docs type String or Object is `null` when the thing it names does not exist. */
export const orNull = <S extends TSchema>(schema: S) => nullable(schema, 'structure-nulls');

/** A nullable text field (no decoration, never verified, never edited, …). */
export const textOrNull = (description: string) => orNull(text(description));

/**
 * The same schema object (the document hoists it by identity), typed by the name of its static type: declarations then
 * name a nested structure instead of spelling it out again wherever it nests (the package's .d.ts stay small). The
 * static types are interfaces (`interface Post extends Static<typeof Post> {}`) because declarations keep an
 * interface's name where they would expand a type alias.
 */
export const named = <T>(schema: TSchema): TUnsafe<T> => schema as unknown as TUnsafe<T>;

/** A nested structure, or `null` when there is none (a post with no group, a comment that replies to no comment). */
export function structureOrNull<S extends TSchema>(schema: S, description: string) {
  return Type.Unsafe<Static<S> | null>({ anyOf: [schema, { type: 'null' }], description, [ASSUMPTION]: 'structure-nulls' });
}

/**
 * A structure of the real system: every field listed, no other (a frontend written against it must not meet a field the
 * real server never sends). The document lists no field as required: answers carry every field unless a
 * filterUserKeys / filterInfoKeys projection removed it (see `optional-fields` in the document builder).
 */
export function structure<P extends TProperties>(title: string, description: string, properties: P) {
  return Type.Object(properties, { title, description, additionalProperties: false });
}

/** A closed nested object of a structure (`stats`, `readConfig`, `controls`, …). */
export function part<P extends TProperties>(description: string, properties: P) {
  return Type.Object(properties, { description, additionalProperties: false });
}

/** A free-form object (`moreInfo`, `locationInfo`): the docs list no keys. */
export const freeForm = (description: string) =>
  Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true, description });

/** Counters: whole numbers, never negative. */
export const count = (description: string) => whole(description, { minimum: 0 });

/** `1` no, `2` general, `3` premium (post and comment `digestState`). */
export const digestState = () => oneOfNumbers([1, 2, 3], 'Digest state: `1` no, `2` general, `3` premium');

export const privacy = (what: string) => oneOfStrings(['public', 'private'], `${what}: \`public\` or \`private\``);

/** Button and operation styles of the real system (Bootstrap's names). */
export const buttonStyles = ['primary', 'secondary', 'success', 'danger', 'warning', 'info'] as const;

/** Time fields of the structures: `Y-m-d H:i:s` in UTC (assumption datetime-format), and their "… ago" form. */
export const dateTime = (description: string) => text(`${description} (\`Y-m-d H:i:s\`)`);
export const timeAgoText = (of: string) => text(`Relative form of ${of}, in the site's default language (e.g. \`3 days ago\`)`);
export const dateTimeOrNull = (description: string) => orNull(dateTime(description));
export const timeAgoOrNull = (of: string) => orNull(timeAgoText(of));

/** Views, likes, dislikes, follows and blocks a thing received (top-level counters of every structure but User). */
export const receivedCounts = (what: string) => ({
  viewCount: count(`Views of the ${what}`),
  likeCount: count(`Likes the ${what} received`),
  dislikeCount: count(`Dislikes the ${what} received`),
  followCount: count(`Follows the ${what} received`),
  blockCount: count(`Blocks the ${what} received`),
});

/** Posts and comments inside a group, or tagged with a hashtag or geotag. */
export const contentCounts = (where: string) => ({
  postCount: count(`Posts ${where}`),
  postDigestCount: count(`Digest posts ${where}`),
  commentCount: count(`Comments ${where}`),
  commentDigestCount: count(`Digest comments ${where}`),
});

/** Creation and latest publication times of a group, hashtag or geotag (note the docs' casing: `…Datetime`, `…DateTime`). */
export const taxonomyTimes = () => ({
  createdDatetime: dateTime('Creation time'),
  createdTimeAgo: timeAgoText('createdDatetime'),
  lastPublishPostDateTime: dateTimeOrNull('Latest post; `null` before the first'),
  lastPublishPostTimeAgo: timeAgoOrNull('lastPublishPostDateTime'),
  lastPublishCommentDateTime: dateTimeOrNull('Latest comment; `null` before the first'),
  lastPublishCommentTimeAgo: timeAgoOrNull('lastPublishCommentDateTime'),
});
