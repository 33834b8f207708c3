// The structures whose internals the spec leaves "not shown" are open in the document: every one (each component and
// each nested part marked x-open-structure) accepts a member it does not list, and still rejects a listed member of the
// wrong type; the mock's strict flavour ('generated') rejects the unlisted member. A whole answer with an extra member
// in every object passes the document too.
import { describe, expect, it } from 'vitest';
import { committedExamples } from '../../src/openapi/document-examples.js';
import { createDocumentValidator } from '../../src/validation/create-document-validator.js';
import { committedDocument } from '../../src/validation/committed-document.js';
import { flatten, wrongTypeValue } from '../helpers/sample-from-schema.js';

type Schema = Record<string, any>;
const document = committedDocument() as { components: { schemas: Record<string, Schema> } };
const schemas = document.components.schemas;

/** Every node marked x-open-structure, named by its component and JSON pointer. */
function openNodes(): [string, Schema][] {
  const found: [string, Schema][] = [];
  const walk = (node: unknown, at: string): void => {
    if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${at}/${i}`));
    if (node === null || typeof node !== 'object') return;
    if ((node as Schema)['x-open-structure'] === true) found.push([at, node as Schema]);
    for (const [key, value] of Object.entries(node)) walk(value, `${at}/${key}`);
  };
  for (const [name, schema] of Object.entries(schemas)) walk(schema, name);
  return found;
}
const open = openNodes();

/** Each open node becomes a component of a copy of the document, so that both flavours can validate values against it. */
const probeName = (i: number) => `OpenProbe${i}`;
const probes = {
  components: { schemas: { ...schemas, ...Object.fromEntries(open.map(([, node], i) => [probeName(i), node])) } },
};
const documented = createDocumentValidator(probes);
const generated = createDocumentValidator(probes, 'generated');
const table = open.map(([where, node], i) => [where, probeName(i), node] as const);

describe('open structures', () => {
  it('cover the common structures and their parts, and nothing else', () => {
    const components = new Set(open.map(([where]) => where.split('/')[0]));
    for (const name of [
      'UserInfo',
      'UserStats',
      'UserRole',
      'Group',
      'Hashtag',
      'Geotag',
      'Post',
      'Comment',
      'FileInfo',
      'ExtendArchiveInfo',
      'ExtendContentInfo',
    ])
      expect(components).toContain(name);
    for (const name of [
      'NotificationListResponse',
      'Pagination',
      'Notification',
      'UserNotification',
      'ErrorEnvelope',
      'GlobalConfigs',
      'LanguageEntry',
    ])
      expect(components).not.toContain(name);
    expect(open.length).toBeGreaterThan(30);
  });

  it.each(table)("%s accepts a member it does not list; the mock's strict flavour does not", (_where, probe) => {
    const value = { xUnlisted: { any: ['thing'] } };
    expect(documented.validate(probe, value)).toEqual({ valid: true });
    expect(generated.validate(probe, value)).toMatchObject({
      valid: false,
      problems: [expect.objectContaining({ path: '/' })],
    });
  });

  it.each(table)('%s rejects each member it lists with a wrong type', (_where, probe, node) => {
    const properties = Object.entries((flatten(node, schemas).properties ?? {}) as Record<string, Schema>);
    expect(properties.length).toBeGreaterThan(0);
    for (const [key, property] of properties) {
      const flat = flatten(property, schemas);
      if (
        flat.type === undefined &&
        flat.anyOf === undefined &&
        flat.allOf === undefined &&
        flat.enum === undefined &&
        flat.const === undefined
      )
        continue; // an unconstrained value
      const result = documented.validate(probe, { [key]: wrongTypeValue(property, schemas) });
      expect(result.valid, `${key} of the wrong type`).toBe(false);
    }
  });
});

describe('a whole answer', () => {
  /** A copy with a member no schema lists added to every object. */
  const withExtras = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(withExtras);
    if (value === null || typeof value !== 'object') return value;
    return { ...Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withExtras(v)])), xUnlisted: 1 };
  };
  const page = committedExamples.examples.page!.value as { data: { list: unknown[] } };

  it("passes the document with an extra member in every object, and fails the mock's strict flavour in every open structure", () => {
    expect(documented.validate('NotificationListResponse', page)).toEqual({ valid: true });
    const extended = withExtras(page);
    expect(documented.validate('NotificationListResponse', extended)).toEqual({ valid: true });
    expect(generated.validate('NotificationListResponse', extended).valid).toBe(false);
    // The strict flavour names the unlisted member where it stands (one at a time: a report names at most 20 problems).
    const at = page.data.list.findIndex((item) => (item as { actionUser: unknown }).actionUser !== null);
    const item = page.data.list[at] as { actionUser: { stats: object } };
    const pageWith = (actionUser: object) => ({
      ...page,
      data: { ...page.data, list: page.data.list.map((n, i) => (i === at ? { ...item, actionUser } : n)) },
    });
    const paths = (value: unknown) => {
      const r = generated.validate('NotificationListResponse', value);
      return r.valid ? [] : r.problems.map((p) => p.path);
    };
    expect(paths(pageWith({ ...item.actionUser, xUnlisted: 1 }))).toContain(`/data/list/${at}/actionUser`);
    expect(paths(pageWith({ ...item.actionUser, stats: { ...item.actionUser.stats, xUnlisted: 1 } }))).toContain(
      `/data/list/${at}/actionUser/stats`,
    );
  });
});
