// Picks the language of an answer (assumption language-header): the header's tag when the site is multilingual and has
// that language, else the default language, never an error, as the real system; the mock's own `lang` preference is strict.
import { LANGUAGE_HEADER, type LanguageEntry, failure, ok, quote, type Result } from '../../schema/index.js';

/** The header's language: an unknown tag, or any tag while `language_status` is off, reads as the default language. */
export function languageOfHeader(
  tag: string | undefined,
  languages: readonly LanguageEntry[],
  defaultTag: string,
  multilingual: boolean,
): LanguageEntry {
  const wanted = multilingual ? tag?.trim() : undefined;
  return (
    languages.find((l) => l.langTag === wanted) ?? languages.find((l) => l.langTag === defaultTag) ?? languages[0]!
  );
}

/** The `lang` preference's language: the mock's control, so an unknown tag is an error naming the site's languages. */
export function languageOfPreference(
  tag: string,
  languages: readonly LanguageEntry[],
  label: string = LANGUAGE_HEADER,
): Result<LanguageEntry> {
  const language = languages.find((l) => l.langTag === tag.trim());
  if (language) return ok(language);
  return failure(
    'invalidParameter',
    `${label} must be one of ${languages.map((l) => l.langTag).join(', ')} (received ${quote(tag.trim())})`,
  );
}

/**
 * The tag the real system words its code messages in (AppHelper::getLangTag; assumption code-messages): the header as
 * sent, even a tag the site does not offer, while the site is multilingual, else the default language; the mock's `lang`
 * preference wins. So `zh-Hans` reads `成功` on a site whose languages are English and Spanish.
 */
export function messageTag(
  preferred: LanguageEntry | null,
  tag: string | undefined,
  multilingual: boolean,
  defaultTag: string,
): string {
  if (preferred !== null) return preferred.langTag;
  return multilingual && tag && tag !== '0' ? tag : defaultTag; // PHP's empty(): '' and '0' are none
}
