import { describe, expect, it } from 'vitest';
import { seededRandom } from './shopper-random';
import { DAY_MS, shoppersOnDay, visitStart } from './traffic-volume';

describe('shoppersOnDay', () => {
  it('is busier on weekends and before Christmas than on weekdays of August', () => {
    const average = (day: number) => {
      const random = seededRandom(day);
      let total = 0;
      for (let i = 0; i < 200; i++) total += shoppersOnDay(100, day, random);
      return total / 200;
    };
    const decemberSunday = average(Date.UTC(2025, 11, 14));
    const augustTuesday = average(Date.UTC(2025, 7, 12));
    expect(decemberSunday).toBeGreaterThan(augustTuesday * 1.8);
    expect(augustTuesday).toBeGreaterThan(50);
  });
});

describe('visitStart', () => {
  it('falls inside the day, mostly in the daytime', () => {
    const day = Date.UTC(2026, 2, 3);
    const random = seededRandom(9);
    let night = 0;
    for (let i = 0; i < 5000; i++) {
      const start = visitStart(day, random);
      expect(start).toBeGreaterThanOrEqual(day);
      expect(start).toBeLessThan(day + DAY_MS);
      if (new Date(start).getUTCHours() < 6) night++;
    }
    expect(night / 5000).toBeLessThan(0.05);
  });
});
