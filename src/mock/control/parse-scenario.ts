// Reads a `PUT /__core/scenario` body into a Scenario. Every problem is a 10000 error naming the field, what it
// accepts and what it received: a tool sending a bad body learns why, and the server never answers 500.
import {
  errorCodes,
  dataNames,
  faultNames,
  MAX_DELAY_MS,
  MAX_SEED,
  MAX_TOTAL,
  type Fault,
  failure,
  ok,
  type Result,
  type Scenario,
  scenarioFields,
} from '../../schema/index.js';

const SHOWN = 60;

/** The first `SHOWN` characters or so of a value's JSON, written only that far: a body nested 8,000 deep overflowed the stack. */
function excerpt(value: unknown, room: number): string {
  if (room <= 0) return '';
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? String(value);
  const [open, close, items] = Array.isArray(value)
    ? ['[', ']', value.map((item) => ['', item] as const)]
    : ['{', '}', Object.entries(value).map(([name, item]) => [`${JSON.stringify(name)}:`, item] as const)];
  let text = open;
  for (const [name, item] of items) {
    if (text.length >= room) break;
    text += `${text.length > 1 ? ',' : ''}${name}${excerpt(item, room - text.length - name.length)}`;
  }
  return text.length >= room ? text : `${text}${close}`;
}

/** A value as the message shows it: JSON, cut to a readable length. */
function shown(value: unknown): string {
  const text = excerpt(value, SHOWN + 1);
  return text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text;
}

type Rule = (value: unknown, languages: readonly string[]) => { value: unknown } | { problem: string };

const integer =
  (max: number, unit = ''): Rule =>
  (value) =>
    Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max
      ? { value }
      : { problem: `must be an integer from 0 to ${max}${unit}` };

const delay = integer(MAX_DELAY_MS, ' (milliseconds)');

const isFault = (value: unknown): value is Fault => (faultNames as readonly unknown[]).includes(value);

const rules: Record<keyof Scenario, Rule> = {
  code: (value) =>
    errorCodes.includes(value as number)
      ? { value }
      : { problem: `must be a code of the error catalogue: ${errorCodes.join(', ')}` },
  delay,
  fault: (value) => (isFault(value) ? { value } : { problem: `must be one of ${faultNames.join(', ')}` }),
  total: integer(MAX_TOTAL),
  seed: integer(MAX_SEED),
  lang: (value, languages) =>
    typeof value === 'string' && languages.includes(value)
      ? { value }
      : { problem: `must be a language of the world: ${languages.join(', ')}` },
  data: (value) =>
    (dataNames as readonly unknown[]).includes(value)
      ? { value }
      : { problem: `must be one of ${dataNames.join(', ')}` },
  latency: (value) => {
    const range = value as { min?: unknown; max?: unknown };
    const fields = typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.keys(value) : null;
    const valid =
      fields !== null &&
      fields.every((f) => f === 'min' || f === 'max') &&
      'value' in delay(range.min, []) &&
      'value' in delay(range.max, []);
    if (valid && (range.min as number) <= (range.max as number)) return { value: { min: range.min, max: range.max } };
    return { problem: `must be {"min": ms, "max": ms} with 0 ≤ min ≤ max ≤ ${MAX_DELAY_MS}` };
  },
  faultRate: (value) =>
    typeof value === 'number' && value >= 0 && value <= 1
      ? { value }
      : { problem: 'must be a number from 0 to 1, e.g. 0.1' },
  faults: (value) =>
    Array.isArray(value) && value.length > 0 && value.every(isFault)
      ? { value: [...new Set(value)] }
      : { problem: `must be a non-empty list of ${faultNames.join(', ')}` },
  httpErrors: (value) => (typeof value === 'boolean' ? { value } : { problem: 'must be true or false' }),
};

/** The scenario a body asks for; `languages` are the langTags `lang` may name. Pure. */
export function parseScenario(body: unknown, languages: readonly string[]): Result<Scenario> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return failure(
      'invalidParameter',
      `the scenario must be a JSON object, e.g. {"total":0}; {} resets (received ${shown(body)})`,
    );
  }
  const scenario: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(body)) {
    const rule = Object.hasOwn(rules, field) ? rules[field as keyof Scenario] : undefined;
    if (rule === undefined)
      return failure(
        'invalidParameter',
        `scenario.${shown(field).slice(1, -1)} is not a scenario field; the fields are ${scenarioFields.join(', ')}`,
      );
    if (value === null) continue; // null: the field is not part of the scenario
    const read = rule(value, languages);
    if ('problem' in read)
      return failure('invalidParameter', `scenario.${field} ${read.problem} (received ${shown(value)})`);
    scenario[field] = read.value;
  }
  if (scenario.faults !== undefined && scenario.faultRate === undefined) {
    return failure(
      'invalidParameter',
      'scenario.faults needs scenario.faultRate (the share of API requests that fail)',
    );
  }
  // Stable field order, whatever order the body used: the same scenario always reads (and logs) the same.
  return ok(Object.fromEntries(scenarioFields.filter((f) => f in scenario).map((f) => [f, scenario[f]])) as Scenario);
}
