import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './notification-badge';

describe('formatBadgeCount', () => {
  it('shows no badge without unread notifications', () => {
    expect(formatBadgeCount(0)).toBeNull();
    expect(formatBadgeCount(-2)).toBeNull();
    expect(formatBadgeCount(Number.NaN)).toBeNull();
  });

  it('shows the count up to the cap', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(9)).toBe('9');
  });

  it("caps at '9+'", () => {
    expect(formatBadgeCount(10)).toBe('9+');
    expect(formatBadgeCount(250)).toBe('9+');
  });
});
