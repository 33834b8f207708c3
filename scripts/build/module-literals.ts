// Build step (run by scripts/build/evaluate-ahead.mjs under tsx): evaluates modules and writes each one's exports as
// JavaScript literals, so that dist/ holds their values instead of the code that computes them (the schema modules
// build their JSON Schemas with TypeBox: a quarter of a second of loading at every start, for values known at build
// time). An object that is an export of a module the original imports is imported from it, not copied, so that every
// object keeps one identity; an object met twice is written once. An export that is not plain data (a function, a
// class instance) is left to the original code. Usage: node --import tsx module-literals.ts <file.ts>… (JSON on stdout).
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface ModuleLiterals {
  /** Module text: imports of the modules it refers to, shared constants, and `export const name = literal;` lines. */
  source: string;
  /** Exports that are not data: re-exported from the original code. */
  code: string[];
}

const files = process.argv.slice(2).map((f) => resolve(f));
const exportsOf = new Map<string, Record<string, unknown>>();
for (const file of files) exportsOf.set(file, { ...(await import(pathToFileURL(file).href)) });

/** Relative imports of a module's source, as absolute paths of the .ts files (type-only imports left out). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = [...text.matchAll(/^import\s+(?!type\s)[^'"]*from\s+'(\.[^']+)'/gm)].map((m) =>
    resolve(dirname(file), m[1]!.replace(/\.js$/, '.ts')),
  );
  return found.filter((f) => exportsOf.has(f));
}

class NotData extends Error {}

function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return (proto === Object.prototype || proto === null) && Object.getOwnPropertySymbols(value).length === 0;
}

function literals(file: string): ModuleLiterals {
  // Named imports of exactly the objects used (a namespace import would keep every export of the module).
  const outside = new Map<unknown, { from: string; name: string; local: string }>();
  const used = new Set<{ from: string; name: string; local: string }>();
  importsOf(file).forEach((dep, i) => {
    const from = `./${dep.split('/').pop()!.replace(/\.ts$/, '.js')}`;
    for (const [name, value] of Object.entries(exportsOf.get(dep)!))
      if (typeof value === 'object' && value !== null && !outside.has(value))
        outside.set(value, { from, name, local: `$m${i}_${name}` });
  });
  // Objects met more than once (outside the imported ones) become shared constants.
  const seen = new Map<object, number>();
  const count = (value: unknown, path: Set<object>) => {
    if (typeof value !== 'object' || value === null || outside.has(value)) return;
    if (path.has(value)) throw new NotData('a cycle');
    seen.set(value, (seen.get(value) ?? 0) + 1);
    if (seen.get(value)! > 1) return;
    path.add(value);
    for (const item of Array.isArray(value) ? value : Object.values(value)) count(item, path);
    path.delete(value);
  };
  const shared = new Map<object, string>();
  const constants: string[] = [];
  const write = (value: unknown, top = false): string => {
    if (value === undefined) return 'undefined';
    if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
    if (typeof value === 'number')
      return Number.isNaN(value)
        ? 'NaN'
        : Object.is(value, -0)
          ? '-0'
          : Number.isFinite(value)
            ? String(value)
            : value > 0
              ? 'Infinity'
              : '-Infinity';
    if (typeof value !== 'object') throw new NotData(typeof value);
    const imported = outside.get(value);
    if (imported) {
      used.add(imported);
      return imported.local;
    }
    if (!top && shared.has(value)) return shared.get(value)!;
    if (value instanceof RegExp)
      return `/* @__PURE__ */ new RegExp(${JSON.stringify(value.source)}, ${JSON.stringify(value.flags)})`;
    let text: string;
    if (Array.isArray(value)) text = `[${value.map((item) => write(item)).join(',')}]`;
    else {
      if (!isPlain(value)) throw new NotData('not a plain object');
      const keys = Object.keys(value);
      if (keys.includes('__proto__')) throw new NotData('__proto__');
      text = `{${keys.map((k) => `${JSON.stringify(k)}:${write((value as Record<string, unknown>)[k])}`).join(',')}}`;
    }
    return Object.isFrozen(value) ? `/* @__PURE__ */ Object.freeze(${text})` : text;
  };
  const lines: string[] = [];
  const code: string[] = [];
  const values = Object.entries(exportsOf.get(file)!);
  const data = values.filter(([name, value]) => {
    try {
      count(value, new Set());
      write(value);
      return true;
    } catch (error) {
      if (!(error instanceof NotData)) throw error;
      code.push(name);
      return false;
    }
  });
  // Shared constants first, innermost first (a constant's text may use earlier ones).
  const order: object[] = [];
  const visit = (value: unknown) => {
    if (typeof value !== 'object' || value === null || outside.has(value) || order.includes(value)) return;
    for (const item of Array.isArray(value) ? value : Object.values(value)) visit(item);
    if ((seen.get(value) ?? 0) > 1) order.push(value);
  };
  for (const [, value] of data) visit(value);
  for (const value of order) {
    const name = `$c${shared.size}`;
    constants.push(`const ${name} = ${write(value, true)};`);
    shared.set(value, name);
  }
  for (const [name, value] of data) lines.push(`export const ${name} = ${write(value)};`);
  const imports = [...used].map((i) => `import { ${i.name} as ${i.local} } from ${JSON.stringify(i.from)};`);
  return { source: [...imports, ...constants, ...lines].join('\n'), code };
}

const result: Record<string, ModuleLiterals> = {};
for (const file of files) result[file] = literals(file);
process.stdout.write(JSON.stringify(result));
