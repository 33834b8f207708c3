// Inputs derived from the document: the parameters and credentials read from it (mock controls left out), the
// classes each schema implies, and a parameter added to a copy of the document probed without a new check.
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_LIST_PATH } from '../../../src/schema/paths.js';
import { committedDocument } from '../../../src/validation/committed-document.js';
import {
  documentedCredentials,
  documentedInputs,
  type DocumentedInput,
} from '../../../src/contract/inputs/documented-inputs.js';
import { inputCases } from '../../../src/contract/inputs/input-cases.js';
import { planProbes } from '../../../src/contract/checks/document-input-checks.js';
import { wrongValues } from '../../../src/contract/checks/credential-probe-checks.js';
import { pairsOf } from '../../../src/contract/checks/pairwise-checks.js';
import { deepestPath, expectedOf } from '../../../src/contract/checks/projection-expectations.js';
import { lookedAt } from '../../../src/contract/checks/search-pages.js';
import type { DataSamples } from '../../../src/contract/checks/request-kinds.js';

type Operation = { parameters: Record<string, unknown>[] };
const listOperation = (document: Record<string, unknown>) =>
  (document.paths as Record<string, { get: Operation }>)[NOTIFICATION_LIST_PATH]!.get;
const copy = () => structuredClone(committedDocument());
const data: DataSamples = {
  kinds: [
    { label: 'page 1', query: {} },
    { label: 'page 2', query: { pageSize: 15, page: 2 } },
  ],
  values: {
    types: ['3', '8'],
    status: ['0', '1'],
    pageSize: ['15', '5'],
    page: ['1', '2'],
    filterUserKeys: ['nickname', 'fsid'],
    filterUserType: ['whitelist', 'blacklist'],
  },
};
const named = (name: string) =>
  documentedInputs(committedDocument(), NOTIFICATION_LIST_PATH).find((p) => p.name === name)!;
const caseOf = (input: DocumentedInput, cls: string, value = '15', other = '5') =>
  inputCases(input, { value, other }).find((c) => c.class === cls);

describe('documentedInputs', () => {
  it("reads the list operation's query and header parameters from the document, mock controls left out", () => {
    const names = documentedInputs(committedDocument(), NOTIFICATION_LIST_PATH).map((p) => `${p.in} ${p.name}`);
    expect(names).toEqual([
      'query types',
      'query status',
      'query filterUserType',
      'query filterUserKeys',
      'query filterInfoType',
      'query filterInfoKeys',
      'query pageSize',
      'query page',
      'header X-Core-Client-Lang-Tag',
    ]);
  });

  it('leaves out the Prefer scenario header whether the document declares it or not', () => {
    const withPrefer = copy();
    listOperation(withPrefer).parameters.push({ name: 'Prefer', in: 'header', schema: { type: 'string' } });
    const without = copy();
    listOperation(without).parameters = listOperation(without).parameters.filter((p) => p.name !== 'Prefer');
    const names = (d: Record<string, unknown>) => documentedInputs(d, NOTIFICATION_LIST_PATH).map((p) => p.name);
    expect(names(withPrefer)).toEqual(names(without));
    expect(names(withPrefer)).not.toContain('Prefer');
  });

  it("reads the credentials from the operation's security schemes", () => {
    expect(documentedCredentials(committedDocument(), NOTIFICATION_LIST_PATH).map((c) => c.header)).toEqual([
      'X-Core-Aid',
      'X-Core-Aid-Token',
      'X-Core-Uid',
      'X-Core-Uid-Token',
    ]);
  });

  it("keeps the schema without the real system's assumptions beside the documented one", () => {
    expect(named('pageSize').schema.maximum).toBe(30);
    expect(named('pageSize').relaxed.maximum).toBeUndefined();
  });
});

