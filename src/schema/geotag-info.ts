// Geotag Info, the real system's common structure for a place (an actionInfo of actionTarget 4, a post's `geotag`):
// coordinates are strings, as the real system sends them.
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
    latitude: text('Latitude, a decimal string (e.g. `38.7223`)', { pattern: '^-?[0-9]{1,2}(\\.[0-9]+)?$' }),
    longitude: text('Longitude, a decimal string (e.g. `-9.1393`)', { pattern: '^-?[0-9]{1,3}(\\.[0-9]+)?$' }),
    continent: cityField('Continent name'),
    continentCode: cityField('Continent code'),
    country: cityField('Country name'),
    countryCode: cityField('Country code (ISO 3166-1 alpha-2)'),
    region: cityField('Province or state name'),
    regionCode: cityField('Province or state code'),
    city: cityField('City name'),
    cityCode: cityField('City code'),
    district: text('District name'),
    address: text('Street address'),
    zip: cityField('Postal code'),
    ...receivedCounts('place', 'geotag'),
    ...contentCounts('tagged with the place'),
    ...taxonomyTimes('geotags'),
    distance: Type.Number({ description: 'Distance from the viewer, in `unit`', minimum: 0 }),
    unit: oneOfStrings(['km', 'mi'], 'Unit of `distance`: `km` or `mi`'),
    moreInfo: freeFormOrNull('Free-form details (geotags.more_info)', 'geotags.more_info'),
    archives: archivesField(),
    operations: operationsField(),
    interaction: named<ContentInteraction>(ContentInteraction),
  },
);

export interface Geotag extends Static<typeof Geotag> {}
