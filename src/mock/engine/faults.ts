// What a request can be made to suffer, per request (`Prefer`) or server-wide (`--latency`, `--fault-rate`): the names and limits.

/** `reset`: the connection closes with no answer; `malformed`: truncated JSON; `server-error`: HTTP 500 in the envelope. */
export const faultNames = ['reset', 'malformed', 'server-error'] as const;
export type Fault = (typeof faultNames)[number];

/** No answer waits longer than this (a UI test should never hang on the mock). */
export const MAX_DELAY_MS = 30_000;

/** `Prefer: total=n` builds a world of at most this many notifications. */
export const MAX_TOTAL = 1_000_000;

/** `Prefer: seed=n` takes the seeds `--seed` takes. */
export const MAX_SEED = 2 ** 31 - 1;
