// Blind spot 17: relations between fields that the spec implies but states in no one field's type, each broken on
// its own: the kit derives them from the document's descriptions (implied-relations) and holds every answer to them.
import type { Json } from '../independent-server/subjects.js';
import { corpusDefect, onEachItem } from './corpus-defect.js';

/** Every object of a notification's structures, at any depth. */
const eachObject = (n: Json, change: (object: Json) => void) => {
  const visit = (value: unknown): void => {
    if (value === null || typeof value !== 'object') return;
    if (!Array.isArray(value)) change(value as Json);
    for (const inner of Object.values(value)) visit(inner);
  };
  visit(n.actionUser);
  visit(n.actionInfo);
};

export const relationDefects = [
  corpusDefect({
    name: 'appNoticesWithoutTheirUrl',
    breaks: 'system messages that say "visit the app page" (isAccessApp true) without the page (appUrl null)',
    killedBy: 'flagsComeWithWhatTheyPointTo',
    blindSpot: 17,
    defect: onEachItem((n) => n.isAccessApp === true && (n.appUrl = null)),
  }),
  corpusDefect({
    name: 'recommendationsWithoutTheirTarget',
    breaks: 'recommendations (type 2) carry the recommended post in actionInfo, but actionTarget null',
    killedBy: 'dependentFieldsComeWithWhatTheyDependOn',
    blindSpot: 17,
    defect: onEachItem((n) => n.type === 2 && (n.actionTarget = null)),
  }),
  corpusDefect({
    name: 'commentUrlsWithThePostPath',
    breaks: "comments' detail URLs built with website_post_detail_path (a copied line): /p/c… instead of /c/c…",
    killedBy: 'detailUrlsFollowTheirShape',
    blindSpot: 17,
    defect: onEachItem((n) =>
      eachObject(n, (o) => {
        if (typeof o.cid === 'string' && typeof o.url === 'string') o.url = o.url.replace('/c/', '/p/');
      }),
    ),
  }),
  corpusDefect({
    name: 'relativeDetailUrls',
    breaks: 'detail URLs without the site URL ("/p/p…"): the app resolves them against its own origin',
    killedBy: 'detailUrlsFollowTheirShape',
    blindSpot: 17,
    defect: onEachItem((n) =>
      eachObject(n, (o) => {
        if (typeof o.url === 'string') o.url = o.url.replace('https://harbor.example.net', '');
      }),
    ),
  }),
  corpusDefect({
    name: 'nicknameLimitsSwapped',
    breaks: 'nickname_min 30 and nickname_max 2: the two settings saved into each other',
    killedBy: 'minimumsAreAtMostTheirMaximums',
    blindSpot: 17,
    defect: (c) => ({
      configs(request) {
        const answer = c.configs(request);
        const body = answer.body as { data?: Json };
        if (body.data && 'nickname_min' in body.data) body.data = { ...body.data, nickname_min: 30, nickname_max: 2 };
        return answer;
      },
    }),
  }),
];
