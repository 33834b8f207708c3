// What the real system can send at each structure path: the types its running copy sent (every answer of the run),
// null where its source lets a field be null, and, where the demo data shows no value, the type its docs give.
import type { JsonType, Shape } from './json-shape.js';
import type { SourceFacts } from './real-source-nulls.js';

export interface RealModel {
  /** The types the real system can send at a structure path; undefined when it never sends that path. */
  possible(path: string): ReadonlySet<JsonType> | undefined;
  /** Whether its source says the field is never null (a NOT NULL column, a cast, a default). */
  neverNull(path: string): boolean;
  /** Whether the path lies inside a free-form JSON member (`moreInfo`): any member of any type may come there. */
  freeForm(path: string): boolean;
}

export interface RealEvidence {
  /** Every answer of the real system, merged. */
  observed: Shape;
  /** Structure path → its documented types. */
  documented: ReadonlyMap<string, readonly JsonType[]>;
  /** What the source says of null, and which members are free-form JSON. */
  source: SourceFacts;
}

/**
 * Where the docs and the running system name a structure's members differently, the path the docs' row stands for: a
 * comment's button is documented as `activeButton.{name,style,appUrl}`, and the running system sends
 * `activeButton.{buttonName,buttonStyle,buttonUrl}` (measured: every comment it answers carries those keys).
 */
const RUNNING_NAMES: Record<string, string> = {
  'Comment.author.isPostAuthor': 'User.isPostAuthor',
  'Comment.activeButton.name': 'Comment.activeButton.buttonName',
  'Comment.activeButton.style': 'Comment.activeButton.buttonStyle',
  'Comment.activeButton.appUrl': 'Comment.activeButton.buttonUrl',
};
const documentedAs = (path: string): string => RUNNING_NAMES[path] ?? path;

const ANY: ReadonlySet<JsonType> = new Set(['null', 'boolean', 'number', 'string', 'array', 'object']);

export function realModel({ observed, documented, source: facts }: RealEvidence): RealModel {
  const { nulls: source, freeForm, storeDependent } = facts;
  const docs = new Map<string, readonly JsonType[]>();
  for (const [path, types] of documented) docs.set(documentedAs(path), types);
  const cache = new Map<string, ReadonlySet<JsonType> | undefined>();
  /** Inside a free-form JSON column (`moreInfo`) any member of any type may come. */
  const insideFreeForm = (path: string) =>
    [...freeForm].some((root) => path.startsWith(`${root}.`) || path.startsWith(`${root}[]`)) ||
    // A member whose shape its `valueType` sets ("String, Object or Array": an archive's value) holds anything.
    [...docs].some(
      ([root, types]) =>
        types.includes('object') &&
        types.includes('array') &&
        (path.startsWith(`${root}.`) || path.startsWith(`${root}[]`)),
    );
  const compute = (path: string): ReadonlySet<JsonType> | undefined => {
    // A structure itself (where it nests, its owner's member says what else comes there) is an object.
    if (/^\w+$/.test(path)) return new Set(['object']);
    if (insideFreeForm(path)) return ANY;
    // A JSON column copied as it is: null, an object, or PHP's empty array (`[]`).
    if (freeForm.has(path)) return new Set(['null', 'object', 'array']);
    const seen = observed.structures.get(path);
    // A list's item: an object where the docs list its members (`customizes[].code`), else what the list holds.
    const doc =
      docs.get(path) ??
      (path.endsWith('[]') && [...docs.keys()].some((p) => p.startsWith(`${path}.`))
        ? (['object'] as const)
        : undefined);
    if (!seen && !doc && !source.has(path)) return undefined;
    const types = new Set<JsonType>(seen ?? []);
    // A type the running system sent wins over the docs' (a quoted post is its pid, a string, where the docs say Post
    // Info); where it sent only null, or nothing, the docs say what else comes.
    const sentValues = [...types].some((t) => t !== 'null');
    if (!sentValues) for (const t of doc ?? []) types.add(t);
    if (source.get(path) === 'nullable') types.add('null');
    if (storeDependent.has(path)) for (const t of ['number', 'string'] as const) types.add(t);
    return types;
  };
  return {
    possible(path) {
      if (!cache.has(path)) cache.set(path, compute(path));
      return cache.get(path);
    },
    neverNull: (path) => source.get(path) === 'not-null',
    freeForm: insideFreeForm,
  };
}
