// Reads the real system's documented structures (the reference page of its client docs, field by field with their
// types) as structure paths with JSON types: what the real system sends where the demo data shows nothing (a group,
// a hashtag, a geotag, files).
import { readFileSync } from 'node:fs';
import type { JsonType } from './json-shape.js';

/** The page's headings → the structure names the shape reader uses. */
const STRUCTURE_OF_HEADING: Readonly<Record<string, string>> = {
  'User Info': 'User',
  'Post Info': 'Post',
  'Comment Info': 'Comment',
  'Group Info': 'Group',
  'Hashtag Info': 'Hashtag',
  'Geotag Info': 'Geotag',
  'File Info': 'File',
  'Extend Archive Info': 'Archive',
  'Extend Operation Info': 'Operations',
  'Extend Content Info': 'ExtendContent',
  'Extend Function Info': 'ExtendFunction',
};

/** The owners of an `interaction` object, by the page's notes on which structures carry an extra. */
const INTERACTION_OWNERS = ['User', 'Group', 'Hashtag', 'Geotag', 'Post', 'Comment'];

/** The JSON types a documented type names (`Number or null`, `String, Object or Array`, `Number (User) / Boolean …`). */
export function docTypes(text: string): JsonType[] {
  // "Array of File Info", "Array of Object": a list, whatever its items are.
  if (/^\s*Array of\b/.test(text)) return /\bor null\b/.test(text) ? ['array', 'null'] : ['array'];
  const types = new Set<JsonType>();
  const words: [RegExp, JsonType][] = [
    [/\bString\b/, 'string'],
    [/\bNumber\b/, 'number'],
    [/\bBoolean\b/, 'boolean'],
    [/\bObject\b/, 'object'],
    [/\bArray\b/, 'array'],
    [/\bnull\b/, 'null'],
  ];
  for (const [word, type] of words) if (word.test(text)) types.add(type);
  return [...types];
}

/** Which interaction owners a row of the Interaction table applies to (its note: "User only", "User and Group only" …). */
function ownersOf(note: string): string[] {
  const only = /^(\w+(?: and \w+)?) only/.exec(note);
  return only ? only[1]!.split(' and ') : INTERACTION_OWNERS;
}

/** Structure path (`User.stats.likerCount`, `UserInteraction.followMethod`) → the documented JSON types. */
export function readDocTypes(pagePath: string): Map<string, JsonType[]> {
  const result = new Map<string, JsonType[]>();
  /** Rows whose items are "shaped like" another row's (`buttonIcons`: items shaped like customizes[]). */
  const shapedLike: [string, string][] = [];
  let structure: string | null = null;
  let interaction = false;
  /** Inside a `| path | type | note |` table (the page's other tables, e.g. of valueType, are not fields). */
  let fieldTable = false;
  for (const line of readFileSync(pagePath, 'utf8').split('\n')) {
    if (line.startsWith('| path | type |')) fieldTable = true;
    else if (!line.startsWith('|')) fieldTable = false;
    const heading = /^### (.+)$/.exec(line);
    if (heading) {
      const title = heading[1]!.trim();
      interaction = title.startsWith('Interaction');
      structure = STRUCTURE_OF_HEADING[title] ?? null;
      continue;
    }
    if (line.startsWith('## ')) structure = null;
    const row = /^\| `([^`]+)` \| ([^|]+) \|(.*)\|$/.exec(line);
    if (!row || !fieldTable) continue;
    const [, path, type, note] = row as unknown as [string, string, string, string];
    if (interaction) {
      const field = path.replace(/^interaction\./, '');
      const owners = ownersOf(note.trim());
      // "Number (User) / Boolean (others)": User Info's public records and counts are numbers, the others' booleans.
      for (const owner of owners) {
        const split = /Number \(User\) \/ Boolean \(others\)/.test(type);
        const types = split ? (owner === 'User' ? ['number'] : ['boolean']) : docTypes(type);
        result.set(`${owner}Interaction.${field}`, types as JsonType[]);
      }
    } else if (structure) {
      result.set(`${structure}.${path}`, docTypes(type));
      const like = /items shaped like (\w+)\[\]/.exec(note)?.[1];
      if (like) shapedLike.push([`${structure}.${path}[]`, `${structure}.${like}[]`]);
    }
  }
  for (const [target, model] of shapedLike)
    // A snapshot: the loop adds entries, which must not be shaped again.
    for (const [path, types] of Array.from(result))
      if (path === model || path.startsWith(`${model}.`)) result.set(target + path.slice(model.length), types);
  return result;
}
