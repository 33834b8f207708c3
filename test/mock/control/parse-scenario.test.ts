// Scenario bodies: the valid ones read as their canonical scenario, every invalid one is a 10000 error naming the field,
// what it accepts and what it received.
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../../src/mock/control/parse-scenario.js';
import { overridesOf, scenarioText } from '../../../src/mock/control/scenario-overrides.js';

const LANGUAGES = ['en', 'es', 'zh-Hans-SG', 'ar'];

describe('parseScenario', () => {
  it.each([
    [{}, {}],
    [{ total: 0 }, { total: 0 }],
    [
      { lang: 'ar', code: 31505, seed: 7 },
      { code: 31505, seed: 7, lang: 'ar' },
    ],
    [
      { delay: 800, fault: 'malformed', total: null },
      { delay: 800, fault: 'malformed' },
    ],
    [
      { latency: { min: 100, max: 1500 }, faultRate: 0.1, faults: ['reset', 'reset'] },
      { latency: { min: 100, max: 1500 }, faultRate: 0.1, faults: ['reset'] },
    ],
    [{ httpErrors: true }, { httpErrors: true }],
    [
      { data: 'edge', total: 40 },
      { total: 40, data: 'edge' },
    ],
  ])('%j -> %j', (body, expected) => {
    expect(parseScenario(body, LANGUAGES)).toEqual({ ok: true, value: expected });
  });

  it.each([
    [null, 'the scenario must be a JSON object, e.g. {"total":0}; {} resets (received null)'],
    [[], 'the scenario must be a JSON object, e.g. {"total":0}; {} resets (received [])'],
    ['total=0', 'the scenario must be a JSON object, e.g. {"total":0}; {} resets (received "total=0")'],
    [
      { totl: 0 },
      'scenario.totl is not a scenario field; the fields are code, delay, fault, total, seed, lang, data, latency, faultRate, faults, httpErrors',
    ],
    [{ total: -1 }, 'scenario.total must be an integer from 0 to 1000000 (received -1)'],
    [{ total: '0' }, 'scenario.total must be an integer from 0 to 1000000 (received "0")'],
    [{ delay: 30001 }, 'scenario.delay must be an integer from 0 to 30000 (milliseconds) (received 30001)'],
    [
      { code: 0 },
      'scenario.code must be a code of the error catalogue: 10000, 21005, 31501, 31502, 31504, 31505, 31601, 31602, 31603, 404, 405, 500, 502, 504 (received 0)',
    ],
    [{ fault: 'timeout' }, 'scenario.fault must be one of reset, malformed, server-error (received "timeout")'],
    [{ lang: 'fr' }, 'scenario.lang must be a language of the world: en, es, zh-Hans-SG, ar (received "fr")'],
    [{ seed: 1.5 }, 'scenario.seed must be an integer from 0 to 2147483647 (received 1.5)'],
    [
      { latency: { min: 900, max: 100 } },
      'scenario.latency must be {"min": ms, "max": ms} with 0 ≤ min ≤ max ≤ 30000 (received {"min":900,"max":100})',
    ],
    [{ latency: 300 }, 'scenario.latency must be {"min": ms, "max": ms} with 0 ≤ min ≤ max ≤ 30000 (received 300)'],
    [{ faultRate: 2 }, 'scenario.faultRate must be a number from 0 to 1, e.g. 0.1 (received 2)'],
    [
      { faultRate: 0.5, faults: [] },
      'scenario.faults must be a non-empty list of reset, malformed, server-error (received [])',
    ],
    [{ faults: ['reset'] }, 'scenario.faults needs scenario.faultRate (the share of API requests that fail)'],
    [{ httpErrors: 'yes' }, 'scenario.httpErrors must be true or false (received "yes")'],
    [{ data: 'wide' }, 'scenario.data must be one of standard, edge (received "wide")'],
    [
      JSON.parse('{"__proto__":{"total":0}}') as unknown,
      'scenario.__proto__ is not a scenario field; the fields are code, delay, fault, total, seed, lang, data, latency, faultRate, faults, httpErrors',
    ],
  ])('%j is a 10000 error: %s', (body, message) => {
    const parsed = parseScenario(body, LANGUAGES);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect([parsed.error.entry.code, parsed.error.message]).toEqual([10000, message]);
  });
});

describe('what a scenario overrides', () => {
  const startup = { latency: { min: 5, max: 10 }, faultRate: 0.2, faults: ['reset'] as const };

  it.each([
    [{}, null, { preferences: null, chaos: undefined }],
    [{ total: 0, lang: 'ar' }, null, { preferences: { total: 0, lang: 'ar' }, chaos: undefined }],
    [{ data: 'edge' as const }, null, { preferences: { data: 'edge' }, chaos: undefined }],
    [
      { latency: { min: 100, max: 200 } },
      null,
      {
        preferences: null,
        chaos: { latency: { min: 100, max: 200 }, faultRate: 0, faults: ['reset', 'malformed', 'server-error'] },
      },
    ],
    [
      { latency: { min: 100, max: 200 } },
      startup,
      { preferences: null, chaos: { latency: { min: 100, max: 200 }, faultRate: 0.2, faults: ['reset'] } },
    ],
    [
      { faultRate: 0.5 },
      startup,
      {
        preferences: null,
        chaos: { latency: { min: 5, max: 10 }, faultRate: 0.5, faults: ['reset', 'malformed', 'server-error'] },
      },
    ],
    [{ faultRate: 0, latency: { min: 0, max: 0 } }, startup, { preferences: null, chaos: null }],
  ])('%j over %j -> %j', (scenario, chaos, expected) => {
    expect(overridesOf(scenario, chaos)).toEqual(expected);
  });

  it.each([
    [{}, 'none (the start-up settings)'],
    [{ total: 0, delay: 800 }, 'delay=800, total=0'],
    [
      { code: 31505, latency: { min: 100, max: 800 }, faultRate: 0.1, faults: ['reset'], httpErrors: true },
      'code=31505; latency 100-800 ms; 10% of API requests fail (reset); HTTP error statuses',
    ],
  ] as const)('%j reads %s', (scenario, text) => {
    expect(scenarioText(scenario as never)).toBe(text);
  });
});