describe('inputCases', () => {
  it.each([
    ['pageSize', 'whitespace', [' 15 '], ['15', null], false],
    ['pageSize', 'repeated', ['15', '5'], ['15', '5', null], false],
    ['pageSize', 'zero', ['0'], [null, '1'], false],
    ['pageSize', 'above maximum', ['31'], [], true],
    ['pageSize', 'past 32 bits', ['2147483648'], [], true],
    ['pageSize', 'non-numeric', ['abc'], [null], false],
    ['pageSize', 'exponent', ['1e3'], [null, '1', '30'], false],
    ['page', 'negative', ['-1'], [null, '1'], false],
    ['status', 'past 32 bits', ['2147483648'], [null], false],
    ['status', 'other value', ['2'], [null], false],
  ])('%s, %s: sends %j, reads it as %j (as asked: %s)', (name, cls, values, readings, asAsked) => {
    const [value, other] = name === 'status' ? ['0', '1'] : ['15', '5'];
    const c = caseOf(named(name), cls, value, other)!;
    expect(c.values).toEqual(values);
    expect(c.readings).toEqual(readings);
    expect(c.asAsked ?? false).toBe(asAsked);
  });

  it('reads a repeated list parameter as either value or both, and a free string by its notifications', () => {
    expect(caseOf(named('types'), 'repeated', '3', '8')!.readings).toEqual(['3', '8', '3,8', null]);
    expect(caseOf(named('types'), 'past maxLength', '3', '8')!.values[0]!.length).toBeGreaterThan(4096);
    expect(caseOf(named('filterUserKeys'), 'empty', 'nickname')!.sameNotifications).toBe(true);
    expect(caseOf(named('filterUserType'), 'letter case', 'whitelist')!.values).toEqual(['WHITELIST']);
  });

  it('gives a parameter added to a copy of the document its classes, and a run its probes, without a new check', () => {
    const document = copy();
    listOperation(document).parameters.push({
      name: 'since',
      in: 'query',
      schema: { type: 'integer', minimum: 0, maximum: 1000, default: 0 },
    });
    listOperation(document).parameters.push({ name: 'X-Request-Id', in: 'header', schema: { type: 'string' } });
    const inputs = documentedInputs(document, NOTIFICATION_LIST_PATH);
    const since = inputs.find((p) => p.name === 'since')!;
    const classes = inputCases(since, { value: '0' }).map((c) => `${c.class}=${c.values.join('&')}`);
    expect(classes).toEqual(
      expect.arrayContaining([
        'whitespace= 0 ',
        'repeated=0&0',
        'past 32 bits=2147483648',
        'above maximum=1001',
        'empty=',
        'non-numeric=abc',
        'negative=-1',
        'leading zero=00',
      ]),
    );
    // Every class the schema implies is sent in a run, not a sample of them.
    const probes = planProbes(inputs, data);
    expect(probes.filter((p) => p.input.name === 'since').map((p) => p.case.class)).toEqual(
      inputCases(since, { value: '0' }).map((c) => c.class),
    );
    expect(probes.filter((p) => p.input.name === 'since').map((p) => p.case.class)).toEqual(
      expect.arrayContaining(['zero', 'negative', 'above maximum', 'percent-encoded junk', 'leading zero']),
    );
    expect(probes.filter((p) => p.input.name === 'X-Request-Id').length).toBeGreaterThan(2);
    // Spread over the kinds of request: not only page 1 of the default query.
    expect(new Set(probes.filter((p) => p.input.name === 'since').map((p) => p.kind.label))).toEqual(
      new Set(['page 1', 'page 2']),
    );
  });
});

describe('credentials, pairs and deep paths', () => {
  it('makes every wrong value of a credential, never the right one', () => {
    const values = ['team-1', 'a1b2c3', '70001', 'f00d'];
    const wrong = wrongValues(values, 1).map((w) => w.value);
    expect(wrong).toEqual(['', '%', '______', 'a1b2c', 'a1b2c30', 'a1b2cq', 'f00d']);
    expect(wrong).not.toContain('a1b2c3');
  });

  it("pairs every two groups of the document's list parameters, a projection's type and keys together", () => {
    const documented = documentedInputs(committedDocument(), NOTIFICATION_LIST_PATH).map((p) => p.name);
    const pairs = pairsOf(documented, {
      ...data.values,
      filterInfoType: ['blacklist', 'whitelist'],
      filterInfoKeys: ['pid', 'title'],
    });
    expect(pairs).toHaveLength(15);
    expect(pairs).toContainEqual({
      filterUserType: 'whitelist',
      filterUserKeys: 'nickname',
      filterInfoType: 'blacklist',
      filterInfoKeys: 'pid',
    });
    expect(pairs).toContainEqual({ types: '3', page: '2' });
  });

  it('finds the deepest path through nested objects and projects it', () => {
    const post = { pid: 'p1', author: { uid: 7, stats: { followerCount: 3, likerCount: 1 } }, tags: [{ name: 'x' }] };
    expect(deepestPath(post)).toEqual(['author', 'stats', 'followerCount']);
    const keys = { kind: 'deep path' as const, path: ['author', 'stats', 'followerCount'] };
    expect(expectedOf(post, 'whitelist', keys)).toEqual({ author: { stats: { followerCount: 3 } } });
    expect(expectedOf(post, 'blacklist', keys)).toEqual({
      pid: 'p1',
      author: { uid: 7, stats: { likerCount: 1 } },
      tags: [{ name: 'x' }],
    });
    expect(expectedOf({ pid: 'p2' }, 'whitelist', keys)).toBeUndefined();
  });

  it('says how far a search looked', () => {
    expect(lookedAt({ pages: 4, items: 60, total: 120 })).toBe('looked at 4 pages, 60 notifications, of 120');
    expect(lookedAt({ pages: 1, items: 0, total: 0 })).toBe('looked at 1 page, 0 notifications, of 0');
  });
});
