// Groups, hashtags and places as the running real system sends them (v3.6.2): the stored visibility number, names from
// NOT NULL columns (another language's name for the one named only in it), a parent's URL even without site_url,
// coordinates as the site's store reads DECIMAL columns, the installer's public counts, and no distance without a
// location in the request.
import { describe, expect, it } from 'vitest';
import { fixedWorld } from '../../helpers/fixed-world.js';

const seeded = fixedWorld().world;
const fresh = fixedWorld({ configs: 'fresh-install' }).world;
const { taxonomy } = seeded.pools;

describe('groups', () => {
  it('send their visibility as the stored number: 1 visible, 2 hidden (the members-only one)', () => {
    expect(new Set(taxonomy.groups.map((g) => g.visibility))).toEqual(new Set([1, 2]));
    expect(taxonomy.groups.find((g) => g.privacy === 'private')!.visibility).toBe(2);
  });

  it('are always named; the one named only in another language answers that name', () => {
    for (const g of [...taxonomy.groups, ...fresh.pools.taxonomy.groups]) expect(typeof g.name).toBe('string');
    expect(taxonomy.groups.map((g) => g.name)).toContainEqual(
      expect.stringMatching(
        /^(Carpintería|Carreras de montaña|Cocina casera|Fotografía analógica|Jardinería|Código abierto|Cuadernos de viaje)$/,
      ),
    );
  });

  it('show a parent the same everywhere, its URL on the app origin even without site_url, bare and filled parents', () => {
    const parents = fresh.pools.taxonomy.groups.flatMap((g) => (g.parentInfo ? [g.parentInfo] : []));
    expect(parents.length).toBeGreaterThan(1);
    for (const p of parents) expect(p.url).toMatch(/^https:\/\/[^/]+\/[\w-]+\/[\w-]+$/);
    expect(fresh.pools.taxonomy.groups.every((g) => g.url === null)).toBe(true);
    expect(parents.some((p) => p.cover === null && p.description === null)).toBe(true);
    expect(parents.some((p) => p.cover !== null && p.description !== null)).toBe(true);
  });

  it('answer followExpired null unless the follow expires', () => {
    for (const g of taxonomy.groups)
      expect(g.interaction.followExpired).toBe(g.interaction.followExpiryDateTime === null ? null : false);
  });
});

describe('hashtags', () => {
  it('are always named by the tag as typed', () => {
    for (const h of taxonomy.hashtags) expect(h.name).toBe(h.htid);
  });
});

describe('places', () => {
  it('send coordinates as the store reads DECIMAL columns: strings on a seeded (MySQL) site, numbers as installed (SQLite)', () => {
    for (const t of taxonomy.geotags) expect([typeof t.latitude, typeof t.longitude]).toEqual(['string', 'string']);
    for (const t of fresh.pools.taxonomy.geotags)
      expect([typeof t.latitude, typeof t.longitude]).toEqual(['number', 'number']);
  });

  it('have no distance (the list takes no location) and, typed by hand, no district', () => {
    for (const t of taxonomy.geotags) {
      expect(t.distance).toBeNull();
      if (t.cityId === null) expect(t.district).toBeNull();
    }
    expect(taxonomy.geotags.some((t) => t.cityId === null)).toBe(true);
  });
});

describe('the fresh-install preset', () => {
  it("shows the installer's public counts: dislikes of groups, hashtags and places, never blocks", () => {
    const [group, hashtag, place] = [
      fresh.pools.taxonomy.groups[0]!,
      fresh.pools.taxonomy.hashtags[0]!,
      fresh.pools.taxonomy.geotags[0]!,
    ];
    for (const t of [group, hashtag, place]) {
      expect(t.dislikeCount).toEqual(expect.any(Number));
      expect(t.blockCount).toBeNull();
    }
  });
});
