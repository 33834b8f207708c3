// Loads the committed OpenAPI document (openapi/openapi.json), the contract every side validates against.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../package-root.js';

export const committedDocumentPath = () => join(packageRoot(), 'openapi', 'openapi.json');

let cached: Record<string, unknown> | undefined;

export function committedDocument(): Record<string, unknown> {
  cached ??= JSON.parse(readFileSync(committedDocumentPath(), 'utf8')) as Record<string, unknown>;
  return cached;
}
