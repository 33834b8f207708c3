// Request headers: the four X-Core-* credentials (spec, Authentication) and the language and time zone headers (assumed).

export interface AuthHeader {
  /** The header's name as the spec writes it. */
  name: string;
  /** Name of its securityScheme in the document. */
  scheme: string;
  /** The spec's placeholder. */
  placeholder: string;
  description: string;
}

/** Spec › Authentication: the notification list requires all four, in public and private mode. */
export const authHeaders = [
  { name: 'X-Core-Aid', scheme: 'aid', placeholder: '<AID>', description: 'Account ID.' },
  { name: 'X-Core-Aid-Token', scheme: 'aidToken', placeholder: '<AID_TOKEN>', description: 'Account login token.' },
  { name: 'X-Core-Uid', scheme: 'uid', placeholder: '<UID>', description: "User ID of one of the account's users." },
  { name: 'X-Core-Uid-Token', scheme: 'uidToken', placeholder: '<UID_TOKEN>', description: 'User login token.' },
] as const satisfies readonly AuthHeader[];

export type AuthHeaderName = (typeof authHeaders)[number]['name'];

/** Assumption language-header: picks the language of current_language_menu, dates and timeAgo. */
export const LANGUAGE_HEADER = 'X-Core-Client-Lang-Tag';

/** Assumption time-zone-header: a whole-hour UTC offset (`+8`, `-5`) that shifts every datetime of the list. */
export const TIMEZONE_HEADER = 'X-Core-Client-Timezone';

/**
 * A langTag as real clients send it: `<langCode>[-<areaCode>]` (spec: language_menus' langTag), where a langCode is a
 * language with an optional script (`en`, `zh-Hans`) and an areaCode a region (`SG`, `419`): `en`, `pt-BR`, `zh-Hans-SG`.
 */
export const LANG_TAG_PATTERN = '^[A-Za-z]{2,3}(-[A-Za-z]{4})?(-([A-Za-z]{2}|[0-9]{3}))?$';

/** Longest langTag the pattern allows (`abc-Abcd-123`): a header value beyond it is no client's. */
export const LANG_TAG_MAX_LENGTH = 12;
