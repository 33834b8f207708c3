// Schema conformance of every answer the run received: spec-only schemas (spec) and the whole document (assumed).
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../schema/paths.js';
import type { DocumentValidator } from '../../validation/create-document-validator.js';
import { classify, isObject } from '../kit/answer.js';
import { defineCheck, fail, pass, skip, type Check, type Endpoint } from '../kit/check.js';
import type { CheckContext } from '../kit/check-context.js';
import type { Exchange } from '../kit/kit-http.js';

const endpointOf = (exchange: Exchange): Endpoint | null =>
  exchange.path.startsWith(NOTIFICATION_LIST_PATH) ? 'notifications' : exchange.path.startsWith(CONFIGS_PATH) ? 'configs' : null;

const hasKeys = (exchange: Exchange) => /[?&]keys=[^&]/.test(exchange.path);

/** The component a success answer must match, and the value to validate (spec mode: the configs payload only). */
function target(exchange: Exchange, body: Record<string, unknown>, mode: 'spec' | 'documented'): [string, unknown] {
  if (endpointOf(exchange) === 'notifications') return ['NotificationListResponse', body];
  if (mode === 'documented') return [hasKeys(exchange) ? 'ConfigsSubsetResponse' : 'ConfigsResponse', body];
  const payload = 'code' in body && isObject(body.data) ? body.data : body;
  return [hasKeys(exchange) ? 'GlobalConfigItems' : 'GlobalConfigs', payload];
}

function firstProblem(validator: DocumentValidator, exchanges: Exchange[], mode: 'spec' | 'documented') {
  let validated = 0;
  for (const exchange of exchanges) {
    const answer = classify(exchange);
    let component: string;
    let value: unknown;
    if (answer.kind === 'success') [component, value] = target(exchange, answer.body, mode);
    else if (answer.kind === 'rejection' && mode === 'documented' && exchange.json !== undefined) [component, value] = ['ErrorEnvelope', exchange.json];
    else continue;
    validated++;
    const result = validator.validate(component, value);
    if (!result.valid) return { exchange, component, problems: result.problems, validated };
  }
  return { validated };
}

function conformanceCheck(name: string, endpoint: Endpoint | 'both', mode: 'spec' | 'documented', why: string, source: string): Check {
  return defineCheck({
    name,
    endpoint: endpoint === 'both' ? 'notifications' : endpoint,
    why,
    source,
    provenance: mode === 'spec' ? 'spec' : 'assumed',
    final: true,
    async run(ctx: CheckContext) {
      const exchanges = ctx.http.exchanges.filter((e) => (endpoint === 'both' ? endpointOf(e) !== null : endpointOf(e) === endpoint));
      const found = firstProblem(mode === 'spec' ? ctx.validators.spec : ctx.validators.documented, exchanges, mode);
      if ('problems' in found && found.problems) {
        const list = found.problems.slice(0, 3).map((p) => `${p.path} ${p.message}`).join('; ');
        return fail(`every answer matching ${found.component}`, `${list}${found.problems.length > 3 ? ` (+${found.problems.length - 3} more)` : ''}`, found.exchange);
      }
      return found.validated === 0 ? skip('no answer to validate') : pass(`${found.validated} answers`);
    },
  });
}

export const everyConfigsAnswerMatchesTheSchema = conformanceCheck('everyConfigsAnswerMatchesTheSchema', 'configs', 'spec', 'Every configs answer the kit saw has the spec\'s keys, types and shapes.', 'Resources › Configuration item');
export const everyListAnswerMatchesTheSchema = conformanceCheck('everyListAnswerMatchesTheSchema', 'notifications', 'spec', 'Every page the kit saw has the spec\'s 17 fields, types and pagination.', 'Resources › Notification; Endpoints › Notification list › Response body');
export const everyAnswerMatchesTheDocumentedSchema = conformanceCheck('everyAnswerMatchesTheDocumentedSchema', 'both', 'documented', 'Every answer, errors included, matches the document with all its assumptions.', 'integers, action-type-values, error-envelope, nullable-fields');

export const errorsAreHttp200Envelopes = defineCheck({
  name: 'errorsAreHttp200Envelopes',
  endpoint: 'notifications',
  why: 'The real system answers every handled error with HTTP 200 and {code, message, data: null}.',
  source: 'error-http-status, error-envelope',
  provenance: 'assumed',
  final: true,
  async run(ctx) {
    const rejections = ctx.http.exchanges.filter((e) => endpointOf(e) && classify(e).kind === 'rejection');
    if (rejections.length === 0) return skip('no error answer was seen');
    for (const e of rejections) {
      const body = e.json;
      const shaped = isObject(body) && Number.isInteger(body.code) && body.code !== 0 && typeof body.message === 'string' && body.data === null;
      if (e.status !== 200 || !shaped) return fail('HTTP 200 with {"code": <non-zero>, "message": "…", "data": null}', `HTTP ${e.status} ${(e.body ?? '').slice(0, 100)}`, e);
    }
    return pass(`${rejections.length} error answers`);
  },
});

export const conformanceChecks: Check[] = [everyConfigsAnswerMatchesTheSchema, everyListAnswerMatchesTheSchema, everyAnswerMatchesTheDocumentedSchema, errorsAreHttp200Envelopes];
