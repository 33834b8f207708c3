// The rules of the relations the spec implies between fields (implied-relations derives them from the document's
// descriptions; judge-relations applies them to every answer). All `spec`: each rests on the spec's own words.
import type { InvariantRule } from './invariant-rule.js';

const rule = (r: InvariantRule): InvariantRule => r;

export const relationRules = {
  flagsComeWithWhatTheyPointTo: rule({
    name: 'flagsComeWithWhatTheyPointTo',
    endpoint: 'notifications',
    provenance: 'spec',
    source: 'Resources › Notification › isAccessApp (Whether to visit an app (plugin) page), appUrl (App page URL)',
    why: 'A client that is told to visit a page needs the page: isAccessApp true without an appUrl leads nowhere.',
  }),
  dependentFieldsComeWithWhatTheyDependOn: rule({
    name: 'dependentFieldsComeWithWhatTheyDependOn',
    endpoint: 'notifications',
    provenance: 'spec',
    source: 'Resources › Notification › actionInfo (its structure depends on actionTarget)',
    why: 'Clients read actionInfo by actionTarget: an actionInfo without its actionTarget cannot be read.',
  }),
  detailUrlsFollowTheirShape: rule({
    name: 'detailUrlsFollowTheirShape',
    endpoint: 'notifications',
    provenance: 'spec',
    source:
      'Resources › Configuration item › Paths (a detail URL has the shape {site_url}/{website_<entity>_detail_path}/{identifier}; for a post the pid)',
    why: 'A link to a post, a user or a group opens its page only when it is built from the site URL and the path the configs give.',
  }),
  minimumsAreAtMostTheirMaximums: rule({
    name: 'minimumsAreAtMostTheirMaximums',
    endpoint: 'configs',
    provenance: 'spec',
    source:
      'Resources › Configuration item › User: default and edit rules (username_min, username_max, nickname_min, nickname_max)',
    why: 'A sign-up form checks a name against its minimum and maximum length: a minimum above the maximum refuses every name.',
  }),
} as const;
