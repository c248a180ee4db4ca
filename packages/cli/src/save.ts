import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { DOCUMENT_LIMITS, formerStateHash, plainCopy, replay, stateHash, type ContentSet, type GameState } from '@everrain/engine';
import { rulesSchema } from './rules-options';

/**
 * A save file holds the setup, the seed and every action — not the state — and the hash of the state
 * they lead to. Loading replays the actions, so a save made by an older build still loads, and a file
 * whose actions were edited no longer matches its hash and is refused.
 */
export const SAVE_FORMAT = 'everrain-save';
/**
 * 3: the hash is of the state with all paused work in its one queue, the places open to the player
 * included (issue #12). A version-2 file's hash is of the layout with those places in slots, a version-1
 * file's of the layout with all paused work in slots: they still load, checked against their layout's hash.
 */
export const SAVE_VERSION = 3;

const saveSchema = z.strictObject({
  format: z.literal(SAVE_FORMAT),
  version: z.union([z.literal(1), z.literal(2), z.literal(SAVE_VERSION)]),
  setup: z.strictObject({
    players: z.number().int().min(1).max(4),
    length: z.enum(['short', 'medium', 'long']),
    ships: z.array(z.string()).optional(),
    rules: rulesSchema.optional(),
  }),
  seed: z.string(),
  actions: z.array(z.record(z.string(), z.unknown())),
  hash: z.string(),
  /**
   * The seats bots play (D100), by seat: a bot's name, or null for a person; absent when every seat is a
   * person's (and in every save made before). Not part of the state, so not in its hash: who sits at a
   * seat changes no rule.
   */
  bots: z.array(z.string().nullable()).optional(),
}).refine((s) => s.bots === undefined || s.bots.length <= s.setup.players, { path: ['bots'], message: 'more bot seats than players' });

export type SaveFile = z.infer<typeof saveSchema>;

export class SaveError extends Error {}

export function makeSave(setup: SaveFile['setup'], seed: string, actions: readonly object[], state: GameState, bots?: readonly (string | null)[]): SaveFile {
  const kept = bots?.some((b) => b !== null) ? { bots: [...bots] } : {};
  return { format: SAVE_FORMAT, version: SAVE_VERSION, setup, seed, actions: actions as Record<string, unknown>[], hash: stateHash(state), ...kept };
}

/** Writes atomically (temp file, then rename), so a crash mid-write never leaves half a save. */
export function writeSave(path: string, save: SaveFile): void {
  const temp = `${path}.tmp`;
  writeFileSync(temp, `${JSON.stringify(save, null, 1)}\n`);
  renameSync(temp, path);
}

export function parseSave(text: string, content: ContentSet): { save: SaveFile; state: GameState } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new SaveError(`This is not a save file: it is not valid JSON (${(error as Error).message}).`);
  }
  // Plain data within bounds before anything walks it: a deep file once overflowed the stack here.
  const plain = plainCopy(json, DOCUMENT_LIMITS);
  if (!plain.ok) throw new SaveError(`This is not a valid Everrain save file: ${plain.problem}.`);
  const parsed = saveSchema.safeParse(plain.value);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new SaveError(`This is not a valid Everrain save file: ${first ? `${first.path.join('.') || 'file'}: ${first.message}` : 'unknown problem'}.`);
  }
  const save = parsed.data;
  const result = replay({ ...save.setup, content }, save.seed, save.actions);
  if (!result.ok) {
    throw new SaveError(`The save file cannot be replayed: action ${result.index + 1} was refused (${result.error.message}). The file was altered or made by an incompatible version.`);
  }
  if ((save.version === SAVE_VERSION ? stateHash(result.state) : formerStateHash(result.state, save.version)) !== save.hash) {
    throw new SaveError('The save file does not match its checksum: it was altered after it was saved, or made with different game content.');
  }
  return { save, state: result.state };
}

export function loadSave(path: string, content: ContentSet): { save: SaveFile; state: GameState } {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new SaveError(`Cannot read the save file ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`);
  }
  return parseSave(text, content);
}
