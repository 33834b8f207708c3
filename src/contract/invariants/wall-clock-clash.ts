// A datetime written as a wall clock and its datetimeFormat at other hours or minutes (Resources › Notification:
// datetimeFormat is datetime formatted for people). Pure.

/** The first h:mm of a text, as [hours mod 12, minutes]. */
const clockOf = (text: string): [number, number] | undefined => {
  const m = /(?:^|[^\d:])(\d{1,2}):(\d\d)(?!\d)/.exec(text);
  return m ? [Number(m[1]) % 12, Number(m[2])] : undefined;
};

/**
 * Whether a datetime written as a wall clock (no offset, no Z) and its datetimeFormat show other times: undefined
 * when not judged (a datetime with an offset may be formatted in another zone; a relative datetimeFormat has no time).
 */
export function wallClockClash(datetime: unknown, formatted: unknown): boolean | undefined {
  if (typeof datetime !== 'string' || typeof formatted !== 'string') return undefined;
  if (/(Z|[+-]\d\d:?\d\d|\b(GMT|UTC)\b)\s*$/i.test(datetime.trim()) || /^\d{9,}$/.test(datetime.trim()))
    return undefined;
  const [a, b] = [clockOf(datetime), clockOf(formatted)];
  if (!a || !b) return undefined;
  return a[0] !== b[0] || a[1] !== b[1];
}
