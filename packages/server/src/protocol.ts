import { z } from 'zod';
import { MAX_TURN_LIMIT_HOURS, MIN_TURN_LIMIT_HOURS } from './turn-time';

/**
 * The wire protocol: one JSON object per WebSocket message, `t` naming its kind. Client messages are
 * checked here — size, nesting, `__proto__`-like keys, then a strict schema — before anything reads them.
 */

/** Largest client message read (bytes); larger ones are refused unread. The socket itself closes above WS_MAX_PAYLOAD. */
export const MAX_MESSAGE_BYTES = 8 * 1024;
export const WS_MAX_PAYLOAD = 64 * 1024;
/** Deepest nesting of arrays and objects in a client message (a legal action is 4 levels inside one). */
export const MAX_DEPTH = 12;
export const MAX_CHAT = 280;
export const MAX_NAME = 32;
/** Longest e-mail address (RFC 5321's path) and webhook URL a seat may give (D165). */
export const MAX_EMAIL = 254;
export const MAX_WEBHOOK_URL = 2000;

const KEY = /^[A-Za-z0-9_-]{43}$/;
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const GAME = /^[A-Za-z0-9_-]{8,32}$/;

const gameId = z.string().regex(GAME);
export const credential = z.string().regex(KEY);
const name = z.string().max(MAX_NAME);

export const clientMessage = z.discriminatedUnion('t', [
  /**
   * The first message: a seat's credential binds the connection to that seat; without one it spectates. `since`:
   * the last version this client saw; -1 for a client that saw nothing yet (the setup's events too).
   */
  z.strictObject({ t: z.literal('hello'), game: gameId, seat: z.number().int().min(0).max(3).optional(), key: credential.optional(), next: credential.optional(), since: z.number().int().min(-1).optional(), name: name.optional() }),
  /** An action made on state version `version`; `id` is the client's own, and retrying it is harmless. */
  z.strictObject({ t: z.literal('act'), id: z.string().regex(ID), version: z.number().int().min(0), action: z.record(z.string(), z.unknown()) }),
  /**
   * Takes back this seat's last move (issue #22), by the session's rule: only the seat's own moves, never
   * across a die roll, a card drawn or a tile revealed, never after another seat has acted. `id` (optional)
   * makes a retry harmless, `version` (optional) refuses it as stale if the game moved on meanwhile.
   */
  z.strictObject({ t: z.literal('undo'), id: z.string().regex(ID).optional(), version: z.number().int().min(0).optional() }),
  z.strictObject({ t: z.literal('chat'), text: z.string().min(1).max(MAX_CHAT) }),
  z.strictObject({ t: z.literal('name'), name }),
  /** The current view again (after a refusal the client did not understand, say). */
  z.strictObject({ t: z.literal('sync'), since: z.number().int().min(-1).optional() }),
  z.strictObject({ t: z.literal('leave') }),
  z.strictObject({ t: z.literal('rematch') }),
  z.strictObject({ t: z.literal('ping') }),
  /** Gives seat `seat` to the server-side bot `bot` (a name of @everrain/bots' registry), or takes it back (null). Allowed to that seat's connection, or with that seat's `key` (D105). */
  z.strictObject({ t: z.literal('bot'), seat: z.number().int().min(0).max(3), bot: z.string().regex(/^[a-z0-9-]{1,32}$/).nullable(), key: credential.optional(), host: credential.optional() }),
  /** A claimed seat's person asks for a one-time link that adds another device of theirs (D163). */
  z.strictObject({ t: z.literal('device') }),
  /** The host (its key) re-invites a seat: a new invitation, every key the seat had revoked (D163). */
  z.strictObject({ t: z.literal('reinvite'), seat: z.number().int().min(0).max(3), host: credential }),
  /** The host ends the game: no more moves (D163). */
  z.strictObject({ t: z.literal('end'), host: credential }),
  /** The host pauses the game's turn clock (a holiday: the time left is kept) or resumes it (D164). */
  z.strictObject({ t: z.literal('clock'), host: credential, paused: z.boolean() }),
  /**
   * A seat's notification settings (D165): each field present changes that setting, null removes it. A new
   * address is stored unconfirmed and sent a confirmation link; a webhook is checked (no private addresses).
   */
  z.strictObject({ t: z.literal('notify'), email: z.email().max(MAX_EMAIL).nullable().optional(), webhook: z.string().min(1).max(MAX_WEBHOOK_URL).nullable().optional(), always: z.boolean().optional() }),
  /** Whether the person is looking at the game: page visible and input within the welcome's `idleAfterMs` (D165). */
  z.strictObject({ t: z.literal('activity'), looking: z.boolean() }),
]);
export type ClientMessage = z.infer<typeof clientMessage>;

