// The real system's code messages per language (its installed code-messages table, read from the running copy), picked
// as its StrHelper::languageContent picks them: the tag's words, else the default language's, else English.
import { describe, expect, it } from 'vitest';
import { apiError, codeMessage, errorInLanguage } from '../../src/schema/index.js';

describe('codeMessage', () => {
  it.each([
    [0, 'en', 'en', 'Success'],
    [0, 'zh-Hans', 'en', '成功'],
    [0, 'zh-Hant', 'en', '成功'],
    [0, 'es', 'en', 'Success'], // a language the pack lacks: the default language's words
    [0, 'zh-Hans-SG', 'en', 'Success'], // tags are matched whole, as the real system's array keys
    [0, 'es', 'zh-Hans', '成功'], // a site whose default is Chinese
    [0, 'es', 'ar', 'Success'], // neither: English, the pack's first
    [31501, 'zh-Hans', 'en', '账号未登录，无权操作'],
    [31601, 'zh-Hant', 'en', '使用者未登入，無權操作'],
    [31603, 'zh-Hans', 'en', '用户登录凭证错误或者不存在'],
    [31505, 'en', 'en', 'Account login token are incorrect or do not exist'],
    [10000, 'zh-Hans', 'en', undefined], // the validator's English, whatever the language
    [21005, 'zh-Hans', 'en', undefined],
    [0, '__proto__', 'en', 'Success'], // a tag naming an object's own machinery is no language
    [0, 'constructor', 'toString', 'Success'],
    [31501, 'hasOwnProperty', '__proto__', 'Account not logged in, Unable to use'],
  ])('code %i in %s (default %s) is %j', (code, tag, defaultTag, words) => {
    expect(codeMessage(code, tag, defaultTag)).toBe(words);
  });
});

describe('errorInLanguage', () => {
  it("words a catalogue error in the request's language and keeps a detail after it", () => {
    expect(errorInLanguage(apiError('userMissing'), 'zh-Hans', 'en').message).toBe('用户未登录，无权操作');
    expect(errorInLanguage(apiError('userTokenWrong', 'expired'), 'zh-Hant', 'en').message).toBe(
      '使用者登入憑證錯誤或者不存在 (expired)',
    );
  });

  it("leaves the validator's messages in English", () => {
    const invalid = apiError('invalidParameter', 'pageSize must be an integer from 1 to 30');
    expect(errorInLanguage(invalid, 'zh-Hans', 'en')).toEqual(invalid);
  });

  it('keeps every English catalogue message the same as the real one (one table, two sources)', () => {
    for (const name of ['accountMissing', 'accountUnknown', 'accountTokenExpired', 'accountTokenWrong'] as const)
      expect(codeMessage(apiError(name).entry.code, 'en', 'en')).toBe(apiError(name).message);
    for (const name of ['userMissing', 'userUnknown', 'userTokenWrong'] as const)
      expect(codeMessage(apiError(name).entry.code, 'en', 'en')).toBe(apiError(name).message);
  });
});
