// Blind spot 11: inputs derived from the document: parameters that are repeated, padded, past 32 bits, in a header
// or combined, read half-way (the credentials are in credential-defects.ts).
import type { Filter } from '../independent-server/read-list-query.js';
import { corpusDefect, onQuery } from './corpus-defect.js';

export const documentInputDefects = [
  corpusDefect({
    name: 'repeatedTypesAnswerTheLastClaimingBoth',
    breaks: '`types=3&types=8`: the items of type 8, the total of types 3 and 8',
    killedBy: 'documentedParametersAreAnsweredOrRefused',
    blindSpot: 11,
    defect: (c) => {
      let last: number | undefined;
      return {
        readQuery(raw) {
          const all = raw.getAll('types');
          last = all.length > 1 ? Number(all.at(-1)) : undefined;
          const read = c.readQuery(
            all.length > 1
              ? new URLSearchParams([...[...raw].filter(([k]) => k !== 'types'), ['types', all.join(',')]])
              : raw,
          );
          return read;
        },
        paginate(items, q) {
          const paged = c.paginate(items, q);
          if (last === undefined || 'kind' in paged) return paged;
          const only = items.filter((n) => n.type === last);
          const start = (q.page - 1) * q.pageSize;
          return { ...paged, items: only.slice(start, start + q.pageSize) };
        },
      };
    },
  }),
  corpusDefect({
    name: 'repeatedParameterCrashes',
    breaks: 'a repeated parameter arrives as a list and the server crashes on it (HTTP 500)',
    killedBy: 'documentedParametersAreAnsweredOrRefused',
    blindSpot: 11,
    defect: (c) => ({
      readQuery(raw) {
        if (new Set(raw.keys()).size < [...raw.keys()].length) throw new TypeError('value.trim is not a function');
        return c.readQuery(raw);
      },
    }),
  }),
  corpusDefect({
    name: 'pageWrapsPast32Bits',
    breaks:
      '`page=2147483648` read as a 32-bit integer: it wraps to a negative page, page 1 is answered and currentPage says the wrapped number',
    killedBy: 'documentedParametersAreAnsweredOrRefused',
    blindSpot: 11,
    defect: (c) => {
      let wrapped: number | undefined;
      return {
        readQuery(raw) {
          const read = c.readQuery(raw);
          const n = Number(raw.get('page') ?? 1) | 0;
          wrapped = n !== Number(raw.get('page') ?? 1) ? n : undefined;
          return 'kind' in read || wrapped === undefined ? read : { ...read, page: 1 };
        },
        paginate(items, q) {
          const paged = c.paginate(items, q);
          if (!('kind' in paged) && wrapped !== undefined)
            paged.pagination = { ...paged.pagination, currentPage: wrapped };
          return paged;
        },
      };
    },
  }),
  corpusDefect({
    name: 'paddedPageSizeReadAsZero',
    breaks: '`pageSize= 15 ` read as 0: an empty page of size 0 while total is 120',
    killedBy: 'documentedParametersAreAnsweredOrRefused',
    blindSpot: 11,
    defect: onQuery((q, raw) => (/^\s|\s$/.test(raw.get('pageSize') ?? '') ? { ...q, pageSize: 0 } : q)),
  }),
  corpusDefect({
    name: 'statusOtherThanOneIsUnread',
    breaks: '`status` compared with "1": anything else (`abc`, `2147483648`) reads as unread',
    killedBy: 'documentedParametersAreAnsweredOrRefused',
    blindSpot: 11,
    choices: { inputs: 'lenient' },
    defect: onQuery((q, raw) =>
      raw.get('status') !== null && raw.get('status') !== '' && raw.get('status')!.trim() !== '1'
        ? { ...q, status: false }
        : q,
    ),
  }),
  corpusDefect({
    name: 'repeatedPageEchoesTheLast',
    breaks: '`page=1&page=2`: the items of page 1, currentPage 2',
    killedBy: 'documentedParametersAreAnsweredOrRefused',
    blindSpot: 11,
    choices: { inputs: 'lenient' },
    defect: (c) => {
      let first: number | undefined;
      return {
        readQuery(raw) {
          first = raw.getAll('page').length > 1 ? Number(raw.getAll('page')[0]) : undefined;
          return c.readQuery(raw);
        },
        paginate(items, q) {
          if (first === undefined) return c.paginate(items, q);
          const paged = c.paginate(items, { ...q, page: first });
          if (!('kind' in paged)) paged.pagination = { ...paged.pagination, currentPage: q.page };
          return paged;
        },
      };
    },
  }),
  corpusDefect({
    name: 'emptyLanguageHeaderCrashes',
    breaks: 'an empty X-Core-Client-Lang-Tag crashes the date formatting (HTTP 500)',
    killedBy: 'documentedParametersAreAnsweredOrRefused',
    blindSpot: 11,
    defect: (c) => {
      let empty = false;
      return {
        receive: (request) => void (empty = request.headers['x-core-client-lang-tag'] === ''),
        render: (item, q, language) => {
          if (empty) throw new RangeError('Invalid language tag: ""');
          return c.render(item, q, language);
        },
      };
    },
  }),
  corpusDefect({
    name: 'bothProjectionsBlacklistTheUser',
    breaks: 'with both projections, the actionInfo blacklist is applied to actionUser too',
    killedBy: 'parametersCombinePairwise',
    blindSpot: 11,
    defect: (c) => {
      let user: Filter | undefined;
      let info: Filter | undefined;
      return {
        readQuery(raw) {
          const read = c.readQuery(raw);
          [user, info] = 'kind' in read ? [undefined, undefined] : [read.user, read.info];
          return read;
        },
        project: (object, filter) => c.project(object, user && info && filter === user ? info : filter),
      };
    },
  }),
  corpusDefect({
    name: 'pageIgnoredWithAProjection',
    breaks: 'with filterInfoType, every page answers the items of page 1 (pagination says the page asked)',
    killedBy: 'parametersCombinePairwise',
    blindSpot: 11,
    defect: (c) => ({
      paginate(items, q) {
        if (!q.info) return c.paginate(items, q);
        const paged = c.paginate(items, q);
        if ('kind' in paged) return paged;
        return { ...paged, items: items.slice(0, Math.min(paged.items.length, q.pageSize)) };
      },
    }),
  }),
  corpusDefect({
    name: 'threeLevelDotPathsIgnored',
    breaks: 'dot paths of three names and more ignored (whitelist keeps nothing of them, blacklist removes nothing)',
    killedBy: 'dotPathsReachAsDeepAsTheDataNests',
    blindSpot: 11,
    defect: (c) => ({
      project: (object, filter) =>
        c.project(object, {
          ...filter,
          paths: filter.paths.filter((p) => p.length < 3 || p.some((s) => /^\d+$/.test(s))),
        }),
    }),
  }),
];
