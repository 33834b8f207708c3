// The verdicts beside each journaled request: the request per the document (parameters, method, credentials), the
// answer per the spec and per the whole document, and why an answer is not judged.
import { describe, expect, it } from 'vitest';
import { createExchangeJudge } from '../../src/control-room/exchange-judge.js';
import { createRequestJudge } from '../../src/control-room/judge-request.js';
import { JOURNAL_LIMITS, RequestJournal, type JournalInput } from '../../src/control-room/request-journal.js';
import { journalInput } from './journal-input.js';
import { committedDocument } from '../../src/validation/committed-document.js';

const DEMO = { 'x-core-aid': 'demo', 'x-core-aid-token': 't1', 'x-core-uid': '10001', 'x-core-uid-token': 't2' };
const judgeRequest = createRequestJudge(committedDocument() as never);
const LIST = '/api/core/v1/notification/list';

describe('a request per the document', () => {
  it.each([
    ['GET', `${LIST}?types=3,8&status=0&pageSize=30&page=2`, DEMO, { valid: true, problems: [], notes: [] }],
    [
      'GET',
      `${LIST}?pageSize=0&status=2`,
      DEMO,
      { valid: false, problems: ['pageSize=0: must be >= 1', 'status=2: must be one of 0, 1'], notes: [] },
    ],
    ['GET', `${LIST}?pageSize=abc`, DEMO, { valid: false, problems: ['pageSize=abc: must be integer'], notes: [] }],
    [
      'GET',
      `${LIST}?filterUserType=greylist`,
      DEMO,
      { valid: false, problems: ['filterUserType=greylist: must be one of "whitelist", "blacklist"'], notes: [] },
    ],
    ['GET', `${LIST}?page=1&page=2`, DEMO, { valid: false, problems: ['page is given more than once'], notes: [] }],
    [
      'GET',
      `${LIST}?types=%E0%A4%A`,
      DEMO,
      { valid: false, problems: ['"types=%E0%A4%A" has a malformed percent-escape'], notes: [] },
    ],
    [
      'GET',
      `${LIST}?pagesize=5&__total=0&page=`,
      DEMO,
      {
        valid: true,
        problems: [],
        notes: [
          'pagesize is not a parameter of the document (ignored)',
          "__total=0: a twin of the mock's Prefer (not in the document)",
        ],
      },
    ],
    [
      'GET',
      LIST,
      { 'x-core-aid': 'demo' },
      {
        valid: false,
        problems: [
          "X-Core-Aid-Token, X-Core-Uid, X-Core-Uid-Token missing: the operation's security asks for X-Core-Aid, X-Core-Aid-Token, X-Core-Uid, X-Core-Uid-Token",
        ],
        notes: [],
      },
    ],
    ['GET', '/api/core/v1/global/configs?keys=site_name', {}, { valid: true, problems: [], notes: [] }],
    ['HEAD', '/api/core/v1/global/configs', {}, { valid: true, problems: [], notes: [] }],
    [
      'POST',
      '/api/core/v1/global/configs',
      {},
      { valid: false, problems: ['POST is not an operation of /api/core/v1/global/configs (GET is)'], notes: [] },
    ],
    [
      'GET',
      '/api/core/v1/notifications',
      {},
      { valid: false, problems: ['/api/core/v1/notifications is not a path of the document'], notes: [] },
    ],
    [
      'OPTIONS',
      LIST,
      {},
      {
        valid: true,
        problems: [],
        notes: ['a CORS preflight: the mock answers it, the document does not describe it'],
      },
    ],
  ])('%s %s -> %j', (method, url, headers, expected) => {
    expect(judgeRequest({ method, url, headers })).toEqual(expected);
  });
});

