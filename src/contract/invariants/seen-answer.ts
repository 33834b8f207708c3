// One answer as the invariants see it: status, headers, the parsed body and whether it began with a byte-order mark.
import type { DocumentValidator } from '../../validation/index.js';

export interface SeenAnswer {
  status: number;
  /** Lower-cased header names. */
  headers: Readonly<Record<string, string>>;
  /** The parsed body; `undefined` when it is not JSON (or was refused, see readJsonText). */
  json: unknown;
  bom: boolean;
}

/** The document's validators: `spec` (assumed constraints relaxed) and `documented` (the whole document). */
export interface Validators {
  spec: DocumentValidator;
  documented: DocumentValidator;
}
