// The face of src/openapi/, the document generator (a maintainer tool; it does not ship): the contract and the mock
// document from the schema, the control API's document, and how they are written to openapi/.
export { buildOpenApi } from './build-openapi.js';
export { buildControlDocument } from './control-document.js';
export { documentFileName, documentFlavours } from './document-flavour.js';
export { serializeDocument } from './serialize-document.js';
