// The kinds of place a geotag names (a library, a market …), with the map provider's place type.

/** Kinds of place a geotag names, with the map provider's place type. */
export const placeKinds: readonly { name: string; type: string }[] = [
  { name: 'Central Library', type: 'library' },
  { name: 'Old Town', type: 'neighborhood' },
  { name: 'Harbour Market', type: 'market' },
  { name: 'Botanical Garden', type: 'park' },
  { name: 'Riverside Trail', type: 'hiking_area' },
  { name: 'Makerspace', type: 'point_of_interest' },
  { name: 'Night Market', type: 'market' },
  { name: 'Railway Station', type: 'train_station' },
];
