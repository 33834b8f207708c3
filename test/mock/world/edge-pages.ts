// Pages of the edge world for tests: the request core asked as a client would (`Prefer: data=edge`), page after page.
import { createApiRequestHandler, type ApiRequestHandler } from '../../../src/mock/request/handle-api-request.js';
import { credentialHeaders, DEMO_CREDENTIALS } from '../../../src/mock/world/account-credentials.js';
import { loadEdgeWorld } from '../../../src/mock/world/world-variants.js';
import { fixedWorld } from '../../helpers/fixed-world.js';

// The request core answers `data=edge` once a request has prepared it (its module loads on first use); the core is
// asked directly here, so the module is loaded first.
await loadEdgeWorld();

export const demo = Object.fromEntries(
  Object.entries(credentialHeaders(DEMO_CREDENTIALS)).map(([k, v]) => [k.toLowerCase(), v]),
);

export interface Page {
  text: string;
  body: { code: number; data: { list: Record<string, unknown>[] } };
  preferenceApplied: string | undefined;
}

export function edgeCore(seed = 1): {
  core: ApiRequestHandler;
  configs: ReturnType<typeof fixedWorld>['world']['configs'];
} {
  const { world } = fixedWorld({ seed });
  return { core: createApiRequestHandler({ world, policy: { httpErrors: false } }), configs: world.configs };
}

/** One answer of the list for this query and these extra headers. */
export function ask(
  core: ApiRequestHandler,
  rawQuery: string,
  headers: Record<string, string> = { prefer: 'data=edge' },
): Page {
  const plan = core({ operation: 'notificationList', rawQuery, headers: { ...demo, ...headers } });
  const text = typeof plan.body === 'string' ? plan.body : new TextDecoder().decode(plan.body);
  const at = plan.extraHeaders.indexOf('Preference-Applied');
  return {
    text,
    body: JSON.parse(text) as Page['body'],
    preferenceApplied: at < 0 ? undefined : plan.extraHeaders[at + 1],
  };
}

/** The first `pages` pages of 30 of the edge world. */
export const edgePages = (core: ApiRequestHandler, pages = 4): Page[] =>
  Array.from({ length: pages }, (_, i) => ask(core, `pageSize=30&page=${i + 1}`));
