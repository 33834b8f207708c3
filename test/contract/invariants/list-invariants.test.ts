// The invariants of one list answer, table by table: what a query asks for, and which rules an answer breaks.
import { describe, expect, it } from 'vitest';
import { pageSizesFor } from '../../../src/contract/checks/invariant-checks.js';
import { judgeListAnswer } from '../../../src/contract/invariants/judge-list-answer.js';
import { readListQuery } from '../../../src/contract/invariants/list-query.js';
import { validatorsOf } from '../../../src/contract/kit/run-validators.js';
import { committedDocument } from '../../../src/validation/committed-document.js';

describe('readListQuery', () => {
  it.each([
    ['', { page: 1, pageSize: 15, types: 'all', status: 'all' }],
    ['page=3&pageSize=7', { page: 3, pageSize: 7, types: 'all', status: 'all' }],
    ['page=0&pageSize=', { page: 'other', pageSize: 'other', types: 'all', status: 'all' }],
    ['page=x&pageSize=1.5', { page: 'other', pageSize: 'other', types: 'all', status: 'all' }],
    ['page=1&page=2', { page: 'other', pageSize: 15, types: 'all', status: 'all' }],
    ['types=', { page: 1, pageSize: 15, types: 'all', status: 'all' }],
    ['types=3,5', { page: 1, pageSize: 15, types: new Set([3, 5]), status: 'all' }],
    ['types=3,,5,', { page: 1, pageSize: 15, types: new Set([3, 5]), status: 'all' }],
    ['types=0', { page: 1, pageSize: 15, types: 'other', status: 'all' }],
    ['types=,', { page: 1, pageSize: 15, types: 'other', status: 'all' }],
    ['status=0', { page: 1, pageSize: 15, types: 'all', status: false }],
    ['status=1', { page: 1, pageSize: 15, types: 'all', status: true }],
    ['status=', { page: 1, pageSize: 15, types: 'all', status: 'all' }],
    ['status=2', { page: 1, pageSize: 15, types: 'all', status: 'other' }],
  ])('%j -> %j', (search, expected) => {
    expect(readListQuery(new URLSearchParams(search))).toEqual(expected);
  });
});

const item = (nmid: string, type = 3, readStatus = true) => ({
  nmid,
  type,
  content: null,
  isMarkdown: false,
  isMention: false,
  isAccessApp: false,
  appUrl: null,
  actionUser: null,
  actionUserIsAnonymous: false,
  actionType: type >= 3 && type <= 6 ? type - 2 : null,
  actionTarget: null,
  actionInfo: null,
  contentFsid: null,
  datetime: '11/22/2026 10:00:00',
  datetimeFormat: '10:00',
  timeAgo: '2 hour ago',
  readStatus,
});
const page = (pagination: Record<string, number>, list: unknown[]) => ({
  code: 0,
  message: 'ok',
  data: { pagination, list },
});
const ok = { 'content-type': 'application/json; charset=utf-8' };
const validators = validatorsOf(committedDocument());
const broken = (search: string, json: unknown, headers: Record<string, string> = ok, bom = false, status = 200) =>
  judgeListAnswer(new URLSearchParams(search), { status, headers, json, bom }, validators)
    .violations.map((v) => v.rule)
    .sort();
const three = [item('a'), item('b'), item('c')];

