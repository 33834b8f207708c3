// The fenced blocks of a Markdown page in order, with what precedes each: the reader sees commands, then their output.

export interface FencedBlock {
  lang: string;
  body: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** A `<!-- readme-test: … -->` marker right before the block, if any. */
  marker: string | null;
}

export function fencedBlocks(markdown: string): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  const pattern = /(?:<!-- readme-test: (.+?) -->\n)?```(\w*)\n([\s\S]*?)```/g;
  for (const match of markdown.matchAll(pattern)) {
    const at = match.index + (match[1] ? match[0].indexOf('```') : 0);
    blocks.push({
      lang: match[2]!,
      body: match[3]!,
      line: markdown.slice(0, at).split('\n').length,
      marker: match[1] ?? null,
    });
  }
  return blocks;
}

/** Normalises what varies between runs: ports, durations. */
export const normalised = (text: string) =>
  text
    .replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:4010')
    .replace(/\d+(\.\d+)? s$/gm, '<t> s')
    .replace(/\d+(\.\d+)? ms\b/g, '<t> ms');

/** Every non-empty documented line (except `…` elisions) appears among the real output's lines. */
export function missingLines(documented: string, actual: string): string[] {
  const lines = new Set(
    normalised(actual)
      .split('\n')
      .map((l) => l.trimEnd()),
  );
  return normalised(documented)
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l.trim() !== '' && l.trim() !== '…' && !lines.has(l));
}
