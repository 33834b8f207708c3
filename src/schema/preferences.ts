// The mock's scenario vocabulary: the `Prefer` preferences it knows, the faults a request can suffer (per request or
// server-wide with `--fault-rate`), and their limits. The engine, the CLI and the document all read it from here.

/** The preferences the mock knows, in the order `Preference-Applied` lists them. Other tokens are ignored (RFC 7240 §2). */
export const preferenceNames = ['code', 'delay', 'fault', 'total', 'seed', 'lang'] as const;
export type PreferenceName = (typeof preferenceNames)[number];

/** `reset`: the connection closes with no answer; `malformed`: truncated JSON; `server-error`: HTTP 500 in the envelope. */
export const faultNames = ['reset', 'malformed', 'server-error'] as const;
export type Fault = (typeof faultNames)[number];

/** No answer waits longer than this (a UI test should never hang on the mock). */
export const MAX_DELAY_MS = 30_000;

/** `Prefer: total=n` builds a world of at most this many notifications. */
export const MAX_TOTAL = 1_000_000;

/** `Prefer: seed=n` takes the seeds `--seed` takes. */
export const MAX_SEED = 2 ** 31 - 1;
