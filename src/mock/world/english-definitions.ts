// The English data the world's faker draws from: faker's English definitions, only the entries the world's generators
// read (f.location.city, f.person.firstName, f.food.dish …). The build evaluates this module ahead (scripts/build.mjs),
// so a start reads these 70 KB of data instead of faker's whole English locale (380 KB: airlines, animals, music …).
import type { LocaleDefinition } from '@faker-js/faker';
import { faker as english } from '@faker-js/faker/locale/en';

/**
 * The entries the world's faker reads, by category (what its calls read, patterns included: `location.city` draws a
 * `city_pattern` naming `person.first_name` …). A test holds worlds of many seeds drawn with these to those drawn
 * with the whole locale; an entry missing here makes faker throw, naming it.
 */
export const ENGLISH_ENTRIES = {
  company: ['adjective', 'descriptor', 'noun'],
  date: ['weekday'],
  food: ['adjective', 'dish', 'dish_pattern', 'ethnic_category', 'fruit', 'ingredient', 'meat', 'spice', 'vegetable'],
  hacker: ['adjective', 'noun', 'verb'],
  location: ['city_name', 'city_pattern', 'city_prefix', 'city_suffix', 'country'],
  person: [
    'first_name',
    'job_area',
    'job_descriptor',
    'job_title_pattern',
    'job_type',
    'last_name',
    'last_name_pattern',
  ],
} as const;

const definitions = english.rawDefinitions as Record<string, Record<string, unknown>>;

export const englishDefinitions: LocaleDefinition = Object.fromEntries(
  Object.entries(ENGLISH_ENTRIES).map(([category, entries]) => [
    category,
    Object.fromEntries(entries.map((entry) => [entry, definitions[category]![entry]])),
  ]),
);
