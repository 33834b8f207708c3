// Real places for geotags, so that name, city, country and coordinates agree.

export interface Place {
  city: string;
  countryCode: string;
  latitude: number;
  longitude: number;
}

export const places: readonly Place[] = [
  { city: 'Portland', countryCode: 'US', latitude: 45.5152, longitude: -122.6784 },
  { city: 'Austin', countryCode: 'US', latitude: 30.2672, longitude: -97.7431 },
  { city: 'Toronto', countryCode: 'CA', latitude: 43.6532, longitude: -79.3832 },
  { city: 'Mexico City', countryCode: 'MX', latitude: 19.4326, longitude: -99.1332 },
  { city: 'Lisbon', countryCode: 'PT', latitude: 38.7223, longitude: -9.1393 },
  { city: 'Barcelona', countryCode: 'ES', latitude: 41.3874, longitude: 2.1686 },
  { city: 'Lyon', countryCode: 'FR', latitude: 45.764, longitude: 4.8357 },
  { city: 'Utrecht', countryCode: 'NL', latitude: 52.0907, longitude: 5.1214 },
  { city: 'Leipzig', countryCode: 'DE', latitude: 51.3397, longitude: 12.3731 },
  { city: 'Edinburgh', countryCode: 'GB', latitude: 55.9533, longitude: -3.1883 },
  { city: 'Kraków', countryCode: 'PL', latitude: 50.0647, longitude: 19.945 },
  { city: 'Istanbul', countryCode: 'TR', latitude: 41.0082, longitude: 28.9784 },
  { city: 'Cairo', countryCode: 'EG', latitude: 30.0444, longitude: 31.2357 },
  { city: 'Nairobi', countryCode: 'KE', latitude: -1.2921, longitude: 36.8219 },
  { city: 'Dubai', countryCode: 'AE', latitude: 25.2048, longitude: 55.2708 },
  { city: 'Bengaluru', countryCode: 'IN', latitude: 12.9716, longitude: 77.5946 },
  { city: 'Singapore', countryCode: 'SG', latitude: 1.3521, longitude: 103.8198 },
  { city: 'Taipei', countryCode: 'TW', latitude: 25.033, longitude: 121.5654 },
  { city: 'Kyoto', countryCode: 'JP', latitude: 35.0116, longitude: 135.7681 },
  { city: 'Seoul', countryCode: 'KR', latitude: 37.5665, longitude: 126.978 },
  { city: 'Melbourne', countryCode: 'AU', latitude: -37.8136, longitude: 144.9631 },
  { city: 'Wellington', countryCode: 'NZ', latitude: -41.2865, longitude: 174.7762 },
  { city: 'Buenos Aires', countryCode: 'AR', latitude: -34.6037, longitude: -58.3816 },
  { city: 'São Paulo', countryCode: 'BR', latitude: -23.5505, longitude: -46.6333 },
];

export const placeKinds = ['Central Library', 'Old Town', 'Harbour Market', 'Botanical Garden', 'Riverside Trail', 'Makerspace', 'Night Market', 'Railway Station'];
