// Geotag Info, the real system's common structure for a place (an actionInfo of actionTarget 4, a post's `geotag`):
// coordinates are strings, as the real system sends them.
import Type, { type Static } from 'typebox';
import { archivesField, operationsField } from './extend-info.js';
import { ContentInteraction } from './interaction-info.js';
import { oneOfStrings, text, whole } from './json-schema-helpers.js';
import { contentCounts, freeForm, named, receivedCounts, structure, taxonomyTimes } from './structure-helpers.js';

export const Geotag = structure('Geotag', "Geotag Info, the real system's common structure for a place (not shown in the spec).", {
  gtid: text('Geotag ID'),
  url: text('Detail URL: `{site_url}/{website_geotag_detail_path}/{gtid}`'),
  name: text('Place name'),
  cover: text('Cover image URL'),
  description: text('Place intro'),
  placeId: text('Place ID at the map provider'),
  placeType: text('Place type at the map provider'),
  mapId: whole('Map provider ID (the real system numbers them 1 to 10)', { minimum: 1, maximum: 10 }),
  latitude: text('Latitude, a decimal string (e.g. `38.7223`)', { pattern: '^-?[0-9]{1,2}(\\.[0-9]+)?$' }),
  longitude: text('Longitude, a decimal string (e.g. `-9.1393`)', { pattern: '^-?[0-9]{1,3}(\\.[0-9]+)?$' }),
  continent: text('Continent name'),
  continentCode: text('Continent code'),
  country: text('Country name'),
  countryCode: text('Country code (ISO 3166-1 alpha-2)'),
  region: text('Province or state name'),
  regionCode: text('Province or state code'),
  city: text('City name'),
  cityCode: text('City code'),
  district: text('District name'),
  address: text('Street address'),
  zip: text('Postal code'),
  ...receivedCounts('place'),
  ...contentCounts('tagged with the place'),
  ...taxonomyTimes(),
  distance: Type.Number({ description: "Distance from the viewer, in `unit`", minimum: 0 }),
  unit: oneOfStrings(['km', 'mi'], 'Unit of `distance`: `km` or `mi`'),
  moreInfo: freeForm('Free-form details (geotags.more_info)'),
  archives: archivesField(),
  operations: operationsField(),
  interaction: named<ContentInteraction>(ContentInteraction),
});

export interface Geotag extends Static<typeof Geotag> {}
