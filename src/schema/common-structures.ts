// The mock's shapes for the common structures the spec leaves "not shown" (User Info, group, hashtag, geotag,
// post, comment): the real system's fields. Documented examples only; the contract accepts any object there.
import Type, { type Static } from 'typebox';
import { flag, nullable, text, whole } from './json-schema-helpers.js';

const identity = (schema: Parameters<typeof nullable>[0]) => nullable(schema, 'anonymous-user');

export const UserRole = Type.Object(
  { rid: whole('Role ID'), isMain: flag('Main role'), name: text('Role name'), status: flag('Role active') },
  { title: 'UserRole' },
);

export const UserStats = Type.Object(
  {
    followerCount: whole('Followers'),
    followingCount: whole('Users followed'),
    postPublishCount: whole('Posts published'),
    commentPublishCount: whole('Comments published'),
    likeCount: whole('Likes received'),
  },
  { title: 'UserStats', additionalProperties: true },
);

export const UserInfo = Type.Object(
  {
    fsid: identity(text('Public user identifier (`null` for an anonymous placeholder)')),
    uid: identity(whole('Numeric user ID, 5 digits')),
    username: identity(text('Username')),
    url: identity(text('Profile URL: `{site_url}/{website_user_detail_path}/{fsid}`')),
    nickname: text('Nickname'),
    avatar: text('Avatar URL'),
    bio: text('Bio'),
    verified: flag('Verified user'),
    verifiedDesc: nullable(text('Verification description'), 'common-structures'),
    status: flag('Account active'),
    nicknameColor: nullable(text('Nickname color of the main role'), 'common-structures'),
    roleName: text('Main role name'),
    roles: Type.Array(UserRole, { description: 'Roles; the first is the main one' }),
    stats: UserStats,
    registerDateTime: text('Registration time (`Y-m-d H:i:s`)'),
  },
  { title: 'UserInfo', description: "The mock's User Info (the real system's common structure; not shown in the spec).", additionalProperties: true },
);

export const Group = Type.Object(
  {
    gid: text('Group ID'),
    url: text('Detail URL: `{site_url}/{website_group_detail_path}/{gid}`'),
    name: text('Group name'),
    description: text('Description'),
    cover: text('Cover image URL'),
    postCount: whole('Posts in the group'),
    followCount: whole('Followers of the group'),
  },
  { title: 'Group', description: "The mock's group structure (not shown in the spec).", additionalProperties: true },
);

export const Hashtag = Type.Object(
  {
    htid: text('Hashtag ID'),
    url: text('Detail URL: `{site_url}/{website_hashtag_detail_path}/{htid}`'),
    name: text('Hashtag name'),
    description: text('Description'),
    postCount: whole('Posts with the hashtag'),
  },
  { title: 'Hashtag', description: "The mock's hashtag structure (not shown in the spec).", additionalProperties: true },
);

export const Geotag = Type.Object(
  {
    gtid: text('Geotag ID'),
    url: text('Detail URL: `{site_url}/{website_geotag_detail_path}/{gtid}`'),
    name: text('Place name'),
    latitude: Type.Number({ description: 'Latitude' }),
    longitude: Type.Number({ description: 'Longitude' }),
    city: text('City'),
    countryCode: text('ISO 3166-1 alpha-2 country code'),
    postCount: whole('Posts at the place'),
  },
  { title: 'Geotag', description: "The mock's geotag structure (not shown in the spec).", additionalProperties: true },
);

export const Post = Type.Object(
  {
    pid: text('Post ID'),
    url: text('Detail URL: `{site_url}/{website_post_detail_path}/{pid}`'),
    title: text('Title'),
    content: text('Brief of the content (at most 280 characters)', { maxLength: 280 }),
    author: UserInfo,
    group: nullable(Group, 'common-structures'),
    hashtags: Type.Array(Hashtag),
    likeCount: whole('Likes'),
    commentCount: whole('Comments'),
    createdDatetime: text('Creation time (`Y-m-d H:i:s`)'),
  },
  { title: 'Post', description: "The mock's post structure (not shown in the spec).", additionalProperties: true },
);

export const Comment = Type.Object(
  {
    cid: text('Comment ID'),
    url: text('Detail URL: `{site_url}/{website_comment_detail_path}/{cid}`'),
    pid: text('ID of the post the comment belongs to'),
    content: text('Brief of the content (at most 280 characters)', { maxLength: 280 }),
    author: UserInfo,
    likeCount: whole('Likes'),
    createdDatetime: text('Creation time (`Y-m-d H:i:s`)'),
  },
  { title: 'Comment', description: "The mock's comment structure (not shown in the spec).", additionalProperties: true },
);

export type UserInfo = Static<typeof UserInfo>;
export type Group = Static<typeof Group>;
export type Hashtag = Static<typeof Hashtag>;
export type Geotag = Static<typeof Geotag>;
export type Post = Static<typeof Post>;
export type Comment = Static<typeof Comment>;
