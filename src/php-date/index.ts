// The face of src/php-date/: PHP date() formats (the languages' `dateFormat`), written by the mock and read back by
// the mock's fixtures check, the contract kit and the proxy.
export { compileDateFormat, dateParts, formatPhpDate, withoutYear } from './format-php-date.js';
export type { CompiledFormat, DateParts } from './format-php-date.js';
export { phpDatetimeReader } from './read-php-date.js';
export type { DatetimeReader } from './read-php-date.js';
