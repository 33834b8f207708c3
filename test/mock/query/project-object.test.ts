// projectObject: whitelist/blacklist by dot paths, as the real system does, and safe against prototype keys.
import { describe, expect, it } from 'vitest';
import { projectObject, selectionOf } from '../../../src/mock/query/project-object.js';

const user = {
  fsid: 'ava',
  nickname: 'Ava',
  stats: { followerCount: 3, likerCount: 9 },
  roles: [
    { rid: '3', name: 'Moderator' },
    { rid: '5', name: 'Member' },
  ],
};

const project = (type: 'whitelist' | 'blacklist', keys: string) =>
  projectObject(user, type, selectionOf(keys.split(',').map((k) => k.split('.'))));

describe('projectObject', () => {
  it.each([
    ['fsid', { fsid: 'ava' }],
    ['nickname,fsid', { nickname: 'Ava', fsid: 'ava' }],
    ['stats', { stats: { followerCount: 3, likerCount: 9 } }],
    ['stats.likerCount', { stats: { likerCount: 9 } }],
    ['stats,stats.likerCount', { stats: { followerCount: 3, likerCount: 9 } }],
    // What keeps nothing is the real system's empty PHP array.
    ['stat', []],
    ['nope,fsid.deeper', []],
    ['roles.0.name', { roles: [{ name: 'Moderator' }] }],
    ['roles.1', { roles: { 1: { rid: '5', name: 'Member' } } }],
    ['roles.0,roles.1.rid', { roles: [{ rid: '3', name: 'Moderator' }, { rid: '5' }] }],
    ['roles.2.name,roles.x', []],
  ])('whitelist %s -> %j', (keys, expected) => {
    expect(project('whitelist', keys)).toStrictEqual(expected);
  });

  it('keeps the whitelisted keys in the order of the object, whatever the order they were asked for', () => {
    expect(Object.keys(project('whitelist', 'stats,fsid') as object)).toEqual(['fsid', 'stats']);
  });

  it.each([
    ['fsid', { nickname: 'Ava', stats: user.stats, roles: user.roles }],
    ['stats.likerCount', { fsid: 'ava', nickname: 'Ava', stats: { followerCount: 3 }, roles: user.roles }],
    ['stats,roles', { fsid: 'ava', nickname: 'Ava' }],
    // A container the removal empties goes too: nothing is left to rebuild it from.
    ['stats.likerCount,stats.followerCount', { fsid: 'ava', nickname: 'Ava', roles: user.roles }],
    ['fsid,nickname,stats,roles', []],
    ['stat,nope.x', user],
    ['roles.1', { fsid: 'ava', nickname: 'Ava', stats: user.stats, roles: [{ rid: '3', name: 'Moderator' }] }],
    ['roles.0', { fsid: 'ava', nickname: 'Ava', stats: user.stats, roles: { 1: { rid: '5', name: 'Member' } } }],
    [
      'roles.0.name',
      { fsid: 'ava', nickname: 'Ava', stats: user.stats, roles: [{ rid: '3' }, { rid: '5', name: 'Member' }] },
    ],
  ])('blacklist %s -> %j', (keys, expected) => {
    expect(project('blacklist', keys)).toStrictEqual(expected);
  });

  it('never changes its input and shares untouched subtrees', () => {
    const before = JSON.stringify(user);
    const out = project('blacklist', 'stats.likerCount') as typeof user;
    expect(JSON.stringify(user)).toBe(before);
    expect(out.roles).toBe(user.roles);
  });

  it('leaves null (no triggering user) as null', () => {
    expect(projectObject(null, 'whitelist', selectionOf([['fsid']]))).toBeNull();
  });

  it.each([
    '__proto__',
    '__proto__.polluted',
    'constructor.prototype.polluted',
    'stats.__proto__.polluted',
    'prototype',
  ])('selects nothing through %s and never touches Object.prototype', (key) => {
    const paths = [key.split('.')];
    expect(projectObject(user, 'whitelist', selectionOf(paths))).toStrictEqual([]);
    expect(projectObject(user, 'blacklist', selectionOf(paths))).toEqual(user);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('copies an own "__proto__" data key as data, never as a prototype', () => {
    const hostile = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as Record<string, unknown>;
    const out = projectObject(hostile, 'blacklist', selectionOf([['a']])) as Record<string, unknown>;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.hasOwn(out, '__proto__')).toBe(true);
    expect((out as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
