// The face of src/validation/: ajv validators compiled from the committed documents, and the documents themselves.
export { committedDocument, committedDocumentText, mockDocument } from './committed-document.js';
export { createDocumentValidator } from './create-document-validator.js';
export type { DocumentValidator, ValidationProblem } from './create-document-validator.js';
export { packageRoot } from './package-root.js';
export { withRealShapes } from './real-shapes.js';
