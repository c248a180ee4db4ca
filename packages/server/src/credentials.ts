import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A seat's secret: 256 random bits, base64url (43 characters). Only its SHA-256 is stored. */
export function newKey(): string {
  return randomBytes(32).toString('base64url');
}

export function hashKey(key: string): Buffer {
  return createHash('sha256').update(key, 'utf8').digest();
}

/** Whether `key` is the secret whose hash is `stored`, in time that does not depend on where they differ. */
export function keyMatches(key: string, stored: Buffer): boolean {
  const given = hashKey(key);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** A game's public id: 72 random bits, base64url (12 characters). Not a secret: it lets anyone spectate. */
export function newGameId(): string {
  return randomBytes(9).toString('base64url');
}

/** Whether `key` is any of the secrets whose hashes are `stored`: every one is compared, in constant time each. */
export function keyMatchesAny(key: string, stored: readonly Buffer[]): boolean {
  const given = hashKey(key);
  let found = false;
  for (const s of stored) if (given.length === s.length && timingSafeEqual(given, s)) found = true;
  return found;
}