/** The body of POST /api/games. */
export const createRequest = z.strictObject({
  players: z.number().int().min(1).max(4),
  length: z.enum(['short', 'medium', 'long']).optional(),
  ships: z.array(z.string().max(64)).max(4).optional(),
  rules: z.record(z.string().max(64), z.union([z.string().max(64), z.boolean()])).optional(),
  names: z.array(name).max(4).optional(),
  /**
   * A chosen seed (as local play allows), so one seeded position can be opened online and locally. Whoever
   * chooses a seed can work out every face-down card, so the server takes one only when started to allow it
   * (`allowSeeds`: tests); otherwise it is refused and every game gets a fresh one.
   */
  seed: z.string().min(1).max(64).optional(),
  /**
   * The time each turn may take (D164): whole hours, from 1 to 30 days; null or absent: no limit. When it
   * runs out a stand-in bot plays the seat until its person comes back.
   */
  turnLimit: z.strictObject({ hours: z.number().int().min(MIN_TURN_LIMIT_HOURS).max(MAX_TURN_LIMIT_HOURS) }).nullable().optional(),
});
export type CreateRequest = z.infer<typeof createRequest>;

/** The body of POST /api/my-games: the credentials a browser holds. */
export const myGamesRequest = z.strictObject({
  seats: z.array(z.strictObject({ game: gameId, seat: z.number().int().min(0).max(3), key: credential })).max(200),
});

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly code: 'too-large' | 'too-deep' | 'malformed'; readonly message: string };

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Nesting depth of JSON text, counted without parsing it (brackets inside strings do not count). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) max = Math.max(max, ++depth);
    else if (c === 93 || c === 125) depth--;
  }
  return max;
}

function forbiddenKey(value: unknown): string | null {
  if (Array.isArray(value)) {
    for (const v of value) {
      const found = forbiddenKey(v);
      if (found) return found;
    }
  } else if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key)) return key;
      const found = forbiddenKey((value as Record<string, unknown>)[key]);
      if (found) return found;
    }
  }
  return null;
}

/** Checks raw JSON text against the limits, then parses it and checks it against `schema`. Never throws. */
export function parseMessage<T>(raw: string, schema: z.ZodType<T>, maxBytes = MAX_MESSAGE_BYTES): Parsed<T> {
  if (Buffer.byteLength(raw) > maxBytes) return { ok: false, code: 'too-large', message: `A message may hold at most ${maxBytes} bytes.` };
  if (jsonDepth(raw) > MAX_DEPTH) return { ok: false, code: 'too-deep', message: `A message may nest at most ${MAX_DEPTH} levels.` };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, code: 'malformed', message: 'A message must be JSON.' };
  }
  const key = forbiddenKey(json);
  if (key) return { ok: false, code: 'malformed', message: `A message may not carry a "${key}" key.` };
  const checked = schema.safeParse(json);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    return { ok: false, code: 'malformed', message: `Not a valid message${issue ? `: ${issue.path.join('.') || 'message'}: ${issue.message}` : ''}.`.slice(0, 300) };
  }
  return { ok: true, value: checked.data };
}

/** Names and chat: no control characters, trimmed, at most `max` characters. */
export function cleanText(text: string, max: number): string {
  // eslint-disable-next-line no-control-regex
  return Array.from(text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ').trim()).slice(0, max).join('');
}
