import { describe, expect, it } from 'vitest';
import { seededRandom } from './shopper-random';
import { KEYSTROKE_MAX_MS, KEYSTROKE_MIN_MS, typingSequence, withTypo } from './shopper-typing';

describe('typingSequence', () => {
  it('sends growing prefixes 150–400 ms apart, ending with the whole query', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const keys = typingSequence('wool sweater', seededRandom(seed));
      expect(keys.at(-1)?.q).toBe('wool sweater');
      keys.forEach((key, index) => {
        expect('wool sweater'.startsWith(key.q)).toBe(true);
        if (index === 0) return;
        expect(key.q.length).toBeGreaterThan(keys[index - 1]?.q.length ?? 0);
        expect(key.delayMs).toBeGreaterThanOrEqual(KEYSTROKE_MIN_MS);
        // A skipped key adds at most one more short gap.
        expect(key.delayMs).toBeLessThanOrEqual(KEYSTROKE_MAX_MS + KEYSTROKE_MIN_MS * 5);
        expect(key.q.endsWith(' ')).toBe(false);
      });
    }
  });

  it('sends a short query at once', () => {
    expect(typingSequence('tv', seededRandom(1)).map((key) => key.q)).toEqual(['tv']);
  });
});

describe('withTypo', () => {
  it('swaps two letters or drops one, keeping the first and last', () => {
    let changed = 0;
    for (let seed = 1; seed <= 100; seed++) {
      const typo = withTypo('sneaker', seededRandom(seed));
      expect(typo[0]).toBe('s');
      expect(typo.at(-1)).toBe('r');
      if (typo.length === 6) continue; // dropped
      expect(typo.length).toBe(7);
      expect([...typo].sort()).toEqual([...'sneaker'].sort());
      if (typo !== 'sneaker') changed++;
    }
    expect(changed).toBeGreaterThan(20);
  });

  it('leaves short queries alone', () => {
    expect(withTypo('tv', seededRandom(1))).toBe('tv');
  });
});
