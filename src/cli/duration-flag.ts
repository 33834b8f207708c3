// Durations on the command line: a number with a unit (1500ms, 90s, 1.5m, 1h), or a bare number of milliseconds
// (what --timeout and --deadline always took, so scripts written for them keep working).
import { UsageError, type FlagValues } from './flags.js';

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
const DURATION = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)?$/;

/** Milliseconds of a duration text, or undefined when it is none. */
export function parseDuration(text: string): { ms: number; bare: boolean } | undefined {
  const match = DURATION.exec(text.trim().toLowerCase());
  if (!match) return undefined;
  return { ms: Math.round(Number(match[1]) * UNITS[match[2] ?? 'ms']!), bare: match[2] === undefined };
}

/** How a duration reads in messages: 1500 ms, 90 s, 2 min. */
export const shownDuration = (ms: number): string =>
  ms % 60_000 === 0 && ms >= 60_000
    ? `${ms / 60_000} min`
    : ms % 1000 === 0 && ms >= 1000
      ? `${ms / 1000} s`
      : `${ms} ms`;

/** Reads a duration flag within bounds (in ms). */
export function durationFlag(values: FlagValues, name: string, min: number, max: number): number | undefined {
  const raw = values[name];
  if (raw === undefined) return undefined;
  const parsed = typeof raw === 'string' ? parseDuration(raw) : undefined;
  if (!parsed)
    throw new UsageError(
      `--${name} must be a duration such as 1500ms, 90s or 2m (a bare number is milliseconds) (received ${JSON.stringify(raw)})`,
    );
  if (parsed.ms < min || parsed.ms > max)
    throw new UsageError(
      `--${name} must be from ${shownDuration(min)} to ${shownDuration(max)} (received ${JSON.stringify(raw)}, ${shownDuration(parsed.ms)})`,
    );
  return parsed.ms;
}

/** A bare number that reads like seconds (below one second): the note that says how it was read. */
export function bareDurationNote(values: FlagValues, name: string): string | undefined {
  const raw = values[name];
  const parsed = typeof raw === 'string' ? parseDuration(raw) : undefined;
  if (!parsed?.bare || parsed.ms >= 1000) return undefined;
  return `--${name} ${String(raw).trim()} is read as ${parsed.ms} ms (a bare number is milliseconds); write ${String(raw).trim()}s for seconds`;
}
