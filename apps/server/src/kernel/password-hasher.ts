import argon2 from 'argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes): strong, yet a login stays well under 100 ms.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * argon2id password hashing.
 * @example
 * const hash = await hashPassword('Secret1!');
 * await verifyPassword(hash, 'Secret1!'); // true
 */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real verification, so a login for an unknown address cannot be told
 * apart by its answer time.
 */
export async function verifyAgainstNothing(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy-Password-1!');
  await verifyPassword(await dummyHash, password);
}
