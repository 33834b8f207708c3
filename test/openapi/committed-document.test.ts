// The committed documents (the contract and the mock's) match their source, are lint-clean, and their examples validate
// against their schemas; the contract carries none of the mock's controls, the mock document all of them.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { driftedFiles } from '../../scripts/generated-files.js';
import { buildOpenApi } from '../../src/openapi/build-openapi.js';
import { assumptions } from '../../src/schema/assumptions.js';
import { EXAMPLES_WORLD } from '../../scripts/render-document-examples.js';
import { createDocumentValidator } from '../../src/validation/create-document-validator.js';
import { committedDocument, mockDocument } from '../../src/validation/committed-document.js';
import { LANG_TAG_PATTERN } from '../../src/schema/headers.js';
import { withRealShapes } from '../../src/validation/index.js';

const run = promisify(execFile);
const root = new URL('../../', import.meta.url).pathname;

describe('openapi/', () => {
  it('has not drifted from src/schema', async () => {
    expect(await driftedFiles(root, 'openapi')).toEqual([]);
  });

  it('is built twice to the same bytes, in either flavour', () => {
    expect(JSON.stringify(buildOpenApi())).toBe(JSON.stringify(buildOpenApi()));
    expect(JSON.stringify(buildOpenApi(undefined, 'mock'))).toBe(JSON.stringify(buildOpenApi(undefined, 'mock')));
  });

  it.each(['openapi/openapi.json', 'openapi/openapi.yaml', 'openapi/mock.json', 'openapi/mock.yaml'])(
    '%s has no errors and no warnings under redocly lint (recommended rules)',
    async (file) => {
      const { stdout } = await run('npx', ['redocly', 'lint', file, '--format=json'], {
        cwd: root,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      });
      const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number } };
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    },
    60_000,
  );

  it('lists every assumption, and every x-assumption it cites exists', () => {
    const document = committedDocument();
    expect((document['x-assumptions'] as { id: string }[]).map((a) => a.id)).toEqual(assumptions.map((a) => a.id));
    const cited = [...JSON.stringify(document).matchAll(/"x-assumption":"([^"]+)"/g)].map((m) => m[1]);
    const known = new Set(assumptions.map((a) => a.id));
    expect(cited.filter((id) => !known.has(id!))).toEqual([]);
  });

  it('has both operations with operationIds, the four security schemes, and the mock as server', () => {
    const document = committedDocument() as Record<string, any>;
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/api/core/v1/global/configs'].get.operationId).toBe('getGlobalConfigs');
    expect(document.paths['/api/core/v1/notification/list'].get.operationId).toBe('listNotifications');
    expect(Object.values(document.components.securitySchemes).map((s: any) => s.name)).toEqual([
      'X-Core-Aid',
      'X-Core-Aid-Token',
      'X-Core-Uid',
      'X-Core-Uid-Token',
    ]);
    expect(document.paths['/api/core/v1/notification/list'].get.security).toEqual([
      { aid: [], aidToken: [], uid: [], uidToken: [] },
    ]);
    expect(document.servers[0].url).toBe('http://127.0.0.1:4010');
  });
});

describe('the contract document (openapi.json)', () => {
  const document = committedDocument() as Record<string, any>;
  const operations = [
    document.paths['/api/core/v1/global/configs'].get,
    document.paths['/api/core/v1/notification/list'].get,
  ];

  it("names none of the mock's controls: no Prefer, no twin, no Preference-Applied", () => {
    const text = JSON.stringify(document);
    expect(text).not.toContain('Prefer');
    expect(text.match(/__(code|delay|fault|total|seed|lang|data)\b/g)).toBeNull();
    for (const operation of operations) expect(operation.parameters.map((p: any) => p.name)).not.toContain('Prefer');
  });

  it.each(operations.map((o) => [o.operationId, o]))(
    '%s leaves error statuses and bodies open, as the spec does: 200, 4XX and 5XX',
    (_id, operation) => {
      expect(Object.keys(operation.responses)).toEqual(['200', '4XX', '5XX']);
      expect(operation.responses['4XX'].content).toBeUndefined();
      expect(operation.responses['5XX'].content).toBeUndefined();
      // At 200: the success, or a rejection in any shape (a code other than 0); the real system's envelope stays beside it.
      const schema = operation.responses['200'].content['application/json'].schema;
      expect(schema.anyOf).toContainEqual({ $ref: '#/components/schemas/Rejection' });
      expect(JSON.stringify(schema.anyOf)).not.toContain('ErrorEnvelope');
      expect(JSON.stringify(schema['x-real-system'])).toContain('#/components/schemas/ErrorEnvelope');
    },
  );

  it('leaves the structures the spec does not show open: actionUser and actionInfo are any object', () => {
    const notification = document.components.schemas.Notification;
    expect(notification.anyOf).toBeUndefined();
    for (const field of ['actionUser', 'actionInfo']) {
      const text = JSON.stringify({ ...notification.properties[field], 'x-real-system': undefined });
      expect(text).not.toMatch(/UserInfo|Post|Comment|Group|Hashtag|Geotag/);
    }
    expect(JSON.stringify(notification['x-real-system'])).toContain('#/components/schemas/UserNotification');
  });

  it("keeps the real system's schema beside every spec form: read with them, it is the mock document's schemas", () => {
    const strip = (node: unknown): unknown =>
      Array.isArray(node)
        ? node.map(strip)
        : node && typeof node === 'object'
          ? Object.fromEntries(
              Object.entries(node)
                .filter(([k]) => k !== 'x-spec-relaxed')
                .map(([k, v]) => [k, strip(v)]),
            )
          : node;
    expect(strip(withRealShapes(document.components.schemas))).toEqual(
      strip((mockDocument() as any).components.schemas),
    );
  });

  it.each(operations.map((o) => [o.operationId, o]))(
    '%s constrains X-Core-Client-Lang-Tag as clients send it',
    (_id, operation) => {
      const header = operation.parameters.find((p: any) => p.name === 'X-Core-Client-Lang-Tag');
      expect(header.schema.pattern).toBe(LANG_TAG_PATTERN);
      const pattern = new RegExp(header.schema.pattern);
      for (const tag of ['en', 'es', 'zh-Hans', 'zh-Hans-SG', 'pt-BR', 'es-419'])
        expect([tag, pattern.test(tag)]).toEqual([tag, true]);
      for (const tag of ['', 'english', 'en_US', 'en-', '-en', 'zh-Hans-SG-x', 'e n', '12'])
        expect([tag, pattern.test(tag)]).toEqual([tag, false]);
    },
  );
});

