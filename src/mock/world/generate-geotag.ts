// A place of the site as Geotag Info, from the table of real places: a map pick with its city row, or typed by hand.
import type { Geotag } from '../../schema/index.js';
import { base62 } from '../lib/hash.js';
import { detailPaths } from './channel-configs.js';
import { contentArchives, operations } from './generate-extends.js';
import { contentInteraction } from './generate-interaction.js';
import { type Generation } from './generation-context.js';
import { detailUrlOf } from './generate-site.js';

import { VALUE_RATES } from './value-rates.js';
import { placeKinds } from './place-kinds.js';
import { continents, places } from './places.js';

import { activity, appOrigin, some, stateOf, type Particular } from './taxonomy-activity.js';
import { otherLanguagePlace } from './other-language-names.js';

export function geotag(g: Generation, place: (typeof places)[number], index: number, particular: Particular): Geotag {
  const { f, site } = g;
  const kind = f.helpers.arrayElement(placeKinds);
  const gtid = base62(f.number.int({ min: 0, max: 56_800_235_583 }), 6);
  const untranslated = index === particular.untranslated;
  // A place picked on a map has the provider's place id and a city row; one typed by hand has neither (their fields null).
  const city = f.datatype.boolean({ probability: VALUE_RATES.geotagMapped });
  return {
    gtid,
    url: detailUrlOf(site, detailPaths.geotag, gtid),
    // Named only in another language: the language-content helper answers that language's name.
    name: untranslated ? otherLanguagePlace(kind.name, place.city) : `${kind.name}, ${place.city}`,
    cover: some(g, VALUE_RATES.geotagCover, `${appOrigin(site)}/assets/geotags/${gtid}.jpg`),
    description: untranslated
      ? null
      : some(g, VALUE_RATES.taxonomyDescription, `${kind.name} in ${place.district}, ${place.city}.`),
    placeId: city
      ? `ChIJ${base62(f.number.int({ min: 0, max: 2 ** 40 }), 8)}${base62(f.number.int({ min: 0, max: 2 ** 40 }), 8)}`
      : null,
    placeType: kind.type,
    mapId: 1,
    // DECIMAL(12,8) columns: the store's driver answers them, a decimal string on MySQL, a number on SQLite.
    latitude: site.store === 'sqlite' ? Number(place.latitude) : place.latitude,
    longitude: site.store === 'sqlite' ? Number(place.longitude) : place.longitude,
    cityId: city ? places.indexOf(place) + 1 : null, // the city row's id: null with the row's fields when there is none
    continent: city ? continents[place.continentCode] : null,
    continentCode: city ? place.continentCode : null,
    country: city ? place.country : null,
    countryCode: city ? place.countryCode : null,
    region: city ? place.region : null,
    regionCode: city ? place.regionCode : null,
    city: city ? place.city : null,
    cityCode: city ? place.cityCode : null,
    district: city ? place.district : null, // from the map's location info: a place typed by hand has none
    address: `${place.street}, ${place.zip} ${place.city}`,
    zip: city ? place.zip : null,
    ...activity(g, 'geotag', 800, stateOf(index, particular)),
    moreInfo: some(g, VALUE_RATES.taxonomyMoreInfo, {}),
    archives: contentArchives(g, 0.2),
    operations: operations(g, 0.05),
    // After the extends, as the real system answers (its key order); neither draws, so the sequence is the same.
    distance: null, // only a request that sends the viewer's location gets one: the notification list sends none
    unit: g.lengthUnit,
    interaction: contentInteraction(g, 'geotag', false),
  };
}
