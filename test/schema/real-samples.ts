// Samples of the real system's common structures, written by hand from its client docs (User, Post, Comment, Group,
// Hashtag, Geotag, File and Extend Info, field by field and with the docs' types), independent of the mock's generator.
// Each is shaped as a real server would send it; the tests check the document against them.

const site = 'https://community.example.org';

export const fileImage = () => ({
  fid: 'fQ2x8L', type: 1, status: true, substitutionImageUrl: `${site}/assets/unavailable.png`, warning: 'none',
  name: 'workbench.jpg', mime: 'image/jpeg', extension: 'jpg', size: '482133', sha: 'a3f1c2d4e5b6a7980112233445566778899aabbccddeeff00112233445566778', shaType: 'sha256',
  width: 1600, height: 1200, duration: null, imageLong: false,
  imageRatioUrl: `${site}/storage/fQ2x8L.jpg?ratio=400`, imageSquareUrl: `${site}/storage/fQ2x8L.jpg?square=200`, imageBigUrl: `${site}/storage/fQ2x8L.jpg?big=1600`,
  videoPosterUrl: null, videoUrl: null, audioUrl: null, documentPreviewUrl: null, transcodingState: null, sortOrder: 1, moreInfo: {},
});

export const fileAudio = () => ({
  ...fileImage(), fid: 'aU7r2Q', type: 3, name: 'field-recording.m4a', mime: 'audio/mp4', extension: 'm4a', size: '2843002',
  width: null, height: null, duration: 184, imageLong: null, imageRatioUrl: null, imageSquareUrl: null, imageBigUrl: null,
  audioUrl: `${site}/storage/aU7r2Q.m4a`, transcodingState: 3, sortOrder: 2,
});

export const archives = () => [
  { code: 'website', name: 'Website', description: 'Your homepage', value: 'https://ava.example.org', valueType: 'url', isPrivate: false },
  { code: 'mail', name: 'Contact', description: 'Public e-mail', value: 'ava@example.org', valueType: 'email', isPrivate: true },
  { code: 'accent', name: 'Accent colour', description: 'Profile colour', value: '#999999', valueType: 'color', isPrivate: false },
  { code: 'motto', name: 'Motto', description: 'One line', value: 'Measure twice.', valueType: 'string', isPrivate: false },
  { code: 'cv', name: 'CV', description: 'A file', value: fileImage(), valueType: 'file', isPrivate: false },
  { code: 'skills', name: 'Skills', description: 'Tags', value: ['joinery', 'finishing'], valueType: 'tags', isPrivate: false },
  { code: 'level', name: 'Level', description: 'One choice', value: { name: 'Hobbyist', value: '2' }, valueType: 'option', isPrivate: false },
  { code: 'langs', name: 'Languages', description: 'Choices', value: [{ name: 'English', value: 'en' }], valueType: 'options', isPrivate: false },
];

const operationItem = () => ({ code: 'tip-jar', style: 'primary', name: 'Tip jar', description: 'Send a tip', image: `${site}/apps/tip.png`, activeImage: `${site}/apps/tip-on.png`, displayType: 2, appUrl: `${site}/apps/tip` });
export const operations = () => ({ customizes: [operationItem()], buttonIcons: [operationItem()], diversifyImages: [operationItem()], tips: [operationItem()] });

export const extendContent = () => ({
  texts: [{ eid: 'e1', image: `${site}/apps/note.png`, content: 'Edited to add photos.', isMarkdown: false, viewPosition: 'bottom', viewType: 1, viewTypeString: 'basic', appUrl: `${site}/apps/note` }],
  infos: [{ eid: 'e2', image: `${site}/apps/event.png`, title: 'Meetup', titleColor: '#1f6feb', descPrimary: 'Saturday', descPrimaryColor: '#57606a', descSecondary: 'Lisbon', descSecondaryColor: '#57606a', buttonName: 'RSVP', buttonColor: '#ffffff', viewPosition: 'top', viewType: 2, viewTypeString: 'big', appUrl: `${site}/apps/event` }],
  actions: [{
    eid: 'e3', image: `${site}/apps/poll.png`, title: 'Which finish?', titleColor: '#24292f', viewPosition: 'bottom', viewType: 1, viewTypeString: 'basic', endDateTime: '2026-12-01 00:00:00', status: true, actionUserCount: 12, hasOperated: false,
    items: [{ name: 'Oil', key: 'oil', value: 'oil', actionUserCount: 7, hasOperated: false }, { name: 'Wax', key: 'wax', value: 'wax', actionUserCount: 5, hasOperated: false }],
  }],
});

export const functionInfo = () => ({ fskey: 'PostBoost', icon: `${site}/apps/boost.png`, name: 'Boost', appUrl: `${site}/apps/boost`, badgeType: 2, badgeValue: 'New' });

