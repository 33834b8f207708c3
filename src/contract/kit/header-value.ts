// Whether a value (a credential, a language tag) can go out as an HTTP header as given: fetch refuses a control
// character or one past U+00FF on every request, which made a whole run of failures blamed on the server.

/** Spaces and line breaks at the ends, which fetch drops (a token read from a file keeps its newline). */
export const trimHeaderValue = (value: string): string => value.replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, '');

/** What makes a value unsendable, naming the place and never the value; null when it can be sent. */
export function headerValueProblem(value: unknown): string | null {
  if (typeof value !== 'string' || trimHeaderValue(value) === '') return 'must be a non-empty string';
  const characters = [...trimHeaderValue(value)];
  const at = characters.findIndex((c) => (c < ' ' && c !== '\t') || c === '\x7f' || c.codePointAt(0)! > 0xff);
  if (at < 0) return null;
  const code = characters[at]!.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
  return `holds a character no HTTP header can carry (U+${code}, character ${at + 1}): give the value the server expects`;
}
