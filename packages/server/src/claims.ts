import { hashKey, keyMatches, keyMatchesAny, newKey } from './credentials';
import type { SeatKeys } from './store';

/**
 * Seats belong to their people (issue #23 item 2, D163). A seat's invitation is claimed when first opened:
 * the key its opener's browser made (`next` in the hello, or one the server makes) becomes the only key that
 * acts for the seat, and the invitation no longer does. Its person may add a device of their own (a one-time
 * link); the host may re-invite the seat (a new invitation; every key it had is revoked).
 */

/** At most this many devices (keys) act for one seat. */
export const MAX_DEVICES = 8;
/** Revoked keys remembered per seat, to say "revoked" rather than "not valid". */
const REVOKED_KEPT = 16;

/** A seat's keys as a room holds them. */
export interface HeldKeys {
  keyHash: Buffer;
  owners?: readonly Buffer[] | null;
  deviceLink?: Buffer | null;
  revoked?: readonly Buffer[];
  keysVersion?: number;
}

/**
 * What a shown key is to a seat: `owner` (acts), `invitation` (acts: the seat is not claimed yet), `device-link`
 * (adds a device, once), `claimed` (the invitation, already claimed), `revoked` (by a re-invitation), `unknown`.
 * Every stored hash is compared, each in constant time.
 */
export type KeyKind = 'owner' | 'invitation' | 'device-link' | 'claimed' | 'revoked' | 'unknown';

export function kindOf(seat: HeldKeys, key: string): KeyKind {
  const owners = seat.owners ?? null;
  const invitation = keyMatches(key, seat.keyHash);
  const device = seat.deviceLink ? keyMatches(key, seat.deviceLink) : false;
  const revoked = keyMatchesAny(key, seat.revoked ?? []);
  if (owners === null) return invitation ? 'invitation' : revoked ? 'revoked' : 'unknown';
  if (keyMatchesAny(key, owners)) return 'owner';
  return device ? 'device-link' : invitation ? 'claimed' : revoked ? 'revoked' : 'unknown';
}

/** Whether `key` acts for the seat now (an owner's key; the invitation while unclaimed). */
export function acts(seat: HeldKeys, key: string): boolean {
  const kind = kindOf(seat, key);
  return kind === 'owner' || kind === 'invitation';
}

export function keysOf(seat: HeldKeys): SeatKeys {
  return { keyHash: seat.keyHash, owners: seat.owners ?? null, deviceLink: seat.deviceLink ?? null, revoked: seat.revoked ?? [] };
}

/** The keys after the invitation (or a device link) was opened with `own` as the opener's key. */
export function claimed(seat: HeldKeys, own: string): SeatKeys {
  return { ...keysOf(seat), owners: [...(seat.owners ?? []), hashKey(own)], deviceLink: null };
}

/** The keys after a re-invitation: `invitation` acts alone, every key the seat had is revoked. */
export function reinvited(seat: HeldKeys, invitation: string): SeatKeys {
  const old = [seat.keyHash, ...(seat.owners ?? []), ...(seat.deviceLink ? [seat.deviceLink] : []), ...(seat.revoked ?? [])];
  return { keyHash: hashKey(invitation), owners: null, deviceLink: null, revoked: old.slice(0, REVOKED_KEPT) };
}

/** The keys with a new one-time device link (replacing any unused one). */
export function withDeviceLink(seat: HeldKeys, link: string): SeatKeys {
  return { ...keysOf(seat), deviceLink: hashKey(link) };
}

/** What a refused credential is told, by what the key was. */
export const REFUSALS: Record<'claimed' | 'revoked' | 'unknown' | 'devices', { code: string; message: string }> = {
  claimed: { code: 'already-claimed', message: 'This invitation was already opened, on another device: the seat belongs to whoever opened it. If that was you, open the game in that browser (or add this device from there: "Add another device"); if you lost it, ask the game\'s host to re-invite you.' },
  revoked: { code: 'revoked', message: 'The game\'s host re-invited this seat: this link no longer plays it. Ask the host for the new invitation.' },
  unknown: { code: 'bad-credential', message: 'That is not this seat\'s invitation.' },
  devices: { code: 'too-many-devices', message: `A seat can be played from at most ${MAX_DEVICES} devices.` },
};

export { newKey };
