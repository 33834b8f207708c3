// The committed document matches its source, is lint-clean, and its examples validate against their schemas.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { driftedFiles } from '../../scripts/generated-files.js';
import { buildOpenApi } from '../../src/openapi.js';
import { assumptions } from '../../src/schema/assumptions.js';
import { configsExcerptExample, errorExamples, notificationListExample } from '../../src/schema/examples.js';
import { createDocumentValidator } from '../../src/validation/create-document-validator.js';
import { committedDocument } from '../../src/validation/committed-document.js';

const run = promisify(execFile);
const root = new URL('../../', import.meta.url).pathname;

describe('openapi/', () => {
  it('has not drifted from src/schema', async () => {
    expect(await driftedFiles(root, 'openapi')).toEqual([]);
  });

  it('is built twice to the same bytes', () => {
    expect(JSON.stringify(buildOpenApi())).toBe(JSON.stringify(buildOpenApi()));
  });

  it.each(['openapi/openapi.json', 'openapi/openapi.yaml'])('%s has no errors and no warnings under redocly lint (recommended rules)', async (file) => {
    const { stdout } = await run('npx', ['redocly', 'lint', file, '--format=json'], {
      cwd: root,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number } };
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);

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
    expect(Object.values(document.components.securitySchemes).map((s: any) => s.name)).toEqual(['X-Core-Aid', 'X-Core-Aid-Token', 'X-Core-Uid', 'X-Core-Uid-Token']);
    expect(document.paths['/api/core/v1/notification/list'].get.security).toEqual([{ aid: [], aidToken: [], uid: [], uidToken: [] }]);
    expect(document.servers[0].url).toBe('http://127.0.0.1:4010');
  });
});

describe('scenario controls in the document', () => {
  const document = committedDocument() as Record<string, any>;
  const operations = [document.paths['/api/core/v1/global/configs'].get, document.paths['/api/core/v1/notification/list'].get];

  it.each(operations.map((o) => [o.operationId, o]))('%s takes an optional Prefer header naming every preference and twin', (_id, operation) => {
    const prefer = operation.parameters.find((p: any) => p.name === 'Prefer');
    expect(prefer).toMatchObject({ in: 'header', required: false, schema: { type: 'string' } });
    for (const name of ['code', 'delay', 'fault', 'total', 'seed', 'lang']) {
      expect(prefer.description).toContain(`\`${name}=`);
      expect(prefer.description).toContain(`\`__${name}\``);
    }
    expect(operation.responses['200'].headers['Preference-Applied'].schema).toEqual({ type: 'string' });
    expect(operation.responses['500'].content['application/json'].examples.serverError.value.code).toBe(500);
  });
});

describe('document examples', () => {
  const validator = createDocumentValidator(committedDocument());

  const examples: [string, unknown][] = [
    ['NotificationListResponse', notificationListExample],
    ['ConfigsSubsetResponse', configsExcerptExample],
    ...Object.values(errorExamples).map((e): [string, unknown] => ['ErrorEnvelope', e]),
  ];

  it.each(examples)('%s example validates', (component, example) => {
    expect(validator.validate(component, example)).toEqual({ valid: true });
  });

  it('uses the mock\'s own shapes in the notification example', () => {
    const [like] = notificationListExample.data.list;
    expect(validator.validate('UserInfo', like!.actionUser)).toEqual({ valid: true });
    expect(validator.validate('Post', like!.actionInfo)).toEqual({ valid: true });
  });
});
