// The environment's own request headers (`--header 'X-Api-Key: …'`: a gateway's key, a bearer token, a tenant, a Host
// of a virtual host), sent on every request the kit makes; checked before any request, and kept out of every output.
import { authHeaders, LANGUAGE_HEADER, TIMEZONE_HEADER } from '../../schema/index.js';
import { headerValueProblem, trimHeaderValue } from './header-value.js';

/** A header that cannot be sent as given; the message names the header (a valid name) or its place, never a value. */
export class InvalidHeader extends Error {}

/** How the caller gives things: the command's flags, or runContract's options. */
export type HeaderSource = 'flag' | 'option';

/** A field name is a token (RFC 9110 §5.1, §5.6.2). */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

const PROBED = "is the kit's own (its probes send it wrong and missing on purpose)";

/** The headers the kit sends (and varies in its checks) itself: why, and what gives each one instead. */
const OWN: Record<string, { why: string } & Record<HeaderSource, string>> = {
  ...Object.fromEntries(
    authHeaders.map((h, i) => {
      const flag = ['aid', 'aid-token', 'uid', 'uid-token'][i]!;
      const env = `CORE_${flag.toUpperCase().replace('-', '_')}`;
      return [h.name.toLowerCase(), { why: PROBED, flag: `--${flag} (or ${env})`, option: `credentials.${h.scheme}` }];
    }),
  ),
  [LANGUAGE_HEADER.toLowerCase()]: {
    why: "is the kit's own (its checks send other languages on purpose)",
    flag: '--lang',
    option: 'lang',
  },
};

/** Why a header name is not the environment's to give; undefined when it is. */
function ownProblem(name: string, source: HeaderSource): string | undefined {
  const lower = name.toLowerCase();
  const own = OWN[lower];
  if (own) return `${own.why}: give it with ${own[source]}`;
  if (lower === TIMEZONE_HEADER.toLowerCase())
    return "is the kit's to choose: it shifts every datetime, and the kit judges them in UTC, as a server answers without it";
  // The kit sends GETs without a body on kept-alive connections: these would make the server wait or hang up.
  if (
    /^(content-length|transfer-encoding|connection|keep-alive|proxy-connection|upgrade|expect|te|trailer)$/.test(lower)
  )
    return 'frames the message or the connection: the kit sends GETs without a body on kept-alive connections';
  return undefined;
}

/** Headers whose values are the protocol's, not secrets: a repro line shows them as they are. */
const PUBLIC = new Set([
  'host',
  'accept',
  'accept-encoding',
  'accept-language',
  'user-agent',
  'cache-control',
  'pragma',
]);

const where = (source: HeaderSource) => (source === 'flag' ? '--header (or CORE_HEADERS)' : 'runContract: headers');

/** The headers, each name a token the kit does not send itself, each value one HTTP can carry, each name once. */
export function extraHeaders(
  entries: readonly (readonly [unknown, unknown])[],
  source: HeaderSource,
): Record<string, string> {
  const out: Record<string, string> = {};
  const seen = new Set<string>();
  entries.forEach(([name, value], i) => {
    const place = `${where(source)}: the ${ordinal(i + 1)} header`;
    if (typeof name !== 'string' || name === '') throw new InvalidHeader(`${place} has an empty name`);
    const bad = [...name].findIndex((c) => !TOKEN.test(c));
    if (bad >= 0)
      throw new InvalidHeader(
        `${place}'s name holds a character no header name can carry (U+${name.codePointAt(bad)!.toString(16).toUpperCase().padStart(4, '0')}, character ${bad + 1}): a name is letters, digits and !#$%&'*+.^_\`|~-`,
      );
    const named = `${where(source)}: ${name}`;
    const own = ownProblem(name, source);
    if (own) throw new InvalidHeader(`${named} ${own}`);
    if (seen.has(name.toLowerCase()))
      throw new InvalidHeader(`${named} is given twice (header names ignore letter case): give each header once`);
    seen.add(name.toLowerCase());
    const problem = headerValueProblem(value);
    if (problem) throw new InvalidHeader(`${named}: its value ${problem}`);
    out[name] = trimHeaderValue(value as string);
  });
  return out;
}

const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

/**
 * `Name: value` as curl and Schemathesis take it: one per flag (a line break inside one is refused with the value), or
 * one per line of CORE_HEADERS (`lines` a string; blank lines skipped, a CRLF file read as LF). A line without a colon
 * is refused without being quoted: it may be a bare secret.
 */
export function headerLines(given: string | readonly string[]): [string, string][] {
  const lines = typeof given === 'string' ? given.split('\n').map((line) => line.replace(/\r$/, '')) : given;
  return lines
    .filter((line) => typeof given !== 'string' || line.trim() !== '')
    .map((line, i) => {
      const colon = line.indexOf(':');
      if (colon < 0)
        throw new InvalidHeader(
          `${where('flag')}: the ${ordinal(i + 1)} header has no ':' (give 'Name: value'; the text is not shown, it may hold a secret)`,
        );
      return [line.slice(0, colon).trimStart(), line.slice(colon + 1)];
    });
}

/** Secrets the extra headers hold: redacted as tokens, and read from these variables by repro lines. */
export const HEADER_SECRET_PREFIX = 'CORE_HEADER_';

/** Each secret header's value by its variable: `X-Api-Key` → `CORE_HEADER_X_API_KEY` (numbered when two collide). */
export function headerSecrets(headers: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (PUBLIC.has(name.toLowerCase())) continue;
    const base = `${HEADER_SECRET_PREFIX}${name
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '_')
      .replace(/^_|_$/g, '')}`;
    let variable = base;
    for (let n = 2; variable in out; n++) variable = `${base}_${n}`;
    out[variable] = value;
  }
  return out;
}

/** Authentication schemes (the IANA registry's, and common ones) a value begins with: the word is no secret. */
const SCHEME =
  /^(basic|bearer|concealed|digest|dpop|gnap|hoba|mutual|negotiate|ntlm|oauth|privatetoken|scram-sha-1|scram-sha-256|vapid|token|bot|apikey|api-key)[ \t]+/i;

/** What of a header's value is the secret (`Bearer abc` → `abc`), so that the scheme's word stays readable. */
export const secretPartOf = (envName: string, value: string): string =>
  envName.startsWith(HEADER_SECRET_PREFIX) ? value.replace(SCHEME, '') : value;
