import { describe, expect, it } from 'vitest';
import {
  addMonths,
  formatDate,
  localYear,
  monthKey,
  monthLabel,
  monthStart,
  nextAnniversary,
  periodEnd,
} from './billing-calendar';

const at = (...parts: [number, number, number, number?]) =>
  Date.UTC(parts[0], parts[1], parts[2], parts[3] ?? 0) / 1000;

describe('billing calendar', () => {
  it('adds calendar months, keeping the time and clamping to the month end', () => {
    expect(addMonths(at(2026, 0, 15, 10), 1)).toBe(at(2026, 1, 15, 10));
    expect(addMonths(at(2026, 0, 31), 1)).toBe(at(2026, 1, 28));
    expect(addMonths(at(2028, 0, 31), 1)).toBe(at(2028, 1, 29));
    expect(addMonths(at(2026, 10, 30), 3)).toBe(at(2027, 1, 28));
    expect(periodEnd(at(2026, 3, 1), true)).toBe(at(2026, 4, 1));
    expect(periodEnd(at(2026, 3, 1), false)).toBe(at(2027, 3, 1));
  });

  it('ends renewed periods on the anniversaries of the purchase, not of a clamped start', () => {
    const jan31 = at(2026, 0, 31);
    expect(nextAnniversary(jan31, at(2026, 1, 28), true)).toBe(at(2026, 2, 31));
    expect(nextAnniversary(jan31, at(2026, 2, 31), true)).toBe(at(2026, 3, 30));
    expect(nextAnniversary(at(2028, 1, 29), at(2029, 1, 28), false)).toBe(at(2030, 1, 28));
  });

  it('meters by UTC month', () => {
    expect(monthStart(at(2026, 2, 14, 23))).toBe(at(2026, 2, 1));
    expect(monthKey(at(2026, 2, 14))).toBe('2026-03');
    expect(monthLabel(at(2026, 2, 1))).toBe('March 2026');
  });

  it("dates invoices in the seller's time zone", () => {
    // 23:30 UTC on 31 December is already New Year in Rome: the invoice belongs to 2027.
    expect(localYear(at(2026, 11, 31, 23) + 1_800, 'Europe/Rome')).toBe(2027);
    expect(localYear(at(2026, 11, 31, 23) + 1_800, 'UTC')).toBe(2026);
    expect(formatDate(at(2026, 2, 5, 12), 'Europe/Rome')).toBe('05/03/2026');
  });
});
