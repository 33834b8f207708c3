// Real places for geotags, so that name, address, city, region, country, continent and coordinates agree. Coordinates
// are strings, as the real system sends them.
import type { continents } from './place-row.js';
import { northAmericaRows, southAmericaRows } from './places-americas.js';
import { asiaAfricaOceaniaRows } from './places-asia-africa-oceania.js';
import { europeRows } from './places-europe.js';

export { continents } from './place-row.js';

export interface Place {
  city: string;
  cityCode: string;
  district: string;
  street: string;
  zip: string;
  region: string;
  regionCode: string;
  country: string;
  countryCode: string;
  continentCode: keyof typeof continents;
  latitude: string;
  longitude: string;
}

export const places: readonly Place[] = [
  ...northAmericaRows,
  ...europeRows,
  ...asiaAfricaOceaniaRows,
  ...southAmericaRows,
].map(
  ([
    city,
    cityCode,
    district,
    street,
    zip,
    region,
    regionCode,
    country,
    countryCode,
    continentCode,
    latitude,
    longitude,
  ]) => ({
    city,
    cityCode,
    district,
    street,
    zip,
    region,
    regionCode,
    country,
    countryCode,
    continentCode,
    latitude,
    longitude,
  }),
);
