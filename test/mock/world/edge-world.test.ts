// The edge world (`Prefer: data=edge`): every page valid for the contract and the mock document, every nullable field
// of the schema null on some items, display text at the configs' limits, and each class of UI-breaking value present;
// the same seed gives the same bytes.
import { describe, expect, it } from 'vitest';
import { Post } from '../../../src/schema/post-info.js';
import { UserInfo } from '../../../src/schema/user-info.js';
import { admitsRealNull, branchesOf, DEFAULT_WIDTH, HUGE_COUNT } from '../../../src/mock/world/edge-values.js';
import { LONG_WORD } from '../../../src/mock/world/edge-text.js';
import { createDocumentValidator } from '../../../src/validation/create-document-validator.js';
import { committedDocument, mockDocument } from '../../../src/validation/committed-document.js';
import { ask, edgeCore, edgePages } from './edge-pages.js';

const { core, configs } = edgeCore();
const pages = edgePages(core);
const items = pages.flatMap((p) => p.body.data.list);
const all = JSON.stringify(items);
const points = (s: string) => Array.from(s).length;

type Node = Record<string, unknown>;
/** Every (key, value, schema) of a structure, nested ones included, as the schema names them. */
function fieldsOf(
  value: unknown,
  schema: unknown,
  out: [string, unknown, unknown][] = [],
): [string, unknown, unknown][] {
  if (value === null || typeof value !== 'object') return out;
  const shape = branchesOf(schema).find((b) =>
    (Array.isArray(b.type) ? b.type : [b.type]).includes(Array.isArray(value) ? 'array' : 'object'),
  );
  if (!shape) return out;
  if (Array.isArray(value)) value.forEach((v) => fieldsOf(v, shape.items, out));
  else {
    for (const [k, v] of Object.entries(value as Node)) {
      const member = (shape.properties as Node | undefined)?.[k];
      if (member === undefined) continue;
      out.push([k, v, member]);
      fieldsOf(v, member, out);
    }
    // A member the schema makes optional and the item leaves out (a File Info's keys of another kind) is empty there.
    const required = new Set((shape.required as string[] | undefined) ?? []);
    for (const [k, member] of Object.entries((shape.properties as Node | undefined) ?? {}))
      if (!(k in (value as Node)) && !required.has(k)) out.push([k, undefined, member]);
  }
  return out;
}
/** The authors of every anonymous post or comment inside a structure, however deep. */
function anonymousAuthors(value: unknown): unknown[] {
  if (value === null || typeof value !== 'object') return [];
  const inner = Object.values(value as Node).flatMap(anonymousAuthors);
  return (value as Node).isAnonymous === true ? [(value as Node).author, ...inner] : inner;
}
const userFields = items.flatMap((n) => (n.actionUserIsAnonymous ? [] : fieldsOf(n.actionUser, UserInfo)));
const postFields = items.filter((n) => n.actionTarget === 5).flatMap((n) => fieldsOf(n.actionInfo, Post));
const posts = () => items.filter((n) => n.actionTarget === 5 || n.type === 9).map((n) => n.actionInfo as Node);

