// Run-time overrides of a running mock's request core (the control API's scenario): preferences every request gets
// unless it names them itself, and latency and faults in place of the start-up ones. Read on every request.
import type { ChaosConfig } from './chaos.js';
import { NO_PREFERENCES, type Preferences } from './parse-preferences.js';

export interface RuntimeOverrides {
  /** Preferences every request gets unless its own `Prefer` header or twin names them; null: none. */
  preferences: Readonly<Preferences> | null;
  /** Latency and faults in place of the start-up chaos (null: none at all); undefined: the start-up chaos. */
  chaos: ChaosConfig | null | undefined;
}

/**
 * A request's own preferences over the overrides' ones, and those over the start-up ones (`serve --data edge`), name by
 * name: what the request asks for wins.
 */
export function withDefaultPreferences(
  own: Readonly<Preferences>,
  defaults: Readonly<Preferences> | null,
  startup: Readonly<Preferences> | null = null,
): Readonly<Preferences> {
  const base = startup === null ? defaults : defaults === null ? startup : { ...startup, ...defaults };
  if (base === null) return own;
  return own === NO_PREFERENCES ? base : { ...base, ...own };
}
