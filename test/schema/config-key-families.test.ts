// Counts every configuration key family against the spec's tables (304 distinct named keys in all).
import { describe, expect, it } from 'vitest';
import { configKeyGroups, configKeys, configKeySchemas, GlobalConfigItems } from '../../src/schema/global-configs.js';
import { profileDefaultHomepages } from '../../src/schema/config-vocabulary.js';

const keysMatching = (pattern: RegExp) => configKeys.filter((key) => pattern.test(key));

describe('configuration key families', () => {
  it.each([
    [
      '{target}_{action}_enabled switches',
      /^(user|group|hashtag|geotag|post|comment)_(like|dislike|follow|block)_enabled$/,
      24,
    ],
    [
      'channel_{e}_* keys (10 per entity)',
      /^channel_(user|group|hashtag|geotag|post|comment)_(list_)?(name|seo|query_state|query_config|status)$/,
      60,
    ],
    [
      'channel_{verb}_{es}_name keys',
      /^channel_(likes|dislikes|following|blocking)_(users|groups|hashtags|geotags|posts|comments)_name$/,
      24,
    ],
    [
      'profile_{verb}_{es}_enabled keys',
      /^profile_(likes|dislikes|following|blocking)_(users|groups|hashtags|geotags|posts|comments)_enabled$/,
      24,
    ],
    [
      'profile_{verb}_{es}_name keys',
      /^profile_(likes|dislikes|following|blocking)_(users|groups|hashtags|geotags|posts|comments)_name$/,
      24,
    ],
    ['website_* channel paths', /^website_(portal|user|group|hashtag|geotag|post|comment)_path$/, 7],
    ['website_*_detail_path keys', /^website_(user|group|hashtag|geotag|post|comment)_detail_path$/, 6],
    ['*_query_state keys', /_query_state$/, 12],
    ['*_public_record keys', /^user_(like|dislike|follow|block)_public_record$/, 4],
    ['channel_timeline_* keys', /^channel_timeline_/, 14],
    ['channel_nearby_* keys', /^channel_nearby_/, 6],
    ['channel_me_* keys', /^channel_me_/, 6],
    ['messages channel keys', /^channel_(conversations|notifications)(_.+)?_name$/, 12],
  ])('builds the %s', (_family, pattern, count) => {
    expect(keysMatching(pattern)).toHaveLength(count);
  });

  it.each([
    ['Languages', 5],
    ['General', 10],
    ['Private mode', 3],
    ['Policy', 8],
    ['Account', 5],
    ['Wallet', 6],
    ['User: names', 6],
    ['User: default and edit rules', 15],
    ['Publish', 2],
    ['Content names and interaction settings', 11],
    ['Interaction switches', 24],
    ['Channels', 84],
    ['Channels: additional', 4],
    ['Channels: portal', 3],
    ['Channels: timeline', 14],
    ['Channels: nearby', 6],
    ['Channels: personal center', 6],
    ['Channels: messages', 12],
    ['Channels: search', 1],
    ['Paths', 15],
    ['Default homepage', 2],
    ['User content visibility', 60],
    ['System bulletin', 2],
    ['Extends', 1],
  ] as const)('group "%s" has %i keys as in the spec', (group, count) => {
    expect(Object.keys(configKeyGroups[group])).toHaveLength(count);
  });

  it('names 304 distinct keys (profile_default_homepage is listed in two groups)', () => {
    const listed = Object.values(configKeyGroups).flatMap((group) => Object.keys(group));
    expect(listed).toHaveLength(305);
    expect(new Set(listed).size).toBe(304);
    expect(configKeys).toHaveLength(304);
    expect(new Set(configKeys)).toEqual(new Set(listed));
  });

  it('gives every key a description from the spec', () => {
    const missing = configKeys.filter((key) => {
      const schema = configKeySchemas[key] as { description?: string };
      return !schema.description || schema.description.length < 4;
    });
    expect(missing).toEqual([]);
  });

  it('lists the 30 profile_default_homepage values', () => {
    expect(profileDefaultHomepages).toHaveLength(30);
    expect(profileDefaultHomepages).toContain('likes_users');
    expect(profileDefaultHomepages).toContain('blocking_comments');
  });

  it('accepts portal_{platformId} keys through a pattern, as strings', () => {
    expect((GlobalConfigItems as { patternProperties?: unknown }).patternProperties).toEqual({
      '^portal_.+$': expect.objectContaining({ type: ['string', 'null'] }),
    });
  });
});