describe('scenario controls in the mock document (mock.json)', () => {
  const document = mockDocument() as Record<string, any>;
  const operations = [
    document.paths['/api/core/v1/global/configs'].get,
    document.paths['/api/core/v1/notification/list'].get,
  ];

  it.each(operations.map((o) => [o.operationId, o]))(
    '%s takes an optional Prefer header naming every preference and twin',
    (_id, operation) => {
      const prefer = operation.parameters.find((p: any) => p.name === 'Prefer');
      expect(prefer).toMatchObject({ in: 'header', required: false, schema: { type: 'string' } });
      for (const name of ['code', 'delay', 'fault', 'total', 'seed', 'lang', 'data']) {
        expect(prefer.description).toContain(`\`${name}=`);
        expect(prefer.description).toContain(`\`__${name}\``);
      }
      expect(operation.responses['200'].headers['Preference-Applied'].schema).toEqual({ type: 'string' });
      expect(operation.responses['500'].content['application/json'].examples.serverError.value.code).toBe(500);
    },
  );

  it.each(operations.map((o) => [o.operationId, o]))(
    '%s lists every HTTP status the mock can answer, each with the envelope',
    (_id, operation) => {
      expect(Object.keys(operation.responses)).toEqual([
        '200',
        '400',
        '401',
        '404',
        '405',
        '408',
        '414',
        '417',
        '431',
        '500',
        '502',
        '504',
      ]);
      for (const [status, response] of Object.entries(operation.responses) as [string, any][]) {
        const schema = response.content['application/json'].schema;
        if (status === '200') expect(JSON.stringify(schema)).toContain('#/components/schemas/ErrorEnvelope');
        else expect(schema).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
      }
    },
  );
});

describe.each([
  ['contract', committedDocument(), 5],
  ['mock', mockDocument(), 20],
] as const)('%s document examples', (_flavour, given, least) => {
  const document = given as Record<string, any>;
  const validator = createDocumentValidator(document);
  const examples = Object.entries(document.paths as Record<string, any>).flatMap(([path, item]) =>
    Object.entries(item.get.responses as Record<string, any>).flatMap(([status, response]) =>
      Object.entries(
        (response.content?.['application/json']?.examples ?? {}) as Record<string, { summary: string; value: any }>,
      ).map(([name, example]) => [`${path} ${status} ${name}`, path, example.value] as const),
    ),
  );

  it('show examples of every operation', () => {
    expect(examples.length).toBeGreaterThan(least);
  });

  it.each(examples)('%s validates against its schema', (_name, path, value) => {
    const success = path.endsWith('/list') ? 'NotificationListResponse' : 'ConfigsSubsetResponse';
    expect(validator.validate(value.code === 0 ? success : 'ErrorEnvelope', value)).toEqual({ valid: true });
  });

  it('come from the default world and say so', () => {
    expect(document.info.description).toContain(`seed ${EXAMPLES_WORLD.seed}, clock ${EXAMPLES_WORLD.now}`);
    const excerpt =
      document.paths['/api/core/v1/global/configs'].get.responses['200'].content['application/json'].examples
        .configsExcerpt.value;
    expect(excerpt.data.site_name).toBe('Granite Exchange');
    expect(JSON.stringify(document)).not.toContain('Maple Commons');
  });

  it('uses the real structures in the notification example, actionInfo as its actionTarget says', () => {
    const page =
      document.paths['/api/core/v1/notification/list'].get.responses['200'].content['application/json'].examples.page
        .value;
    const structureOf = { 1: 'UserInfo', 2: 'Group', 3: 'Hashtag', 4: 'Geotag', 5: 'Post', 6: 'Comment' } as Record<
      number,
      string
    >;
    const targeted = page.data.list.filter((n: any) => n.actionTarget !== null);
    expect(targeted.length).toBeGreaterThan(0);
    for (const n of targeted)
      expect(validator.validate(structureOf[n.actionTarget]!, n.actionInfo)).toEqual({ valid: true });
    for (const n of page.data.list.filter((n: any) => n.actionUser !== null))
      expect(validator.validate('UserInfo', n.actionUser)).toEqual({ valid: true });
  });
});
