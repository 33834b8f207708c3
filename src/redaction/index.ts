// The face of src/redaction/: takes secrets out of what is printed or shown (URLs, header values), for the mock's
// request log, the control rooms' journals and the proxy.
export { REDACTED, isSecretName, pathSecretValues, redactUrl, secretHeaderValues } from './redact-url.js';
export { MIN_SECRET_LENGTH, SecretFinder, lenientDecode } from './secret-finder.js';
export { encodedForms, encodedRanges, replaceRanges, widenLeft, widenRight } from './encoded-forms.js';
export type { EncodedForm } from './encoded-forms.js';
