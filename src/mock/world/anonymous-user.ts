// The placeholder the real system puts where an anonymous member triggers a notification or authors content.
import type { UserInfo } from '../../schema/index.js';
import { userInteraction } from './generate-interaction.js';
import { emptyStats } from './generate-user-stats.js';
import type { Generation } from './generation-context.js';
import { noRole } from './user-roles.js';

/** The placeholder an anonymous trigger or author gets: identity fields null (assumption anonymous-user). */
export function anonymousUser(g: Generation, foundedMs: number): UserInfo {
  const { site, clock } = g;
  const none = { customizes: [], buttonIcons: [], diversifyImages: [], tips: [] };
  const interaction = userInteraction(g, true, null);
  return {
    fsid: null,
    uid: null,
    username: null,
    url: null,
    nickname: 'Anonymous',
    avatar: `${site.url}/assets/anonymous.png`,
    decorate: null,
    banner: null,
    hasPin: false,
    gender: 1,
    genderCustom: null,
    genderPronoun: null,
    birthday: null,
    birthdayDisplayType: 1,
    bio: null,
    bioHtml: null,
    location: null,
    conversationPolicy: 4,
    commentPolicy: 1,
    verified: false,
    verifiedIcon: null,
    verifiedDesc: null,
    verifiedDateTime: null,
    expired: false,
    expiryDateTime: null,
    registerDateTime: clock.at(foundedMs),
    lastPublishPostDateTime: null,
    lastPublishPostTimeAgo: null,
    lastPublishCommentDateTime: null,
    lastPublishCommentTimeAgo: null,
    lastEditUsernameDateTime: null,
    lastEditNicknameDateTime: null,
    rankState: 1,
    status: true,
    waitDelete: false,
    waitDeleteDateTime: null,
    moreInfo: null,
    archives: [],
    operations: none,
    ...noRole,
    stats: emptyStats(g),
    roles: [],
    interaction: {
      ...interaction,
      likeEnabled: false,
      dislikeEnabled: false,
      followEnabled: false,
      blockEnabled: false,
    },
    conversation: { status: false, code: 0, message: 'Anonymous users cannot be messaged' },
  };
}
