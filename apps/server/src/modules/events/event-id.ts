import { randomBytes } from 'node:crypto';

const ID_BYTES = 16;
const POOL_BYTES = ID_BYTES * 256;
let pool = Buffer.alloc(0);
let poolOffset = 0;

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
  if (poolOffset + ID_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    poolOffset = 0;
  }
  // Random bytes come from a pool filled once every 256 ids: one system call per event made
  // every search pay for it (the log is written at the rate of searches).
  const bytes = Buffer.allocUnsafe(ID_BYTES);
  pool.copy(bytes, 0, poolOffset, poolOffset + ID_BYTES);
  poolOffset += ID_BYTES;
  // 48 bits of milliseconds: two exact integer parts, no BigInt (2^48 is far below 2^53).
  const ms = Math.max(0, Math.floor(nowMs));
  const high = Math.floor(ms / 2 ** 24);
  const low = ms % 2 ** 24;
  bytes[0] = (high >>> 16) & 0xff;
  bytes[1] = (high >>> 8) & 0xff;
  bytes[2] = high & 0xff;
  bytes[3] = (low >>> 16) & 0xff;
  bytes[4] = (low >>> 8) & 0xff;
  bytes[5] = low & 0xff;
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
