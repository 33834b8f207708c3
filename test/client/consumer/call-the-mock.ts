// A frontend's client for the Community Service API as the real system and the mock answer it, written the way an
// openapi-typescript + openapi-fetch user writes it: the types are generated from the mock document, which types the
// real system's structures (generated/mock.d.ts), and `code === 0` tells a page from an error.
import createClient from 'openapi-fetch';
import type { components, paths } from './generated/mock.js';

type Notification = components['schemas']['Notification'];
type UserInfo = components['schemas']['UserInfo'];

/**
 * The document says which fields the real system answers null: a bio is `string | null` (and absent only when a filter
 * removed it). This line compiles only while the document keeps bio nullable.
 */
const noBio: Exclude<UserInfo['bio'], undefined> = null;

/** A user with a profile: not the placeholder of an anonymous or deactivated one, not a filtered-out `[]`. */
const isProfile = (user: Notification['actionUser']): user is UserInfo =>
  user !== null && !Array.isArray(user) && user.fsid !== null && user.fsid !== undefined;

/** A bio's length, tested for null first (most users have none). */
export const bioLength = (user: UserInfo): number =>
  user.bio === undefined || user.bio === noBio ? 0 : user.bio.length;

/** A notification whose actionInfo shows its target: not one without a target, nor one the real system does not show. */
type Shown = Exclude<Notification, { actionInfo: null | unknown[] }>;
/** The real system shows no target when there is none (null), it was deleted (null), or a whitelist kept nothing ([]). */
const isShown = (n: Notification): n is Shown => n.actionInfo !== null && !Array.isArray(n.actionInfo);

/** What a notification is about: testing actionTarget (and type, for a quote with actionTarget 4) gives actionInfo its structure. */
export function subjectOf(n: Notification): string {
  if (!isShown(n)) return n.actionTarget === null ? 'nothing' : 'nothing shown';
  switch (n.actionTarget) {
    case 1:
      return `user ${n.actionInfo.nickname ?? '?'} (${n.actionInfo.stats?.followerCount ?? 0} followers)`;
    case 2:
      return `group ${n.actionInfo.name ?? '?'}`;
    case 3:
      return `hashtag #${n.actionInfo.name ?? '?'}`;
    case 4:
      return n.type === 9
        ? `quoted post ${n.actionInfo.pid ?? '?'}`
        : `place ${n.actionInfo.latitude ?? '?'},${n.actionInfo.longitude ?? '?'}`;
    case 5:
      return `post ${n.actionInfo.pid ?? '?'} by ${n.actionInfo.author?.nickname ?? '?'}`;
    case 6:
      return `comment ${n.actionInfo.cid ?? '?'} on post ${n.actionInfo.replyToPost?.pid ?? '?'}`;
  }
}

export type PageOutcome =
  | {
      ok: true;
      status: number;
      total: number;
      lastPage: number;
      subjects: string[];
      usersWithoutBio: number;
      bioLengths: number;
    }
  | { ok: false; status: number; code: components['schemas']['ErrorEnvelope']['code']; message: string };

/** One page of the notification list, or the error the server answered (in a 200 envelope, or as HTTP 4xx/5xx). */
export async function notificationPage(
  baseUrl: string,
  headers: Record<string, string>,
  query: paths['/api/core/v1/notification/list']['get']['parameters']['query'] = {},
): Promise<PageOutcome> {
  const client = createClient<paths>({ baseUrl });
  const { data, error, response } = await client.GET('/api/core/v1/notification/list', { params: { query }, headers });
  const body = data ?? error;
  if (body === undefined) throw new Error(`no body (HTTP ${response.status})`);
  if (body.code === 0) {
    // openapi-fetch's Readable<> drops the properties whose only type is null (actionTarget and actionInfo of a
    // notification without target): the list is read as the document's own Notification type.
    const { pagination, list } = body.data;
    // No trigger user (null), a whitelist that kept nothing of it ([]), or the real system's placeholder for an
    // anonymous or deactivated one (fsid null): only the others are users with a profile.
    const users = (list as Notification[]).flatMap((n) => (isProfile(n.actionUser) ? [n.actionUser] : []));
    const usersWithoutBio = users.filter((u) => u.bio === null).length;
    const bioLengths = users.reduce((sum, u) => sum + bioLength(u), 0);
    return {
      ok: true,
      status: response.status,
      total: pagination.total,
      lastPage: pagination.lastPage,
      subjects: (list as Notification[]).map(subjectOf),
      usersWithoutBio,
      bioLengths,
    };
  }
  return { ok: false, status: response.status, code: body.code, message: body.message };
}

/** The cache keys a client polls, narrowed to the success branch. */
export async function cacheKeys(
  baseUrl: string,
): Promise<{ cacheDatetime: string | undefined; cacheMinutes: number | null | undefined }> {
  const { data } = await createClient<paths>({ baseUrl }).GET('/api/core/v1/global/configs', {
    params: { query: { keys: 'cache_datetime,cache_minutes' } },
  });
  if (data === undefined || data.code !== 0) throw new Error('the configs were not answered');
  // keys naming no key answer the real system's empty array; these keys exist, so an object comes back.
  if (Array.isArray(data.data)) throw new Error('the configs answered no key');
  return { cacheDatetime: data.data.cache_datetime ?? undefined, cacheMinutes: data.data.cache_minutes };
}
