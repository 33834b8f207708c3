// Which validators compiled ahead serve a document: those of dist/ (precompiled-validators.ts), for the committed
// contract document only, and only while its text is the one they were compiled from (an edited document compiles anew).
import { createHash } from 'node:crypto';
import type { ValidateFunction } from 'ajv';
import { committedDocumentText, isCommittedDocument } from './committed-document.js';
import { precompiled, type UnionAhead } from './precompiled-validators.js';

let matches: boolean | undefined;

/** The precompiled validators of `mode` when `document` is the committed contract, parsed from the text they came from. */
export function aheadOf(
  document: object,
  mode: string,
): { quick: Record<string, ValidateFunction>; unions: Record<string, UnionAhead> } | undefined {
  if (!precompiled || !isCommittedDocument(document, 'contract')) return undefined;
  matches ??=
    createHash('sha256').update(committedDocumentText('json', 'contract')).digest('hex') === precompiled.documentSha256;
  const quick = matches ? precompiled.quick[mode] : undefined;
  return quick && { quick, unions: precompiled.unions[mode] ?? {} };
}
