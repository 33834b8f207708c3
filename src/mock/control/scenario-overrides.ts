// What a scenario changes in the request core (its overrides), and how the serve log and the control room say it.
import { faultNames, type Scenario, preferenceFields } from '../../schema/index.js';
import type { ChaosConfig } from '../request/chaos.js';
import type { Preferences } from '../request/parse-preferences.js';
import type { RuntimeOverrides } from '../request/runtime-overrides.js';

/** The overrides of a scenario on a server started with `startup` chaos: a scenario field replaces its start-up value. */
export function overridesOf(scenario: Scenario, startup: ChaosConfig | null): RuntimeOverrides {
  const preferences: Preferences = {};
  for (const field of preferenceFields)
    if (scenario[field] !== undefined) (preferences as Record<string, unknown>)[field] = scenario[field];
  let chaos: ChaosConfig | null | undefined;
  if (scenario.latency !== undefined || scenario.faultRate !== undefined) {
    const latency = scenario.latency ?? startup?.latency ?? null;
    const faultRate = scenario.faultRate ?? startup?.faultRate ?? 0;
    // New faults come with a new rate: a rate alone keeps the start-up kinds only when it was given at start-up.
    const faults = scenario.faults ?? (scenario.faultRate === undefined ? startup?.faults : undefined) ?? faultNames;
    const slow = latency !== null && latency.max > 0;
    chaos = slow || faultRate > 0 ? { latency: slow ? latency : null, faultRate, faults } : null;
  }
  return { preferences: Object.keys(preferences).length > 0 ? Object.freeze(preferences) : null, chaos };
}

/** One line: `total=0, delay=800; latency 100-800 ms; 10% of API requests fail (reset); HTTP error statuses`. */
export function scenarioText(scenario: Scenario): string {
  const preferences = preferenceFields
    .filter((f) => scenario[f] !== undefined)
    .map((f) => `${f}=${String(scenario[f])}`)
    .join(', ');
  const parts = [
    preferences,
    scenario.latency ? `latency ${scenario.latency.min}-${scenario.latency.max} ms` : '',
    scenario.faultRate !== undefined
      ? `${+(scenario.faultRate * 100).toFixed(2)}% of API requests fail (${(scenario.faults ?? faultNames).join(', ')})`
      : '',
    scenario.httpErrors === undefined ? '' : scenario.httpErrors ? 'HTTP error statuses' : 'HTTP 200 errors',
  ].filter(Boolean);
  return parts.length === 0 ? 'none (the start-up settings)' : parts.join('; ');
}
