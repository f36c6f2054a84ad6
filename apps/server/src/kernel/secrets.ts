import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A random token for links and keys: 32 bytes, URL-safe.
 * @example randomToken().length // 43
 */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * One-time codes and keys are high-entropy, so a fast hash suffices: a database leak must not hand out
 * working links, and lookups stay a single indexed equality.
 */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Compares two hex digests without leaking where they differ. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
