// The site's bulletins (`bulletin_contents`), dated before the clock; colours as the real system's installer writes them.
import type { Faker } from '@faker-js/faker';
import type { BulletinEntry } from '../../schema/index.js';
import { formatPhpDate } from '../../php-date/index.js';
import type { Site } from './generate-site.js';

const DAY_MS = 86_400_000;

/**
 * Three bulletins, each with a title colour and no description colour: the real system's installed bulletin has both so
 * (spec: titleColor and descriptionColor are a colour code or null; the edge world sends the nulls).
 */
export function siteBulletins(f: Faker, site: Site, nowMs: number): BulletinEntry[] {
  const day = (daysAgo: number) => formatPhpDate('Y-m-d', nowMs - daysAgo * DAY_MS);
  return [
    {
      date: day(f.number.int({ min: 1, max: 4 })),
      title: 'New: notification filters',
      titleColor: '#1f6feb',
      description: 'Filter your notifications by type and mark them read from the list.',
      descriptionColor: null,
      buttonName: 'Try it',
      buttonLink: `${site.url}/notifications`,
    },
    {
      date: day(f.number.int({ min: 8, max: 15 })),
      title: `${site.name} meetup in ${f.location.city()}`,
      titleColor: '#57606a',
      description: 'Join members for an afternoon of show-and-tell. Free entry.',
      descriptionColor: null,
      buttonName: 'RSVP',
      buttonLink: `${site.url}/events`,
    },
    {
      date: day(f.number.int({ min: 25, max: 40 })),
      title: 'Community guidelines updated',
      titleColor: '#cf222e',
      description: 'We clarified the rules on self-promotion and added an appeals process.',
      descriptionColor: null,
      buttonName: 'Read',
      buttonLink: `${site.url}/guidelines`,
    },
  ];
}
