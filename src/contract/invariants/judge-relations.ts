// The relations the spec implies (implied-relations), applied to every answer: between a notification's fields, in
// the structures it carries at any depth (a detail URL built from the configs and the object's identifier), and
// between configuration items. Only what the answer shows is judged: a relation with a side missing (a projection
// left it out, a config is unset) is not. Pure but for the committed document the relations are read from, once.
import { committedDocument } from '../../validation/index.js';
import { isObject } from './answer-kind.js';
import { fromSameItemText } from './list-item-texts.js';
import { impliedRelations, type ImpliedRelations, type TemplateRelation } from './implied-relations.js';
import type { RuleName } from './invariant-rules.js';

let derived: ImpliedRelations | undefined;
/** The relations of the committed document (read once per process). */
export const documentRelations = (): ImpliedRelations => (derived ??= impliedRelations(committedDocument()));

type Add = (rule: RuleName, ok: boolean, expected: string, received: () => string) => void;
type Obj = Record<string, unknown>;

const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';
/** A URL with the slashes between its parts made single (a site URL ending with "/" joins as one without). */
const joined = (url: string) => url.replace(/([^:/])\/{2,}/g, '$1/');

/** What a template builds for an object, or undefined when a part is missing (an unset config, a projected field). */
function built(relation: TemplateRelation, object: Obj, configs: Obj): string | undefined {
  const values = relation.parts.map((p) =>
    'text' in p ? p.text : 'config' in p ? configs[p.config] : object[p.sibling],
  );
  if (!values.every((v) => typeof v === 'string' || typeof v === 'number') || !values.every((v) => String(v) !== ''))
    return undefined;
  return joined(values.map(String).join(''));
}

/**
 * The first object at any depth of a value, outer before inner, for which `visit` gives an answer (walked in place:
 * the path, for the report, is built only for the object that answers).
 */
function firstObjectIn<T>(
  value: unknown,
  path: string[],
  visit: (object: Obj, path: () => string) => T | undefined,
  depth = 8,
): T | undefined {
  if (depth === 0 || value === null || typeof value !== 'object') return undefined;
  if (!Array.isArray(value)) {
    const found = visit(value as Obj, () => path.join('.'));
    if (found !== undefined) return found;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const inner = (value as Obj)[key];
    if (inner === null || typeof inner !== 'object') continue;
    path.push(key);
    const found = firstObjectIn(inner, path, visit, depth - 1);
    path.pop();
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A notification list answer's items against the relations between their fields and in their structures. */
export function relationViolations(list: readonly unknown[], configs: Obj, add: Add, texts?: readonly number[]): void {
  const relations = documentRelations();
  const items = list.filter(isObject);
  let flag: string | undefined;
  let depends: string | undefined;
  let judgedFlags = false;
  let judgedDepends = false;
  for (const n of items) {
    for (const r of relations.notification) {
      if (r.kind === 'flag' && n[r.flag] === true) {
        judgedFlags = true;
        if (!filled(n[r.value]))
          flag ??= `nmid ${JSON.stringify(n.nmid)}: ${r.flag} true with ${r.value} ${JSON.stringify(n[r.value])}`;
      }
      if (r.kind === 'depends' && n[r.dependent] !== null && n[r.dependent] !== undefined) {
        judgedDepends = true;
        if (n[r.determinant] === null || n[r.determinant] === undefined)
          depends ??= `nmid ${JSON.stringify(n.nmid)}: ${r.dependent} ${JSON.stringify(n[r.dependent])?.slice(0, 60)} with ${r.determinant} ${JSON.stringify(n[r.determinant])}`;
      }
    }
  }
  if (judgedFlags)
    add(
      'flagsComeWithWhatTheyPointTo',
      flag === undefined,
      'a flag set with what it points to (isAccessApp true: an appUrl to visit)',
      () => flag!,
    );
  if (judgedDepends)
    add(
      'dependentFieldsComeWithWhatTheyDependOn',
      depends === undefined,
      'a field whose structure depends on another with that other one (actionInfo with its actionTarget)',
      () => depends!,
    );
  let url: string | undefined;
  let judgedUrls = false;
  for (let i = 0; i < list.length; i++) {
    const n = list[i];
    if (!isObject(n)) continue;
    const urls = fromSameItemText(texts?.[i], configs, 'detail urls', () => detailUrls(n, relations, configs));
    judgedUrls ||= urls.judged;
    url ??= urls.url;
  }
  if (judgedUrls)
    add(
      'detailUrlsFollowTheirShape',
      url === undefined,
      'detail URLs of the shape {site_url}/{website_<entity>_detail_path}/{identifier} (Paths)',
      () => url!,
    );
}

/** One notification's detail URLs against their shapes: whether it has any, and the first that breaks its shape. */
function detailUrls(n: Obj, relations: ImpliedRelations, configs: Obj): { judged: boolean; url?: string } {
  let judged = false;
  const broken = (object: Obj, path: () => string): string | undefined => {
    let first: { r: TemplateRelation; shape: string; value: string } | undefined;
    for (const r of relations.structures) {
      const value = object[r.field];
      if (typeof value !== 'string') continue;
      const shape = built(r, object, configs);
      if (shape === undefined) continue;
      // One URL of its shape is enough: the object is judged by the first relation that builds one.
      if (joined(value) === shape) {
        judged = true;
        return undefined;
      }
      first ??= { r, shape, value };
    }
    if (first === undefined) return undefined;
    judged = true;
    return `nmid ${JSON.stringify(n.nmid)}: ${path()}.${first.r.field} ${JSON.stringify(first.value)}, where ${first.r.structure}'s shape gives ${JSON.stringify(first.shape)}`;
  };
  for (const target of ['actionUser', 'actionInfo']) {
    const url = firstObjectIn(n[target], [target], broken);
    if (url !== undefined) return { judged, url };
  }
  return { judged };
}

/** A configs answer's items against the relations between them (a minimum at most its maximum). */
export function configsRelationViolations(payload: Obj, add: Add): void {
  const ranges = documentRelations().configs.filter(
    (r) => typeof payload[r.minimum] === 'number' && typeof payload[r.maximum] === 'number',
  );
  if (ranges.length === 0) return;
  const bad = ranges.find((r) => (payload[r.minimum] as number) > (payload[r.maximum] as number));
  add(
    'minimumsAreAtMostTheirMaximums',
    bad === undefined,
    `each minimum at most its maximum (${ranges.map((r) => `${r.minimum} ≤ ${r.maximum}`).join(', ')})`,
    () => `${bad!.minimum} ${payload[bad!.minimum]} > ${bad!.maximum} ${payload[bad!.maximum]}`,
  );
}
