// Reads the real system's nullable fields from the committed reference page (test/fixtures/real-nullability.md): its
// table of fields copied from nullable columns, and its list of fields computed to null.
import { readFileSync } from 'node:fs';

const page = readFileSync(new URL('../fixtures/real-nullability.md', import.meta.url), 'utf8');

/** The page's structure names → document components. */
export const componentOfStructure: Readonly<Record<string, string>> = {
  'User Info': 'UserInfo',
  'Post Info': 'Post',
  'Comment Info': 'Comment',
  'Group Info': 'Group',
  'Hashtag Info': 'Hashtag',
  'Geotag Info': 'Geotag',
};

/** The text under `## heading`, up to the next heading of that level. */
function section(heading: string): string {
  const start = page.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`No section "${heading}" in the reference page`);
  const end = page.indexOf('\n## ', start + heading.length + 4);
  return page.slice(start, end < 0 ? undefined : end);
}

/** Every `code` token of a text, in order. */
export const ticks = (text: string): string[] => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

/** The table "Fields copied from a nullable column": component → field names (a derived field such as bioHtml included). */
export function columnFields(): Map<string, string[]> {
  const rows = section('Fields copied from a nullable column')
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| structure'));
  return new Map(
    rows.map((row) => {
      const [, structure, fields] = row.split('|');
      const component = componentOfStructure[structure!.trim()];
      if (component === undefined) throw new Error(`Unknown structure "${structure}" in the reference page`);
      return [component, ticks(fields!)];
    }),
  );
}

/** The list "Fields computed to null": each bullet's text (wrapped lines joined). */
export function computedBullets(): string[] {
  const bullets: string[] = [];
  for (const line of section('Fields computed to null').split('\n')) {
    if (line.startsWith('- ')) bullets.push(line.slice(2));
    else if (line.startsWith('  ') && bullets.length > 0) bullets[bullets.length - 1] += ` ${line.trim()}`;
  }
  return bullets;
}

/** The section "Not null": the fields it names (outside parentheses' prose). */
export const notNullSection = (): string => section('Not null');
