// Schemathesis-style proof of the contract document: requests generated from openapi.json alone (every query parameter
// and header from its schema, valid and invalid values, credentials right, wrong and missing) against the independent
// correct server (written from the spec, nothing of the mock) get answers the document describes, every one. The server
// is the real system's copy without its one crash (an unknown `keys` entry: an HTML 500 page, which a fuzzer rightly
// reports, as Schemathesis's not_a_server_error does): it refuses that key with 10000 instead, as real-system.md says a
// good implementation does. And the same generator on the mock document would fuzz `Prefer`: the contract has none.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIndependentServer, type RunningServer } from '../contract-kit/independent-server/independent-server.js';
import { LANG_TAG_PATTERN, LANGUAGE_HEADER } from '../../src/schema/headers.js';
import { committedDocument, mockDocument } from '../../src/validation/committed-document.js';
import { answerJudge } from './document-answers.js';
import { documentRequests, requestUrl, type DocumentLike, type GeneratedRequest } from './document-requests.js';

const RUNS = 160;
const contract = committedDocument() as unknown as DocumentLike;

let server: RunningServer;
let requests: GeneratedRequest[];
beforeAll(async () => {
  server = await startIndependentServer({ unknownConfigKey: 'reject' });
  const credentials = server.accounts.map((a) => ({
    'X-Core-Aid': a.aid,
    'X-Core-Aid-Token': a.aidToken,
    'X-Core-Uid': a.uid,
    'X-Core-Uid-Token': a.uidToken,
  }));
  requests = fc.sample(documentRequests(contract, credentials), { numRuns: RUNS, seed: 23 });
});
afterAll(() => server?.close());

describe('requests generated from the contract document', () => {
  it('cover both operations and every parameter, with valid and invalid values', () => {
    const drawn = new Set(requests.flatMap((r) => r.drawn));
    const operation = (id: string) =>
      (contract.paths[Object.keys(contract.paths).find((p) => contract.paths[p]!.get.operationId === id)!]!.get
        .parameters ?? []) as { name: string; schema: { type?: string; pattern?: string; enum?: unknown[] } }[];
    for (const id of ['getGlobalConfigs', 'listNotifications']) {
      expect(requests.filter((r) => r.operationId === id).length).toBeGreaterThan(RUNS / 4);
      for (const p of operation(id)) {
        expect(drawn, `${p.name} valid`).toContain(`${p.name}=valid`);
        // A free string (keys, filter keys) allows every value: there is no invalid one to send.
        if (p.schema.type !== 'string' || p.schema.pattern || p.schema.enum)
          expect(drawn, `${p.name} invalid`).toContain(`${p.name}=invalid`);
      }
    }
  });

  it('send the lang tag only in the form real clients send it, when they mean a valid one', () => {
    const pattern = new RegExp(LANG_TAG_PATTERN);
    const valid = requests
      .filter((r) => r.drawn.includes(`${LANGUAGE_HEADER}=valid`))
      .map((r) => r.headers[LANGUAGE_HEADER]!);
    expect(valid.length).toBeGreaterThan(20);
    expect(valid.filter((tag) => !pattern.test(tag))).toEqual([]);
  });

  it(`get ${RUNS} answers from the independent correct server that the document describes: status, content type and body`, async () => {
    const judge = answerJudge(committedDocument() as never);
    const problems: string[] = [];
    const outcomes = new Set<string>();
    for (const r of requests) {
      const res = await fetch(requestUrl(server.url, r), { headers: r.headers });
      const text = await res.text();
      const code = /^\{"code":(\d+)/.exec(text)?.[1] ?? 'no envelope';
      outcomes.add(`${r.operationId} ${res.status} ${code}`);
      for (const p of judge({
        operationId: r.operationId,
        status: res.status,
        contentType: res.headers.get('content-type') ?? '',
        text,
      }))
        problems.push(`${r.operationId} ${requestUrl('', r)} ${JSON.stringify(r.headers)}: ${p}`);
    }
    expect(problems).toEqual([]);
    // Pages and configs, refused parameters and credentials, and refused configs keys all came back.
    expect([...outcomes]).toEqual(
      expect.arrayContaining([
        'listNotifications 200 0',
        'listNotifications 200 10000',
        'listNotifications 200 31505',
        'getGlobalConfigs 200 0',
        'getGlobalConfigs 200 10000',
      ]),
    );
  }, 120_000);

  const judge = answerJudge(committedDocument() as never);
  const page = (item: object) =>
    JSON.stringify({
      code: 0,
      message: 'ok',
      data: { pagination: { total: 1, pageSize: 15, currentPage: 1, lastPage: 1 }, list: [item] },
    });
  it.each([
    [
      'an undocumented status (a redirect)',
      { operationId: 'listNotifications', status: 302, contentType: 'text/html', text: '' },
      /status 302 is not documented/,
    ],
    [
      'an undocumented content type',
      { operationId: 'getGlobalConfigs', status: 200, contentType: 'text/plain', text: 'ok' },
      /content type text\/plain/,
    ],
    [
      'a body that is not JSON',
      { operationId: 'getGlobalConfigs', status: 200, contentType: 'application/json', text: '{"code":0,' },
      /not JSON/,
    ],
    [
      'a notification of an unknown type',
      { operationId: 'listNotifications', status: 200, contentType: 'application/json', text: page({ type: 42 }) },
      /200 body/,
    ],
  ])('the judge refuses %s', (_label, answer, problem) => {
    expect(judge(answer).join('\n')).toMatch(problem);
  });
});

describe('the same generator on the mock document', () => {
  const mockRequests = fc.sample(documentRequests(mockDocument() as unknown as DocumentLike, []), {
    numRuns: RUNS,
    seed: 23,
  });

  it("fuzzes Prefer, the mock's control, which a real backend knows nothing of", () => {
    expect(mockRequests.filter((r) => 'Prefer' in r.headers).length).toBeGreaterThan(RUNS / 3);
  });

  it('finds no Prefer in the contract document to fuzz', () => {
    expect(requests.filter((r) => 'Prefer' in r.headers)).toEqual([]);
  });
});
