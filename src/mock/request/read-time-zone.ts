// Reads the time zone header (assumption time-zone-header): a whole-hour offset from UTC, `+8` or `-5`, as the real
// system's clients send it; `0` or none is UTC. The real system answers a malformed value with a crash (HTTP 500); the
// mock names what it expected instead, in the envelope.
import { TIMEZONE_HEADER, failure, ok, quote, type Result } from '../../schema/index.js';

const HOUR_MS = 3_600_000;

/** The offset in milliseconds: `+14` … `-12` hours (the zones `Etc/GMT-14` … `Etc/GMT+12` the real system reads them as). */
export function readTimeZone(value: string | undefined): Result<number> {
  const v = value?.trim() ?? '';
  if (v === '' || v === '0') return ok(0);
  const match = /^([+-])(0|[1-9][0-9]?)$/.exec(v);
  const hours = match ? Number(match[2]) * (match[1] === '-' ? -1 : 1) : Number.NaN;
  if (!(hours >= -12 && hours <= 14))
    return failure(
      'invalidParameter',
      `${TIMEZONE_HEADER} must be a whole-hour UTC offset from -12 to +14, such as +8 or -5 (received ${quote(v)})`,
    );
  return ok(hours * HOUR_MS);
}
