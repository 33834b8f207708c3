// The English data the world's faker draws from: faker's English definitions of the categories the world's generators
// reach (f.location.city, f.person.firstName, f.food.dish …). The build evaluates this module ahead (scripts/build.mjs),
// so a start reads these 130 KB of data instead of faker's whole English locale (380 KB: airlines, animals, music …).
import type { LocaleDefinition } from '@faker-js/faker';
import { faker as english } from '@faker-js/faker/locale/en';

/**
 * The categories whose data the world's faker reads (a test finds every `f.<category>.` call of the world's
 * generators here); the rest of faker's data comes from its base locale, which the world reads none of.
 */
export const ENGLISH_CATEGORIES = ['company', 'date', 'food', 'hacker', 'location', 'person'] as const;

export const englishDefinitions: LocaleDefinition = Object.fromEntries(
  ENGLISH_CATEGORIES.map((category) => [category, english.rawDefinitions[category] ?? {}]),
);
