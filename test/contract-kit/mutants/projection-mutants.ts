// Mutants of the whitelist / blacklist projections of actionUser and actionInfo.
import type { ProxiedRequest } from './altering-proxy.js';
import { mutant, onList, onListRequest } from './mutant.js';

type Kind = 'User' | 'Info';
const target = (kind: Kind) => (kind === 'User' ? 'actionUser' : 'actionInfo');

/** Whitelisted objects get one more key of the unfiltered object back. */
const leaksAKey = (kind: Kind) =>
  onList(async (d, r, upstream) => {
    if (r.query.get(`filter${kind}Type`) !== 'whitelist') return;
    const query = new URLSearchParams(r.query);
    query.delete(`filter${kind}Type`);
    query.delete(`filter${kind}Keys`);
    const original = ((await upstream({ ...r, query })).body as { data: { list: Record<string, any>[] } }).data.list;
    d.list.forEach((n: Record<string, any>, i: number) => {
      const full = original[i]?.[target(kind)];
      if (!n[target(kind)] || !full) return;
      const extra = Object.keys(full).find((k) => !(k in n[target(kind)]));
      if (extra) n[target(kind)][extra] = full[extra];
    });
  });

/** `a.b` treated as `a` for the given filter type. */
const parentInsteadOfPath = (kind: Kind, mode: string) =>
  onListRequest((r: ProxiedRequest) => {
    const keys = r.query.get(`filter${kind}Keys`);
    if (r.query.get(`filter${kind}Type`) !== mode || keys === null) return;
    r.query.set(
      `filter${kind}Keys`,
      keys
        .split(',')
        .map((k) => k.split('.')[0])
        .join(','),
    );
  });

const ignored = (kind: Kind, mode: string) =>
  onListRequest((r) => r.query.get(`filter${kind}Type`) === mode && r.query.delete(`filter${kind}Type`));

/** The filter meant for one object is applied to the other too. */
const spills = (from: Kind, to: Kind) =>
  onListRequest((r) => {
    if (!r.query.get(`filter${from}Type`)) return;
    r.query.set(`filter${to}Type`, r.query.get(`filter${from}Type`)!);
    r.query.set(`filter${to}Keys`, `${r.query.get(`filter${from}Keys`)},nickname,pid,fsid`);
  });

export const projectionMutants = [
  mutant({
    name: 'userWhitelistLeaksAKey',
    breaks: 'a whitelisted actionUser keeps one more key',
    killedBy: 'userWhitelistKeepsOnlyNamedKeys',
    alteration: { answer: leaksAKey('User') },
  }),
  mutant({
    name: 'userDotPathsIgnored',
    breaks: 'whitelist stats.followerCount keeps all of stats',
    killedBy: 'userWhitelistFollowsDotPaths',
    alteration: { request: parentInsteadOfPath('User', 'whitelist') },
  }),
  mutant({
    name: 'userBlacklistIgnored',
    breaks: 'filterUserType=blacklist ignored',
    killedBy: 'userBlacklistRemovesNamedKeys',
    alteration: { request: ignored('User', 'blacklist') },
  }),
  mutant({
    name: 'userBlacklistDropsTheParent',
    breaks: 'blacklist stats.followerCount removes all of stats',
    killedBy: 'userBlacklistFollowsDotPaths',
    alteration: { request: parentInsteadOfPath('User', 'blacklist') },
  }),
  mutant({
    name: 'infoWhitelistLeaksAKey',
    breaks: 'a whitelisted actionInfo keeps one more key',
    killedBy: 'infoWhitelistKeepsOnlyNamedKeys',
    alteration: { answer: leaksAKey('Info') },
  }),
  mutant({
    name: 'infoDotPathsIgnored',
    breaks: 'whitelist author.fsid keeps all of author',
    killedBy: 'infoWhitelistFollowsDotPaths',
    alteration: { request: parentInsteadOfPath('Info', 'whitelist') },
  }),
  mutant({
    name: 'infoBlacklistIgnored',
    breaks: 'filterInfoType=blacklist ignored',
    killedBy: 'infoBlacklistRemovesNamedKeys',
    alteration: { request: ignored('Info', 'blacklist') },
  }),
  mutant({
    name: 'infoBlacklistDropsTheParent',
    breaks: 'blacklist author.fsid removes all of author',
    killedBy: 'infoBlacklistFollowsDotPaths',
    alteration: { request: parentInsteadOfPath('Info', 'blacklist') },
  }),
  mutant({
    name: 'userFilterAlsoHitsActionInfo',
    breaks: 'the actionUser filter is applied to actionInfo too',
    killedBy: 'userFilterLeavesActionInfoWhole',
    alteration: { request: spills('User', 'Info') },
  }),
  mutant({
    name: 'infoFilterAlsoHitsActionUser',
    breaks: 'the actionInfo filter is applied to actionUser too',
    killedBy: 'infoFilterLeavesActionUserWhole',
    alteration: { request: spills('Info', 'User') },
  }),
];
