// The run-time scenario of a whole server (`PUT /__core/scenario`): the `Prefer` names every request gets, plus the
// server-wide latency, faults and HTTP error statuses. One TypeBox schema for the document and the validators; the
// plain type of control-types.ts is kept equal to it by a type test.
import Type from 'typebox';
import type { Scenario as ScenarioShape } from './control-types.js';
import { errorCodes } from './error-catalogue.js';
import { oneOfNumbers, oneOfStrings } from './json-schema-helpers.js';
import { dataNames, faultNames, MAX_DELAY_MS, MAX_SEED, MAX_TOTAL } from './preferences.js';

const milliseconds = (description: string) => Type.Integer({ minimum: 0, maximum: MAX_DELAY_MS, description });

export const Latency = Type.Object(
  { min: milliseconds('Shortest added wait, ms'), max: milliseconds('Longest added wait, ms (at least min)') },
  {
    title: 'Latency',
    description: 'Every API answer waits a seeded time in [min, max] ms, as `--latency min-max`.',
    additionalProperties: false,
  },
);

export const Scenario = Type.Object(
  {
    code: Type.Optional(
      oneOfNumbers(errorCodes, 'Every API request answers this code of the error catalogue, as `Prefer: code=`.'),
    ),
    delay: Type.Optional(milliseconds('Every API answer waits this long, as `Prefer: delay=`.')),
    fault: Type.Optional(oneOfStrings(faultNames, 'Every API request suffers this fault, as `Prefer: fault=`.')),
    total: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: MAX_TOTAL,
        description: 'Every account sees a world of this many notifications (0: the empty state), as `Prefer: total=`.',
      }),
    ),
    seed: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: MAX_SEED,
        description: 'Every request sees the world of this seed, as `Prefer: seed=`.',
      }),
    ),
    lang: Type.Optional(
      Type.String({
        minLength: 1,
        description: 'Every request is answered in this language (a `langTag` of the world), as `Prefer: lang=`.',
      }),
    ),
    data: Type.Optional(
      oneOfStrings(
        dataNames,
        'Every request sees this data: `edge` bends the world to break UIs on purpose (nulls, longest strings, right-to-left text, emoji, empty lists, extreme counts), as `Prefer: data=`.',
      ),
    ),
    latency: Type.Optional(Latency),
    faultRate: Type.Optional(
      Type.Number({
        minimum: 0,
        maximum: 1,
        description: 'Share of API requests that fail with one of `faults`, as `--fault-rate`.',
      }),
    ),
    faults: Type.Optional(
      Type.Array(oneOfStrings(faultNames, 'A fault'), {
        minItems: 1,
        uniqueItems: true,
        description: 'Faults `faultRate` picks from (default: all three), as `--faults`.',
      }),
    ),
    httpErrors: Type.Optional(
      Type.Boolean({
        description:
          'Answer validation errors with HTTP 400 and auth errors with 401, as `--http-errors` (false: HTTP 200).',
      }),
    ),
  },
  {
    title: 'Scenario',
    description:
      "What the next API requests get, server-wide, until the next PUT. A request's own `Prefer` header or `__name` twin still wins, name by name. Fields left out (or null) are not part of it: the server's start-up settings apply. `{}` resets.",
    additionalProperties: false,
  },
);

/** The fields of a scenario, in the order the API lists them. */
export const scenarioFields = Object.keys(Scenario.properties) as (keyof ScenarioShape)[];

/** The fields that read as `Prefer` preferences, and those that change the server-wide settings. */
export const preferenceFields = [
  'code',
  'delay',
  'fault',
  'total',
  'seed',
  'lang',
  'data',
] as const satisfies readonly (keyof ScenarioShape)[];
