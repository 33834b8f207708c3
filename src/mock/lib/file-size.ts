// A file's `size` as the real system writes it (`1.46 MB`): its StrHelper::fileSize, which is Laravel's
// Number::fileSize with two decimals: 1024-based units, a unit up once the value passes 0.9 of the next, English digits.

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** ICU's decimal format, as PHP's NumberFormatter ('en', two fraction digits, ties to even) writes it. */
const twoDecimals = new Intl.NumberFormat('en', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  roundingMode: 'halfEven',
} as Intl.NumberFormatOptions);

/** `0 B` for nothing (the real helper's `empty()` case), else e.g. `39.06 KB`, `0.90 KB`, `1.46 MB`. */
export function fileSize(bytes: number): string {
  if (bytes === 0) return '0 B';
  let value = bytes;
  let unit = 0;
  while (value / 1024 > 0.9 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${twoDecimals.format(value)} ${UNITS[unit]}`;
}
