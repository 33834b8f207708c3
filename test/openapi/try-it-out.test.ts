// What Swagger UI's Try it out sends with nothing changed follows from the document: no parameter may carry a value
// Swagger UI pre-fills (`example`, or an `examples` list whose first entry is not empty), and the configs need no login.
import { describe, expect, it } from 'vitest';
import { committedDocument, mockDocument } from '../../src/validation/committed-document.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../src/schema/paths.js';
import { configsParameters, notificationListParameters } from '../../src/schema/query-parameters.js';

interface Parameter {
  name: string;
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
  schema: { examples?: unknown[]; default?: unknown };
}

type Document = { paths: Record<string, { get: { parameters: Parameter[]; security: unknown[] } }> };

// Swagger UI shows the mock document; the contract is read by the same tools (and by people), so it keeps the same rule.
describe.each([
  ['mock', mockDocument()],
  ['contract', committedDocument()],
] as const)('the %s document as Swagger UI reads it', (_flavour, given) => {
  const document = given as unknown as Document;
  const parameters = [CONFIGS_PATH, NOTIFICATION_LIST_PATH].flatMap((path) =>
    document.paths[path]!.get.parameters.map((p): [string, Parameter] => [`${path} ${p.name}`, p]),
  );

  it.each(parameters)('%s pre-fills nothing but its default', (_name, parameter) => {
    expect(parameter.example).toBeUndefined();
    if (parameter.examples) expect(Object.values(parameter.examples)[0]!.value).toBe('');
  });

  const withExample = [
    ...configsParameters.map((p) => [CONFIGS_PATH, p] as const),
    ...notificationListParameters.map((p) => [NOTIFICATION_LIST_PATH, p] as const),
  ].filter(([, p]) => p.example !== undefined);
  it.each(withExample.map(([path, p]) => [path, p.name, p.example] as const))(
    '%s still documents the example of %s (%s)',
    (path, name, example) => {
      const parameter = document.paths[path]!.get.parameters.find((p) => p.name === name)!;
      expect([
        ...Object.values(parameter.examples ?? {}).map((e) => e.value),
        ...(parameter.schema.examples ?? []),
      ]).toContain(example);
    },
  );

  it('asks no login for the configs (assumption configs-auth) and all four headers for the list', () => {
    expect(document.paths[CONFIGS_PATH]!.get.security).toEqual([]);
    expect(document.paths[NOTIFICATION_LIST_PATH]!.get.security).toEqual([
      { aid: [], aidToken: [], uid: [], uidToken: [] },
    ]);
  });
});
