// A curl line that reproduces an exchange; real tokens are written as the kit's environment variables.
import type { Exchange } from '../kit/kit-http.js';

/** Header values that are secrets, by the environment variable that holds them. */
export interface Secrets {
  [envName: string]: string;
}

const shellQuote = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;

export function curlLine(exchange: Exchange, secrets: Secrets): string {
  const headers = Object.entries(exchange.headers).map(([name, value]) => {
    const secret = Object.entries(secrets).find(([, s]) => s !== '' && s === value);
    return secret ? `-H "${name}: $${secret[0]}"` : `-H ${shellQuote(`${name}: ${value}`)}`;
  });
  return ['curl -s', shellQuote(exchange.url), ...headers].join(' ');
}
