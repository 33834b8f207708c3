// Real places for geotags, so that name, address, city, region, country, continent and coordinates agree. Coordinates
// are strings, as the real system sends them.

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

export const continents = { AF: 'Africa', AS: 'Asia', EU: 'Europe', NA: 'North America', OC: 'Oceania', SA: 'South America' } as const;

type Row = [city: string, cityCode: string, district: string, street: string, zip: string, region: string, regionCode: string, country: string, countryCode: string, continent: Place['continentCode'], lat: string, lon: string];

const rows: Row[] = [
  ['Portland', 'PDX', 'Pearl District', '801 SW 10th Ave', '97205', 'Oregon', 'OR', 'United States', 'US', 'NA', '45.5152', '-122.6784'],
  ['Austin', 'AUS', 'Downtown', '710 W Cesar Chavez St', '78701', 'Texas', 'TX', 'United States', 'US', 'NA', '30.2672', '-97.7431'],
  ['Toronto', 'YTO', 'Kensington Market', '160 Baldwin St', 'M5T 3K7', 'Ontario', 'ON', 'Canada', 'CA', 'NA', '43.6532', '-79.3832'],
  ['Mexico City', 'MEX', 'Coyoacán', 'Calle Allende 45', '04000', 'Ciudad de México', 'CMX', 'Mexico', 'MX', 'NA', '19.4326', '-99.1332'],
  ['Lisbon', 'LIS', 'Alfama', 'Rua dos Remédios 12', '1100-441', 'Lisboa', '11', 'Portugal', 'PT', 'EU', '38.7223', '-9.1393'],
  ['Barcelona', 'BCN', 'Gràcia', 'Carrer de Verdi 32', '08012', 'Catalonia', 'CT', 'Spain', 'ES', 'EU', '41.3874', '2.1686'],
  ['Lyon', 'LYS', 'Vieux Lyon', '7 Rue Saint-Jean', '69005', 'Auvergne-Rhône-Alpes', 'ARA', 'France', 'FR', 'EU', '45.7640', '4.8357'],
  ['Utrecht', 'UTC', 'Binnenstad', 'Oudegracht 158', '3511 AZ', 'Utrecht', 'UT', 'Netherlands', 'NL', 'EU', '52.0907', '5.1214'],
  ['Leipzig', 'LEJ', 'Plagwitz', 'Karl-Heine-Straße 50', '04229', 'Saxony', 'SN', 'Germany', 'DE', 'EU', '51.3397', '12.3731'],
  ['Edinburgh', 'EDI', 'Old Town', '52 Grassmarket', 'EH1 2JR', 'Scotland', 'SCT', 'United Kingdom', 'GB', 'EU', '55.9533', '-3.1883'],
  ['Kraków', 'KRK', 'Kazimierz', 'ul. Szeroka 6', '31-053', 'Lesser Poland', '12', 'Poland', 'PL', 'EU', '50.0647', '19.9450'],
  ['Istanbul', 'IST', 'Kadıköy', 'Moda Cd. 114', '34710', 'Istanbul', '34', 'Türkiye', 'TR', 'AS', '41.0082', '28.9784'],
  ['Cairo', 'CAI', 'Zamalek', '26 July St 15', '11211', 'Cairo', 'C', 'Egypt', 'EG', 'AF', '30.0444', '31.2357'],
  ['Nairobi', 'NBO', 'Westlands', 'Woodvale Grove 4', '00800', 'Nairobi County', '30', 'Kenya', 'KE', 'AF', '-1.2921', '36.8219'],
  ['Dubai', 'DXB', 'Al Fahidi', 'Al Fahidi St 21', '00000', 'Dubai', 'DU', 'United Arab Emirates', 'AE', 'AS', '25.2048', '55.2708'],
  ['Bengaluru', 'BLR', 'Indiranagar', '100 Feet Rd 12', '560038', 'Karnataka', 'KA', 'India', 'IN', 'AS', '12.9716', '77.5946'],
  ['Singapore', 'SIN', 'Tiong Bahru', '55 Tiong Bahru Rd', '168716', 'Central Region', '01', 'Singapore', 'SG', 'AS', '1.3521', '103.8198'],
  ['Taipei', 'TPE', 'Da’an', 'Yongkang St 10', '106', 'Taipei City', 'TPE', 'Taiwan', 'TW', 'AS', '25.0330', '121.5654'],
  ['Kyoto', 'UKY', 'Higashiyama', '294 Gionmachi', '605-0073', 'Kyoto', '26', 'Japan', 'JP', 'AS', '35.0116', '135.7681'],
  ['Seoul', 'SEL', 'Mapo-gu', 'Yanghwa-ro 160', '04050', 'Seoul', '11', 'South Korea', 'KR', 'AS', '37.5665', '126.9780'],
  ['Melbourne', 'MEL', 'Fitzroy', '218 Gertrude St', '3065', 'Victoria', 'VIC', 'Australia', 'AU', 'OC', '-37.8136', '144.9631'],
  ['Wellington', 'WLG', 'Te Aro', '87 Cuba St', '6011', 'Wellington', 'WGN', 'New Zealand', 'NZ', 'OC', '-41.2865', '174.7762'],
  ['Buenos Aires', 'BUE', 'Palermo', 'Honduras 4800', 'C1414', 'Buenos Aires', 'C', 'Argentina', 'AR', 'SA', '-34.6037', '-58.3816'],
  ['São Paulo', 'SAO', 'Vila Madalena', 'Rua Aspicuelta 300', '05433-010', 'São Paulo', 'SP', 'Brazil', 'BR', 'SA', '-23.5505', '-46.6333'],
];

export const places: readonly Place[] = rows.map(([city, cityCode, district, street, zip, region, regionCode, country, countryCode, continentCode, latitude, longitude]) => ({
  city, cityCode, district, street, zip, region, regionCode, country, countryCode, continentCode, latitude, longitude,
}));

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
