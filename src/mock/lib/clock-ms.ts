// The mock's clock from what a user gives it (`--now`, the `now` of startMock and of createHandlers): an ISO 8601
// instant with a zone, a Date or epoch milliseconds, kept to the whole second (the API's datetimes have no fractions).

/** A date and time with a zone: without one, the same text would be another instant on another machine. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** Epoch milliseconds of the whole second `now` names, or null when it names none. */
export function clockMs(now: unknown): number | null {
  const ms =
    now instanceof Date
      ? now.getTime()
      : typeof now === 'number'
        ? now
        : typeof now === 'string' && INSTANT.test(now)
          ? Date.parse(now)
          : Number.NaN;
  return Number.isFinite(ms) ? Math.floor(ms / 1000) * 1000 : null;
}
