// The mock's own answers: for every actionTarget (and quotes, and no target) its notifications match the documented
// variant, and every structure it sends (User, Group, Hashtag, Geotag, Post, Comment, File and Extend Info, at any depth)
// validates, carries every field, and gives each field a value somewhere in the world (no field is always null or empty).
import { describe, expect, it } from 'vitest';
import { commonStructures } from '../../../src/schema/common-structures.js';
import { notificationVariants } from '../../../src/schema/notification.js';
import { committedDocument } from '../../../src/validation/committed-document.js';
import { documentValidator, fixedWorld } from '../../helpers/fixed-world.js';
import { collectStructures, filledPaths, missingFields, schemaPaths, type Defs } from '../../helpers/schema-walk.js';

const defs = (committedDocument() as { components: { schemas: Defs } }).components.schemas;
/** The structures checked one by one (the others, stats, interaction, files …, are opened inside them). */
const structures = new Set([
  'UserInfo',
  'Group',
  'Hashtag',
  'Geotag',
  'Post',
  'QuotedPost',
  'Comment',
  'RepliedComment',
  'CommentAuthor',
  'FileInfo',
  'ExtendArchiveInfo',
  'ExtendOperationInfo',
  'ExtendContentInfo',
  'ExtendFunctionInfo',
]);
/**
 * The site shows no previews (assumption viewer-fields), so no PreviewComment is ever sent; the samples test covers it.
 * The mock's anonymous users are User Info with null identity fields, not the real system's UserPlaceholder.
 */
const neverSent = new Set(['PreviewComment', 'UserPlaceholder']);
/** Where a walk stops: each structure is checked on its own. */
const stop = new Set([...structures, ...neverSent]);
/** Copies of another structure one level down, or with one key more: their fields are filled where that one's are. */
const copies = new Set(['QuotedPost', 'RepliedComment', 'CommentAuthor', 'ExtendArchiveInfo']);
const infoComponent: Record<string, string> = {
  1: 'UserInfo',
  2: 'Group',
  3: 'Hashtag',
  4: 'Geotag',
  5: 'Post',
  6: 'Comment',
};

const { world } = fixedWorld({ notifications: 3000 });
const source = world.accounts[0]!.notifications;
const view = { language: world.languages[0]!, nowMs: world.nowMs };
const notifications = Array.from({ length: source.index.size }, (_, i) => source.render(i, view));

const found = new Map<string, Set<object>>();
for (const n of notifications) {
  collectStructures(n.actionUser, 'UserInfo', defs, stop, found);
  if (n.actionTarget !== null)
    collectStructures(n.actionInfo, n.type === 9 ? 'Post' : infoComponent[n.actionTarget]!, defs, stop, found);
}

const variantOf = (n: (typeof notifications)[number]) =>
  n.actionTarget === null
    ? 'NoTargetNotification'
    : n.type === 9
      ? 'QuoteNotification'
      : `${['', 'User', 'Group', 'Hashtag', 'Geotag', 'Post', 'Comment'][n.actionTarget]}Notification`;

/** The mock shows every target it names (the real system's null for a deleted target is not generated yet). */
const unsentVariants = new Set(['MissingTargetNotification']);
const sentVariants = Object.keys(notificationVariants).filter((v) => !unsentVariants.has(v));

describe("the mock's notifications", () => {
  it('use every variant: each actionTarget, quotes, and no target', () => {
    expect(new Set(notifications.map(variantOf))).toEqual(new Set(sentVariants));
  });

  it.each(sentVariants)('match %s where they claim it', (variant) => {
    const claiming = notifications.filter((n) => variantOf(n) === variant).slice(0, 40);
    expect(claiming.length).toBeGreaterThan(0);
    for (const n of claiming) expect(documentValidator.validate(variant, n)).toEqual({ valid: true });
  });
});

describe('the structures the mock sends', () => {
  it('include every common structure', () => {
    expect([...found.keys()].sort()).toEqual([...structures].sort());
    const opened = [
      'UserStats',
      'UserRole',
      'UserInteraction',
      'GroupInteraction',
      'ContentInteraction',
      'CommentInteraction',
      'FilesByKind',
      'ExtendOperationItem',
    ];
    expect([...structures, ...neverSent, ...opened].sort()).toEqual(Object.keys(commonStructures).sort());
  });

  it.each([...structures])('every %s validates and has every documented field', (component) => {
    for (const value of found.get(component)!) {
      expect(documentValidator.validate(component, value)).toEqual({ valid: true });
      expect(missingFields(value, defs[component]!, defs)).toEqual([]);
    }
  });

  /** Fields that are empty for a reason. */
  const alwaysEmpty = [
    /(^|\.)moreInfo$/, // free-form objects the real system leaves empty unless an app fills them
    /(^|\.)(previewLikeUsers|previewComments)$/, // the site shows no previews (assumption viewer-fields)
    /^expiryDateTime$/, // the site is in public mode: users do not expire
    /^(quotedPost|replyToComment)$/, // null one level down (assumption nested-structures)
  ];
  /** The counts this world's site keeps private (`{target}_{action}_public_count` off): null in every structure. */
  const hidden = (target: string, path: (action: string) => string) =>
    ['like', 'dislike', 'follow', 'block']
      .filter((action) => !(world.site.publicCounts as Record<string, boolean>)[`${target}_${action}`])
      .map(path);
  const counted = (action: string) => `${action}Count`;
  const privateCounts: Record<string, string[]> = {
    UserInfo: hidden(
      'user',
      (action) => `stats.${{ like: 'liker', dislike: 'disliker', follow: 'follower', block: 'blocker' }[action]}Count`,
    ),
    Group: hidden('group', counted),
    Hashtag: hidden('hashtag', counted),
    Geotag: hidden('geotag', counted),
    Post: [
      ...hidden('post', counted),
      ...hidden('comment', (action) => `comment${action[0]!.toUpperCase()}${action.slice(1)}Count`),
    ],
    Comment: hidden('comment', counted),
  };
  it.each([...structures].filter((c) => !copies.has(c)))('some %s gives each documented field a value', (component) => {
    const filled = new Set<string>();
    for (const value of found.get(component)!) filledPaths(value, defs[component]!, defs, stop, filled);
    const unfilled = schemaPaths(defs[component]!, defs, stop).filter(
      (p) => !filled.has(p) && !alwaysEmpty.some((r) => r.test(p)),
    );
    expect(unfilled.filter((p) => !(privateCounts[component] ?? []).includes(p))).toEqual([]);
  });

  it.each(
    Object.entries({
      UserInfo: 'user',
      Group: 'group',
      Hashtag: 'hashtag',
      Geotag: 'geotag',
      Post: 'post',
      Comment: 'comment',
    }),
  )('no %s gives a value to a count its site keeps private', (component) => {
    for (const value of found.get(component)!) {
      const filled = new Set<string>();
      filledPaths(value, defs[component]!, defs, stop, filled);
      expect(privateCounts[component]!.filter((p) => filled.has(p))).toEqual([]);
    }
  });

  it('uses every valueType of Extend Archive Info', () => {
    const valueTypes = new Set([...found.get('ExtendArchiveInfo')!].map((a) => (a as { valueType: string }).valueType));
    expect([...valueTypes].sort()).toEqual(['color', 'email', 'file', 'option', 'options', 'string', 'tags', 'url']);
  });
});
