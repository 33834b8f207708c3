// The real system's words for its codes in each language of its installed pack (Fresns v3.6.2, its code-messages
// table): success and the account and user errors are translated; `10000` and `21005` carry its validator's English in
// every language (measured), so they have no entry here (assumption code-messages).
import type { ApiError } from './api-error.js';

type Words = Readonly<Record<string, string>>;

const words = (en: string, hans: string, hant: string): Words => ({ en, 'zh-Hans': hans, 'zh-Hant': hant });

const codeMessages: ReadonlyMap<number, Words> = new Map([
  [0, words('Success', '成功', '成功')],
  [31501, words('Account not logged in, Unable to use', '账号未登录，无权操作', '賬號未登入，無權操作')],
  [31502, words('Wrong account or record not exist', '账号错误或者不存在', '賬號錯誤或者不存在')],
  [
    31504,
    words(
      'Login token is no longer valid, please login again',
      '登录凭证已失效，请重新登录',
      '登入憑證已失效，請重新登入',
    ),
  ],
  [
    31505,
    words(
      'Account login token are incorrect or do not exist',
      '账号登录凭证错误或者不存在',
      '賬號登入憑證錯誤或者不存在',
    ),
  ],
  [31601, words('User not logged in, Unable to use', '用户未登录，无权操作', '使用者未登入，無權操作')],
  [31602, words('Wrong user or record not exist', '用户错误或者不存在', '使用者錯誤或者不存在')],
  [
    31603,
    words(
      'User login token are incorrect or do not exist',
      '用户登录凭证错误或者不存在',
      '使用者登入憑證錯誤或者不存在',
    ),
  ],
]);

/**
 * The message of `code` for a request in `langTag`, picked as the real system picks it (StrHelper::languageContent): the
 * tag's own words, else the default language's, else the first (English); undefined for a code it does not translate.
 */
export function codeMessage(code: number, langTag: string, defaultTag: string): string | undefined {
  const byLanguage = codeMessages.get(code);
  if (!byLanguage) return undefined;
  // Own entries only: the tag is what the request sent (`__proto__`, `constructor` name no language).
  const wordsIn = (tag: string) => (Object.hasOwn(byLanguage, tag) ? byLanguage[tag] : undefined);
  return wordsIn(langTag) ?? wordsIn(defaultTag) ?? byLanguage.en;
}

/** An error in the request's language: its catalogue words translated, a detail after them kept. */
export function errorInLanguage(error: ApiError, langTag: string, defaultTag: string): ApiError {
  const translated = codeMessage(error.entry.code, langTag, defaultTag);
  if (translated === undefined || !error.message.startsWith(error.entry.message)) return error;
  return { ...error, message: translated + error.message.slice(error.entry.message.length) };
}
