// The texts of a list answer's items, cut from its body, are those items: each parses to the item JSON.parse gave,
// whatever the spacing, the order of names, the strings (quotes, brackets, commas) or the nesting around them; and
// what is judged once per item text is what the item read afresh is judged, wherever it stands in its page.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itemTextNumbers, listItemTextsIn } from '../../../src/contract/invariants/list-item-texts.js';
import { judgeValues, valueContextOf } from '../../../src/contract/invariants/judge-values.js';
import { readJsonText } from '../../../src/contract/invariants/read-json-text.js';

describe("a list answer's item texts", () => {
  it.each([
    ['{"data":{"list":[1, {"a":"],["}, [2,3] ,"x"]}}', ['1', '{"a":"],["}', '[2,3]', '"x"']],
    ['{"code":0,"data":{"pagination":{"list":[9]},"list":[]}}', []],
    ['{ "data" : { "list" : [ { } ] } }', ['{ }']],
    ['{"list":[1],"data":{"x":{"list":[2]},"list":[3,4]}}', ['3', '4']],
    ['{"d\\u0061ta":{"l\\"ist":[1],"list":[2]}}', ['2']],
    ['{"data":[{"list":[1]}]}', undefined],
    ['[{"data":{"list":[1]}}]', undefined],
    ['{"data":{"list":{"0":1}}}', undefined],
    ['{"data":{"other":[1]}}', undefined],
  ])('%s', (text, expected) => {
    expect(listItemTextsIn(text)).toEqual(expected);
  });

  it('cuts texts that parse to the items (property)', () => {
    const body = fc.record({
      code: fc.integer(),
      data: fc.record({ pagination: fc.jsonValue(), list: fc.array(fc.jsonValue(), { maxLength: 6 }) }),
    });
    fc.assert(
      fc.property(body, fc.boolean(), (value, spaced) => {
        const text = JSON.stringify(value, null, spaced ? 2 : undefined);
        const texts = listItemTextsIn(text)!;
        expect(texts.map((t) => JSON.parse(t) as unknown)).toEqual(JSON.parse(text).data.list);
      }),
      { numRuns: 300 },
    );
  });

  it('are numbered per text, known only for a body read from a remembered text with unique names', () => {
    const read = readJsonText('{"data":{"list":[{"n":1},{"n":2}]}}');
    const list = (read.json as { data: { list: unknown[] } }).data.list;
    const [first, second] = itemTextNumbers(read.json, list)!;
    expect(first).not.toBe(second);
    const again = readJsonText('{"data":{"list":[{"n":2}, {"n":1}]}}');
    expect(itemTextNumbers(again.json, [{}, {}])).toEqual([second, first]);
    expect(itemTextNumbers(JSON.parse('{"data":{"list":[1]}}'), [1])).toBeUndefined();
    const twice = readJsonText('{"data":{"list":[1]},"data":{"list":[2]}}');
    expect(itemTextNumbers(twice.json, [2])).toBeUndefined();
  });
});

describe('value rules of items seen before', () => {
  const fixtures = JSON.parse(readFileSync(new URL('../../../fixtures/notifications.json', import.meta.url), 'utf8'));
  const inbox: Record<string, any>[] = Object.values(fixtures.notifications as Record<string, any[]>)[0]!;
  const configs = JSON.parse(readFileSync(new URL('../../../fixtures/configs.json', import.meta.url), 'utf8'));
  const context = valueContextOf(configs.configs ?? configs);
  const page = (list: unknown[]) => ({
    code: 0,
    message: 'ok',
    data: { pagination: { total: list.length, pageSize: 15, currentPage: 1, lastPage: 1 }, list },
  });

  it('are judged as the items read afresh, at the place each holds in its page', () => {
    const marked = { ...structuredClone(inbox[1]!), timeAgo: 'NaN minute ago' };
    const anonymous = { ...structuredClone(inbox[2]!), actionUserIsAnonymous: true };
    const badDate = { ...structuredClone(inbox[3]!), datetime: '2026-02-30 10:00:00' };
    const lists = [
      [inbox[0], marked, inbox[4]],
      [inbox[4], inbox[0], anonymous, marked],
      [badDate, inbox[0], anonymous],
      [inbox[0], inbox[4]],
    ];
    const texts = lists.map((list) => JSON.stringify(page(list)));
    for (const text of [...texts, ...texts]) {
      const remembered = judgeValues('list', { status: 200, json: readJsonText(text, true).json }, context);
      expect(remembered).toEqual(judgeValues('list', { status: 200, json: JSON.parse(text) }, context));
    }
    const second = judgeValues('list', { status: 200, json: readJsonText(texts[1]!, true).json }, context);
    expect(second.violations.map((v) => v.received).join('\n')).toMatch(/^\/data\/list\/3\/timeAgo /m);
  });
});
