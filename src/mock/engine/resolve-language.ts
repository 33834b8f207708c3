// Picks the language of an answer from the optional X-Core-Client-Lang-Tag header (assumption language-header).
import { LANGUAGE_HEADER } from '../../schema/headers.js';
import type { LanguageEntry } from '../../types.js';
import { failure, ok, quote, type Result } from './api-error.js';

export function resolveLanguage(tag: string | undefined, languages: readonly LanguageEntry[], defaultTag: string): Result<LanguageEntry> {
  const wanted = tag === undefined || tag.trim() === '' ? defaultTag : tag.trim();
  const language = languages.find((l) => l.langTag === wanted);
  if (language) return ok(language);
  return failure('invalidParameter', `${LANGUAGE_HEADER} must be one of ${languages.map((l) => l.langTag).join(', ')} (received ${quote(wanted)})`);
}
