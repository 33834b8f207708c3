// The variants of a union component (`anyOf` / `oneOf` of references, as Notification is of one variant per
// actionTarget) and which of them a value's discriminating members fit: a `const`, an `enum` or a `null` type at the
// variant's top level. A failure then names the problems of the variant that applies, not one per variant.
import { isAnnotation } from './strip-annotations.js';

export interface UnionVariant {
  /** The component the variant is. */
  component: string;
  /** Its discriminating members, e.g. `type 9, actionTarget 4`, or `actionTarget null`. */
  discriminators: string;
  /** The value's discriminating members are those of this variant (a member the value lacks is not held against it). */
  fits(value: unknown): boolean;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const REF = '#/components/schemas/';

export interface Admitted {
  values: unknown[];
  /** PHP's empty array (`[]`, an array schema of at most 0 items), as a target a whitelist kept nothing of. */
  emptyArray: boolean;
}

/** What a member's schema admits when it discriminates: a const, an enum, null alone, `[]`, or an anyOf of those. */
function admitted(schema: unknown): Admitted | undefined {
  if (!isObject(schema)) return undefined;
  if ('const' in schema) return { values: [schema.const], emptyArray: false };
  if (Array.isArray(schema.enum)) return { values: schema.enum, emptyArray: false };
  if (schema.type === 'null') return { values: [null], emptyArray: false };
  if (schema.type === 'array' && schema.maxItems === 0) return { values: [], emptyArray: true };
  if (!Array.isArray(schema.anyOf)) return undefined;
  const parts = schema.anyOf.map(admitted);
  if (parts.some((part) => part === undefined)) return undefined;
  return {
    values: parts.flatMap((part) => part!.values),
    emptyArray: parts.some((part) => part!.emptyArray),
  };
}

const admits = ({ values, emptyArray }: Admitted, value: unknown) =>
  values.includes(value) || (emptyArray && Array.isArray(value) && value.length === 0);

/** `actionTarget 4`, `actionInfo null or []`; an enum of several values is not shown. */
const shownAs = (key: string, { values, emptyArray }: Admitted) =>
  values.length + (emptyArray ? 1 : 0) === 1 || (emptyArray && values.length === 1)
    ? `${key} ${[...values.map((v) => JSON.stringify(v)), ...(emptyArray ? ['[]'] : [])].join(' or ')}`
    : undefined;

/** A variant as data (the build writes it ahead, beside the validators): its component and its discriminating keys. */
export interface VariantData {
  component: string;
  discriminators: string;
  keys: { key: string; allowed: Admitted }[];
}

/** The variants of a union component as data (none for a component that is no union of references). */
export function unionVariantData(schemas: Json, component: string): VariantData[] {
  const union = schemas[component];
  const members = isObject(union) ? (union.anyOf ?? union.oneOf) : undefined;
  if (!Array.isArray(members)) return [];
  return members.flatMap((member): VariantData[] => {
    const ref = isObject(member) && typeof member.$ref === 'string' ? member.$ref : '';
    if (!ref.startsWith(REF)) return [];
    const name = ref.slice(REF.length);
    const properties = isObject(schemas[name]) ? (schemas[name] as Json).properties : undefined;
    if (!isObject(properties)) return [];
    const keys = Object.entries(properties).flatMap(([key, schema]) => {
      const allowed = admitted(schema);
      return allowed ? [{ key, allowed }] : [];
    });
    const shown = keys.flatMap(({ key, allowed }) => shownAs(key, allowed) ?? []).join(', ');
    return [{ component: name, discriminators: shown, keys }];
  });
}

/** The variants with what tells whether a value's discriminating members fit each. */
const withFits = (variants: readonly VariantData[]): UnionVariant[] =>
  variants.map(({ component, discriminators, keys }) => ({
    component,
    discriminators,
    fits: (value) =>
      isObject(value) && keys.every(({ key, allowed }) => !(key in value) || admits(allowed, value[key])),
  }));

/**
 * Whether a component is an `anyOf` and nothing else that validates (annotations aside): a value valid against one of
 * its members is valid against it, so the member its discriminating members pick may be tried alone first.
 */
export function isPureAnyOf(schemas: Json, component: string): boolean {
  const schema = schemas[component];
  if (!isObject(schema) || !Array.isArray(schema.anyOf)) return false;
  return Object.keys(schema).every((key) => key === 'anyOf' || isAnnotation(key));
}

/** A component's union as read: whether it is an anyOf alone, and its variants (none: no union). */
export interface UnionRead {
  pure: boolean;
  variants: VariantData[];
}

/**
 * Each component's union, read once (`read`: ahead, by the build, or from the mode's schemas), and what it allows: a
 * value of an anyOf alone that its one fitting variant's validator (`quick`) accepts is valid, unchecked further.
 */
export function componentUnions(
  read: (component: string) => UnionRead,
  quick: (component: string) => (value: unknown) => boolean,
) {
  const unions = new Map<string, { pure: boolean; variants: UnionVariant[] }>();
  const unionOf = (component: string) => {
    let union = unions.get(component);
    if (!union) {
      const { pure, variants } = read(component);
      unions.set(component, (union = { pure, variants: withFits(variants) }));
    }
    return union;
  };
  return {
    variants: (component: string): UnionVariant[] => unionOf(component).variants,
    /** The variants tried alone (a pure anyOf's): their validators are prepared with the union's. */
    triedAlone: (component: string): string[] =>
      unionOf(component).pure ? unionOf(component).variants.map((v) => v.component) : [],
    holdsAsItsVariant(component: string, value: unknown): boolean {
      const { pure, variants } = unionOf(component);
      if (!pure) return false;
      const fitting = variants.filter((v) => v.fits(value));
      return fitting.length === 1 && quick(fitting[0]!.component)(value) === true;
    },
  };
}
