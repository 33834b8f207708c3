// The boundary and invalid classes of one documented parameter, derived from its schema (type, enum, bounds, pattern,
// length): what to send, and the readings a server that tolerates the value may give it. An answer must then be a
// rejection, or exactly the answer to one of those readings; a value the spec itself allows is judged as asked.
import type { DocumentedInput, InputSchema } from './documented-inputs.js';

export type InputClass =
  | 'whitespace'
  | 'repeated'
  | 'past 32 bits'
  | 'empty'
  | 'above maximum'
  | 'non-numeric'
  | 'zero'
  | 'negative'
  | 'letter case'
  | 'past 2^53'
  | 'exponent'
  | 'decimal'
  | 'other value'
  | 'unicode'
  | 'percent-encoded junk'
  | 'past maxLength'
  | 'unknown key'
  | 'leading zero';

/** Classes in the order a run samples them (the ones that find most bugs first). */
export const CLASS_PRIORITY: readonly InputClass[] = [
  'whitespace',
  'repeated',
  'past 32 bits',
  'empty',
  'above maximum',
  'non-numeric',
  'zero',
  'negative',
  'letter case',
  'past 2^53',
  'exponent',
  'decimal',
  'other value',
  'unicode',
  'percent-encoded junk',
  'past maxLength',
  'unknown key',
  'leading zero',
];

/** Classes sent for every parameter that has them, beside the first by priority: a number written with a leading zero
 * (`page=02`) is read as text by code that echoes what it was sent. */
export const ALWAYS_SENT: readonly InputClass[] = ['leading zero'];

export interface InputCase {
  parameter: string;
  in: 'query' | 'header';
  class: InputClass;
  /** The values sent: two or more repeat the parameter. */
  values: string[];
  /** Already percent-encoded: sent as is in the query string. */
  encoded?: boolean;
  /** What a tolerant server may read it as: `null` the parameter left out (its default), a string a valid value. */
  readings: (string | null)[];
  /** The spec (without the real system's assumptions) allows the value: the answer is judged as asked. */
  asAsked?: boolean;
  /** Any text is a valid value (a free string, a header): a reading must hold the same notifications, not the same objects. */
  sameNotifications?: boolean;
  /** A value outside a filter's values may also match nothing: an empty result (total 0) is then a reading too. */
  mayMatchNothing?: boolean;
}

/** Valid values of the parameter in the request it is sent in: the one the request holds (or a sample), and another. */
export interface Samples {
  value: string;
  other?: string;
}

