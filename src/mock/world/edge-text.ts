// Text of the edge world (`data=edge`): strings exactly as long as a field allows, made of what breaks layouts — a
// 60-character word with no space, right-to-left scripts, emoji with skin-tone modifiers and zero-width joiners,
// combining marks, CJK, and text that looks like a template or markup. Lengths count code points, as the configs'
// limits (and JSON Schema's maxLength) do.

/** A 60-letter word: no break opportunity, so a layout that does not wrap long words overflows. */
export const LONG_WORD = 'Supercalifragilisticexpialidocious' + 'Antidisestablishmentarians';

/** The pieces every wide text cycles through, each ending in a space (a text starts at a different piece per item). */
export const EDGE_PIECES = [
  `${LONG_WORD} `,
  'مرحبا بكم في مجتمعنا، هذا نص عربي ', // Arabic: right to left
  '👩🏽‍💻 👨‍👩‍👧‍👦 🧑🏿‍🤝‍🧑🏻 👍🏾 🏳️‍🌈 ', // skin tones, zero-width joiners, a flag sequence
  'Z\u0324\u0354\u0367\u0311\u0313a\u0308\u0356\u032d\u0307l\u0316\u032e g\u031e\u0325o n\u0303 e\u0301 ', // combining marks (ñ and é decomposed)
  'שלום עולם ', // Hebrew: right to left
  '繁體中文與日本語のテキスト ',
  'Tom & Jerry {n} 100%s <b>not bold</b> ', // what a template or an HTML renderer must show as written
] as const;

/** The pieces a one-word text (a hashtag) is made of: names people can tag with, no markup or braces. */
const WORD_PIECES = EDGE_PIECES.filter((piece) => !piece.includes('<'));

/** How a field's text may look: any text, one with no space (a hashtag), or a handle of letters and digits. */
export type TextStyle = 'text' | 'word' | 'handle';

const codePoints = (text: string) => Array.from(text);

/** Exactly `width` code points, starting at piece `start` (so items alternate which class comes first). */
export function edgeText(width: number, start: number, style: TextStyle = 'text'): string {
  if (width <= 0) return '';
  if (style === 'handle')
    return codePoints(`${LONG_WORD.toLowerCase()}0123456789`.repeat(Math.ceil(width / 70)))
      .slice(0, width)
      .join('');
  const points: string[] = [];
  const pieces = style === 'word' ? WORD_PIECES : EDGE_PIECES;
  for (let i = 0; points.length < width; i++) {
    const piece = pieces[(start + i) % pieces.length]!;
    points.push(...codePoints(style === 'word' ? piece.replaceAll(' ', '') : piece));
  }
  return points.slice(0, width).join('');
}
