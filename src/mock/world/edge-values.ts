// The edge world's values, derived from the schema rather than listed: walking a structure with its schema, every field
// whose schema admits a real item's null (not only the placeholder's) is null on one item and at its widest on the
// next (so a field made nullable in the schema follows at once), display text reaches the length its config (or
// schema) allows, counts are 0 or huge, and lists are empty on every other item. Every value stays one the schema accepts.
import type { TSchema } from 'typebox';
import { ASSUMPTION } from '../../schema/index.js';
import { hash3, hashString } from '../lib/hash.js';
import { edgeText, type TextStyle } from './edge-text.js';

type Node = Record<string, unknown>;

/** Widths from the world's configs (`nickname_max`, …) by field, and the seed the alternation starts from. */
export interface EdgeLimits {
  seed: number;
  /** `nickname`, `username`, `bio`, `hashtag` (a Hashtag's name): the config's limit. */
  widths: Partial<Record<'nickname' | 'username' | 'bio' | 'hashtag', number>>;
}

/** The widest a display text without a limit of its own gets: beyond any card's line, under any sane cap. */
export const DEFAULT_WIDTH = 160;

/** A count at its largest: the int32 ceiling many stores keep counters in. */
export const HUGE_COUNT = 2_147_483_647;

/** Fields people read (names, bios, titles, texts): widened. Ids, URLs, times, codes and colours keep their form. */
const DISPLAY_TEXT = new Set([
  'nickname',
  'username',
  'bio',
  'bioHtml',
  'location',
  'name',
  'description',
  'title',
  'content',
  'message',
  'genderCustom',
  'verifiedDesc',
  'note',
  'buttonName',
  'userListName',
  'roleName',
  'address',
  'city',
  'district',
  'region',
  'ipLocation',
  'descPrimary',
  'descSecondary',
]);

/** The alternatives of a schema (anyOf / oneOf flattened, a one-element allOf unwrapped). */
export function branchesOf(schema: unknown): Node[] {
  if (schema === null || typeof schema !== 'object') return [];
  const s = schema as Node;
  const alternatives = (s.anyOf ?? s.oneOf) as unknown[] | undefined;
  if (alternatives) return alternatives.flatMap(branchesOf);
  if (Array.isArray(s.allOf) && s.allOf.length === 1) return branchesOf(s.allOf[0]);
  return [s];
}

const typesOf = (b: Node): unknown[] => (Array.isArray(b.type) ? b.type : [b.type]);

/** The schema accepts null: `type` lists it, an alternative is null, or its enum has it. */
export const admitsNull = (schema: unknown): boolean =>
  branchesOf(schema).some(
    (b) => typesOf(b).includes('null') || b.const === null || (Array.isArray(b.enum) && b.enum.includes(null)),
  );

/** Nulls that are not a real item's: the anonymous placeholder's, and a File Info key of another kind than the file's. */
const NOT_A_REAL_ITEMS_NULL = new Set(['anonymous-user', 'file-kind-keys']);

/**
 * The schema's null is one a real item can have: not the anonymous placeholder's (`fsid`, `uid`, `username` are null
 * only on the placeholder: a member with an account always has them, so the edge world never nulls them on one), nor
 * another file kind's (an image's `imageBigUrl` is a URL on every image).
 */
export const admitsRealNull = (schema: unknown): boolean =>
  admitsNull(schema) && !branchesOf(schema).some((b) => NOT_A_REAL_ITEMS_NULL.has(String(b[ASSUMPTION])));

/** The one alternative of this kind (`object`, `string`, …), or undefined when there is none or several. */
function branchOf(schema: unknown, kind: string): Node | undefined {
  const found = branchesOf(schema).filter((b) => typesOf(b).includes(kind));
  return found.length === 1 ? found[0] : undefined;
}

/**
 * Of several object alternatives (a User Info or the real system's placeholder), the one that lists every member of the
 * value; undefined when none or several do (an archive fits each of its kinds: it is kept as it is).
 */
function objectBranchListing(schema: unknown, value: Node): Node | undefined {
  const found = branchesOf(schema).filter(
    (b) => typesOf(b).includes('object') && Object.keys(value).every((key) => key in ((b.properties ?? {}) as Node)),
  );
  return found.length === 1 ? found[0] : undefined;
}

