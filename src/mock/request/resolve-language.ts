// Picks the language of an answer from the optional X-Core-Client-Lang-Tag header (assumption language-header).
import { LANGUAGE_HEADER, type LanguageEntry, failure, ok, quote, type Result } from '../../schema/index.js';

/** `label` names where the tag came from in the error message: the header, or the `lang` preference. */
export function resolveLanguage(
  tag: string | undefined,
  languages: readonly LanguageEntry[],
  defaultTag: string,
  label: string = LANGUAGE_HEADER,
): Result<LanguageEntry> {
  const wanted = tag === undefined || tag.trim() === '' ? defaultTag : tag.trim();
  const language = languages.find((l) => l.langTag === wanted);
  if (language) return ok(language);
  return failure(
    'invalidParameter',
    `${label} must be one of ${languages.map((l) => l.langTag).join(', ')} (received ${quote(wanted)})`,
  );
}
