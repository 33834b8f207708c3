// Configuration keys: User names, default and edit rules, Publish, Content names, Interaction switches,
// Default homepage, User content visibility and the profile list family.
import Type from 'typebox';
import {
  defaultHomepages,
  entities,
  entityPlurals,
  interactionActions,
  profileDefaultHomepages,
  profileVerbs,
} from './config-vocabulary.js';
import {
  ASSUMPTION,
  SPEC_RELAXED,
  crossFamily,
  flag,
  oneOfNumbers,
  oneOfStrings,
  text,
  whole,
} from './json-schema-helpers.js';

/** The kinds of file the real system knows (its File Info `type` 1 to 4, by name). */
export const conversationFileKinds = ['image', 'video', 'audio', 'document'] as const;

export const userNameKeys = {
  user_name: text('Custom label: identity name'),
  user_uid_name: text('Custom label: ID name'),
  user_username_name: text('Custom label: display name'),
  user_nickname_name: text('Custom label: nickname name'),
  user_role_name: text('Custom label: role name'),
  user_bio_name: text('Custom label: bio name'),
};

const profileDefaultHomepage = oneOfStrings(
  profileDefaultHomepages,
  'Default content list when a user home page is visited: `posts`, `comments`, `likers`, `dislikers`, `followers`, `blockers`, or `<verb>_<plural>` for the verbs likes/dislikes/following/blocking and the six plurals',
);

export const userRuleKeys = {
  user_identifier: oneOfStrings(['uid', 'username'], 'User identifier type: `uid` or `username`'),
  username_min: whole('Username minimum length', { minimum: 0 }),
  username_max: whole('Username maximum length', { minimum: 0 }),
  username_edit: whole('Username modification interval, in days', { minimum: 0 }),
  nickname_min: whole('Nickname minimum length', { minimum: 0 }),
  nickname_max: whole('Nickname maximum length', { minimum: 0 }),
  nickname_edit: whole('Nickname modification interval, in days', { minimum: 0 }),
  nickname_unique: flag('Nicknames must be unique'),
  user_ban_names: Type.Array(Type.String(), { description: 'Banned names' }),
  bio_length: whole('Bio character limit', { minimum: 0 }),
  bio_support_mention: flag('Bio supports mentions'),
  bio_support_hashtag: flag('Bio supports hashtags'),
  conversation_status: flag('Conversation feature enabled'),
  conversation_files: Type.Array(
    oneOfStrings(conversationFileKinds, 'A file kind: `image`, `video`, `audio` or `document`'),
    {
      description: 'File types supported by conversations: the kinds of file a direct message may carry',
      uniqueItems: true,
      [ASSUMPTION]: 'conversation-files',
      [SPEC_RELAXED]: { type: 'array' },
    },
  ),
  profile_default_homepage: profileDefaultHomepage,
};

export const publishKeys = {
  post_editor_service: text('Post editor URL'),
  comment_editor_service: text('Comment editor URL'),
};

export const contentNameKeys = {
  group_name: text('Custom group name'),
  hashtag_name: text('Custom hashtag name'),
  geotag_name: text('Custom geotag name'),
  post_name: text('Custom post name'),
  comment_name: text('Custom comment name'),
  publish_post_name: text('Publish-post action name'),
  publish_comment_name: text('Publish-comment action name'),
  mention_status: flag('Mentions enabled'),
  hashtag_status: flag('Hashtags enabled'),
  hashtag_format: oneOfNumbers([1, 2], '`1` form `#hashtag`; `2` form `#hashtag#`'),
  hashtag_length: whole('Hashtag length', { minimum: 0 }),
};

/** `{target}_{action}_enabled`: 24 Boolean switches. */
export const interactionSwitchKeys = crossFamily(
  entities,
  interactionActions,
  (target, action) => `${target}_${action}_enabled` as const,
  (target, action) => flag(`Enables the ${action} action on ${target}s (interaction switch)`),
);

export const defaultHomepageKeys = {
  default_homepage: oneOfStrings(
    defaultHomepages,
    'Default homepage: `portal`, `user`, `group`, `hashtag`, `geotag`, `post` or `comment`',
  ),
  profile_default_homepage: profileDefaultHomepage,
};

const publicRecord = (who: string) =>
  oneOfNumbers([1, 2, 3], `Visibility of the users who ${who} them: \`1\` not public; \`2\` only me; \`3\` public`);

export const contentVisibilityKeys = {
  profile_posts_enabled: flag("Show a user's posts"),
  profile_comments_enabled: flag("Show a user's comments"),
  user_like_public_record: publicRecord('liked'),
  user_dislike_public_record: publicRecord('disliked'),
  user_follow_public_record: publicRecord('followed'),
  user_block_public_record: publicRecord('blocked'),
  profile_likers_name: text('Label of the likers list'),
  profile_dislikers_name: text('Label of the dislikers list'),
  profile_followers_name: text('Label of the followers list'),
  profile_blockers_name: text('Label of the blockers list'),
  profile_followers_you_follow_enabled: flag('Followers-you-know list enabled'),
  profile_followers_you_follow_name: text('Label of the followers-you-know list'),
};

/** `profile_{verb}_{es}_enabled` and `profile_{verb}_{es}_name`: 24 pairs. */
export const profileListKeys = {
  ...crossFamily(
    profileVerbs,
    entityPlurals,
    (verb, plural) => `profile_${verb}_${plural}_enabled` as const,
    (verb, plural) => flag(`Show a user's ${verb} list of ${plural}`),
  ),
  ...crossFamily(
    profileVerbs,
    entityPlurals,
    (verb, plural) => `profile_${verb}_${plural}_name` as const,
    (verb, plural) => text(`Label of a user's ${verb} list of ${plural}`),
  ),
};