const isFreeText = (b: Node | undefined) =>
  b !== undefined && b.enum === undefined && b.const === undefined && b.pattern === undefined && b.format === undefined;

export class EdgeValues {
  constructor(private readonly limits: EdgeLimits) {}

  /**
   * Which of null and widest (empty and full, zero and huge) this item's field gets: a seeded coin per item and field,
   * so both show over a page, and a nested field's coin is independent of its parent's (a strict alternation would
   * tie them: a field could then be null only where its parent already is).
   */
  flip(position: number, path: string): boolean {
    return (hash3(this.limits.seed, hashString(path), position) & 1) === 1;
  }

  /** The widest text for a field, in its style, starting at a piece that changes from item to item. */
  widest(key: string, owner: string, schema: Node | undefined, position: number): string {
    const w = this.limits.widths;
    const [width, style]: [number | undefined, TextStyle] =
      key === 'nickname'
        ? [w.nickname, 'text']
        : key === 'username'
          ? [w.username, 'handle']
          : key === 'bio' || key === 'bioHtml'
            ? [w.bio, 'text']
            : owner === 'Hashtag' && key === 'name'
              ? [w.hashtag, 'word']
              : [undefined, 'text'];
    const cap = typeof schema?.maxLength === 'number' ? schema.maxLength : Infinity;
    return edgeText(Math.min(width ?? DEFAULT_WIDTH, cap), position + hashString(key), style);
  }

  /** A copy of `value` bent to the edge, as `schema` allows; `owner` is the structure's title (`Hashtag`, …). */
  value(value: unknown, schema: unknown, position: number, path: string, key: string, owner: string): unknown {
    if (admitsRealNull(schema) && this.flip(position, path)) return null;
    if (value === null) {
      // The widest a null can be: a display text written out; anything else (a time, a structure) stays null.
      const text = branchOf(schema, 'string');
      return DISPLAY_TEXT.has(key) && isFreeText(text) ? this.widest(key, owner, text, position) : null;
    }
    if (typeof value === 'string') {
      const text = branchOf(schema, 'string');
      return DISPLAY_TEXT.has(key) && isFreeText(text) ? this.widest(key, owner, text, position) : value;
    }
    if (typeof value === 'number' && key.endsWith('Count')) {
      const whole = branchOf(schema, 'integer') ?? branchOf(schema, 'number');
      if (!whole || whole.enum !== undefined || whole.const !== undefined) return value;
      return this.flip(position, `${path}#count`)
        ? typeof whole.maximum === 'number'
          ? Math.min(HUGE_COUNT, whole.maximum)
          : HUGE_COUNT
        : Math.max(0, typeof whole.minimum === 'number' ? whole.minimum : 0);
    }
    if (Array.isArray(value)) {
      const list = branchOf(schema, 'array');
      if (!list) return value;
      if (list.minItems === undefined && this.flip(position, `${path}#list`)) return [];
      return value.map((item, i) => this.value(item, list.items, position, `${path}.${i}`, key, owner));
    }
    if (typeof value === 'object') {
      const shape = branchOf(schema, 'object') ?? objectBranchListing(schema, value as Node);
      if (!shape) return value;
      return this.structure(value as Node, shape, position, path);
    }
    return value;
  }

  /** Every member of a structure, in its own order; members the schema does not list (and an anonymous author) are kept as they are. */
  structure(value: Node, schema: Node, position: number, path: string): Node {
    const properties = (schema.properties ?? {}) as Record<string, TSchema>;
    const owner = typeof schema.title === 'string' ? schema.title : '';
    const out: Node = {};
    // An anonymous or gone author (`isAnonymous`, `fsid` null) is the placeholder and stays it: widening its null
    // identity would reveal one.
    const author = value.author as Node | null | undefined;
    const kept = value.isAnonymous === true || (author != null && author.fsid === null) ? 'author' : undefined;
    for (const [key, member] of Object.entries(value)) {
      out[key] =
        key in properties && key !== kept
          ? this.value(member, properties[key], position, `${path}.${key}`, key, owner)
          : member;
    }
    return out;
  }
}
