// Loads the OpenAPI document the package ships (openapi/openapi.json), the contract every side validates against.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from './package-root.js';

export const committedDocumentPath = (format: 'json' | 'yaml' = 'json') => join(packageRoot(), 'openapi', `openapi.${format}`);

/** The document's text as shipped, in either format. */
export const committedDocumentText = (format: 'json' | 'yaml'): string => readFileSync(committedDocumentPath(format), 'utf8');

let cached: Record<string, unknown> | undefined;

export function committedDocument(): Record<string, unknown> {
  cached ??= JSON.parse(committedDocumentText('json')) as Record<string, unknown>;
  return cached;
}
