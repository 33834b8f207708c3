// A curl line that reproduces an exchange without a credential in it: each credential (or a value the kit derived from
// one) is read from the environment variable that holds it, anything else of a secret is redacted.
import type { Exchange } from '../kit/kit-http.js';
import { redactUrl } from '../../redaction/index.js';
import { HEADER_SECRET_PREFIX } from '../kit/extra-headers.js';
import { isCredential, secretRedactor, type Secrets } from './redact-secrets.js';
import { shellExpression } from './shell-expression.js';

export type { Secrets };

const shellQuote = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;

export function curlLine(exchange: Pick<Exchange, 'url' | 'headers'>, secrets: Secrets): string {
  const redact = secretRedactor(secrets);
  const headers = Object.entries(exchange.headers).map(([name, value]) => {
    const expression = shellExpression(value, secrets);
    // A --header name may hold `$` or a backquote (both token characters): inside double quotes they are escaped.
    const quoted = name.replace(/[$`"\\]/g, (c) => `\\${c}`);
    return expression === undefined ? `-H ${shellQuote(redact(`${name}: ${value}`))}` : `-H "${quoted}: ${expression}"`;
  });
  // Secret query values and path parameters (a gateway's `/access_token=…/` in the base URL) are redacted too.
  return ['curl -s', shellQuote(redact(redactUrl(exchange.url))), ...headers].join(' ');
}

/** The environment variables a report's repro lines read, as a sentence telling how to set them. */
export function reproEnvironment(secrets: Secrets): string {
  const names = Object.keys(secrets).filter(isCredential);
  const headers = names.filter((n) => n.startsWith(HEADER_SECRET_PREFIX));
  const credentials = names.filter((n) => !headers.includes(n));
  const also =
    headers.length > 0
      ? `, and ${headers.join(', ')}${headers.length > 1 ? ' each' : ''} set to the value of its --header`
      : '';
  return `repro lines read the credentials from ${credentials.join(', ')}: export them as for the run${also} (no report prints them)`;
}
