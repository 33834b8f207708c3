// Flags as data: one table per subcommand gives parsing (node:util.parseArgs), env fallbacks, defaults and --help.
import { parseArgs } from 'node:util';

export interface FlagSpec {
  name: string;
  type: 'string' | 'boolean';
  description: string;
  /** Shown in help as `<value>`. */
  valueName?: string;
  default?: string | boolean;
  /** Environment variable read when the flag is absent; of several, the first one set wins. */
  env?: string | readonly string[];
  short?: string;
  multiple?: boolean;
  /** The one bare argument the command takes, read as this flag (`core-kit contract URL`, as other HTTP tools take it). */
  positional?: boolean;
}

export class UsageError extends Error {}

export type FlagValues = Record<string, string | boolean | string[] | undefined>;

const helpFlag: FlagSpec = { name: 'help', type: 'boolean', short: 'h', description: 'Show this help.' };

/**
 * `--port -1`: parseArgs takes `-1` for an option and refused the flag as "ambiguous … use '--port=-XYZ'". A negative
 * number after a flag that takes a value is that value (then refused by the flag's own bounds, naming what came).
 */
function joinNegativeNumbers(specs: readonly FlagSpec[], argv: readonly string[]): string[] {
  const taking = new Set(specs.filter((s) => s.type === 'string').map((s) => `--${s.name}`));
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const next = argv[i + 1];
    if (taking.has(argv[i]!) && next !== undefined && /^-\d/.test(next)) out.push(`${argv[i]}=${argv[++i]}`);
    else out.push(argv[i]!);
  }
  return out;
}

/** Parses argv against the table; unknown flags and stray arguments are usage errors (exit 2). */
export function parseFlags(
  specs: readonly FlagSpec[],
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): FlagValues {
  const all = [...specs, helpFlag];
  const options = Object.fromEntries(
    all.map((s) => [
      s.name,
      { type: s.type, ...(s.short ? { short: s.short } : {}), ...(s.multiple ? { multiple: true } : {}) },
    ]),
  );
  let parsed;
  try {
    parsed = parseArgs({ args: joinNegativeNumbers(specs, argv), options, strict: true, allowPositionals: true });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const ambiguous = /^Option '(-[^']+)' argument is ambiguous/.exec(message);
    if (ambiguous)
      throw new UsageError(
        `${ambiguous[1]} needs a value, and the next argument starts with a dash: write ${ambiguous[1]}=-… for a value that does`,
      );
    // Node's advice follows a message on lines of its own.
    throw new UsageError(message.replace(/\.?\s+(Did you|To specify).*$/s, ''));
  }
  const values = { ...parsed.values } as FlagValues;
  readPositional(specs, parsed.positionals, values);
  // `--out ''` (an unset shell variable) would mean the current folder, `--fixtures ''` no fixtures: neither was meant.
  const empty = specs.find((s) => [values[s.name]].flat().includes(''));
  if (empty) throw new UsageError(`--${empty.name} needs a value (received an empty string)`);
  for (const spec of specs) {
    if (values[spec.name] !== undefined) continue;
    const fromEnv = [spec.env ?? []]
      .flat()
      .map((name) => env[name])
      .find((v) => v !== undefined && v !== '');
    if (fromEnv !== undefined && fromEnv !== '')
      values[spec.name] = spec.type === 'boolean' ? !/^(0|false|no)$/i.test(fromEnv) : fromEnv;
    else if (spec.default !== undefined) values[spec.name] = spec.default;
  }
  return values;
}

/** The bare argument goes to the flag that takes it; a second one, or one where none is taken, is a usage error. */
function readPositional(specs: readonly FlagSpec[], positionals: readonly string[], values: FlagValues): void {
  if (positionals.length === 0) return;
  const spec = specs.find((s) => s.positional);
  if (!spec || positionals.length > 1)
    throw new UsageError(
      `Unexpected argument '${positionals[spec ? 1 : 0]}'. This command ${spec ? `takes one bare argument (--${spec.name})` : 'does not take positional arguments'}`,
    );
  if (values[spec.name] !== undefined)
    throw new UsageError(`--${spec.name} is given twice: as a flag and as the bare argument '${positionals[0]}'`);
  values[spec.name] = positionals[0];
}

/** The help text of a subcommand, built from its flag table. */
export function helpText(usage: string, summary: string, specs: readonly FlagSpec[], footer = ''): string {
  const rows = [...specs, helpFlag].map((s) => {
    const left = `${s.short ? `-${s.short}, ` : '    '}--${s.name}${s.type === 'string' ? ` <${s.valueName ?? 'value'}>` : ''}`;
    const extras = [
      s.default !== undefined && s.default !== false ? `default: ${String(s.default)}` : '',
      s.env ? `env: ${[s.env].flat().join(', then ')}` : '',
    ].filter(Boolean);
    return [left, `${s.description}${extras.length ? ` (${extras.join('; ')})` : ''}`] as const;
  });
  const width = Math.max(...rows.map(([left]) => left.length)) + 2;
  const lines = rows.map(([left, right]) => `  ${left.padEnd(width)}${right}`);
  return [`Usage: ${usage}`, '', summary, '', 'Options:', ...lines, ...(footer ? ['', footer] : []), ''].join('\n');
}

/** Reads a string flag that must be one of a few values. */
export function choice<const T extends string>(values: FlagValues, name: string, allowed: readonly T[]): T {
  const value = values[name];
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw new UsageError(`--${name} must be one of ${allowed.join(', ')} (received ${JSON.stringify(value)})`);
  }
  return value as T;
}

/** Reads an integer flag within bounds. */
export function integerFlag(values: FlagValues, name: string, min: number, max: number): number | undefined {
  const raw = values[name];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !/^-?\d+$/.test(raw.trim()))
    throw new UsageError(`--${name} must be an integer (received ${JSON.stringify(raw)})`);
  const value = Number(raw);
  if (value < min || value > max) throw new UsageError(`--${name} must be from ${min} to ${max} (received ${value})`);
  return value;
}
