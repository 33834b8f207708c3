// The mock's own answers: for every actionTarget (and quotes, and no target) its notifications match the documented
// variant, and every structure it sends (User, Group, Hashtag, Geotag, Post, Comment, File and Extend Info, at any depth)
// validates, carries every field, and gives each field a value somewhere in the world (no field is always null or empty,
// but the counts the site's own switches keep null, as the document says: those get a value on a site that turns them on).
import { describe, expect, it } from 'vitest';
import { createWorld } from '../../../src/mock/world/create-world.js';
import { allProfileLists } from '../../../src/mock/world/profile-lists.js';
import { commonStructures } from '../../../src/schema/common-structures.js';
import { notificationVariants } from '../../../src/schema/notification.js';
import { committedDocument } from '../../../src/validation/committed-document.js';
import { documentValidator, fixedWorld } from '../../helpers/fixed-world.js';
import {
  collectStructures,
  filledPaths,
  missingFields,
  realNullReasons,
  schemaPaths,
  type Defs,
} from '../../helpers/schema-walk.js';

const defs = (committedDocument() as { components: { schemas: Defs } }).components.schemas;
/** The structures checked one by one (the others, stats, interaction, files …, are opened inside them). */
const structures = new Set([
  'UserInfo',
  'Group',
  'Hashtag',
  'Geotag',
  'Post',
  'Comment',
  'CommentAuthor',
  'UserPlaceholder',
  'FileInfo',
  'ExtendArchiveInfo',
  'ExtendOperationInfo',
  'ExtendContentInfo',
  'ExtendFunctionInfo',
]);
/**
 * The site shows no previews (assumption viewer-fields), so no PreviewComment is ever sent; a post in a notification
 * names the post it quotes by its pid (as the real system lists posts), so no QuotedPost is either, and a comment's
 * replyToComment is null there (the real list does not ask for it), so no RepliedComment: the samples test covers them.
 */
const neverSent = new Set(['PreviewComment', 'QuotedPost', 'RepliedComment']);
/** The placeholder of an anonymous or gone user: the same fixed object, its fields null by design. */
const fixedShapes = new Set(['UserPlaceholder']);
/** Where a walk stops: each structure is checked on its own. */
const stop = new Set([...structures, ...neverSent]);
/** Copies of another structure one level down, or with one key more: their fields are filled where that one's are. */
const copies = new Set(['RepliedComment', 'CommentAuthor', 'ExtendArchiveInfo']);
const infoComponent: Record<string, string> = {
  1: 'UserInfo',
  2: 'Group',
  3: 'Hashtag',
  4: 'Geotag',
  5: 'Post',
  6: 'Comment',
};

const { world } = fixedWorld({ notifications: 3000 });
const renderedIn = (w: typeof world, source = w.accounts[0]!.notifications) => {
  const view = { language: w.languages[0]!, nowMs: w.nowMs };
  return Array.from({ length: source.index.size }, (_, i) => source.render(i, view));
};
const structuresIn = (sent: ReturnType<typeof renderedIn>) => {
  const found = new Map<string, Set<object>>();
  for (const n of sent) {
    const placeholder = (n.actionUser as { fsid?: unknown } | null)?.fsid === null;
    collectStructures(n.actionUser, placeholder ? 'UserPlaceholder' : 'UserInfo', defs, stop, found);
    if (n.actionTarget !== null)
      collectStructures(n.actionInfo, n.type === 9 ? 'Post' : infoComponent[n.actionTarget]!, defs, stop, found);
  }
  return found;
};
// Quotes as the real system sends them (a post, actionTarget 5), and as the spec's sentence writes them (--quotes sentence).
const sentence = fixedWorld({ notifications: 300, quotes: 'sentence' }).world;
const notifications = [...renderedIn(world), ...renderedIn(sentence).filter((n) => n.type === 9)];
const found = structuresIn(notifications);

/**
 * The paths the document says are `null` unless a profile list is shown (its `x-real-null`: "profile_…_enabled is on"),
 * each with that config key: read from the document, so a count it governs by a switch is found without a list here.
 */
