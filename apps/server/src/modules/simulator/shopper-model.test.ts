import { describe, expect, it } from 'vitest';
import { eventFlag } from '../events/index';
import { DEFAULT_MIX, planShopper, queryPicker, shopperProfile } from './shopper-model';
import { seededRandom } from './shopper-random';

const vocabulary = { queries: ['sneaker', 'rain jacket', 'acme', 'coffee maker', 'lamp'] };
const excluded = ['203.0.113.7'];

function plans(seed: number, count: number) {
  const random = seededRandom(seed);
  const pick = queryPicker(vocabulary);
  return Array.from({ length: count }, () => planShopper(random, pick, DEFAULT_MIX, excluded));
}

describe('planShopper', () => {
  it('is the same for the same seed', () => {
    expect(plans(4, 30)).toEqual(plans(4, 30));
    expect(plans(4, 30)).not.toEqual(plans(5, 30));
  });

  it('mixes humans, bots and staff on excluded addresses, desktop and mobile', () => {
    const all = plans(1, 2000).map((plan) => plan.profile);
    const share = (test: (profile: (typeof all)[number]) => boolean) =>
      all.filter(test).length / all.length;
    expect(share((p) => p.kind === 'bot')).toBeGreaterThan(0.03);
    expect(share((p) => p.kind === 'bot')).toBeLessThan(0.1);
    expect(share((p) => p.kind === 'excluded-ip')).toBeGreaterThan(0.02);
    expect(share((p) => p.device === 'mobile')).toBeGreaterThan(0.4);
    expect(share((p) => p.device === 'mobile')).toBeLessThan(0.65);
    expect(new Set(all.map((p) => p.userToken)).size).toBe(all.length);
  });

  it('gives each kind the origin the server flags it by', () => {
    for (const { profile } of plans(2, 500)) {
      const flag = eventFlag({ ...profile, excludedIps: new Set(excluded) });
      expect(flag).toBe(profile.kind);
      expect(profile.userToken).toMatch(/^anon-[0-9a-f]{24}$/);
    }
  });

  it('has no staff when the shop excludes no address', () => {
    const random = seededRandom(3);
    for (let i = 0; i < 500; i++) {
      expect(shopperProfile(random, DEFAULT_MIX, []).kind).not.toBe('excluded-ip');
    }
  });

  it('draws queries by Zipf rank, with typos and no-result queries on some', () => {
    const searches = plans(6, 3000).flatMap((plan) => plan.searches);
    const count = (query: string) => searches.filter((search) => search.query === query).length;
    expect(count('sneaker')).toBeGreaterThan(count('rain jacket'));
    expect(count('rain jacket')).toBeGreaterThan(count('lamp'));
    const foreign = searches.filter((search) => !vocabulary.queries.includes(search.query)).length;
    // Typos (12 %) and no-result queries (6 %) of the human searches.
    expect(foreign / searches.length).toBeGreaterThan(0.1);
    expect(foreign / searches.length).toBeLessThan(0.3);
    expect(searches.some((search) => search.filter)).toBe(true);
    expect(searches.some((search) => search.sort)).toBe(true);
  });

  it('types people’s queries key by key and sends bots’ whole', () => {
    for (const { profile, searches } of plans(7, 300)) {
      for (const search of searches) {
        expect(search.keystrokes.at(-1)?.q).toBe(search.query.trim());
        for (const key of search.keystrokes) expect(search.query.startsWith(key.q)).toBe(true);
        if (profile.kind === 'bot') {
          expect(search.keystrokes).toHaveLength(1);
          expect(search.browses).toBe(false);
        }
      }
    }
  });
});