/** The 25 keys every interaction has; `scale`: User Info's public settings are numbers 1–3, the others' Booleans. */
const interactionBase = (scale: number | boolean) => ({
  likeEnabled: true, likeName: 'Like', likeUserTitle: 'Liked by', likePublicRecord: scale, likePublicCount: scale,
  dislikeEnabled: false, dislikeName: 'Dislike', dislikeUserTitle: 'Disliked by', dislikePublicRecord: scale, dislikePublicCount: scale,
  followEnabled: true, followName: 'Follow', followUserTitle: 'Followers', followPublicRecord: scale, followPublicCount: scale,
  blockEnabled: true, blockName: 'Block', blockUserTitle: 'Blocked by', blockPublicRecord: scale, blockPublicCount: scale,
  likeStatus: false, dislikeStatus: false, followStatus: true, blockStatus: false, note: 'Met at the meetup',
});
const followKeys = { followMethod: 'api', followAppUrl: `${site}/apps/follow`, followExpired: false, followExpiryDateTime: '2027-01-01 00:00:00' };

const counters = (prefix: string, n: number) => Object.fromEntries(['User', 'Group', 'Hashtag', 'Post', 'Comment'].map((k, i) => [`${prefix}${k}Count`, n + i]));
const credit = (i: number, state: number, name: string, unit: string) => ({ [`extcredits${i}`]: 10 * i, [`extcredits${i}State`]: state, [`extcredits${i}Name`]: name, [`extcredits${i}Unit`]: unit });

export const userInfo = () => ({
  fsid: 'ava', uid: 48213, username: 'ava', url: `${site}/u/ava`, nickname: 'Ava Lindqvist', avatar: `${site}/avatars/48213.png`,
  decorate: `${site}/decorations/laurel.png`, banner: `${site}/banners/48213.jpg`, hasPin: true,
  gender: 3, genderCustom: '', genderPronoun: 1, birthday: '1990-04-18', birthdayDisplayType: 1,
  bio: 'Trail runner and woodworker.', bioHtml: '<p>Trail runner and woodworker.</p>', location: 'Lisbon',
  conversationPolicy: 1, commentPolicy: 2,
  verified: true, verifiedIcon: `${site}/verified.svg`, verifiedDesc: 'Community moderator', verifiedDateTime: '2024-02-01 10:00:00',
  expired: false, expiryDateTime: '2030-01-01 00:00:00', registerDateTime: '2023-04-18 08:12:44',
  lastPublishPostDateTime: '2026-11-20 17:03:29', lastPublishPostTimeAgo: '2 days ago',
  lastPublishCommentDateTime: '2026-11-22 09:41:07', lastPublishCommentTimeAgo: '2 hours ago',
  lastEditUsernameDateTime: '2024-01-01 12:00:00', lastEditNicknameDateTime: '2025-06-01 12:00:00',
  rankState: 1, status: true, waitDelete: false, waitDeleteDateTime: '2026-12-06 00:00:00',
  moreInfo: {}, archives: archives(), operations: operations(),
  nicknameColor: '#1f6feb', roleRid: '3', roleName: 'Moderator', roleNameDisplay: true, roleIcon: `${site}/roles/moderator.svg`, roleIconDisplay: true,
  roleExpiryDateTime: '2027-04-18 00:00:00', roleRankState: 1, roleStatus: true,
  stats: {
    ...counters('like', 10), ...counters('dislike', 0), ...counters('follow', 30), ...counters('block', 1),
    viewCount: 9000, likerCount: 410, dislikerCount: 0, followerCount: 1284, blockerCount: 3,
    postPublishCount: 96, postDigestCount: 4, postLikeCount: 5120, postDislikeCount: 12, postFollowCount: 300, postBlockCount: 2,
    commentPublishCount: 742, commentDigestCount: 6, commentLikeCount: 2100, commentDislikeCount: 9, commentFollowCount: 40, commentBlockCount: 1,
    ...credit(1, 3, 'Reputation', 'pts'), ...credit(2, 2, 'Coins', 'coin'), ...credit(3, 1, 'Badges', 'badges'), ...credit(4, 1, 'Streak', 'days'), ...credit(5, 1, 'Karma', 'points'),
  },
  roles: [{ rid: '3', isMain: true, nicknameColor: '#1f6feb', name: 'Moderator', nameDisplay: true, icon: `${site}/roles/moderator.svg`, iconDisplay: true, status: true }],
  interaction: { ...interactionBase(3), followMeStatus: true, blockMeStatus: false, ...followKeys },
  conversation: { status: true, code: 0, message: '' },
});

const taxonomyTimes = {
  createdDatetime: '2022-03-14 09:30:00', createdTimeAgo: '4 years ago',
  lastPublishPostDateTime: '2026-11-21 08:00:00', lastPublishPostTimeAgo: '1 days ago',
  lastPublishCommentDateTime: '2026-11-22 11:00:00', lastPublishCommentTimeAgo: '1 hours ago',
};
const taxonomyCounts = { viewCount: 50000, likeCount: 900, dislikeCount: 3, followCount: 4210, blockCount: 12, postCount: 1893, postDigestCount: 40, commentCount: 12000, commentDigestCount: 30 };