const listSwitches = (component: string): Map<string, string> =>
  new Map(
    [...realNullReasons(defs[component]!, defs, stop)].flatMap(([path, why]) => {
      const key = /^(profile_\w+_enabled) is on\b/.exec(why)?.[1];
      return key === undefined ? [] : [[path, key] as const];
    }),
  );
/** The switched paths a world's configs turn off: null in every structure there. */
const switchedOff = (component: string, configs: object) =>
  [...listSwitches(component)].filter(([, key]) => (configs as Record<string, unknown>)[key] === false).map(([p]) => p);

const variantOf = (n: (typeof notifications)[number]) =>
  n.actionTarget === null
    ? 'NoTargetNotification'
    : n.type === 9 && n.actionTarget === 4
      ? 'QuoteNotification'
      : `${['', 'User', 'Group', 'Hashtag', 'Geotag', 'Post', 'Comment'][n.actionTarget]}Notification`;

/** The mock shows every target it names (the real system's null for a deleted target is not generated yet). */
const unsentVariants = new Set(['MissingTargetNotification']);
const sentVariants = Object.keys(notificationVariants).filter((v) => !unsentVariants.has(v));

describe("the mock's notifications", () => {
  it('use every variant: each actionTarget, quotes by either reading, and no target', () => {
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

  /**
   * Members a structure's schema makes optional: the placeholder's `isPostAuthor` (only as a comment's author), and a
   * File Info's keys of another kind (assumption file-kind-keys), checked file by file below.
   */
  const kindOf: Record<string, number[]> = {
    imageLong: [1],
    imageRatioUrl: [1],
    imageSquareUrl: [1],
    imageBigUrl: [1],
    videoPosterUrl: [2],
    videoUrl: [2],
    audioUrl: [3],
    documentPreviewUrl: [4],
    transcodingState: [2, 3],
  };
  const placeholderOption = (value: object, path: string) => {
    const key = path.split('.').pop()!;
    if (key in kindOf) return true;
    const owner = path
      .split('.')
      .slice(0, -1)
      .reduce<any>((v, k) => v?.[k], value);
    // A file that is no attachment (a profile archive's value) has no usage row to read these two from.
    if (key === 'sortOrder' || key === 'moreInfo')
      return (
        /(^|\.)archives\[\]\.value\.\w+$/.test(path) ||
        (owner !== undefined && !('sortOrder' in owner) && !('moreInfo' in owner))
      );
    if (key !== 'isPostAuthor') return false;
    return owner?.fsid === null && !('isPostAuthor' in owner);
  };
  it('writes every File Info size as the real system does (1024-based, two decimals), and no image config URL', () => {
    const files = [...found.get('FileInfo')!] as { size: string; type: number }[];
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(file.size).toMatch(/^(0 B|\d{1,3}\.\d{2} (B|KB|MB|GB))$/);
      expect(file).not.toHaveProperty('imageConfigUrl');
    }
  });

  it("names no comment's replied comment (the real list leaves replyToComment null)", () => {
    const comments = [...found.get('Comment')!] as { replyToComment: unknown }[];
    expect(comments.filter((c) => c.replyToComment !== null)).toEqual([]);
  });

  it("gives every File Info its own kind's keys and no other kind's", () => {
    for (const file of found.get('FileInfo')!) {
      const { type } = file as { type: number };
      for (const [key, kinds] of Object.entries(kindOf))
        expect([key, key in file]).toEqual([key, kinds.includes(type)]);
    }
  });
  it.each([...structures])('every %s validates and has every documented field', (component) => {
    for (const value of found.get(component)!) {
      expect(documentValidator.validate(component, value)).toEqual({ valid: true });
      expect(missingFields(value, defs[component]!, defs).filter((p) => !placeholderOption(value, p))).toEqual([]);
    }
  });

  /** Fields that are empty for a reason. */
  const alwaysEmpty = [
    /(^|\.)moreInfo$/, // free-form objects the real system leaves empty unless an app fills them
    /(^|\.)(previewLikeUsers|previewComments)$/, // the site shows no previews (assumption viewer-fields)
    /^expiryDateTime$/, // the site is in public mode: users do not expire
    /^(quotedPost|replyToComment)$/, // a pid, and null, in a notification (assumption nested-structures)
    /^distance$/, // a place's distance from the viewer: the notification list sends no location
    /^replyToPost$/, // a comment's post: the real system names it only where comments are listed on their own
  ];
  /** The counts this world's site keeps private (`{target}_{action}_public_count` off): null in every structure. */
  const hidden = (target: string, path: (action: string) => string) =>
    ['like', 'dislike', 'follow', 'block']
      .filter((action) => !(world.site.publicCounts as Record<string, boolean>)[`${target}_${action}`])
      .map(path);
  const counted = (action: string) => `${action}Count`;
  const privateCounts: Record<string, string[]> = {
    UserInfo: [
      ...hidden(
        'user',
        (action) =>
          `stats.${{ like: 'liker', dislike: 'disliker', follow: 'follower', block: 'blocker' }[action]}Count`,
      ),
      // What others did to the user's posts and comments follows the post and comment switches.
      ...hidden('post', (action) => `stats.post${action[0]!.toUpperCase()}${action.slice(1)}Count`),
      ...hidden('comment', (action) => `stats.comment${action[0]!.toUpperCase()}${action.slice(1)}Count`),
    ],
    Group: hidden('group', counted),
    Hashtag: hidden('hashtag', counted),
    Geotag: hidden('geotag', counted),
    Post: [
      ...hidden('post', counted),
      ...hidden('comment', (action) => `comment${action[0]!.toUpperCase()}${action.slice(1)}Count`),
    ],
    Comment: [
      ...hidden('comment', counted),
      ...hidden('comment', (action) => `comment${action[0]!.toUpperCase()}${action.slice(1)}Count`),
    ],
  };
  it.each([...structures].filter((c) => !copies.has(c) && !fixedShapes.has(c)))(
    'some %s gives each documented field a value',
    (component) => {
      const filled = new Set<string>();
      for (const value of found.get(component)!) filledPaths(value, defs[component]!, defs, stop, filled);
      const unfilled = schemaPaths(defs[component]!, defs, stop).filter(
        (p) => !filled.has(p) && !alwaysEmpty.some((r) => r.test(p)),
      );
      const off = switchedOff(component, world.configs);
      expect(unfilled.filter((p) => !(privateCounts[component] ?? []).includes(p) && !off.includes(p))).toEqual([]);
    },
  );

  it('find in the document the counts a profile list governs: what a user did (24) and published (4)', () => {
    const switched = listSwitches('UserInfo');
    expect(switched.size).toBe(28);
    for (const [path, key] of switched) {
      expect(path).toMatch(/^stats\.\w+Count$/);
      expect(world.configs, `${path} is governed by ${key}, a config key`).toHaveProperty(key, expect.any(Boolean));
    }
    expect(listSwitches('Post').size).toBe(0);
  });

  it('no UserInfo gives a value to a count whose profile list its site hides', () => {
    const off = switchedOff('UserInfo', world.configs);
    expect(off.length).toBeGreaterThan(0); // this site hides some lists (the places, what people dislike and block)
    for (const value of found.get('UserInfo')!) {
      const filled = new Set<string>();
      filledPaths(value, defs.UserInfo!, defs, stop, filled);
      expect(off.filter((p) => filled.has(p))).toEqual([]);
    }
  });

  it('on a site that shows every profile list, some UserInfo gives each count it governs a value', () => {
    const shown = createWorld({
      ...world.options,
      notificationsPerAccount: 600,
      site: { profileLists: allProfileLists() },
    });
    expect(switchedOff('UserInfo', shown.configs)).toEqual([]);
    const filled = new Set<string>();
    for (const value of structuresIn(renderedIn(shown)).get('UserInfo')!)
      filledPaths(value, defs.UserInfo!, defs, stop, filled);
    expect([...listSwitches('UserInfo').keys()].filter((p) => !filled.has(p))).toEqual([]);
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
    // The recipient sees its own counts (the real system's `$isMe`): only others' profiles hide them.
    const viewers = new Set(world.accounts.map((a) => a.users[0]!.info.uid));
    for (const value of found.get(component)!) {
      if (component === 'UserInfo' && viewers.has((value as { uid: number }).uid)) continue;
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
