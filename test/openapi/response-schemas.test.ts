// The committed document's response schemas, compiled by ajv, accept correct answers and reject each kind of break.
import { describe, expect, it } from 'vitest';
import { createDocumentValidator } from '../../src/validation/create-document-validator.js';
import { withRealShapes } from '../../src/validation/index.js';
import { committedDocument } from '../../src/validation/committed-document.js';
import { configKeys } from '../../src/schema/global-configs.js';
import { committedExamples } from '../../src/openapi/document-examples.js';
import { disallowedValue, flatten, sampleFromSchema, wrongTypeValue } from '../helpers/sample-from-schema.js';

type Schema = Record<string, unknown>;
const document = committedDocument() as { components: { schemas: Record<string, Schema> } };
/** The real system's schemas (the contract document keeps them beside each spec form, in x-real-system). */
const schemas = withRealShapes(document.components.schemas) as Record<string, Schema>;
const validator = createDocumentValidator(document);
/** The mock's strict flavour: the open structures closed. */
const strict = createDocumentValidator(document, 'generated');
const keySchemas = flatten(schemas.GlobalConfigItems!, schemas).properties as Record<string, Schema>;

const completeConfigs = () => ({
  code: 0,
  message: 'ok',
  data: sampleFromSchema(schemas.GlobalConfigs!, schemas) as Record<string, unknown>,
});
const notificationListExample = committedExamples.examples.page!.value as { data: { list: Record<string, unknown>[] } };
const listResponse = () =>
  structuredClone(notificationListExample) as {
    code: unknown;
    data: { pagination: Record<string, unknown>; list: Record<string, unknown>[] };
  };
const problemsOf = (component: string, value: unknown) => {
  const result = validator.validate(component, value);
  return result.valid ? [] : result.problems;
};

const enumeratedKeys = configKeys.filter((key) => Array.isArray(flatten(keySchemas[key]!, schemas).enum));

describe('configs response schema', () => {
  it('accepts a complete configs answer', () => {
    expect(problemsOf('ConfigsResponse', completeConfigs())).toEqual([]);
  });

  it('accepts portal_{platformId} string keys and rejects non-string ones', () => {
    const answer = completeConfigs();
    answer.data.portal_7 = '<h1>Welcome</h1>';
    expect(problemsOf('ConfigsResponse', answer)).toEqual([]);
    answer.data.portal_7 = 7;
    expect(problemsOf('ConfigsResponse', answer)).toContainEqual({
      path: '/data/portal_7',
      message: 'must be string,null',
    });
  });

  it.each(configKeys)('rejects a missing %s', (key) => {
    const answer = completeConfigs();
    delete answer.data[key];
    expect(problemsOf('ConfigsResponse', answer)).toContainEqual({
      path: '/data',
      message: `must have property "${key}"`,
    });
  });

  it.each(configKeys)('rejects a value of the wrong type for %s', (key) => {
    const answer = completeConfigs();
    answer.data[key] = wrongTypeValue(keySchemas[key]!, schemas);
    expect(problemsOf('ConfigsResponse', answer).map((p) => p.path)).toContain(`/data/${key}`);
  });

  it('covers every enumerated key the issue names', () => {
    const named = [
      'site_mode',
      'site_private_end_after',
      'user_identifier',
      'hashtag_format',
      'channel_group_type',
      'website_stat_position',
      'default_homepage',
      'profile_default_homepage',
      'channel_group_detail_type',
      'channel_timeline_type',
      'channel_nearby_type',
    ];
    expect(enumeratedKeys).toEqual(expect.arrayContaining(named));
    expect(enumeratedKeys.filter((k) => k.endsWith('_query_state'))).toHaveLength(12);
    expect(enumeratedKeys.filter((k) => k.endsWith('_public_record'))).toHaveLength(4);
  });

  it.each(enumeratedKeys)('rejects a disallowed value for %s', (key) => {
    const answer = completeConfigs();
    answer.data[key] = disallowedValue(keySchemas[key]!, schemas);
    expect(problemsOf('ConfigsResponse', answer).map((p) => p.path)).toContain(`/data/${key}`);
  });

  it('rejects a time format without {n} in a language entry', () => {
    const answer = completeConfigs();
    (answer.data.language_menus as Record<string, unknown>[])[0]!.timeFormatDay = 'days ago';
    expect(problemsOf('ConfigsResponse', answer).map((p) => p.path)).toContain('/data/language_menus/0/timeFormatDay');
  });

  it('accepts a keys= subset only against the subset schema', () => {
    const subset = { code: 0, message: 'ok', data: { site_mode: 'private', hashtag_format: 2 } };
    expect(problemsOf('ConfigsSubsetResponse', subset)).toEqual([]);
    expect(problemsOf('ConfigsResponse', subset).length).toBeGreaterThan(0);
  });
});

