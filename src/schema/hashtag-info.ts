// Hashtag Info, the real system's common structure for a hashtag (an actionInfo of actionTarget 3, a post's `hashtags`).
import type { Static } from 'typebox';
import { archivesField, operationsField } from './extend-info.js';
import { ContentInteraction } from './interaction-info.js';
import { text } from './json-schema-helpers.js';
import {
  contentCounts,
  detailUrl,
  fileUrl,
  freeFormOrNull,
  named,
  receivedCounts,
  requiredName,
  structure,
  taxonomyTimes,
  textFromNullable,
} from './structure-helpers.js';

export const Hashtag = structure(
  'Hashtag',
  "Hashtag Info, the real system's common structure for a hashtag (not shown in the spec).",
  {
    htid: text('Hashtag ID'),
    url: detailUrl('Detail URL: `{site_url}/{website_hashtag_detail_path}/{htid}`; `null` without site_url'),
    name: requiredName('Hashtag text (hashtags.name, a NOT NULL column, as stored: one text in every language)'),
    cover: fileUrl('Cover image URL', 'hashtags.cover_file_id / cover_file_url'),
    description: textFromNullable(
      'Hashtag intro (a text column, as stored); `null` without one',
      'hashtags.description',
    ),
    ...receivedCounts('hashtag', 'hashtag'),
    ...contentCounts('using the hashtag'),
    ...taxonomyTimes('hashtags'),
    moreInfo: freeFormOrNull('Free-form details (hashtags.more_info)', 'hashtags.more_info'),
    archives: archivesField(),
    operations: operationsField(),
    interaction: named<ContentInteraction>(ContentInteraction),
  },
);

export interface Hashtag extends Static<typeof Hashtag> {}
