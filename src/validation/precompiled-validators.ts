// Validators compiled ahead: the build (scripts/build/precompile-validators.ts) replaces this module in dist/ with ajv's
// standalone code for the components the contract kit judges every answer by, in both of its modes, compiled from the
// committed document. In the sources (tests, scripts) there are none, and every validator compiles when first used.
import type { ValidateFunction } from 'ajv';
import type { VariantData } from './union-variants.js';

/** A judged component's union, as the build read it: whether it is an anyOf alone, and its variants. */
export interface UnionAhead {
  pure: boolean;
  variants: VariantData[];
}

export interface PrecompiledValidators {
  /** SHA-256 of the text of openapi/openapi.json they were compiled from: they serve that document only. */
  documentSha256: string;
  /** Per mode, per component, the validator that stops at the first problem. */
  quick: Partial<Record<string, Record<string, ValidateFunction>>>;
  /** Per mode, per judged component, its union (no variants: no union). */
  unions: Partial<Record<string, Record<string, UnionAhead>>>;
}

export const precompiled: PrecompiledValidators | null = null;