describe('the edge world', () => {
  it.each([
    ['contract', committedDocument()],
    ['mock', mockDocument()],
  ] as const)('answers pages the %s document accepts', (_name, document) => {
    const validator = createDocumentValidator(document);
    expect(pages.map((p) => validator.validate('NotificationListResponse', p.body))).toEqual(
      pages.map(() => ({ valid: true })),
    );
    expect(items).toHaveLength(120);
  });

  it('says so in Preference-Applied, and the __data twin asks for the same bytes', () => {
    expect(pages[0]!.preferenceApplied).toBe('data=edge');
    expect(ask(core, 'pageSize=30&__data=edge', {}).text).toBe(pages[0]!.text);
    expect(ask(core, 'pageSize=30', { prefer: 'data=standard' }).text).toBe(ask(core, 'pageSize=30', {}).text);
    expect(ask(core, 'pageSize=30', { prefer: 'data=wide' }).body).toMatchObject({ code: 10000 });
  });

  it('is the same bytes for the same seed, and another world for another seed', () => {
    expect(edgePages(edgeCore().core, 1)[0]!.text).toBe(pages[0]!.text);
    expect(edgePages(edgeCore(2).core, 1)[0]!.text).not.toBe(pages[0]!.text);
  });

  it('makes every nullable field of User and Post Info (found by walking the schema) null on some item', () => {
    const nullable = (fields: [string, unknown, unknown][]) =>
      new Set(fields.filter(([, , s]) => admitsRealNull(s)).map(([k]) => k));
    for (const fields of [userFields, postFields]) {
      const keys = nullable(fields);
      expect(keys.size).toBeGreaterThan(5);
      for (const key of keys)
        expect([key, fields.some(([k, v]) => k === key && (v === null || v === undefined))]).toEqual([key, true]);
    }
    // A nullable display text is at its widest where it is not null, even where the usual world has nothing to show.
    for (const key of ['genderCustom', 'verifiedDesc']) {
      const shown = userFields
        .filter(([k, v, s]) => k === key && admitsRealNull(s) && v !== null)
        .map(([, v]) => points(v as string));
      expect([key, shown.length > 0 && shown.every((n) => n === DEFAULT_WIDTH)]).toEqual([key, true]);
    }
  });

  it('writes names and bios exactly as long as the configs allow', () => {
    const widths = (key: string, fields: [string, unknown, unknown][]) =>
      new Set(fields.filter(([k, v]) => k === key && typeof v === 'string').map(([, v]) => points(v as string)));
    // Every nickname at its widest but the member who calls themself "null" (a text a serializer might have written).
    expect(widths('nickname', userFields)).toEqual(new Set([configs.nickname_max, 4]));
    expect(userFields.some(([k, v]) => k === 'nickname' && v === 'null')).toBe(true);
    expect(widths('username', userFields)).toEqual(new Set([configs.username_max]));
    expect(widths('bio', userFields)).toEqual(new Set([configs.bio_length]));
    const hashtags = items
      .filter((n) => n.actionTarget === 3)
      .map((n) => (n.actionInfo as Node).name)
      .filter((v) => typeof v === 'string') as string[];
    expect(hashtags.length).toBeGreaterThan(0);
    for (const name of hashtags)
      expect([name, points(name), /\s/.test(name)]).toEqual([name, configs.hashtag_length, false]);
  });

  it.each([
    ['a 60-character word with no space', new RegExp(LONG_WORD)],
    ['right-to-left text (Arabic, Hebrew)', /[\u0600-\u06FF]+.*[\u0590-\u05FF]+|[\u0590-\u05FF]+.*[\u0600-\u06FF]+/u],
    ['emoji with skin-tone modifiers', /[\u{1F3FB}-\u{1F3FF}]/u],
    ['zero-width joiners', /\u200D/u],
    ['combining marks', /\p{M}/u],
    ['text that looks like a template or markup', /Tom & Jerry \{n\} 100%s <b>/],
  ])('has %s', (_label, pattern) => {
    expect(LONG_WORD).toHaveLength(60);
    expect(all).toMatch(pattern);
  });

  it('has empty lists, zero counts and huge counts', () => {
    expect(userFields.some(([k, v]) => k === 'roles' && Array.isArray(v) && v.length === 0)).toBe(true);
    expect(postFields.some(([k, v]) => k === 'hashtags' && Array.isArray(v) && v.length === 0)).toBe(true);
    const counts = [...userFields, ...postFields]
      .filter(([k, v]) => k.endsWith('Count') && typeof v === 'number')
      .map(([, v]) => v);
    expect(counts).toContain(0);
    expect(counts).toContain(HUGE_COUNT);
  });

  it('has anonymous triggers and authors, disabled members, deleted targets and a post that is only an image', () => {
    expect(items.some((n) => n.actionUserIsAnonymous === true && (n.actionUser as Node).uid === null)).toBe(true);
    const posts = items.filter((n) => n.actionTarget === 5 || n.type === 9).map((n) => n.actionInfo as Node);
    expect(posts.some((p) => p.isAnonymous === true && (p.author as Node).uid === null)).toBe(true);
    expect(items.some((n) => n.actionUser !== null && (n.actionUser as Node).status === false)).toBe(true);
    expect(items.some((n) => n.actionInfo !== null && (n.actionInfo as Node).status === false)).toBe(true);
    expect(posts.some((p) => p.content === '' && ((p.files as Node).images as unknown[]).length === 1)).toBe(true);
  });

  it('never nulls what only the placeholder lacks: a member with an account keeps its fsid, uid and username', () => {
    // A deleted account's trigger or writer is the placeholder (its own `registerDate`, where User Info has
    // `registerDateTime`).
    const gone = (user: unknown) => user !== null && 'registerDate' in (user as Node);
    const members = [
      ...items
        .filter((n) => n.actionUserIsAnonymous !== true && n.actionUser !== null && !gone(n.actionUser))
        .map((n) => n.actionUser),
      ...posts().flatMap((p) => (p.isAnonymous === true || gone(p.author) ? [] : [p.author])),
    ] as Node[];
    expect(members.length).toBeGreaterThan(20);
    for (const user of members)
      expect([user.fsid, user.uid, user.username].map((v) => typeof v)).toEqual(['string', 'number', 'string']);
  });

  it('keeps the names the real system stores NOT NULL: every group and hashtag is named', () => {
    const named = items.filter((n) => n.actionTarget === 2 || n.actionTarget === 3).map((n) => n.actionInfo as Node);
    expect(named.length).toBeGreaterThan(3);
    for (const info of named) expect(typeof info.name).toBe('string');
  });

  it('keeps every anonymous trigger and author the placeholder: no identity, however the rest is bent', () => {
    const identity = (u: unknown) => {
      const { fsid, uid, username, url } = u as Node;
      return { fsid, uid, username, url };
    };
    const hidden = [
      ...items.filter((n) => n.actionUserIsAnonymous === true).map((n) => n.actionUser),
      ...items.flatMap((n) => anonymousAuthors(n.actionInfo)),
    ];
    expect(hidden.length).toBeGreaterThan(5);
    for (const user of hidden) expect(identity(user)).toEqual({ fsid: null, uid: null, username: null, url: null });
  });
});
