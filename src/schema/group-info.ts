// Group Info, the real system's common structure for a group (an actionInfo of actionTarget 2, a post's `group`).
import type { Static } from 'typebox';
import { archivesField, operationsField } from './extend-info.js';
import { GroupInteraction } from './interaction-info.js';
import { flag, oneOfNumbers, text } from './json-schema-helpers.js';
import {
  contentCounts,
  count,
  detailUrl,
  fileUrl,
  freeFormOrNull,
  languageText,
  named,
  part,
  privacy,
  realNull,
  receivedCounts,
  requiredName,
  structure,
  structureOrNull,
  taxonomyTimes,
} from './structure-helpers.js';

const parentInfo = part('Short summary of the parent group', {
  gid: text('Parent group ID'),
  url: text(
    'Parent page URL: `{site_url}/{website_group_detail_path}/{gid}`, the app URL without site_url (never null)',
  ),
  name: requiredName('Parent name'),
  description: languageText('Parent intro', 'groups.description'),
  cover: fileUrl('Parent cover URL', 'groups.cover_file_id / cover_file_url'),
  banner: fileUrl('Parent banner URL', 'groups.banner_file_id / banner_file_url'),
});

export const Group = structure(
  'Group',
  "Group Info, the real system's common structure for a group (not shown in the spec). It names no creator or admins (those are other endpoints).",
  {
    gid: text('Group ID'),
    url: detailUrl('Detail URL: `{site_url}/{website_group_detail_path}/{gid}`; `null` without site_url'),
    name: requiredName('Group name'),
    description: languageText('Group intro', 'groups.description'),
    cover: fileUrl('Cover image URL', 'groups.cover_file_id / cover_file_url'),
    banner: fileUrl('Banner image URL', 'groups.banner_file_id / banner_file_url'),
    recommend: flag('Recommended group'),
    privacy: privacy('Privacy'),
    privateEndAfter: oneOfNumbers(
      [1, 2, 3],
      'When a private membership ends: `1` no limit, `2` hide all, `3` hide new content',
    ),
    visibility: oneOfNumbers(
      [1, 2],
      'Findable: `1` visible, `2` hidden (the column as stored; the docs say the strings `visible`/`hidden`, the running system sends the number)',
    ),
    parentGid: realNull(
      text('Parent group ID; `null` for a top-level group (most groups)'),
      'groups.parent_id (a top-level group has none)',
    ),
    parentInfo: structureOrNull(parentInfo, 'Short summary of the parent group; `null` for a top-level group'),
    subgroupCount: count('Child groups'),
    ...receivedCounts('group', 'group'),
    ...contentCounts('inside the group'),
    ...taxonomyTimes('groups'),
    moreInfo: freeFormOrNull('Free-form details (groups.more_info)', 'groups.more_info'),
    canViewContent: flag('The viewer may read its content'),
    publishRule: part("The viewer's publishing rights", {
      canPublish: flag('Anyone may publish (false: nobody may)'),
      allowPost: flag('The viewer may post'),
      reviewPost: flag('Posts need review'),
      allowComment: flag('The viewer may comment'),
      reviewComment: flag('Comments need review'),
    }),
    archives: archivesField(),
    operations: operationsField(),
    interaction: named<GroupInteraction>(GroupInteraction),
  },
);

export interface Group extends Static<typeof Group> {}