describe("an answer by the contract kit's rules of one answer", () => {
  const journal = new RequestJournal();
  const JSON_ANSWER = { answerHeaders: { 'content-type': 'application/json; charset=utf-8' } };
  const judge = createExchangeJudge(JSON_ANSWER).verdict;
  const record = (extra: Partial<JournalInput>) =>
    journal.add(journalInput({ url: '/api/core/v1/global/configs?keys=site_name', body: null, ...extra }));

  it.each([
    [
      'a subset of the configs',
      { body: '{"code":0,"message":"ok","data":{"site_name":"Granite Exchange"}}' },
      true,
      true,
    ],
    ['a configs value of the wrong type', { body: '{"code":0,"message":"ok","data":{"site_name":7}}' }, false, false],
    ['an error envelope', { body: '{"code":10000,"message":"bad","data":null}' }, true, true],
    ['an error envelope with data', { body: '{"code":10000,"message":"bad","data":{}}' }, true, false],
    [
      'a route error',
      {
        operation: null,
        url: '/nope',
        body: new TextEncoder().encode('{"code":404,"message":"Route not found","data":null}'),
      },
      true,
      true,
    ],
  ])('judges %s: spec %s, documented %s', (_what, extra, spec, documented) => {
    const verdict = judge(record(extra));
    expect([verdict.answer?.spec.valid, verdict.answer?.documented.valid]).toEqual([spec, documented]);
  });

  it('judges a later request written into the same record of the ring afresh', () => {
    const ring = new RequestJournal({ ...JOURNAL_LIMITS, capacity: 1 });
    const judgeRing = createExchangeJudge(JSON_ANSWER).verdict;
    const url = '/api/core/v1/global/configs?keys=site_name';
    const good = ring.add(journalInput({ url, body: '{"code":0,"message":"ok","data":{"site_name":"x"}}' }));
    expect(judgeRing(good).answer?.spec.valid).toBe(true);
    const bad = ring.add(journalInput({ url, body: '{"code":0,"message":"ok","data":{"site_name":7}}' }));
    expect(bad).toBe(good);
    expect(judgeRing(bad).answer?.spec.valid).toBe(false);
  });

  it('reads a cut answer as not JSON in both modes, naming the rules it breaks', () => {
    const { answer } = judge(record({ body: '{"code":0,"mess' }));
    const broken = {
      valid: false,
      problems: [
        expect.stringMatching(
          /^everyHttp200IsAJsonEnvelope: expected HTTP 200 with a JSON object .*; received .*not JSON/,
        ),
        expect.stringMatching(
          /^everyAnswerIsStrictJson: expected one RFC 8259 JSON value .*; received .*JSON\.parse refuses/,
        ),
      ],
    };
    expect(answer).toEqual({ spec: broken, documented: broken });
  });

  it('holds an answer to the same rules as the kit: a page longer than its pageSize breaks a spec rule', () => {
    const item = { nmid: 'n1', type: 1, content: null, isMention: false, readStatus: false };
    const page = { pagination: { total: 2, pageSize: 1, currentPage: 1, lastPage: 2 }, list: [item, item] };
    const { answer } = judge(
      record({
        operation: 'notificationList',
        url: '/api/core/v1/notification/list?pageSize=1',
        body: JSON.stringify({ code: 0, message: 'ok', data: page }),
      }),
    );
    expect(answer!.spec.problems).toContainEqual(
      expect.stringMatching(
        /^everyPageHoldsAtMostPageSizeItems: expected at most 1 items \(pageSize 1\); received 2 items/,
      ),
    );
  });

  it.each([
    ['no answer', { status: 0, fault: 'reset' }, 'no answer (fault reset)'],
    ['a pending answer', { durationMs: null }, 'the answer is still pending'],
    [
      'an answer the journal let go',
      { body: null },
      'the journal let this answer go (it keeps the newest answers within its budget)',
    ],
  ])('does not judge %s, and says why', (_what, extra, why) => {
    expect(judge(record(extra))).toMatchObject({ answer: null, unjudged: why });
  });

  it('warms up in the background: every validator compiled, the verdicts unchanged', async () => {
    const warmed = createExchangeJudge(JSON_ANSWER);
    warmed.warm();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const answer = warmed.verdict(record({ body: '{"code":0,"message":"ok","data":{"site_name":7}}' })).answer;
    expect([answer?.spec.valid, answer?.documented.valid]).toEqual([false, false]);
  });

  it('remembers a verdict: the same object each time', () => {
    const one = record({ body: '{"code":0,"message":"ok","data":{"site_name":"x"}}' });
    expect(judge(one)).toBe(judge(one));
  });
});
