// Group Info, the real system's common structure for a group (an actionInfo of actionTarget 2, a post's `group`).
import type { Static } from 'typebox';
import { archivesField, operationsField } from './extend-info.js';
import { GroupInteraction } from './interaction-info.js';
import { flag, oneOfNumbers, oneOfStrings, text } from './json-schema-helpers.js';
import { contentCounts, count, freeForm, named, part, privacy, receivedCounts, structure, structureOrNull, taxonomyTimes, textOrNull } from './structure-helpers.js';

const parentInfo = part('Short summary of the parent group', {
  gid: text('Parent group ID'),
  url: text('Parent page URL'),
  name: text('Parent name'),
  description: text('Parent intro'),
  cover: text('Parent cover URL'),
  banner: text('Parent banner URL'),
});

export const Group = structure(
  'Group',
  "Group Info, the real system's common structure for a group (not shown in the spec). It names no creator or admins (those are other endpoints).",
  {
    gid: text('Group ID'),
    url: text('Detail URL: `{site_url}/{website_group_detail_path}/{gid}`'),
    name: text('Group name'),
    description: text('Group intro'),
    cover: text('Cover image URL'),
    banner: text('Banner image URL'),
    recommend: flag('Recommended group'),
    privacy: privacy('Privacy'),
    privateEndAfter: oneOfNumbers([1, 2, 3], 'When a private membership ends: `1` no limit, `2` hide all, `3` hide new content'),
    visibility: oneOfStrings(['visible', 'hidden'], 'Findable (`visible`) or not (`hidden`)'),
    parentGid: textOrNull('Parent group ID; `null` for a top-level group'),
    parentInfo: structureOrNull(parentInfo, 'Short summary of the parent group; `null` for a top-level group'),
    subgroupCount: count('Child groups'),
    ...receivedCounts('group'),
    ...contentCounts('inside the group'),
    ...taxonomyTimes(),
    moreInfo: freeForm('Free-form details (groups.more_info)'),
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
