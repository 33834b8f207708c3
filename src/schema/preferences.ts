// The mock's scenario vocabulary: the `Prefer` preferences it knows, the faults a request can suffer (per request or
// server-wide with `--fault-rate`), and their limits. The engine, the CLI and the document all read it from here.

/** The preferences the mock knows, in the order `Preference-Applied` lists them. Other tokens are ignored (RFC 7240 §2). */
export const preferenceNames = ['code', 'delay', 'fault', 'total', 'seed', 'lang', 'data'] as const;
export type PreferenceName = (typeof preferenceNames)[number];

/** `reset`: the connection closes with no answer; `malformed`: truncated JSON; `server-error`: HTTP 500 in the envelope. */
export const faultNames = ['reset', 'malformed', 'server-error'] as const;
export type Fault = (typeof faultNames)[number];

/**
 * `standard`: the world as generated; `edge`: the same world bent to break UIs on purpose (every nullable field null or
 * at its widest, strings at the configs' limits, right-to-left text, emoji sequences, combining marks, empty lists, zero
 * and huge counts, anonymous authors, disabled targets, image-only content), every value still valid for the document.
 */
export const dataNames = ['standard', 'edge'] as const;
export type DataName = (typeof dataNames)[number];

/** No answer waits longer than this (a UI test should never hang on the mock). */
export const MAX_DELAY_MS = 30_000;

/** `Prefer: total=n` builds a world of at most this many notifications. */
export const MAX_TOTAL = 1_000_000;

/** `Prefer: seed=n` takes the seeds `--seed` takes. */
export const MAX_SEED = 2 ** 31 - 1;
