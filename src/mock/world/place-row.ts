// One real place as a row of the places tables: the fields a geotag's name, address and coordinates agree on.

export const continents = {
  AF: 'Africa',
  AS: 'Asia',
  EU: 'Europe',
  NA: 'North America',
  OC: 'Oceania',
  SA: 'South America',
} as const;

export type PlaceRow = [
  city: string,
  cityCode: string,
  district: string,
  street: string,
  zip: string,
  region: string,
  regionCode: string,
  country: string,
  countryCode: string,
  continent: keyof typeof continents,
  lat: string,
  lon: string,
];