describe('notification list response schema', () => {
  it('accepts a correct page', () => {
    expect(problemsOf('NotificationListResponse', listResponse())).toEqual([]);
  });

  it.each(Object.keys(notificationListExample.data.list[0]!))('rejects a notification without %s', (field) => {
    const answer = listResponse();
    delete answer.data.list[0]![field];
    expect(problemsOf('NotificationListResponse', answer)).toContainEqual({
      path: '/data/list/0',
      message: `must have property "${field}"`,
    });
  });

  it.each([
    ['readStatus as a number', 'readStatus', 1],
    ['type 0', 'type', 0],
    ['type 10', 'type', 10],
    ['type as a string', 'type', '3'],
    ['actionTarget 7', 'actionTarget', 7],
    ['isMarkdown as a string', 'isMarkdown', 'false'],
    ['actionUser as a string', 'actionUser', 'ava'],
    ['nmid as a number', 'nmid', 42],
  ])('rejects %s', (_case, field, value) => {
    const answer = listResponse();
    answer.data.list[0]![field] = value;
    expect(problemsOf('NotificationListResponse', answer).map((p) => p.path)).toContain(`/data/list/0/${field}`);
  });

  it('rejects a string code', () => {
    const answer = listResponse();
    answer.code = '0';
    expect(problemsOf('NotificationListResponse', answer).map((p) => p.path)).toContain('/code');
  });

  it.each(['total', 'pageSize', 'currentPage', 'lastPage'])('rejects a pagination without %s', (field) => {
    const answer = listResponse();
    delete answer.data.pagination[field];
    expect(problemsOf('NotificationListResponse', answer)).toContainEqual({
      path: '/data/pagination',
      message: `must have property "${field}"`,
    });
  });

  it('rejects actionUser and actionInfo whose listed members have other types than the real structures', () => {
    const answer = listResponse();
    const targeted = answer.data.list.findIndex((n) => n.actionTarget !== null);
    answer.data.list[targeted]!.actionUser = { uid: 'u-1', nickname: 7 };
    answer.data.list[targeted]!.actionInfo = { pid: 99, gid: 99, htid: 99, gtid: 99, cid: 99, uid: 'u-1' };
    const paths = problemsOf('NotificationListResponse', answer).map((p) => p.path);
    expect(paths).toContain(`/data/list/${targeted}/actionUser`);
    expect(paths).toContain(`/data/list/${targeted}/actionInfo`);
  });

  it("accepts members the real structures do not list (the spec leaves them open); the mock's strict flavour does not", () => {
    const answer = listResponse();
    const targeted = answer.data.list.findIndex((n) => n.actionTarget !== null);
    answer.data.list[targeted]!.actionUser = { id: 'u-1', displayName: 'Someone else' };
    answer.data.list[targeted]!.actionInfo = { postId: 99 };
    expect(validator.validate('NotificationListResponse', answer)).toEqual({ valid: true });
    const paths = strict.validate('NotificationListResponse', answer);
    expect(paths.valid).toBe(false);
  });
});

describe('spec-only validation', () => {
  const specValidator = createDocumentValidator(document, 'spec');

  it('accepts any object as actionUser and actionInfo, whatever actionTarget says (the spec does not show their fields)', () => {
    const answer = listResponse();
    for (const n of answer.data.list) {
      n.actionUser = { id: 'u-1', displayName: 'Someone else' };
      n.actionInfo = { postId: 99 };
      n.actionTarget = 2;
    }
    expect(specValidator.validate('NotificationListResponse', answer)).toEqual({ valid: true });
    expect(strict.validate('NotificationListResponse', answer).valid).toBe(false);
  });

  it("still requires actionTarget and actionInfo, and actionTarget among the spec's values", () => {
    const answer = listResponse();
    delete answer.data.list[0]!.actionInfo;
    answer.data.list[1]!.actionTarget = 7;
    const problems = (
      specValidator.validate('NotificationListResponse', answer) as { problems: { path: string; message: string }[] }
    ).problems;
    expect(problems).toContainEqual({ path: '/data/list/0', message: 'must have property "actionInfo"' });
    expect(problems.map((p) => p.path)).toContain('/data/list/1/actionTarget');
  });

  it("accepts an actionType numbering other than the real system's, which the documented schema rejects", () => {
    const answer = listResponse();
    answer.data.list[0]!.actionType = 0;
    expect(specValidator.validate('NotificationListResponse', answer)).toEqual({ valid: true });
    expect(strict.validate('NotificationListResponse', answer).valid).toBe(false);
  });

  it('still rejects what the spec states', () => {
    const answer = listResponse();
    answer.data.list[0]!.type = 12;
    expect(specValidator.validate('NotificationListResponse', answer).valid).toBe(false);
  });
});

describe('error envelope schema', () => {
  it.each([
    [{ code: 31501, message: 'no account', data: null }, true],
    [{ code: 0, message: 'ok', data: null }, false],
    [{ code: '31501', message: 'no account', data: null }, false],
    [{ code: 31501, message: 'no account', data: {} }, false],
  ])('%j valid: %s', (value, valid) => {
    expect(validator.validate('ErrorEnvelope', value).valid).toBe(valid);
  });
});
