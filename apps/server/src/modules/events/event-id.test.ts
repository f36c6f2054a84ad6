import { describe, expect, it } from 'vitest';
import { eventId } from './event-id';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('eventId', () => {
  it('is a version 7 UUID carrying the milliseconds it was made at', () => {
    const ms = Date.UTC(2026, 10, 25, 1, 2, 3, 456);
    const id = eventId(ms);
    expect(id).toMatch(UUID_V7);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(ms);
    // The top of the 48 bits too (the year 6429), and a time before 1970 as 0.
    const far = 2 ** 48 - 1;
    expect(parseInt(eventId(far).replace(/-/g, '').slice(0, 12), 16)).toBe(far);
    expect(eventId(-5).startsWith('00000000-0000-7')).toBe(true);
  });

  it('sorts later events after earlier ones, whatever the random part', () => {
    const start = Date.UTC(2026, 0, 1);
    const ids = Array.from({ length: 500 }, (_, index) => eventId(start + index * 7));
    expect([...ids].sort()).toEqual(ids);
  });

  it('differs between events of the same millisecond', () => {
    const ids = new Set(Array.from({ length: 1_000 }, () => eventId(1_700_000_000_000)));
    expect(ids.size).toBe(1_000);
  });
});
