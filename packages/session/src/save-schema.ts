import * as z from 'zod/mini';
import { DOCUMENT_LIMITS, plainCopy } from '@everrain/engine';
import { setupSchema, type Setup } from './setup';

export const SAVE_FORMAT = 'everrain-save';
/**
 * 3: the hash is of the state with all paused work in its one queue, the places open to the player included
 * (issue #12). A version-2 save's hash is of the layout with those places in slots, a version-1 save's of the
 * layout with all paused work in slots: they still load, checked against their layout's hash.
 */
export const SAVE_VERSION = 3;

const bySeat = z.array(z.nullable(z.string()));

/**
 * The one save format, written and read by every client (issue #22): every version the project has written
 * (1–3), and the fields added to version 3 without changing it, none of them in the hash: `bots` (D100),
 * `names` (D133), `over` (D137) and `fingerprint` (D162).
 */
export const saveSchema = z.strictObject({
  format: z.literal(SAVE_FORMAT),
  version: z.union([z.literal(1), z.literal(2), z.literal(SAVE_VERSION)]),
  setup: setupSchema,
  seed: z.string(),
  actions: z.array(z.record(z.string(), z.unknown())),
  hash: z.string(),
  /** The rules and content the game was played under (fingerprint.ts); absent in saves made before D162. */
  fingerprint: z.optional(z.string().check(z.maxLength(64))),
  /** The seats bots play (D100), by seat: a bot's name, or null for a person; absent when all are people. */
  bots: z.optional(bySeat),
  /** The people's names by seat (null or '': "Seat N"); absent when none was given (D133). */
  names: z.optional(bySeat),
  /**
   * How the game ended, when it has: for the browser's start screen, which reads saves without the game's
   * code. Loading ignores it: whether a game is over is what its replayed state says (D137).
   */
  over: z.optional(z.strictObject({ result: z.enum(['won', 'lost']), round: z.number().check(z.int(), z.gte(0)) })),
}).check(
  z.refine((s) => s.bots === undefined || s.bots.length <= s.setup.players, { path: ['bots'], message: 'more bot seats than players' }),
  z.refine((s) => s.names === undefined || s.names.length <= s.setup.players, { path: ['names'], message: 'more names than players' }),
);

/** A save file as read (its actions not yet checked by the engine: replaying does that). */
export interface SaveFile {
  readonly format: typeof SAVE_FORMAT;
  readonly version: 1 | 2 | typeof SAVE_VERSION;
  readonly setup: Setup;
  readonly seed: string;
  readonly actions: readonly Readonly<Record<string, unknown>>[];
  readonly hash: string;
  readonly fingerprint?: string;
  readonly bots?: readonly (string | null)[];
  readonly names?: readonly (string | null)[];
  readonly over?: { readonly result: 'won' | 'lost'; readonly round: number };
}

/**
 * A save file's text read and its shape checked (not yet replayed), or why it is not a save. The text is
 * copied as plain data within DOCUMENT_LIMITS before anything walks it (a deep file once overflowed the
 * stack), so hostile input gets a clear message and changes nothing.
 */
export function readSave(text: string): SaveFile | string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return `This is not a save file: it is not valid JSON (${(error as Error).message.slice(0, 80)}).`;
  }
  const plain = plainCopy(json, DOCUMENT_LIMITS);
  if (!plain.ok) return `This is not a valid Everrain save file: ${plain.problem}.`;
  // Another game's file, or no save at all: said as such, not as a field's fault.
  const format = typeof plain.value === 'object' && plain.value !== null && !Array.isArray(plain.value) ? (plain.value as { format?: unknown }).format : undefined;
  if (format !== SAVE_FORMAT) return `This is not an Everrain save file: it does not say "format": "${SAVE_FORMAT}".`;
  const parsed = z.safeParse(saveSchema, plain.value);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return `This is not a valid Everrain save file: ${first ? `${first.path.join('.') || 'file'}: ${first.message}` : 'unknown problem'}.`.slice(0, 280);
  }
  const save = parsed.data;
  return { ...save, setup: { ...save.setup, rules: save.setup.rules ?? {} } };
}
