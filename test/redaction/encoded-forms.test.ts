// A token echoed hex-encoded (either case) or in base64 at any of its three alignments, as the contract kit's reports
// (secretRedactor) and the proxy's outputs (scrubber) take it out. Hex was never looked for; base64 was searched for
// without the characters at the edges of the token's run, which carry some of its bits beside a neighbour's: up to
// five of them stayed in every output.
import { describe, expect, it } from 'vitest';
import { secretRedactor } from '../../src/contract/report/redact-secrets.js';
import { scrubber } from '../../src/proxy/client-secrets.js';

const TOKENS = ['Ab1/Cd2+Ef3/Gh4=Ij5+Kl6/Mn7=', 'demo-aid-token-77', 'zq9_Yx8-Wv7.Ut6~Sr', 'n0t-a-w0rd-éclair'];
const REDACTORS: [string, (text: string) => string][] = [
  ['the kit', (text) => secretRedactor({ CORE_AID_TOKEN: TOKEN_UNDER_TEST.value })(text)],
  ['the proxy', (text) => scrubber([TOKEN_UNDER_TEST.value])(text)],
];
const TOKEN_UNDER_TEST = { value: '' };

/** The characters of base64(before + token + after) that carry any of the token's bits: [first, end). */
function tokenChars(before: number, token: string): [number, number] {
  const start = 8 * before;
  const end = start + 8 * Buffer.byteLength(token);
  return [Math.floor(start / 6), Math.ceil(end / 6)];
}

const cases = TOKENS.flatMap((token) =>
  [0, 1, 2].flatMap((before) =>
    ['', 'x', 'xy', ':tail'].flatMap((after) =>
      (['base64', 'base64url'] as const).map((encoding) => ({ token, before, after, encoding })),
    ),
  ),
);

describe.each(REDACTORS)('%s, a token echoed in base64', (_who, redact) => {
  it.each(cases)('$encoding after $before bytes, then "$after": no character carrying its bits shown', (c) => {
    TOKEN_UNDER_TEST.value = c.token;
    const encoded = Buffer.from(`${'ab'.slice(0, c.before)}${c.token}${c.after}`).toString(c.encoding);
    const [first, end] = tokenChars(c.before, c.token);
    const shown = redact(`seen <<${encoded}>> here`);
    const inside = /<<(.*)>>/.exec(shown)![1]!;
    const marked = /^(.*?)\[redacted[^\]]*\](.*)$/.exec(inside);
    expect(marked, `${encoded} → ${inside}`).not.toBeNull();
    const [, left = '', right = ''] = marked!;
    // What stays at each side is the neighbours' own characters, or fewer.
    expect(encoded.slice(0, first).startsWith(left), `${encoded} → ${inside}`).toBe(true);
    expect(encoded.slice(end).endsWith(right.replace(/^\[redacted[^\]]*\]/, '')), `${encoded} → ${inside}`).toBe(true);
    expect(right.length).toBeLessThanOrEqual(encoded.length - end);
  });
});

describe.each(REDACTORS)('%s, a token echoed in hex', (_who, redact) => {
  it.each(TOKENS.flatMap((token) => [[token, 'lower'] as const, [token, 'upper'] as const]))(
    '%s in %s case: redacted whole',
    (token, kind) => {
      TOKEN_UNDER_TEST.value = token;
      const hex = Buffer.from(token).toString('hex');
      const echoed = kind === 'upper' ? hex.toUpperCase() : hex;
      const shown = redact(`token=${echoed}; again:0x${echoed}.`);
      expect(shown).toMatch(/^token=\[redacted[^\]]*\]; again:0x\[redacted[^\]]*\]\.$/);
    },
  );
});

describe.each(REDACTORS)('%s, a token in a body PHP wrote (`/` as `\\/`)', (_who, redact) => {
  it('is redacted whole', () => {
    TOKEN_UNDER_TEST.value = TOKENS[0]!;
    const php = JSON.stringify({ message: `bad ${TOKENS[0]}` }).replaceAll('/', '\\/');
    expect(php).toContain('Ab1\\/Cd2');
    expect(redact(php)).toMatch(/^\{"message":"bad \[redacted[^\]]*\]"\}$/);
  });
});
