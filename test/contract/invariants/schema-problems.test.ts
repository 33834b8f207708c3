// A notification that breaks its schema is named by the variant that applies (the one its actionTarget picks) and
// that variant's own problems, not by one "must be N" for every variant it is not.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeProblems, listSchemaProblems } from '../../../src/contract/invariants/schema-problems.js';
import { readJsonText } from '../../../src/contract/invariants/read-json-text.js';
import { committedDocument } from '../../../src/validation/committed-document.js';
import { createDocumentValidator } from '../../../src/validation/create-document-validator.js';

type Json = Record<string, any>;
const fixtures = JSON.parse(readFileSync(new URL('../../../fixtures/notifications.json', import.meta.url), 'utf8'));
const inbox: Json[] = Object.values(fixtures.notifications as Record<string, Json[]>)[0]!;
const documented = createDocumentValidator(committedDocument(), 'documented');

/** A page holding one notification, changed by `change`. */
function pageWith(find: (n: Json) => boolean, change: (n: Json) => void): Json {
  const item = structuredClone(inbox.find(find)!);
  change(item);
  return {
    code: 0,
    message: 'ok',
    data: { pagination: { total: 1, pageSize: 15, currentPage: 1, lastPage: 1 }, list: [item] },
  };
}
const postWithRoles = (n: Json) => n.actionTarget === 5 && n.actionInfo?.author?.roles?.length > 0;

describe('schema problems of a notification', () => {
  it('name the variant its actionTarget picks and only that variant’s problem', () => {
    const problems = listSchemaProblems(
      documented,
      pageWith(postWithRoles, (n) => (n.actionInfo.pid = 3)),
    );
    expect(describeProblems(problems)).toBe(
      '/data/list/0/actionInfo/pid must be string (as PostNotification: actionTarget 5)',
    );
  });

  it('say that an actionTarget fits no variant, listing what each variant takes', () => {
    const [problem] = listSchemaProblems(
      documented,
      pageWith(postWithRoles, (n) => (n.actionTarget = 7)),
    );
    expect(problem!.path).toBe('/data/list/0');
    expect(problem!.message).toMatch(
      /^fits no variant of Notification \(UserNotification: actionTarget 1; .*QuoteNotification: type 9, actionTarget 4; MissingTargetNotification: actionInfo null or \[\]; NoTargetNotification: actionTarget null, actionInfo null\)$/,
    );
  });

  it('leave out the alternative a value did not take ("must be null" beside the problems of a present object)', () => {
    const problems = listSchemaProblems(
      documented,
      pageWith(
        (n) => n.actionTarget === 5 && n.actionUser?.stats,
        (n) => (n.actionUser.stats = 'many'),
      ),
    );
    expect(problems.map((p) => p.message).filter((m) => /must be null|anyOf/.test(m))).toEqual([]);
    expect(problems[0]!.path).toBe('/data/list/0/actionUser/stats');
  });

  it('are none for the fixtures as they are', () => {
    expect(
      listSchemaProblems(
        documented,
        pageWith(postWithRoles, () => undefined),
      ),
    ).toEqual([]);
  });
});

describe('schema problems of an item seen before', () => {
  it('are those of the item read afresh, at the place it holds in each page', () => {
    const broken = pageWith(postWithRoles, (n) => (n.actionInfo.pid = 3)).data.list[0];
    const page = (list: unknown[]) => ({
      code: 0,
      message: 'ok',
      data: { pagination: { total: list.length, pageSize: 15, currentPage: 1, lastPage: 1 }, list },
    });
    const valid = inbox.slice(0, 3);
    const texts = [page([broken, ...valid]), page([...valid, broken]), page(valid)].map((p) => JSON.stringify(p));
    for (const text of [...texts, ...texts]) {
      const remembered = listSchemaProblems(documented, readJsonText(text).json);
      expect(remembered).toEqual(listSchemaProblems(documented, JSON.parse(text)));
    }
    expect(describeProblems(listSchemaProblems(documented, readJsonText(texts[1]!).json))).toBe(
      '/data/list/3/actionInfo/pid must be string (as PostNotification: actionTarget 5)',
    );
  });
});
