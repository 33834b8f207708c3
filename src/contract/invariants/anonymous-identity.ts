// What an anonymous trigger may still show (Resources › Notification › actionUserIsAnonymous "Trigger user is
// anonymous"): no identity. A placeholder holds its identity fields null, empty, a guest id or a word for "nobody".

/** What reveals who a user is (the real system's names and common others); a placeholder holds them null. */
export const IDENTITY_KEYS = new Set([
  'uid',
  'fsid',
  'username',
  'uidOrUsername',
  'url',
  'id',
  'userId',
  'user_id',
  'handle',
  'email',
  'phone',
  'mobile',
]);

/** Words placeholders use for "nobody in particular", in the languages sites run in. */
const NOBODY = /anonym|anónim|anonim|guest|匿名|аноним|مجهول|נעלם|익명/i;

/** What an anonymous placeholder may hold where an identity would be: null, empty, a guest id (0, -1, "0", "-1"), or
 *  a value saying "anonymous" or "guest" (in any of several languages): no user has that id or name as their own. */
export const isPlaceholder = (value: unknown) =>
  value === null ||
  value === '' ||
  (typeof value === 'number' && value <= 0) ||
  (typeof value === 'string' && (/^\s*(?:0+|-\d+)\s*$/.test(value) || NOBODY.test(value)));

/** The identity an anonymous actionUser leaks, as `key value`, or undefined. */
export function leakedIdentity(actionUser: Record<string, unknown>): [string, unknown] | undefined {
  return Object.entries(actionUser).find(([key, value]) => IDENTITY_KEYS.has(key) && !isPlaceholder(value));
}
