// Loads the OpenAPI documents the package ships: openapi/openapi.json, the contract every side validates against, and
// openapi/mock.json, the same with the mock's scenario controls (what the mock's own answers are judged by).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from './package-root.js';

/** `contract`: openapi.* (the API any implementation serves); `mock`: mock.* (plus the mock's controls). */
export type CommittedFlavour = 'contract' | 'mock';

const baseName = (flavour: CommittedFlavour) => (flavour === 'mock' ? 'mock' : 'openapi');

export const committedDocumentPath = (format: 'json' | 'yaml' = 'json', flavour: CommittedFlavour = 'contract') =>
  join(packageRoot(), 'openapi', `${baseName(flavour)}.${format}`);

/** The document's text as shipped, in either format. */
export const committedDocumentText = (format: 'json' | 'yaml', flavour: CommittedFlavour = 'contract'): string =>
  readFileSync(committedDocumentPath(format, flavour), 'utf8');

const cached = new Map<CommittedFlavour, Record<string, unknown>>();

/** The contract document (or, asked so, the mock document), parsed once. */
export function committedDocument(flavour: CommittedFlavour = 'contract'): Record<string, unknown> {
  let document = cached.get(flavour);
  if (!document)
    cached.set(flavour, (document = JSON.parse(committedDocumentText('json', flavour)) as Record<string, unknown>));
  return document;
}

/** `document` is the committed document of `flavour` as committedDocument() parsed it (never parses it itself). */
export const isCommittedDocument = (document: object, flavour: CommittedFlavour = 'contract'): boolean =>
  cached.get(flavour) === document;

/** The mock document: the contract plus `Prefer`, its twins, `Preference-Applied` and the statuses they produce. */
export const mockDocument = (): Record<string, unknown> => committedDocument('mock');
