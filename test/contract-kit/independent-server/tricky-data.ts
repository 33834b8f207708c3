// User content that looks like a bug's marks (choice `trickyData`): people name themselves "null" or "NaN", write
// about printf's %s, {n} templates and JavaScript's [object Object], and use RTL text, ZWJ emoji and combining marks.
// A correct server carries all of it as written; the kit must not mistake it for its own rendering going wrong.
import type { Stored } from './stored.js';
import type { Json } from './subjects.js';

const NAMES = ['null', 'undefined', 'NaN', 'None', '%s', '{name}', 'مريم الحسن', 'Zoe\u0308 👩‍👩‍👧', '-1'];
const TEXTS = [
  'Use %s in printf',
  '{n} placeholders are neat',
  'Why does JS print [object Object]?',
  'undefined',
  'NaN',
  'a &amp; b is how HTML escapes &',
  'Score: -5 points',
  'שלום עולם 👨‍👩‍👧‍👦',
  '${name} in a template literal',
];

/** Makes an inbox tricky, in place: every item keeps its place, type and times. */
export function trick(inbox: Stored[]): void {
  inbox.forEach((item, i) => {
    const user = item.actionUser as (Json & { nickname?: unknown }) | null;
    if (user && 'nickname' in user) user.nickname = NAMES[i % NAMES.length];
    if (user && 'displayName' in user) user.displayName = NAMES[i % NAMES.length];
    if (item.content !== null) item.content = TEXTS[i % TEXTS.length]!;
  });
}
