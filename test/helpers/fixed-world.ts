// Worlds for tests: pinned clock, seeded, with the demo account (and extra accounts on request).
import { buildWorld, type WorldOptions as MockOptions } from '../../src/mock/build-world.js';
import { createDocumentValidator } from '../../src/validation/create-document-validator.js';
import { committedDocument } from '../../src/validation/committed-document.js';

export const FIXED_NOW = Date.parse('2026-11-22T12:00:00Z');

export const fixedWorld = (options: MockOptions = {}) => buildWorld({ nowMs: FIXED_NOW, ...options });

/**
 * The committed document's validator in the mock's strict flavour: every assumption, and the open structures closed
 * (the mock sends no member the document does not list).
 */
export const documentValidator = createDocumentValidator(committedDocument(), 'generated');

export function problems(component: string, value: unknown): string[] {
  const result = documentValidator.validate(component, value);
  return result.valid ? [] : result.problems.map((p) => `${p.path} ${p.message}`);
}
