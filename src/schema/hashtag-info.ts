// Hashtag Info, the real system's common structure for a hashtag (an actionInfo of actionTarget 3, a post's `hashtags`).
import type { Static } from 'typebox';
import { archivesField, operationsField } from './extend-info.js';
import { ContentInteraction } from './interaction-info.js';
import { text } from './json-schema-helpers.js';
import { contentCounts, freeForm, named, receivedCounts, structure, taxonomyTimes } from './structure-helpers.js';

export const Hashtag = structure('Hashtag', "Hashtag Info, the real system's common structure for a hashtag (not shown in the spec).", {
  htid: text('Hashtag ID'),
  url: text('Detail URL: `{site_url}/{website_hashtag_detail_path}/{htid}`'),
  name: text('Hashtag text'),
  cover: text('Cover image URL'),
  description: text('Hashtag intro'),
  ...receivedCounts('hashtag'),
  ...contentCounts('using the hashtag'),
  ...taxonomyTimes(),
  moreInfo: freeForm('Free-form details (hashtags.more_info)'),
  archives: archivesField(),
  operations: operationsField(),
  interaction: named<ContentInteraction>(ContentInteraction),
});

export interface Hashtag extends Static<typeof Hashtag> {}
