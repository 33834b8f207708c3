// Geotag Info, the real system's common structure for a place (an actionInfo of actionTarget 4, a post's `geotag`):
// coordinates are DECIMAL columns, sent as the site's store reads them (strings on MySQL, numbers on SQLite).
import Type, { type Static } from 'typebox';
import { archivesField, operationsField } from './extend-info.js';
import { ContentInteraction } from './interaction-info.js';
import { oneOfStrings, text, whole } from './json-schema-helpers.js';
import {
  contentCounts,
  detailUrl,
  fileUrl,
  freeFormOrNull,
  languageText,
  named,
  realNull,
  receivedCounts,
  structure,
  taxonomyTimes,
} from './structure-helpers.js';

/**
 * A coordinate: a DECIMAL column, which the real system sends as the store's driver reads it: a decimal string on
 * MySQL, MariaDB and PostgreSQL (the docs' type), a number on SQLite. Clients accept both.
 */
const coordinate = (what: string, example: string, pattern: string) =>
  Type.Unsafe<string | number>({
    type: ['string', 'number'],
    pattern,
    description: `${what}: a decimal string (e.g. \`${example}\`), or a number where the site's database returns DECIMAL columns as numbers (SQLite)`,
  });

/** Fields of the geotag's city row: null when the geotag has no city row. */
const cityField = (description: string) =>
  realNull(text(`${description}; \`null\` without a city row`), 'city row missing');

export const Geotag = structure(
  'Geotag',
  "Geotag Info, the real system's common structure for a place (not shown in the spec).",
  {
    gtid: text('Geotag ID'),
    url: detailUrl('Detail URL: `{site_url}/{website_geotag_detail_path}/{gtid}`; `null` without site_url'),
    name: languageText('Place name', 'geotags.name'),
    cover: fileUrl('Cover image URL', 'geotags.cover_file_id / cover_file_url'),
    description: languageText('Place intro', 'geotags.description'),
    placeId: realNull(text('Place ID at the map provider; `null` when not from a map provider'), 'geotags.place_id'),
    placeType: text('Place type at the map provider'),
    mapId: whole('Map provider ID (the real system numbers them 1 to 10)', { minimum: 1, maximum: 10 }),
    latitude: coordinate('Latitude', '38.72230000', '^-?[0-9]{1,2}(\\.[0-9]+)?$'),
    longitude: coordinate('Longitude', '-9.13930000', '^-?[0-9]{1,3}(\\.[0-9]+)?$'),
    cityId: realNull(whole('ID of the city row; `null` without one'), 'city row missing'),
    continent: cityField('Continent name'),
    continentCode: cityField('Continent code'),
    country: cityField('Country name'),
    countryCode: cityField('Country code (ISO 3166-1 alpha-2)'),
    region: cityField('Province or state name'),
    regionCode: cityField('Province or state code'),
    city: cityField('City name'),
    cityCode: cityField('City code'),
    district: languageText('District name', 'geotags.district'),
    address: languageText('Street address', 'geotags.address'),
    zip: cityField('Postal code'),
    ...receivedCounts('place', 'geotag'),
    ...contentCounts('tagged with the place'),
    ...taxonomyTimes('geotags'),
    distance: realNull(
      Type.Number({
        description: 'Distance from the viewer, in `unit`; `null` when the request gave no location',
        minimum: 0,
      }),
      'no location in the request',
    ),
    unit: oneOfStrings(['km', 'mi'], 'Unit of `distance`: `km` or `mi`'),
    moreInfo: freeFormOrNull('Free-form details (geotags.more_info)', 'geotags.more_info'),
    archives: archivesField(),
    operations: operationsField(),
    interaction: named<ContentInteraction>(ContentInteraction),
  },
);

export interface Geotag extends Static<typeof Geotag> {}
