// Blind spot 1: inputs the spec defines that the kit never sent (empty values, list indexes in dot paths, empty key
// pieces, tokens in another letter case, a pageSize above the cap and what the answer then claims).
import type { Stored } from '../independent-server/inbox.js';
import { corpusDefect, onQuery } from './corpus-defect.js';

const swap = (s: string) => s.toLowerCase();

export const inputDefects = [
  corpusDefect({
    name: 'emptyTypesMeansNone',
    breaks: '`types=` (empty) answers no notification',
    killedBy: 'emptyTypesMeansAllTypes',
    blindSpot: 1,
    defect: onQuery((q, raw) => (raw.get('types') === '' ? { ...q, types: new Set() } : q)),
  }),
  corpusDefect({
    name: 'emptyStatusMeansUnread',
    breaks: '`status=` read as Number("") = 0: unread only',
    killedBy: 'emptyStatusMeansAll',
    blindSpot: 1,
    defect: onQuery((q, raw) => (raw.get('status') === '' ? { ...q, status: false } : q)),
  }),
  corpusDefect({
    name: 'emptyTypePieceRefused',
    breaks: '`types=3,,5` refused with 10000',
    killedBy: 'emptyPiecesInTypesAreDropped',
    blindSpot: 1,
    defect: (c) => ({
      readQuery: (raw) =>
        (raw.get('types') ?? '').split(',').some((p, i, all) => p === '' && all.length > 1)
          ? { kind: 'validation', code: 10000, message: 'The types must be integers.' }
          : c.readQuery(raw),
    }),
  }),
  corpusDefect({
    name: 'whitelistIndexIntoListKeepsNothing',
    breaks: 'whitelist `roles.0.name`: list indexes not followed, nothing kept',
    killedBy: 'userWhitelistFollowsListIndexPaths',
    blindSpot: 1,
    defect: (c) => ({
      project: (object, filter) =>
        c.project(
          object,
          filter.mode === 'whitelist'
            ? { ...filter, paths: filter.paths.filter((p) => !p.some((s) => /^\d+$/.test(s))) }
            : filter,
        ),
    }),
  }),
  corpusDefect({
    name: 'blacklistIndexRemovesTheList',
    breaks: 'blacklist `roles.0.name` removes the whole list',
    killedBy: 'userBlacklistFollowsListIndexPaths',
    blindSpot: 1,
    defect: (c) => ({
      project: (object, filter) =>
        c.project(
          object,
          filter.mode === 'blacklist'
            ? { ...filter, paths: filter.paths.map((p) => (p.some((s) => /^\d+$/.test(s)) ? p.slice(0, 1) : p)) }
            : filter,
        ),
    }),
  }),
  corpusDefect({
    name: 'infoIndexPathsUnsupported',
    breaks: 'filterInfoKeys `hashtags.0.name` ignored (only the user filter follows indexes)',
    killedBy: 'infoWhitelistFollowsListIndexPaths',
    blindSpot: 1,
    defect: (c) => ({
      project: (object, filter) =>
        object && 'hashtags' in object && filter.paths.some((p) => p.some((s) => /^\d+$/.test(s)))
          ? filter.mode === 'whitelist'
            ? {}
            : object
          : c.project(object, filter),
    }),
  }),
  corpusDefect({
    name: 'emptyKeyPieceSelectsEverything',
    breaks: '`filterUserKeys=a,,b`: the empty piece is the root, so whitelist keeps everything',
    killedBy: 'filterKeysWithEmptyPiecesNameOnlyTheOthers',
    blindSpot: 1,
    defect: (c) => {
      let rootSelected = false;
      return {
        readQuery(raw) {
          rootSelected = /(^|,)(,|$)/.test(raw.get('filterUserKeys') ?? 'x');
          return c.readQuery(raw);
        },
        project: (object, filter) => (rootSelected && filter.mode === 'whitelist' ? object : c.project(object, filter)),
      };
    },
  }),
  corpusDefect({
    name: 'aidTokenComparedWithoutCase',
    breaks: 'X-Core-Aid-Token compared case-insensitively',
    killedBy: 'aidTokenInOtherLetterCaseIsRejected',
    blindSpot: 1,
    defect: (c) => ({
      authenticate: (headers, accounts) =>
        c.authenticate({ ...headers, 'x-core-aid-token': swap(headers['x-core-aid-token'] ?? '') }, accounts),
    }),
  }),
  corpusDefect({
    name: 'uidTokenComparedWithoutCase',
    breaks: 'X-Core-Uid-Token compared case-insensitively',
    killedBy: 'uidTokenInOtherLetterCaseIsRejected',
    blindSpot: 1,
    defect: (c) => ({
      authenticate: (headers, accounts) =>
        c.authenticate({ ...headers, 'x-core-uid-token': swap(headers['x-core-uid-token'] ?? '') }, accounts),
    }),
  }),
  corpusDefect({
    name: 'capClaimsTheAskedPageSize',
    breaks: 'pageSize above 30 capped to 30, but pagination says the size asked',
    killedBy: 'pageSizeAboveTheCapIsAppliedHonestly',
    blindSpot: 1,
    choices: { overCap: 'cap' },
    defect: (c) => {
      let asked = 15;
      return {
        readQuery(raw) {
          asked = Number(raw.get('pageSize') || 15);
          return c.readQuery(raw);
        },
        paginate(items, q) {
          const paged = c.paginate(items, q);
          if (!('kind' in paged) && asked > q.pageSize)
            paged.pagination = {
              ...paged.pagination,
              pageSize: asked,
              lastPage: Math.max(1, Math.ceil(paged.pagination.total / asked)),
            };
          return paged;
        },
      };
    },
  }),
  corpusDefect({
    name: 'capOffsetUsesTheAskedPageSize',
    breaks: 'pageSize above 30 capped to 30, but the offset computed with the size asked',
    killedBy: 'pageSizeAboveTheCapIsAppliedHonestly',
    blindSpot: 1,
    choices: { overCap: 'cap' },
    defect: (c) => {
      let asked = 15;
      return {
        readQuery(raw) {
          asked = Number(raw.get('pageSize') || 15);
          return c.readQuery(raw);
        },
        paginate(items: readonly Stored[], q) {
          const paged = c.paginate(items, q);
          if ('kind' in paged || asked <= q.pageSize) return paged;
          const start = (q.page - 1) * asked;
          return { ...paged, items: items.slice(start, start + q.pageSize) };
        },
      };
    },
  }),
  corpusDefect({
    name: 'emptyKeyPieceMeansAllConfigs',
    breaks: '`keys=a,,b`: the empty piece means "all keys"',
    killedBy: 'emptyPiecesInKeysAreIgnored',
    blindSpot: 1,
    defect: (c) => ({
      configs: (request) =>
        c.configs(
          (request.query.get('keys') ?? '').split(',').includes('')
            ? { ...request, query: new URLSearchParams() }
            : request,
        ),
    }),
  }),
];
