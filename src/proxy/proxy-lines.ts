// The lines the proxy prints (stderr): one per violation or target failure. Safe for a terminal (C0 and C1 controls,
// bidi characters and newlines a target sends are escaped) and free of the client's secrets (secret query values
// redacted, and any secret of the request taken out of what the target echoed).
import { oneLine } from '../contract/index.js';
import { redactUrl } from '../redaction/index.js';
import { scrubber } from './client-secrets.js';
import type { Violation } from './answer-violations.js';

/** `?query` of a request target, redacted; empty without a query. */
const queryOf = (requestTarget: string, secrets: readonly string[]) => {
  const at = requestTarget.indexOf('?');
  return at < 0 ? '' : redactUrl(requestTarget.slice(at), secrets).slice(1);
};

export function violationLine(
  operation: string,
  requestTarget: string,
  violation: Violation,
  secrets: readonly string[],
): string {
  const scrub = scrubber(secrets);
  return oneLine(
    `core-kit proxy: VIOLATION ${operation} ?${queryOf(requestTarget, secrets)} ${violation.rule} (${violation.basis}): expected ${scrub(violation.expected)}; received ${scrub(violation.received)}`,
  );
}

export function failureLine(method: string, requestTarget: string, detail: string, secrets: readonly string[]): string {
  return oneLine(`core-kit proxy: ${method} ${redactUrl(requestTarget, secrets)}: ${scrubber(secrets)(detail)}`);
}

/** Any other line (the recorder's, a summary): made safe for a terminal. */
export const safeLine = (line: string): string => oneLine(line);
