import { stateHash, type Action, type GameLength, type RuleOptions } from '@everrain/engine';
import type { Room } from './room';
import type { Store } from './store';

/** The save format every client reads (web/src/session.ts's `toSave`, the terminal's `--load` and `replay`). */
export interface FinishedSave {
  readonly format: 'everrain-save';
  readonly version: 3;
  readonly setup: { readonly players: number; readonly length: GameLength; readonly rules: Partial<RuleOptions>; readonly ships?: readonly string[] };
  readonly seed: string;
  readonly actions: readonly Action[];
  readonly hash: string;
  readonly names: readonly string[];
  readonly bots?: readonly (string | null)[];
  readonly over: { readonly result: 'won' | 'lost'; readonly round: number };
}

/** The longest name a save keeps (the web's NAME_LIMIT). */
const SAVE_NAME_LIMIT = 24;

/**
 * A finished online game as a save file, to watch its replay: its setup, seed and every stored action, and
 * the names and bots of its seats. Null while the game runs: a running game's seed and moves would show
 * every face-down card to whoever asked.
 */
export async function finishedSave(store: Store, room: Room): Promise<FinishedSave | null> {
  await room.committer.idle();
  const { version, state } = room.durable;
  if (!state.outcome) return null;
  const stored = await store.loadGame(room.id);
  if (!stored) return null;
  const options = JSON.parse(stored.options) as { players: number; length: GameLength; rules?: Partial<RuleOptions>; ships?: string[] };
  const actions = (await store.loadActions(room.id, 0)).filter((a) => a.version <= version).map((a) => JSON.parse(a.action) as Action);
  if (actions.length !== version) return null;
  const bots = room.seats.map((s) => s.bot ?? null);
  return {
    format: 'everrain-save',
    version: 3,
    setup: { players: options.players, length: options.length, rules: options.rules ?? {}, ...(options.ships ? { ships: options.ships } : {}) },
    seed: stored.seed,
    actions,
    hash: stateHash(state),
    names: room.seats.map((s) => s.name.slice(0, SAVE_NAME_LIMIT)),
    ...(bots.some((b) => b !== null) ? { bots } : {}),
    over: { result: state.outcome.result, round: state.round },
  };
}
