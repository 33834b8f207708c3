// The two operations over HTTP: a thin layer over the pure engine (parse → filter → paginate → project).
import { Router, type Request } from 'express';
import { authHeaders, LANGUAGE_HEADER } from '../../schema/headers.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../schema/paths.js';
import { authenticate } from '../engine/authenticate.js';
import { parseNotificationQuery } from '../engine/parse-notification-query.js';
import { queryNotifications } from '../engine/query-notifications.js';
import { resolveLanguage } from '../engine/resolve-language.js';
import { configsInLanguage, parseConfigsQuery, selectConfigs } from '../engine/select-configs.js';
import type { World } from '../world/create-world.js';
import { sendError, sendSuccess, type ErrorStatusPolicy } from './send-json.js';

export interface ApiOptions {
  world: World;
  policy: ErrorStatusPolicy;
}

export const rawQueryOf = (req: Request): string => {
  const at = req.url.indexOf('?');
  return at < 0 ? '' : req.url.slice(at + 1);
};

const [aidHeader, aidTokenHeader, uidHeader, uidTokenHeader] = authHeaders.map((h) => h.name);

/** Serialised configs answers are the same for the same language and keys: cache them (bounded). */
function configsCache(world: World) {
  const cache = new Map<string, string>();
  return (langTag: string, keys: readonly string[] | null, build: () => unknown): string => {
    const key = `${langTag}\n${keys?.join(',') ?? '*'}`;
    let text = cache.get(key);
    if (text === undefined) {
      if (cache.size >= 512) cache.clear();
      text = JSON.stringify(build());
      cache.set(key, text);
    }
    return text;
  };
}

export function apiRoutes({ world, policy }: ApiOptions): Router {
  const router = Router();
  const cached = configsCache(world);

  router.get(CONFIGS_PATH, (req, res) => {
    const language = resolveLanguage(req.get(LANGUAGE_HEADER), world.languages, world.defaultLanguage);
    if (!language.ok) return sendError(res, language.error, policy);
    const keys = parseConfigsQuery(rawQueryOf(req), world.configs);
    if (!keys.ok) return sendError(res, keys.error, policy);
    sendSuccess(res, cached(language.value.langTag, keys.value, () => selectConfigs(configsInLanguage(world.configs, language.value), keys.value)));
  });

  router.get(NOTIFICATION_LIST_PATH, (req, res) => {
    const auth = authenticate(
      { aid: req.get(aidHeader!), aidToken: req.get(aidTokenHeader!), uid: req.get(uidHeader!), uidToken: req.get(uidTokenHeader!) },
      world.findAccount,
    );
    if (!auth.ok) return sendError(res, auth.error, policy);
    const language = resolveLanguage(req.get(LANGUAGE_HEADER), world.languages, world.defaultLanguage);
    if (!language.ok) return sendError(res, language.error, policy);
    const query = parseNotificationQuery(rawQueryOf(req));
    if (!query.ok) return sendError(res, query.error, policy);
    const data = queryNotifications(auth.value.account.notifications, query.value, { language: language.value, nowMs: world.nowMs });
    sendSuccess(res, JSON.stringify(data));
  });

  return router;
}
