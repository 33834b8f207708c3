// The placeholder the real system puts where an anonymous member triggers a notification or authors content, or where
// the user is gone (its InteractionHelper::fresnsUserSubstitutionProfile): no identity, no name, no interaction, no
// conversation, `stats` null, and its own few member names (`registerDate`, `lastPublishPost` …).
import type { UserPlaceholder } from '../../schema/index.js';
import type { Site } from './generate-site.js';
import { noRole } from './user-roles.js';
import { appOrigin } from './taxonomy-activity.js';

/** Why a user is replaced: anonymous (its `status` true) or deactivated, deleted (`status` false). */
export type PlaceholderKind = 'anonymous' | 'deactivated';

/**
 * The site's avatar for an anonymous, or a deactivated or deleted user (its `anonymous_avatar`, `deactivate_avatar`): a
 * file URL on the app's origin, so a site without `site_url` answers one too.
 */
export const placeholderAvatar = (site: Site, kind: PlaceholderKind) =>
  `${appOrigin(site)}/assets/${kind === 'anonymous' ? 'anonymous' : 'deactivated'}.png`;

/** The placeholder of a kind (assumption anonymous-user), the same object for every user it stands for. */
export function userPlaceholder(site: Site, kind: PlaceholderKind = 'anonymous'): UserPlaceholder {
  return {
    fsid: null,
    uid: null,
    username: null,
    url: null,
    nickname: null,
    avatar: placeholderAvatar(site, kind),
    decorate: null,
    banner: null,
    hasPin: false,
    gender: 1,
    genderCustom: null,
    genderPronoun: null,
    birthday: null,
    bio: null,
    bioHtml: null,
    location: null,
    conversationPolicy: 1,
    commentPolicy: 1,
    verified: false,
    verifiedIcon: null,
    verifiedDesc: null,
    verifiedDateTime: null,
    expired: false,
    expiryDateTime: null,
    lastPublishPost: null,
    lastPublishComment: null,
    lastEditUsername: null,
    lastEditNickname: null,
    registerDate: null,
    rankState: 1,
    status: kind === 'anonymous',
    waitDelete: false,
    waitDeleteDateTime: null,
    moreInfo: [],
    archives: [],
    operations: { customizes: [], buttonIcons: [], diversifyImages: [], tips: [] },
    extends: { texts: [], infos: [], actions: [] },
    // No role row, as for a member without one; the placeholder's rank state and status are set, not read from one.
    ...noRole,
    roleRankState: 1,
    roleStatus: true,
    stats: null,
    roles: [],
  };
}