describe('judgeListAnswer', () => {
  it.each([
    ['a right page', 'pageSize=3&page=1', page({ total: 7, pageSize: 3, currentPage: 1, lastPage: 3 }, three), []],
    [
      'the last page',
      'pageSize=3&page=3',
      page({ total: 7, pageSize: 3, currentPage: 3, lastPage: 3 }, [item('g')]),
      [],
    ],
    [
      'a page beyond the last',
      'pageSize=3&page=9',
      page({ total: 7, pageSize: 3, currentPage: 9, lastPage: 3 }, []),
      [],
    ],
    [
      'an empty result with lastPage 0',
      'types=9',
      page({ total: 0, pageSize: 15, currentPage: 1, lastPage: 0 }, []),
      ['lastPageOfAnEmptyResultIsOne'],
    ],
    [
      'a silent cap at 20',
      'pageSize=50',
      page(
        { total: 40, pageSize: 20, currentPage: 1, lastPage: 2 },
        Array.from({ length: 20 }, (_, i) => item(`n${i}`)),
      ),
      [],
    ],
    [
      'a cap that says the size asked',
      'pageSize=50',
      page(
        { total: 40, pageSize: 50, currentPage: 1, lastPage: 1 },
        Array.from({ length: 30 }, (_, i) => item(`n${i}`)),
      ),
      ['everyPageHoldsAllItsItems'],
    ],
    [
      'one item too many',
      'pageSize=2',
      page({ total: 7, pageSize: 2, currentPage: 1, lastPage: 4 }, three),
      ['everyPageHoldsAllItsItems', 'everyPageHoldsAtMostPageSizeItems'],
    ],
    [
      'a short page',
      'pageSize=3',
      page({ total: 7, pageSize: 3, currentPage: 1, lastPage: 3 }, three.slice(1)),
      ['everyPageHoldsAllItsItems'],
    ],
    [
      'lastPage rounded down',
      'pageSize=3',
      page({ total: 7, pageSize: 3, currentPage: 1, lastPage: 2 }, three),
      ['lastPageIsTotalOverPageSizeRoundedUp'],
    ],
    [
      'currentPage from 0',
      'pageSize=3&page=2',
      page({ total: 7, pageSize: 3, currentPage: 1, lastPage: 3 }, three),
      ['currentPageEchoesTheRequestedPage'],
    ],
    [
      'pageSize not the one asked',
      'pageSize=3',
      page({ total: 7, pageSize: 15, currentPage: 1, lastPage: 1 }, three),
      ['everyPageHoldsAllItsItems', 'pageSizeEchoesTheAppliedPageSize'],
    ],
    [
      'an item of another type',
      'types=3,5&pageSize=3',
      page({ total: 3, pageSize: 3, currentPage: 1, lastPage: 1 }, [item('a'), item('b', 4), item('c', 5)]),
      ['everyItemIsOfTheRequestedTypes'],
    ],
    [
      'a read item among unread',
      'status=0&pageSize=3',
      page({ total: 3, pageSize: 3, currentPage: 1, lastPage: 1 }, [
        item('a', 3, false),
        item('b', 3, true),
        item('c', 3, false),
      ]),
      ['everyItemHasTheRequestedStatus'],
    ],
    [
      'an item without its fields',
      'pageSize=3',
      page({ total: 3, pageSize: 3, currentPage: 1, lastPage: 1 }, [item('a'), {}, item('c')]),
      ['everyListAnswerMatchesTheSchema'],
    ],
  ])('%s (%s) breaks %j', (_what, search, json, rules) => {
    expect(broken(search, json)).toEqual(rules);
  });

  it.each([
    ['text/html', { 'content-type': 'text/html' }, false, ['everyListAnswerIsDeclaredJson']],
    ['no content type', {}, false, ['everyListAnswerIsDeclaredJson']],
    ['application/vnd.api+json', { 'content-type': 'application/vnd.api+json' }, false, []],
    ['a byte-order mark', ok, true, ['everyListAnswerIsJsonWithoutByteOrderMark']],
  ])('a page sent as %s breaks %j', (_what, headers, bom, rules) => {
    expect(
      broken('pageSize=3', page({ total: 3, pageSize: 3, currentPage: 1, lastPage: 1 }, three), headers, bom),
    ).toEqual(rules);
  });

  it.each([
    [200, { code: 31501, message: 'no', data: null }, []],
    [401, { code: 31501, message: 'no', data: null }, ['errorsAreHttp200Envelopes']],
    [400, { error: { reason: 'no' } }, ['errorsAreHttp200Envelopes', 'everyAnswerMatchesTheDocumentedSchema']],
    [404, undefined, ['errorsAreHttp200Envelopes']],
  ])('a refusal with HTTP %i %j breaks %j (rules of the real system)', (status, json, rules) => {
    expect(broken('', json, ok, false, status)).toEqual(rules);
  });

  it('judges nothing of a broken answer (a 5xx, a redirect, not JSON): the checks report those', () => {
    expect(
      judgeListAnswer(new URLSearchParams(), { status: 500, headers: {}, json: undefined, bom: false }, validators),
    ).toEqual({ judged: [], violations: [] });
  });
});

describe('pageSizesFor', () => {
  it.each([
    [120, [15, 12, 14, 1]],
    [121, [15, 11, 14, 1]],
    [7, [15, 6, 7, 1]],
    [13, [15, 12, 13, 1]],
    [1, [15, 1]],
    [0, [15, 1]],
  ])('a total of %i -> page sizes %j (one dividing it exactly, one not)', (total, sizes) => {
    expect(pageSizesFor(total)).toEqual(sizes);
  });
});
