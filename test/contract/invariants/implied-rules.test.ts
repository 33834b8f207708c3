// The rules of one answer added in round four, as pure functions: relations derived from the document's descriptions
// and applied to answers, the rules of each notification's type, newest-first order within a page, and unset
// configuration items read as unset.
import { describe, expect, it } from 'vitest';
import { impliedRelations } from '../../../src/contract/invariants/implied-relations.js';
import { judgeItemKinds } from '../../../src/contract/invariants/judge-item-kinds.js';
import { configsRelationViolations, relationViolations } from '../../../src/contract/invariants/judge-relations.js';
import { firstOutOfOrder } from '../../../src/contract/invariants/newest-first.js';
import { configsPayloadProblems } from '../../../src/contract/invariants/unset-config-values.js';
import { validatorsOf } from '../../../src/contract/kit/run-validators.js';
import { committedDocument } from '../../../src/validation/index.js';

const copy = () => JSON.parse(JSON.stringify(committedDocument())) as Record<string, any>;

describe('impliedRelations: read from the document, not listed by hand', () => {
  it('finds the relations the committed document describes', () => {
    const r = impliedRelations(committedDocument());
    expect(r.notification).toEqual(
      expect.arrayContaining([
        { kind: 'flag', flag: 'isAccessApp', value: 'appUrl' },
        { kind: 'depends', dependent: 'actionInfo', determinant: 'actionTarget' },
      ]),
    );
    expect(r.configs).toEqual(
      expect.arrayContaining([
        { kind: 'range', minimum: 'username_min', maximum: 'username_max' },
        { kind: 'range', minimum: 'nickname_min', maximum: 'nickname_max' },
      ]),
    );
    const post = r.structures.find((s) => s.structure === 'Post')!;
    expect(post.parts).toEqual([
      { config: 'site_url' },
      { text: '/' },
      { config: 'website_post_detail_path' },
      { text: '/' },
      { sibling: 'pid' },
    ]);
  });

  it('derives the relations of fields added to a copy of the document from their words alone', () => {
    const document = copy();
    const notification = document.components.schemas.Notification;
    // The spec's form of a notification: the node itself in the contract document, its x-spec-relaxed in the mock one.
    const fields = (notification['x-spec-relaxed'] ?? notification).properties;
    fields.isShopLink = { type: 'boolean', description: 'Whether to visit a shop page' };
    fields.shopUrl = { type: 'string', description: 'Shop page URL' };
    fields.extra = { type: 'object', description: 'Extra facts; its structure depends on type' };
    const configs = document.components.schemas.GlobalConfigItems.properties;
    configs.bio_min = { type: 'integer', description: 'Bio minimum length' };
    configs.bio_max = { type: 'integer', description: 'Bio maximum length' };
    const r = impliedRelations(document);
    expect(r.notification).toEqual(
      expect.arrayContaining([
        { kind: 'flag', flag: 'isShopLink', value: 'shopUrl' },
        { kind: 'depends', dependent: 'extra', determinant: 'type' },
      ]),
    );
    expect(r.configs).toContainEqual({ kind: 'range', minimum: 'bio_min', maximum: 'bio_max' });
  });
});

const judged = (list: unknown[], configs: Record<string, unknown> = {}) => {
  const out: string[] = [];
  relationViolations(list, configs, (rule, ok, _e, received) => void (ok || out.push(`${rule}: ${received()}`)));
  return out;
};
const SITE = { site_url: 'https://site.example/', website_post_detail_path: 'p', website_user_detail_path: 'u' };

