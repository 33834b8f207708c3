// Relations between fields that the spec implies, derived from the document's schemas and their descriptions (the
// spec's words for each field), not listed by hand: a flag "Whether to visit X" and the "X URL" beside it; a field
// whose "structure depends on" another; a detail URL whose description gives its shape as a template of configs and
// sibling fields (Paths: "{site_url}/{website_<entity>_detail_path}/{identifier}"); a minimum and a maximum of the
// same measure. A field added to the document with such words is held to its relation without a new check. Pure.
import { isObject } from './answer-kind.js';

type Schema = Record<string, unknown>;

export interface FlagRelation {
  kind: 'flag';
  flag: string;
  value: string;
}
export interface DependsRelation {
  kind: 'depends';
  dependent: string;
  determinant: string;
}
export interface TemplateRelation {
  kind: 'template';
  field: string;
  /** The template's parts: literal text, a configuration key, or a sibling field of the object. */
  parts: ({ text: string } | { config: string } | { sibling: string })[];
  /** The structure it was read from, for the report. */
  structure: string;
}
export interface RangeRelation {
  kind: 'range';
  minimum: string;
  maximum: string;
}

export interface ImpliedRelations {
  /** Between the fields of one notification. */
  notification: (FlagRelation | DependsRelation)[];
  /** Of the structures a notification carries, at any depth. */
  structures: TemplateRelation[];
  /** Between configuration items. */
  configs: RangeRelation[];
}

const words = (text: string) => new Set(text.toLowerCase().match(/[a-z]+/g) ?? []);
const propertiesOf = (schema: unknown): Record<string, Schema> =>
  isObject(schema) && isObject(schema.properties) ? (schema.properties as Record<string, Schema>) : {};
const descriptionOf = (schema: Schema | undefined) =>
  typeof schema?.description === 'string' ? schema.description : '';

/** "Whether to visit an app (plugin) page" beside "App page URL": the flag set says the URL is there to visit. */
function flagRelations(properties: Record<string, Schema>): FlagRelation[] {
  return Object.entries(properties).flatMap(([flag, schema]) => {
    const visit = /^Whether to visit (.+)$/i.exec(descriptionOf(schema))?.[1];
    if (!visit) return [];
    const thing = words(visit);
    return Object.entries(properties).flatMap(([value, other]) => {
      const named = /^(.+) URL$/i.exec(descriptionOf(other))?.[1];
      return named && value !== flag && [...words(named)].every((w) => thing.has(w))
        ? [{ kind: 'flag' as const, flag, value }]
        : [];
    });
  });
}

/** "Its structure depends on actionTarget": no structure without what says which one it is. */
function dependsRelations(properties: Record<string, Schema>): DependsRelation[] {
  return Object.entries(properties).flatMap(([dependent, schema]) => {
    const determinant = /depends on (\w+)/.exec(descriptionOf(schema))?.[1];
    return determinant && determinant in properties ? [{ kind: 'depends' as const, dependent, determinant }] : [];
  });
}

/** `{site_url}/{website_post_detail_path}/{pid}` in a field's description: its value, built from configs and siblings. */
function templateRelations(schemas: Record<string, Schema>, configKeys: Set<string>): TemplateRelation[] {
  return Object.entries(schemas).flatMap(([structure, schema]) => {
    const properties = propertiesOf(schema);
    return Object.entries(properties).flatMap(([field, property]) => {
      const template = /`(\{[a-z_]+\}(?:\/\{[A-Za-z_]+\})+)`/.exec(descriptionOf(property))?.[1];
      if (!template) return [];
      const parts = template
        .split(/(\{[A-Za-z_]+\})/)
        .filter(Boolean)
        .map((part): TemplateRelation['parts'][number] => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          return name === undefined ? { text: part } : configKeys.has(name) ? { config: name } : { sibling: name };
        });
      const known = parts.every((p) => !('sibling' in p) || p.sibling in properties);
      return known && parts.some((p) => 'config' in p) ? [{ kind: 'template' as const, field, parts, structure }] : [];
    });
  });
}

/** "Username minimum length" and "Username maximum length": the minimum is at most the maximum. */
function rangeRelations(properties: Record<string, Schema>): RangeRelation[] {
  const byMeasure = (which: 'minimum' | 'maximum') =>
    new Map(
      Object.entries(properties).flatMap(([key, schema]) => {
        const m = new RegExp(`^(.+) ${which} (.+)$`, 'i').exec(descriptionOf(schema));
        return m ? [[`${m[1]!.toLowerCase()} ${m[2]!.toLowerCase()}`, key] as const] : [];
      }),
    );
  const maxima = byMeasure('maximum');
  return [...byMeasure('minimum')].flatMap(([measure, minimum]) => {
    const maximum = maxima.get(measure);
    return maximum ? [{ kind: 'range' as const, minimum, maximum }] : [];
  });
}

/** Every relation the document's descriptions imply (the notification as the spec states it: its relaxed form). */
export function impliedRelations(document: Record<string, unknown>): ImpliedRelations {
  const schemas = ((document.components as Schema | undefined)?.schemas ?? {}) as Record<string, Schema>;
  const notification = schemas.Notification;
  const relaxed = isObject(notification?.['x-spec-relaxed']) ? notification['x-spec-relaxed'] : notification;
  const fields = propertiesOf(relaxed);
  const configs = propertiesOf(schemas.GlobalConfigItems);
  return {
    notification: [...flagRelations(fields), ...dependsRelations(fields)],
    structures: templateRelations(schemas, new Set(Object.keys(configs))),
    configs: rangeRelations(configs),
  };
}
