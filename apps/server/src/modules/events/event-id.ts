import { randomBytes } from 'node:crypto';

/**
 * A UUIDv7 (RFC 9562) for an event received at `nowMs`: 48 bits of milliseconds, then random
 * bits. Ids of later events sort after earlier ones, so the log's primary-key index grows at its
 * end instead of taking every insert on a random page; random v4 ids held ingest to about a
 * third of its speed once the index outgrew the cache (docs/adr/0004-analytics-store.md).
 * Ids made in the same millisecond are unordered among themselves, which costs nothing: they
 * land on the same last page.
 * @example eventId(Date.UTC(2026, 0, 1)) // '019b7715-4c00-7…' (version 7, variant 10xx)
 */
export function eventId(nowMs: number): string {
  const bytes = randomBytes(16);
  const ms = BigInt(Math.max(0, Math.floor(nowMs)));
  for (let index = 0; index < 6; index++) {
    bytes[index] = Number((ms >> BigInt(8 * (5 - index))) & 0xffn);
  }
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