const FULLWIDTH = (text: string) => text.replace(/[0-9a-z]/gi, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
const PAST_32_BITS = '2147483648';
const PAST_53_BITS = '9007199254740993';

/** The spec allows an integer value when it is one of the enum, within the bounds (JSON Schema integers have no width). */
function allowedInteger(schema: InputSchema, value: number): boolean {
  if (schema.enum && !schema.enum.map(Number).includes(value)) return false;
  return (
    (schema.minimum === undefined || value >= schema.minimum) &&
    (schema.maximum === undefined || value <= schema.maximum)
  );
}

function integerCases(schema: InputSchema, relaxed: InputSchema, s: Samples): Omit<InputCase, 'parameter' | 'in'>[] {
  const min = schema.minimum;
  const max = schema.maximum;
  // A tolerant server may clamp a number to the documented bounds; a reading is always a value the spec allows.
  const clamp = (n: number) => String(Math.min(Math.max(n, min ?? -Infinity), max ?? Infinity));
  const valid = (readings: (string | null)[]) =>
    readings.filter((r) => r === null || allowedInteger(relaxed, Number(r)));
  const numeric = (cls: InputClass, n: number, text = String(n)) =>
    allowedInteger(relaxed, n)
      ? { class: cls, values: [text], readings: [], asAsked: true }
      : { class: cls, values: [text], readings: valid([null, clamp(n)]) };
  const cases: Omit<InputCase, 'parameter' | 'in'>[] = [
    { class: 'whitespace', values: [` ${s.value} `], readings: [s.value, null] },
    { class: 'repeated', values: [s.value, s.other ?? s.value], readings: [s.value, s.other ?? s.value, null] },
    numeric('past 32 bits', 2 ** 31, PAST_32_BITS),
    { class: 'empty', values: [''], readings: [null] },
    { class: 'non-numeric', values: ['abc'], readings: [null] },
    numeric('zero', 0),
    numeric('negative', -1),
    numeric('past 2^53', 2 ** 53, PAST_53_BITS),
    { class: 'exponent', values: ['1e3'], readings: valid([null, clamp(1), clamp(1000)]) },
    { class: 'decimal', values: ['1.5'], readings: valid([null, clamp(1), clamp(2)]) },
    { class: 'unicode', values: [FULLWIDTH(s.value)], readings: [null, s.value] },
    { class: 'percent-encoded junk', values: ['%00%FF'], encoded: true, readings: [null] },
  ];
  if (max !== undefined) cases.splice(4, 0, numeric('above maximum', max + 1));
  // A decimal numeral may carry leading zeros: 02 is 2 (or refused), never the text "02".
  if (!schema.enum && /^\d+$/.test(s.value))
    cases.push({ class: 'leading zero', values: [`0${s.value}`], readings: [s.value, null] });
  if (schema.enum)
    cases.push({ class: 'other value', values: [String(Math.max(...schema.enum.map(Number)) + 1)], readings: [null] });
  return cases;
}

function stringCases(schema: InputSchema, s: Samples, list: boolean): Omit<InputCase, 'parameter' | 'in'>[] {
  const cases: Omit<InputCase, 'parameter' | 'in'>[] = [
    { class: 'whitespace', values: [` ${s.value} `], readings: [s.value, null] },
    {
      class: 'repeated',
      values: [s.value, s.other ?? s.value],
      readings: [s.value, s.other ?? s.value, ...(list && s.other ? [`${s.value},${s.other}`] : []), null],
    },
    { class: 'empty', values: [''], readings: [null] },
    { class: 'unicode', values: [`${FULLWIDTH(s.value)}\u200b`], readings: [null, s.value] },
    { class: 'percent-encoded junk', values: ['%00%FF%E2%80%AE'], encoded: true, readings: [null] },
  ];
  if (schema.enum) {
    cases.push({
      class: 'letter case',
      values: [s.value.toUpperCase() === s.value ? s.value.toLowerCase() : s.value.toUpperCase()],
      readings: [null, s.value],
    });
    cases.push({ class: 'other value', values: ['x'], readings: [null] });
  } else if (schema.pattern) {
    // A list of values by pattern (types): numbers the pattern refuses, and a valid piece beside an invalid one.
    cases.push({ class: 'past 32 bits', values: [PAST_32_BITS], readings: [null] });
    cases.push({ class: 'zero', values: ['0'], readings: [null] });
    cases.push({ class: 'negative', values: ['-1'], readings: [null] });
    cases.push({ class: 'non-numeric', values: [`${s.value},abc`], readings: [s.value, null] });
  } else cases.push({ class: 'unknown key', values: ['no.such.key'], readings: [null] });
  if (schema.maxLength !== undefined) {
    // Sent as written where the characters need no escape (a comma is a sub-delimiter): a URL of about maxLength, not
    // three times that, which HTTP servers refuse before the API sees it (414).
    const long = `${s.value},`.repeat(Math.ceil((schema.maxLength + 1) / (s.value.length + 1)));
    cases.push({
      class: 'past maxLength',
      values: [long],
      ...(/^[\w.,-]*$/.test(long) ? { encoded: true } : {}),
      readings: [null, s.value],
    });
  }
  // A free string takes any text: the server may read it as written, so the objects may differ, never the notifications.
  if (!schema.enum && !schema.pattern)
    return cases.map((c) => ({ ...c, readings: [...c.readings, s.value], sameNotifications: true }));
  return cases;
}

/** Every class of the parameter, for the values it holds in the request it is sent in. */
export function inputCases(input: DocumentedInput, samples: Samples): InputCase[] {
  const { schema, relaxed } = input;
  const integer = schema.type === 'integer' || schema.type === 'number';
  const list = schema.pattern !== undefined && schema.pattern.includes(',');
  const cases = integer ? integerCases(schema, relaxed, samples) : stringCases(schema, samples, list);
  // A filter (an enum of numbers, a list by pattern) given a value it does not define may select nothing at all.
  const filter = (integer && schema.enum !== undefined) || list;
  // A look-alike digit (fullwidth, with a zero-width space) is no type either: it may select nothing, or be read as 1.
  const nothing = (c: Omit<InputCase, 'parameter' | 'in'>) =>
    filter && !c.asAsked && !['whitespace', 'repeated', 'empty'].includes(c.class);
  return cases
    .map((c) => ({
      ...c,
      parameter: input.name,
      in: input.in,
      readings: [...new Set(c.readings)],
      ...(nothing(c) ? { mayMatchNothing: true } : {}),
    }))
    .sort((a, b) => CLASS_PRIORITY.indexOf(a.class) - CLASS_PRIORITY.indexOf(b.class));
}

/** A sample value of a parameter when the data offers none: its default, an example, an enum value, its minimum. */
export function sampleOf(input: DocumentedInput): string {
  const s = input.schema;
  const value = s.default ?? input.examples[0] ?? s.enum?.[0] ?? s.minimum ?? (s.type === 'integer' ? 1 : 'x');
  return String(value);
}
