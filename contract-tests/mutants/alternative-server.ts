// A correct implementation that chooses differently wherever the spec is silent: 4xx errors without a code,
// bare configs, ISO datetimes, its own User Info fields, pageSize capped at 20 silently, actionType from 0,
// a page beyond the last as 404. The kit must pass it by default and flag only assumed checks with --strict.
import { projectObject, selectionOf } from '../../src/mock/query/project-object.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../src/schema/paths.js';
import type { Alteration, ProxiedAnswer, ProxiedRequest } from './proxy-server.js';

type Json = Record<string, any>;
const FILTERS = ['filterUserType', 'filterUserKeys', 'filterInfoType', 'filterInfoKeys'];
const stripped = new WeakMap<ProxiedRequest, URLSearchParams>();

const error = (status: number, reason: string): ProxiedAnswer => ({ status, body: { error: { status, reason } } });

const toIso = (text: string) => {
  const m = /^(\d\d)\/(\d\d)\/(\d{4}) (\d\d:\d\d:\d\d)$/.exec(text);
  return m ? `${m[3]}-${m[1]}-${m[2]}T${m[4]}Z` : text;
};

function person(user: Json | null): Json | null {
  if (!user) return null;
  return { id: user.fsid, handle: user.username, displayName: user.nickname, avatarUrl: user.avatar, profile: { bio: user.bio, verified: user.verified }, counts: { followers: user.stats?.followerCount ?? 0, posts: user.stats?.postPublishCount ?? 0 } };
}

function thing(info: Json | null): Json | null {
  if (!info) return null;
  const id = info.pid ?? info.cid ?? info.gid ?? info.htid ?? info.gtid ?? info.fsid;
  return { ref: id, link: info.url, summary: { text: info.title ?? info.content ?? info.name ?? info.nickname ?? '', likes: info.likeCount ?? 0 } };
}

function reshape(n: Json): Json {
  const relative = Math.max(1, Math.round((Date.parse('2026-11-22T12:00:00Z') - Date.parse(toIso(n.datetime))) / 60_000));
  return {
    ...n,
    content: n.content ?? '',
    appUrl: n.appUrl ?? '',
    actionUser: person(n.actionUser),
    actionType: typeof n.actionType === 'number' ? n.actionType - 1 : null,
    actionInfo: thing(n.actionInfo),
    contentFsid: n.contentFsid ?? (n.actionTarget === 5 || n.actionTarget === 6 ? thing(n.actionInfo)?.ref ?? null : null),
    datetime: toIso(n.datetime),
    datetimeFormat: toIso(n.datetime).slice(0, 16).replace('T', ' '),
    timeAgo: `${relative}m`,
  };
}

function project(item: Json, filters: URLSearchParams): Json {
  for (const [kind, field] of [['User', 'actionUser'], ['Info', 'actionInfo']] as const) {
    const type = filters.get(`filter${kind}Type`);
    if (type !== 'whitelist' && type !== 'blacklist') continue;
    const paths = (filters.get(`filter${kind}Keys`) ?? '').split(',').filter(Boolean).map((k) => k.split('.'));
    item[field] = projectObject(item[field], type, selectionOf(paths));
  }
  return item;
}

function invalidFilter(filters: URLSearchParams): string | null {
  for (const kind of ['User', 'Info']) {
    const type = filters.get(`filter${kind}Type`);
    if (type === null || type === '') continue;
    if (type !== 'whitelist' && type !== 'blacklist') return `filter${kind}Type must be whitelist or blacklist`;
    if (!filters.get(`filter${kind}Keys`)) return `filter${kind}Keys is required with filter${kind}Type`;
  }
  return null;
}

export const alternativeServer: Alteration = {
  request(r) {
    delete r.headers['x-core-client-lang-tag'];
    if (r.path === CONFIGS_PATH) r.query.delete('keys');
    if (r.path !== NOTIFICATION_LIST_PATH) return;
    const filters = new URLSearchParams();
    for (const name of FILTERS) {
      if (r.query.has(name)) filters.set(name, r.query.get(name)!);
      r.query.delete(name);
    }
    stripped.set(r, filters);
    if (Number(r.query.get('pageSize')) > 20) r.query.set('pageSize', '20');
  },
  answer(a, r) {
    const body = a.body as Json;
    if (typeof body !== 'object' || body === null) return a;
    if (body.code !== 0) return error(String(body.code).startsWith('31') ? 401 : 400, String(body.message));
    if (r.path === CONFIGS_PATH) return { status: 200, body: body.data };
    if (r.path !== NOTIFICATION_LIST_PATH) return a;
    const filters = stripped.get(r) ?? new URLSearchParams();
    const invalid = invalidFilter(filters);
    if (invalid) return error(400, invalid);
    const { pagination, list } = body.data as { pagination: Json; list: Json[] };
    if (pagination.total > 0 && pagination.currentPage > pagination.lastPage) return error(404, 'no such page');
    if (pagination.total === 0) pagination.lastPage = 0;
    return { status: 200, body: { code: 0, message: 'ok', data: { pagination, list: list.map((n) => project(reshape(n), filters)) } } };
  },
};
