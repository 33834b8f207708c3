// A value in a repro line as a shell expression over the variable that holds the credential it is, or is derived from
// (see the kit's probes): the line runs as printed, with the credentials read from the environment.
import { MIN_REDACTED, type Secrets } from './redact-secrets.js';

const swapCase = (s: string) => [...s].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');
/** Text inside double quotes in a POSIX shell. */
const inDoubleQuotes = (text: string) => text.replace(/[$`"\\]/g, (c) => `\\${c}`);

/**
 * A value as a shell expression over the variable that holds a credential, when it is that credential or derived from
 * it the way the kit's probes derive values (letter case, a prefix, one more character, the last one changed).
 */
export function shellExpression(value: string, secrets: Secrets): string | undefined {
  // Exact values first, then derivations of the longest secrets (a token that begins with the id is the token's).
  const entries = Object.entries(secrets)
    .filter(([, secret]) => secret !== '')
    .sort(([, a], [, b]) => b.length - a.length);
  const exact = entries.find(([, secret]) => secret === value);
  if (exact) return `$${exact[0]}`;
  if (value.length < MIN_REDACTED) return undefined;
  for (const [name, secret] of entries) {
    const v = `$${name}`;
    if (/^[\x20-\x7e]+$/.test(secret)) {
      if (value === swapCase(secret)) return `$(printf %s "${v}" | tr a-zA-Z A-Za-z)`;
      if (value === secret.toUpperCase()) return `$(printf %s "${v}" | tr a-z A-Z)`;
      if (value === secret.toLowerCase()) return `$(printf %s "${v}" | tr A-Z a-z)`;
    }
    if (secret.startsWith(value)) return `\${${name}%${'?'.repeat(secret.length - value.length)}}`;
    if (value.startsWith(secret)) return `\${${name}}${inDoubleQuotes(value.slice(secret.length))}`;
    if (value.length === secret.length && value.slice(0, -1) === secret.slice(0, -1))
      return `\${${name}%?}${inDoubleQuotes(value.slice(-1))}`;
  }
  return undefined;
}
