// What the site's apps (plugins) add to the structures: custom fields (archives), operation entries, extension blocks of
// posts and comments, and management entries. Most things carry none; a few carry each kind, as on a real site.
import type {
  ExtendArchiveInfo,
  ExtendContentInfo,
  ExtendFunctionInfo,
  ExtendOperationInfo,
} from '../../schema/index.js';
import { base62 } from '../lib/hash.js';
import { between, DAY_MS, type Generation } from './generation-context.js';

type Operation = ExtendOperationInfo['customizes'][number];
const styles = ['primary', 'secondary', 'success', 'danger', 'warning', 'info'] as const;
const eid = (g: Generation) => base62(g.f.number.int({ min: 0, max: 56_800_235_583 }), 6);

/** A group's, hashtag's, place's, post's or comment's own fields: rarely any. */
export function contentArchives(g: Generation, probability: number): ExtendArchiveInfo[] {
  const { f } = g;
  if (!f.datatype.boolean({ probability })) return [];
  return [
    f.helpers.arrayElement<ExtendArchiveInfo>([
      {
        code: 'difficulty',
        name: 'Difficulty',
        description: 'How hard it is',
        isPrivate: false,
        value: f.helpers.arrayElement([
          { name: 'Easy', value: 'easy' },
          { name: 'Medium', value: 'medium' },
          { name: 'Hard', value: 'hard' },
        ]),
        valueType: 'option',
      },
      {
        code: 'opening-hours',
        name: 'Opening hours',
        description: 'When it is open',
        isPrivate: false,
        value: f.helpers.arrayElement(['09:00–18:00', '10:00–22:00', 'Open all day']),
        valueType: 'string',
      },
      {
        code: 'more',
        name: 'Read more',
        description: 'A page about it',
        isPrivate: false,
        value: `${g.site.url}/wiki/${f.number.int({ min: 100, max: 999 })}`,
        valueType: 'url',
      },
    ]),
  ];
}

function operation(g: Generation, code: string, name: string, displayType: 1 | 2): Operation {
  const { f, site } = g;
  return {
    code,
    style: f.helpers.arrayElement(styles),
    name,
    description: `${name}, from an app of ${site.name}`,
    image: `${site.url}/assets/apps/${code}.png`,
    activeImage: `${site.url}/assets/apps/${code}-active.png`,
    displayType,
    appUrl: displayType === 2 ? `${site.url}/apps/${code}` : null,
  };
}

/** Custom buttons, icons, images and tips: empty for most, one or two entries for some. */
export function operations(g: Generation, probability: number): ExtendOperationInfo {
  const { f } = g;
  const some = (code: string, name: string) =>
    f.datatype.boolean({ probability }) ? [operation(g, code, name, f.helpers.arrayElement([1, 2] as const))] : [];
  return {
    customizes: some('tip-jar', 'Tip jar'),
    buttonIcons: some('share-card', 'Share card'),
    diversifyImages: some('anniversary-frame', 'Anniversary frame'),
    tips: some('new-member', 'New member'),
  };
}

/** Extension blocks of a post or comment: a note, an info card, a poll. */
export function extendContent(g: Generation, probability: number): ExtendContentInfo {
  const { f, site, clock } = g;
  const maybe = (p: number) => f.datatype.boolean({ probability: p * probability });
  const ends = between(f, clock.nowMs - 20 * DAY_MS, clock.nowMs + 20 * DAY_MS);
  const voters = f.number.int({ min: 3, max: 400 });
  const first = f.number.int({ min: 0, max: voters });
  return {
    texts: maybe(0.5)
      ? [
          {
            eid: eid(g),
            image: `${site.url}/assets/apps/notes.png`,
            content: 'Edited to add the **final measurements**.',
            isMarkdown: true,
            viewPosition: 'bottom',
            viewType: 1,
            viewTypeString: 'basic',
            appUrl: `${site.url}/apps/notes`,
          },
        ]
      : [],
    infos: maybe(0.5)
      ? [
          {
            eid: eid(g),
            image: `${site.url}/assets/apps/events.png`,
            title: `${site.name} meetup`,
            titleColor: '#1f6feb',
            descPrimary: f.date.weekday(),
            descPrimaryColor: '#57606a',
            descSecondary: f.location.city(),
            descSecondaryColor: '#57606a',
            buttonName: 'RSVP',
            buttonColor: '#ffffff',
            viewPosition: 'top',
            viewType: 2,
            viewTypeString: 'big',
            appUrl: `${site.url}/apps/events`,
          },
        ]
      : [],
    actions: maybe(0.4)
      ? [
          {
            eid: eid(g),
            image: `${site.url}/assets/apps/polls.png`,
            title: 'Which one should I try next?',
            titleColor: '#24292f',
            viewPosition: 'bottom',
            viewType: 1,
            viewTypeString: 'poll',
            endDateTime: clock.at(ends),
            status: ends > clock.nowMs,
            actionUserCount: voters,
            hasOperated: f.datatype.boolean({ probability: 0.3 }),
            items: [
              { name: 'Option A', key: 'a', value: 'a', actionUserCount: first, hasOperated: false },
              { name: 'Option B', key: 'b', value: 'b', actionUserCount: voters - first, hasOperated: false },
            ],
          },
        ]
      : [],
  };
}

/** Management entries the viewer sees on its own posts and comments (an app to boost or pin them). */
export function manages(g: Generation, isAuthor: boolean): ExtendFunctionInfo[] {
  const { f, site } = g;
  if (!isAuthor || !f.datatype.boolean({ probability: 0.5 })) return [];
  const badge = f.helpers.arrayElement([null, 1, 2, 3] as const);
  return [
    {
      fskey: 'PostBoost',
      icon: `${site.url}/assets/apps/boost.png`,
      name: 'Boost',
      appUrl: `${site.url}/apps/boost`,
      badgeType: badge,
      badgeValue: badge === 2 ? 'New' : badge === 3 ? String(f.number.int({ min: 1, max: 9 })) : null,
    },
  ];
}
