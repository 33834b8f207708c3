// The document describes the real system's common structures: hand-written samples of each (from its client docs, not
// from the mock's generator) validate in documented mode, carry every field the document lists (and, in the mock's strict
// flavour that closes the structures, no other), count as many paths as the docs say, and the shapes a mock typically gets wrong are rejected.
import { describe, expect, it } from 'vitest';
import { createDocumentValidator } from '../../src/validation/create-document-validator.js';
import { committedDocument } from '../../src/validation/committed-document.js';
import { missingFields, pathsOf, type Defs } from '../helpers/schema-walk.js';
import * as real from './real-samples.js';

const document = committedDocument() as { components: { schemas: Defs } };
const defs = document.components.schemas;
const documented = createDocumentValidator(document);
/** The mock's strict flavour: the open structures closed (what the mock itself may send). */
const generated = createDocumentValidator(document, 'generated');
const problemsOf = (component: string, value: unknown, validator = documented) => {
  const result = validator.validate(component, value);
  return result.valid ? [] : result.problems.map((p) => `${p.path} ${p.message}`);
};

const samples: [string, () => unknown][] = [
  ['UserInfo', real.userInfo],
  ['Group', real.group],
  ['Hashtag', real.hashtag],
  ['Geotag', real.geotag],
  ['Post', () => real.post(real.post())],
  ['Comment', real.comment],
  // One level down, as the real system nests them: a reply's comment, a post's preview of a comment (its post by pid only).
  ['Comment', () => ({ ...real.comment(), replyToComment: { ...real.comment(), cid: 'c1', replyToComment: null } })],
  [
    'PreviewComment',
    () => ({ ...real.comment(), replyToPost: { pid: 'p7Hk2QwZ' }, replyToComment: null, previewComments: [] }),
  ],
  [
    'Post',
    () => ({
      ...real.post(),
      previewComments: [
        { ...real.comment(), replyToPost: { pid: 'p7Hk2QwZ' }, replyToComment: null, previewComments: [] },
      ],
    }),
  ],
  ['FileInfo', real.fileImage],
  ['FileInfo', real.fileAudio],
  ['ExtendOperationInfo', real.operations],
  ['ExtendContentInfo', real.extendContent],
  ['ExtendFunctionInfo', real.functionInfo],
  ...real.archives().map((a): [string, () => unknown] => ['ExtendArchiveInfo', () => a]),
];

describe('real-shaped samples of the common structures', () => {
  it.each(samples)(
    'a %s validates against the documented schema, and its strict flavour (no other member)',
    (component, sample) => {
      expect(problemsOf(component, sample())).toEqual([]);
      expect(problemsOf(component, sample(), generated)).toEqual([]);
    },
  );

  it.each(samples)('a %s has every field the document lists', (component, sample) => {
    expect(missingFields(sample(), defs[component]!, defs)).toEqual([]);
  });

  /**
   * The docs count their paths with container rows, not opening nested structures: so do we, on the samples, plus the
   * members the running system sends beyond the docs (User Info's four `*GeotagCount`, Geotag Info's `cityId`).
   */
  const closedUser = ['archives', 'operations'];
  const closedContent = [
    'archives',
    'operations',
    'files.images',
    'files.videos',
    'files.audios',
    'files.documents',
    'extends.texts',
    'extends.infos',
    'extends.actions',
    'hashtags',
    'geotag',
    'author',
    'previewLikeUsers',
    'previewComments',
    'manages',
  ];
  it.each([
    ['User Info', real.userInfo, closedUser, 151 + 4],
    ['Post Info', () => real.post(real.post()), [...closedContent, 'group', 'quotedPost'], 105],
    // The docs list Comment Info's author as a row and its one extra key as another (User Info is not opened).
    [
      'Comment Info',
      () => ({ ...real.comment(), author: { isPostAuthor: false } }),
      [...closedContent.filter((p) => p !== 'author'), 'replyToPost', 'replyToComment'],
      91,
    ],
    ['Group Info', real.group, closedUser, 74],
    ['Hashtag Info', real.hashtag, closedUser, 49],
    ['Geotag Info', real.geotag, closedUser, 67 + 1],
    ['File Info', real.fileImage, ['moreInfo'], 25],
    ['Extend Operation Info', real.operations, ['buttonIcons', 'diversifyImages', 'tips'], 12],
    ['Extend Content Info', real.extendContent, [], 42],
    ['Extend Function Info', real.functionInfo, [], 6],
  ] as const)('a %s sample has the paths the docs count', (_name, sample, closed, count) => {
    expect(pathsOf(sample(), new Set(closed))).toHaveLength(count);
  });
});

