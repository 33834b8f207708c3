// Realistic examples for the document (the shapes the mock serves); a test validates each against its schema.

const author = {
  fsid: 'ava.lindqvist',
  uid: 48213,
  username: 'ava.lindqvist',
  url: 'https://maple-commons.example.com/u/ava.lindqvist',
  nickname: 'Ava Lindqvist',
  avatar: 'https://maple-commons.example.com/assets/avatars/48213.png',
  bio: 'Trail runner, amateur botanist, and perpetual beta tester.',
  verified: true,
  verifiedDesc: 'Community moderator',
  status: true,
  nicknameColor: '#2f6fdf',
  roleName: 'Moderator',
  roles: [{ rid: 3, isMain: true, name: 'Moderator', status: true }],
  stats: { followerCount: 1284, followingCount: 311, postPublishCount: 96, commentPublishCount: 742, likeCount: 5120 },
  registerDateTime: '2023-04-18 08:12:44',
};

const recipient = {
  ...author,
  fsid: 'noah.brennan',
  uid: 10001,
  username: 'noah.brennan',
  url: 'https://maple-commons.example.com/u/noah.brennan',
  nickname: 'Noah Brennan',
  avatar: 'https://maple-commons.example.com/assets/avatars/10001.png',
  bio: 'Building things with wood and code.',
  verified: false,
  verifiedDesc: null,
  nicknameColor: null,
  roleName: 'Member',
  roles: [{ rid: 5, isMain: true, name: 'Member', status: true }],
  stats: { followerCount: 87, followingCount: 140, postPublishCount: 23, commentPublishCount: 158, likeCount: 402 },
};

const post = {
  pid: 'p7Hk2QwZ',
  url: 'https://maple-commons.example.com/p/p7Hk2QwZ',
  title: 'Restoring a 1950s workbench',
  content: 'Stripped the old varnish this weekend and found the original maker\'s stamp under three coats of paint.',
  author: recipient,
  group: {
    gid: 'woodworking',
    url: 'https://maple-commons.example.com/g/woodworking',
    name: 'Woodworking',
    description: 'Hand tools, joinery and shop tips.',
    cover: 'https://maple-commons.example.com/assets/groups/woodworking.jpg',
    postCount: 1893,
    followCount: 4210,
  },
  hashtags: [{ htid: 'restoration', url: 'https://maple-commons.example.com/hashtag/restoration', name: 'restoration', description: 'Bringing old things back.', postCount: 214 }],
  likeCount: 57,
  commentCount: 12,
  createdDatetime: '2026-11-20 17:03:29',
};

export const notificationListExample = {
  code: 0,
  message: 'ok',
  data: {
    pagination: { total: 120, pageSize: 2, currentPage: 1, lastPage: 60 },
    list: [
      {
        nmid: 'nK3b7QzP', type: 3, content: null, isMarkdown: false, isMention: false, isAccessApp: false, appUrl: null,
        actionUser: author, actionUserIsAnonymous: false, actionType: 1, actionTarget: 5, actionInfo: post, contentFsid: null,
        datetime: '11/22/2026 09:41:07', datetimeFormat: '09:41', timeAgo: '18 minutes ago', readStatus: false,
      },
      {
        nmid: 'x2Lm9RtA', type: 1, content: 'Scheduled maintenance on Sunday 02:00–03:00 UTC. Posting will be paused.', isMarkdown: false,
        isMention: false, isAccessApp: false, appUrl: null, actionUser: null, actionUserIsAnonymous: false, actionType: null,
        actionTarget: null, actionInfo: null, contentFsid: null,
        datetime: '11/21/2026 16:00:00', datetimeFormat: '11/21 16:00', timeAgo: '18 hours ago', readStatus: true,
      },
    ],
  },
};

export const configsExcerptExample = {
  code: 0,
  message: 'ok',
  data: {
    site_name: 'Maple Commons',
    site_mode: 'public',
    default_language: 'en',
    current_language_menu: {
      order: 1, langCode: 'en', langName: 'English', continentId: 5, areaStatus: false, areaCode: null, areaName: null,
      langTag: 'en', writingDirection: 'ltr', lengthUnit: 'mi', dateFormat: 'm/d/Y', timeFormatMinute: '{n} minutes ago',
      timeFormatHour: '{n} hours ago', timeFormatDay: '{n} days ago', timeFormatMonth: '{n} months ago',
      timeFormatYear: '{n} years ago', isEnabled: true,
    },
    post_like_enabled: true,
    channel_post_seo: { title: 'Posts · Maple Commons', keywords: 'posts,community', description: 'The latest posts from the community.' },
    website_post_detail_path: 'p',
  },
};

export const errorExamples = {
  invalidParameter: { code: 10000, message: 'pageSize must be an integer from 1 to 30 (received "50")', data: null },
  unknownConfigKey: { code: 10000, message: 'keys: unknown configuration key "site_colour"', data: null },
  accountMissing: { code: 31501, message: 'Account not logged in: X-Core-Aid or X-Core-Aid-Token is empty (X-Core-Aid-Token is missing)', data: null },
  accountTokenWrong: { code: 31505, message: 'Account token is incorrect', data: null },
  userMissing: { code: 31601, message: 'User not logged in: X-Core-Uid or X-Core-Uid-Token is empty (X-Core-Uid is missing)', data: null },
  userTokenWrong: { code: 31603, message: 'User token is incorrect, or the user does not belong to the account', data: null },
  serverError: { code: 500, message: 'Internal server error (simulated fault)', data: null },
} as const;
