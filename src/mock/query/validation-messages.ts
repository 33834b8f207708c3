// The real system's validation messages (its framework's, word for word), by rule: the mock's 10000 answers read as
// the real system's do (assumption error-codes).

/** A parameter's name as the framework words it: `pageSize` → `page size`. */
export const fieldLabel = (name: string): string => name.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);

export const validationMessages = {
  string: (name: string) => `The ${fieldLabel(name)} field must be a string.`,
  integer: (name: string) => `The ${fieldLabel(name)} field must be an integer.`,
  boolean: (name: string) => `The ${fieldLabel(name)} field must be true or false.`,
  between: (name: string, min: number, max: number) =>
    `The ${fieldLabel(name)} field must be between ${min} and ${max}.`,
  oneOf: (name: string) => `The selected ${fieldLabel(name)} is invalid.`,
  requiredWith: (name: string, other: string) =>
    `The ${fieldLabel(name)} field is required when ${fieldLabel(other)} is present.`,
  required: (name: string) => `The ${fieldLabel(name)} field is required.`,
} as const;

/** An integer as the framework's `integer` rule reads it: optional sign, no leading zero, within a 64-bit integer. */
export function phpInteger(value: string): number | null {
  if (!/^[+-]?(0|[1-9][0-9]*)$/.test(value)) return null;
  const n = Number(value);
  // Beyond JavaScript's exact integers the mock refuses what a 64-bit server would still take (a page of 2^53 and more).
  return Number.isSafeInteger(n) ? (Object.is(n, -0) ? 0 : n) : null;
}