describe('shapes a mock gets wrong', () => {
  const user = real.userInfo;
  /** Members the real structures do not have: the document accepts them (its structures are open, the spec does not
   *  show their internals); the mock's strict flavour, which checks what the mock itself sends, rejects them. */
  const unlisted: [string, string, () => unknown][] = [
    ['stats.followingCount', 'UserInfo', () => ({ ...user(), stats: { ...user().stats, followingCount: 1 } })],
    ['stats.likeCount', 'UserInfo', () => ({ ...user(), stats: { ...user().stats, likeCount: 1 } })],
    ['an e-mail field', 'UserInfo', () => ({ ...user(), email: 'ava@example.org' })],
    ['a top-level pid on a comment', 'Comment', () => ({ ...real.comment(), pid: 'p7Hk2QwZ' })],
    ['a comment with a group', 'Comment', () => ({ ...real.comment(), group: real.group() })],
    ['the writer as `user`', 'Post', () => ({ ...real.post(), user: real.userInfo() })],
  ];
  it.each(unlisted)("the mock's strict flavour rejects %s", (_what, component, value) => {
    expect(problemsOf(component, value(), generated)).not.toEqual([]);
  });
  it.each(unlisted)('the document accepts %s, a member it does not list', (_what, component, value) => {
    expect(problemsOf(component, value())).toEqual([]);
  });

  it.each<[string, string, () => unknown]>([
    ['a numeric role id', 'UserInfo', () => ({ ...user(), roles: [{ ...user().roles[0], rid: 3 }] })],
    ['a numeric main role id', 'UserInfo', () => ({ ...user(), roleRid: 3 })],
    ['a gender as a word', 'UserInfo', () => ({ ...user(), gender: 'female' })],
    ['coordinates as an object', 'Geotag', () => ({ ...real.geotag(), latitude: { deg: 38 }, longitude: -9.1393 })],
    ['a coordinate that is no decimal', 'Geotag', () => ({ ...real.geotag(), latitude: '38°43′N' })],
    ['a boolean digestState', 'Post', () => ({ ...real.post(), digestState: true })],
    ['a boolean stickyState', 'Post', () => ({ ...real.post(), stickyState: false })],
    ['a flat list of files', 'Post', () => ({ ...real.post(), files: [real.fileImage()] })],
    ['a numeric file size', 'FileInfo', () => ({ ...real.fileImage(), size: 482133 })],
    ['a file type as a word', 'FileInfo', () => ({ ...real.fileImage(), type: 'image' })],
    ['a Boolean group privacy', 'Group', () => ({ ...real.group(), privacy: true })],
    [
      'numeric public settings outside User Info',
      'Hashtag',
      () => ({ ...real.hashtag(), interaction: { ...real.hashtag().interaction, likePublicRecord: 3 } }),
    ],
    [
      'an archive value that does not fit its valueType',
      'ExtendArchiveInfo',
      () => ({ ...real.archives()[5], valueType: 'file' }),
    ],
    ['a quote of a quote nested twice', 'Post', () => real.post(real.post(real.post()))],
  ])('rejects %s', (_what, component, value) => {
    expect(problemsOf(component, value())).not.toEqual([]);
  });
});

describe('what the store decides', () => {
  it('accepts coordinates as decimal strings (MySQL, MariaDB, PostgreSQL) and as numbers (SQLite)', () => {
    expect(problemsOf('Geotag', { ...real.geotag(), latitude: '38.72230000', longitude: '-9.13930000' })).toEqual([]);
    expect(problemsOf('Geotag', { ...real.geotag(), latitude: 38.7223, longitude: -9.1393 })).toEqual([]);
  });
});

describe('spec-only validation', () => {
  const spec = createDocumentValidator(document, 'spec');
  it("accepts any object as a notification's actionUser and actionInfo: the spec does not show their fields", () => {
    const answer = {
      code: 0,
      message: 'ok',
      data: {
        pagination: { total: 1, pageSize: 15, currentPage: 1, lastPage: 1 },
        list: [
          {
            nmid: 'n1',
            type: 3,
            content: null,
            isMarkdown: false,
            isMention: false,
            isAccessApp: false,
            appUrl: null,
            actionUser: { id: 7 },
            actionUserIsAnonymous: false,
            actionType: 1,
            actionTarget: 4,
            actionInfo: { anything: true },
            contentFsid: null,
            datetime: 'x',
            datetimeFormat: 'x',
            timeAgo: 'x',
            readStatus: false,
          },
        ],
      },
    };
    expect(spec.validate('NotificationListResponse', answer)).toEqual({ valid: true });
    expect(generated.validate('NotificationListResponse', answer).valid).toBe(false);
  });
});