export const group = () => ({
  gid: 'woodworking', url: `${site}/g/woodworking`, name: 'Woodworking', description: 'Hand tools and joinery.', cover: `${site}/g/woodworking.jpg`, banner: `${site}/g/woodworking-banner.jpg`,
  recommend: true, privacy: 'public', privateEndAfter: 1, visibility: 'visible', parentGid: 'make',
  parentInfo: { gid: 'make', url: `${site}/g/make`, name: 'Make', description: 'Making things.', cover: `${site}/g/make.jpg`, banner: `${site}/g/make-banner.jpg` },
  subgroupCount: 0, ...taxonomyCounts, ...taxonomyTimes, moreInfo: {}, canViewContent: true,
  publishRule: { canPublish: true, allowPost: true, reviewPost: false, allowComment: true, reviewComment: false },
  archives: [], operations: operations(), interaction: { ...interactionBase(true), ...followKeys },
});

export const hashtag = () => ({
  htid: 'restoration', url: `${site}/hashtag/restoration`, name: 'restoration', cover: `${site}/h/restoration.jpg`, description: 'Bringing old things back.',
  ...taxonomyCounts, ...taxonomyTimes, moreInfo: {}, archives: [], operations: operations(), interaction: interactionBase(true),
});

export const geotag = () => ({
  gtid: 'Lx81Qa', url: `${site}/geotag/Lx81Qa`, name: 'Alfama, Lisbon', cover: `${site}/geo/Lx81Qa.jpg`, description: 'Old quarter.',
  placeId: 'ChIJO_PkYRozGQ0R0DaQ5L3rAAQ', placeType: 'neighborhood', mapId: 1, latitude: '38.7223', longitude: '-9.1393',
  continent: 'Europe', continentCode: 'EU', country: 'Portugal', countryCode: 'PT', region: 'Lisboa', regionCode: '11', city: 'Lisbon', cityCode: 'LIS',
  district: 'Alfama', address: 'Rua dos Remédios 12', zip: '1100-441', ...taxonomyCounts, ...taxonomyTimes,
  distance: 3.2, unit: 'km', moreInfo: {}, archives: [], operations: operations(), interaction: interactionBase(true),
});

const contentHead = { contentLength: 118, langTag: 'en', writingDirection: 'ltr', isBrief: false, isMarkdown: false, isAnonymous: false };
const contentCounters = { viewCount: 800, likeCount: 57, dislikeCount: 1, followCount: 9, blockCount: 0, commentCount: 12, commentDigestCount: 1, commentLikeCount: 30, commentDislikeCount: 0, commentFollowCount: 2, commentBlockCount: 0 };
const contentTimes = {
  createdDatetime: '2026-11-20 17:03:29', createdTimeAgo: '2 days ago', editedDatetime: '2026-11-20 18:00:00', editedTimeAgo: '2 days ago', editedCount: 1,
  lastCommentDatetime: '2026-11-22 09:41:07', lastCommentTimeAgo: '2 hours ago', rankState: 1, status: true,
};
const files = () => ({ images: [fileImage()], videos: [], audios: [fileAudio()], documents: [] });
const controls = { isAuthor: false, canEdit: false, canDelete: false };

export const post = (quoted: object | null = null) => ({
  pid: 'p7Hk2QwZ', url: `${site}/p/p7Hk2QwZ`, title: 'Restoring a 1950s workbench', content: "Stripped the old varnish and found the maker's stamp.",
  ...contentHead, stickyState: 1, digestState: 2, ...contentCounters, quoteCount: 2, ...contentTimes,
  readConfig: { isReadLocked: false, previewPercentage: 0, buttonName: 'Unlock', buttonUrl: `${site}/apps/unlock` },
  associatedUserListConfig: { hasUserList: false, userListName: 'Helpers', userListCount: 0, userListUrl: `${site}/apps/list` },
  commentConfig: { visible: true, policy: 5, privacy: 'public', action: { hasActionButton: true, buttonName: 'Sign up', buttonStyle: 'primary', buttonUrl: `${site}/apps/sign-up` } },
  moreInfo: { ipLocation: 'Portugal', deviceName: 'iPhone' }, archives: [], operations: operations(), files: files(), extends: extendContent(),
  group: group(), hashtags: [hashtag()], geotag: geotag(), author: userInfo(), isMultiLevelQuote: false, quotedPost: quoted,
  previewLikeUsers: [userInfo()], previewComments: [], interaction: interactionBase(true), controls, manages: [functionInfo()],
});

export const comment = () => ({
  cid: 'c9Jq4TzP', url: `${site}/c/c9Jq4TzP`, privacy: 'public', content: 'Beautiful result.', ...contentHead, contentLength: 17, isSticky: false, digestState: 1,
  ...contentCounters, ...contentTimes, moreInfo: { ipLocation: 'Spain', deviceName: 'Pixel' },
  activeButton: { hasActiveButton: true, name: 'Vote', style: 'success', appUrl: `${site}/apps/vote` },
  archives: [], operations: operations(), files: files(), extends: extendContent(), hashtags: [hashtag()], geotag: geotag(),
  author: { ...userInfo(), isPostAuthor: false }, previewLikeUsers: [], previewComments: [],
  interaction: { ...interactionBase(true), postAuthorLikeStatus: true },
  replyToPost: post(), replyToComment: null, controls, manages: [],
});
