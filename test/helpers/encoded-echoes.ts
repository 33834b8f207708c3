// A token echoed the ways servers log or debug it beyond base64 as a whole: hex in lower and upper case, and base64 and
// base64url after 0, 1 and 2 bytes of something else (as inside `aid:token`, with text after it), each written between
// `<<` and `>>`, tagged and numbered; and how to tell, in an output, that none of the characters carrying the token's bits is shown.

export interface EncodedEcho {
  form: string;
  /** The characters of `form` that carry some of the token's bits: [first, end). */
  first: number;
  end: number;
}

export function encodedEchoes(token: string): EncodedEcho[] {
  const hex = Buffer.from(token).toString('hex');
  const size = Buffer.byteLength(token);
  const echoes: EncodedEcho[] = [hex, hex.toUpperCase()].map((form) => ({ form, first: 0, end: form.length }));
  for (const before of [0, 1, 2])
    for (const encoding of ['base64', 'base64url'] as const)
      echoes.push({
        form: Buffer.from(`${'ab'.slice(0, before)}${token}${before === 1 ? '' : ':z'}`).toString(encoding),
        first: Math.floor((8 * before) / 6),
        end: Math.ceil((8 * (before + size)) / 6),
      });
  return echoes;
}

/** `<<t0:…>> <<t1:…>> …`: every echo of the token, numbered after its tag (a letter). */
export const echoText = (token: string, tag: string): string =>
  encodedEchoes(token)
    .map((echo, i) => `<<${tag}${i}:${echo.form}>>`)
    .join(' ');

/**
 * The echoes of `output` that show a character carrying the token's bits: an echo must be shown with a redaction in
 * place of those characters, what is left at each side being the neighbours' own characters or fewer. An echo a
 * report cut short (`…`) must show no more than that up to the cut.
 */
export function leakedEchoes(output: string, token: string, tag: string): string[] {
  const echoes = encodedEchoes(token);
  const leaks: string[] = [];
  for (const [, index, shown = '', ending] of output.matchAll(new RegExp(`<<${tag}(\\d+):([^>\\n…"]*)(>>|…|")`, 'g'))) {
    const echo = echoes[Number(index)]!;
    const before = echo.form.slice(0, echo.first);
    const after = echo.form.slice(echo.end);
    const marked = /^(.*?)\[redacted[^\]]*\](?:.*\[redacted[^\]]*\])?(.*)$/.exec(shown);
    const kept =
      marked === null
        ? ending !== '>>' && before.startsWith(shown)
        : before.startsWith(marked[1]!) &&
          (ending === '>>' ? after.endsWith(marked[2]!) : after.startsWith(marked[2]!)) &&
          marked[2]!.length <= after.length;
    if (!kept) leaks.push(`${echo.form} shown as ${shown}${ending}`);
  }
  return leaks;
}