describe('relationViolations', () => {
  it.each([
    ['an app link with its URL', [{ nmid: 'a', isAccessApp: true, appUrl: 'https://x/app' }], {}, []],
    [
      'an app link without its URL',
      [{ nmid: 'a', isAccessApp: true, appUrl: null }],
      {},
      ['flagsComeWithWhatTheyPointTo'],
    ],
    [
      'actionInfo without its actionTarget',
      [{ nmid: 'a', actionInfo: { pid: 'p1' }, actionTarget: null }],
      {},
      ['dependentFieldsComeWithWhatTheyDependOn'],
    ],
    [
      'a post URL of its shape (one slash between the parts)',
      [{ nmid: 'a', actionTarget: 5, actionInfo: { pid: 'p1', url: 'https://site.example/p/p1' } }],
      SITE,
      [],
    ],
    [
      'a post URL with another path',
      [{ nmid: 'a', actionTarget: 5, actionInfo: { pid: 'p1', url: 'https://site.example/post/p1' } }],
      SITE,
      ['detailUrlsFollowTheirShape'],
    ],
    [
      'a nested author URL of another shape',
      [
        {
          nmid: 'a',
          actionTarget: 5,
          actionInfo: { pid: 'p1', url: 'https://site.example/p/p1', author: { fsid: 'zoe', url: '/u/zoe' } },
        },
      ],
      SITE,
      ['detailUrlsFollowTheirShape'],
    ],
    [
      'a URL while the site URL is unset (not judged)',
      [{ nmid: 'a', actionTarget: 5, actionInfo: { pid: 'p1', url: 'anything' } }],
      { ...SITE, site_url: null },
      [],
    ],
  ] as const)('%s', (_what, list, configs, rules) => {
    expect(judged([...list], configs).map((v) => v.split(':')[0])).toEqual(rules);
  });

  it('holds a minimum to its maximum in the configs', () => {
    const broken: string[] = [];
    configsRelationViolations({ nickname_min: 30, nickname_max: 2, username_min: 3, username_max: 24 }, (rule, ok) => {
      if (!ok) broken.push(rule);
    });
    expect(broken).toEqual(['minimumsAreAtMostTheirMaximums']);
  });
});

describe('judgeItemKinds', () => {
  const quote = (over: Record<string, unknown>) => ({
    nmid: 'q',
    type: 9,
    actionTarget: 5,
    contentFsid: 'p0',
    ...over,
  });
  it.each([
    ['a comment with its cid', [{ nmid: 'c', type: 8, contentFsid: 'c1', actionInfo: { pid: 'p1' } }], false, []],
    [
      'a comment whose contentFsid is the post it is on',
      [{ nmid: 'c', type: 8, contentFsid: 'p1', actionInfo: { pid: 'p1' } }],
      false,
      ['commentsPointAtTheCommentNotTheCommentedContent'],
    ],
    [
      'the real reading: the quoting post names the quoted one',
      [quote({ actionInfo: { pid: 'p9', quotedPost: 'p0' } })],
      false,
      [],
    ],
    [
      'the sentence: actionTarget 4, the quoted content (only the real system reads otherwise)',
      [quote({ actionTarget: 4, actionInfo: { pid: 'p9' } })],
      false,
      ['quotesFollowTheRealSystemsReading'],
    ],
    [
      'the real reading with the quoted post nested whole',
      [quote({ actionInfo: { pid: 'p9', quotedPost: { pid: 'p0', quotedPost: null } } })],
      false,
      [],
    ],
    [
      'a quoting post by another than actionUser',
      [quote({ actionUser: { uid: 1 }, actionInfo: { pid: 'p9', quotedPost: 'p0', author: { uid: 2 } } })],
      false,
      ['quotesFollowTheRealSystemsReading'],
    ],
    [
      'an anonymous quote (no identifier on either side)',
      [quote({ actionUser: { uid: null }, actionInfo: { pid: 'p9', quotedPost: 'p0', author: { uid: null } } })],
      false,
      [],
    ],
    [
      'a quote like the posts beside it',
      [
        quote({ actionInfo: { pid: 'p9', title: 't', content: 'c', quotedPost: 'p0' } }),
        { nmid: 'r', type: 2, actionTarget: 5, contentFsid: null, actionInfo: { pid: 'p1', title: 't', content: 'c' } },
        { nmid: 'u', type: 2, actionTarget: 1, contentFsid: null, actionInfo: { uid: 1, nickname: 'n' } },
      ],
      false,
      [],
    ],
    [
      'a place in a quote (the table read literally)',
      [
        quote({ actionTarget: 4, actionInfo: { gtid: 'g1', name: 'x', latitude: 1 } }),
        { nmid: 'r', type: 2, actionTarget: 5, contentFsid: null, actionInfo: { pid: 'p1', title: 't', content: 'c' } },
        { nmid: 'g', type: 2, actionTarget: 4, contentFsid: null, actionInfo: { gtid: 'g2', name: 'y', latitude: 2 } },
      ],
      false,
      ['quotesCarryAPostInActionInfo', 'quotesFollowTheRealSystemsReading'],
    ],
    [
      'a quote without actionInfo',
      [quote({ actionInfo: null })],
      false,
      ['quotesCarryAPostInActionInfo', 'quotesFollowTheRealSystemsReading'],
    ],
    [
      'one post named twice',
      [quote({ contentFsid: 'p9', actionInfo: { pid: 'p9' } })],
      false,
      ['quotesNameTheQuotingAndTheQuotedPost', 'quotesFollowTheRealSystemsReading'],
    ],
    [
      'a geotag quote with the quoting post',
      [quote({ actionTarget: 4, actionInfo: { pid: 'p9', quotedPost: 'p0' } })],
      false,
      ['quotesFollowOneReadingOfTheSpec', 'quotesFollowTheRealSystemsReading'],
    ],
    [
      'two readings in one answer',
      [
        quote({ actionInfo: { pid: 'p9', quotedPost: 'p0' } }),
        quote({ nmid: 'r', actionTarget: 4, actionInfo: { pid: 'p8' } }),
      ],
      false,
      ['quotesFollowOneReadingOfTheSpec', 'quotesFollowTheRealSystemsReading'],
    ],
    [
      'a projected actionInfo is the projection’s to judge',
      [quote({ contentFsid: 'p9', actionInfo: { pid: 'p9' } })],
      true,
      [],
    ],
    [
      'a like with a contentFsid (the real system: null)',
      [{ nmid: 'l', type: 3, actionType: 1, contentFsid: 'p1' }],
      false,
      ['contentFsidIsNullOutsideCommentsAndQuotes'],
    ],
    [
      'a follow with the like action',
      [{ nmid: 'f', type: 5, actionType: 1, contentFsid: null }],
      false,
      ['actionTypeMatchesTheNotificationType'],
    ],
  ] as const)('%s', (_what, list, projected, rules) => {
    expect(judgeItemKinds([...list], projected).violations.map((v) => v.rule)).toEqual(rules);
  });
});

