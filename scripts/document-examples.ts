// Maintainer tool of this repository: the document's examples, asked of the mock's default world (seed 1) at the docs'
// clock through its request core, so that every example is an answer the mock really gives (npm run openapi writes them).
import { buildWorld } from '../src/mock/launch-mock.js';
import { clientErrorAnswer } from '../src/mock/http/transport-answers.js';
import { createApiRequestHandler, type ApiRequest, type Operation } from '../src/mock/request/handle-api-request.js';
import { credentialHeaders, DEMO_CREDENTIALS } from '../src/mock/world/account-credentials.js';
import type { DocumentExample, DocumentExamples } from '../src/openapi/document-examples.js';

/** The world and clock of the examples: the README's and docs' outputs come from the same ones. */
export const EXAMPLES_WORLD = { seed: 1, now: '2026-11-22T12:00:00Z' } as const;

const lower = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
const demo = lower(credentialHeaders(DEMO_CREDENTIALS));
const decoder = new TextDecoder();

export function renderDocumentExamples(): DocumentExamples {
  const { world } = buildWorld({ seed: EXAMPLES_WORLD.seed, nowMs: Date.parse(EXAMPLES_WORLD.now) });
  const handle = createApiRequestHandler({ world, policy: { httpErrors: false } });
  const ask = (operation: Operation, rawQuery: string, headers: ApiRequest['headers'], summary: string): DocumentExample => {
    const { body } = handle({ operation, rawQuery, headers });
    return { summary, value: JSON.parse(typeof body === 'string' ? body : decoder.decode(body)) as unknown };
  };
  const list = (rawQuery: string, headers: ApiRequest['headers'], summary: string) => ask('notificationList', rawQuery, headers, summary);
  const configs = (rawQuery: string, summary: string, headers: ApiRequest['headers'] = {}) => ask('configs', rawQuery, headers, summary);
  const transport = (code: string, summary: string): DocumentExample => {
    const text = clientErrorAnswer(code)!;
    return { summary, value: JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as unknown };
  };
  const without = (name: string) => Object.fromEntries(Object.entries(demo).filter(([k]) => k !== name));
  const examples: Record<string, DocumentExample> = {
    configsExcerpt: configs('keys=site_name,site_mode,default_language,current_language_menu,post_like_enabled,channel_post_seo,website_post_detail_path,conversation_files', 'Some items (`keys=site_name,site_mode,…`)'),
    cacheKeys: configs('keys=cache_datetime,cache_minutes', 'What a client polls to learn whether its cached configs are stale (`keys=cache_datetime,cache_minutes`)'),
    unknownConfigKey: configs('keys=site_colour', 'An unknown key in `keys`'),
    requestedAccountMissing: configs('', 'Asked for with `Prefer: code=31501` (and `--http-errors` for HTTP 401)', { prefer: 'code=31501' }),
    page: list('types=1,5&pageSize=2', demo, 'A page (`types=1,5&pageSize=2`): a system message, and a follow whose actionInfo (actionTarget 1) is the recipient\'s User Info'),
    invalidParameter: list('pageSize=50', demo, '`pageSize=50`'),
    accountMissing: list('', without('x-core-aid'), 'No `X-Core-Aid` header'),
    accountTokenWrong: list('', { ...demo, 'x-core-aid-token': 'wrong' }, 'A wrong account token'),
    userMissing: list('', without('x-core-uid'), 'No `X-Core-Uid` header'),
    userTokenWrong: list('', { ...demo, 'x-core-uid-token': 'wrong' }, 'A wrong user token'),
    routeNotFound: configs('', 'Asked for with `Prefer: code=404`', { prefer: 'code=404' }),
    methodNotAllowed: configs('', 'Asked for with `Prefer: code=405`', { prefer: 'code=405' }),
    requestTimeout: transport('ERR_HTTP_REQUEST_TIMEOUT', 'The request did not arrive in time'),
    headersTooLarge: transport('HPE_HEADER_OVERFLOW', 'Request line and headers over 16 KB'),
    serverError: configs('', 'A simulated fault (`Prefer: fault=server-error`)', { prefer: 'fault=server-error' }),
  };
  return { world: `seed ${EXAMPLES_WORLD.seed}, clock ${EXAMPLES_WORLD.now}`, examples };
}

export const documentExamplesText = (examples: DocumentExamples): string => `${JSON.stringify(examples, null, 2)}\n`;