describe('firstOutOfOrder', () => {
  it.each([
    ['newest first', ['11/22/2026 10:00:00', '11/22/2026 09:00:00', '11/21/2026 09:00:00'], false],
    ['an older item first', ['11/22/2026 09:00:00', '11/22/2026 10:00:00'], true],
    [
      'day first, newest first (03/11 is 3 November)',
      ['22/11/2026 10:00:00', '18/11/2026 12:00:00', '03/11/2026 12:00:00'],
      false,
    ],
    ['the hour DST repeats, at night', ['11/01/2026 01:50:00', '11/01/2026 01:10:00', '11/01/2026 01:40:00'], false],
    ['Unix seconds, newest first', ['1764245531', '1764245530', '1764200000'], false],
    ['Unix seconds, an older item first', ['1764200000', '1764245531'], true],
  ] as const)('%s', (_what, datetimes, disorder) => {
    const list = datetimes.map((datetime, i) => ({ nmid: String(i), datetime }));
    expect(firstOutOfOrder(list, ['m/d/Y']).disorder !== undefined).toBe(disorder);
  });
});

describe('configsPayloadProblems: an unset item is no value of another type', () => {
  const spec = validatorsOf(committedDocument()).spec;
  const base = () => ({ ...(committedDocument() as any).components.schemas.GlobalConfigItems.examples?.[0] });
  it('passes site_url null and fails site_url 3', () => {
    const unset = configsPayloadProblems(spec, 'GlobalConfigItems', { ...base(), site_url: null });
    expect(unset.filter((p) => p.path === '/site_url')).toEqual([]);
    const wrong = configsPayloadProblems(spec, 'GlobalConfigItems', { ...base(), site_url: 3 });
    expect(wrong.map((p) => p.path)).toContain('/site_url');
  });
});
