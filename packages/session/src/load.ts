import { formerStateHash, replay, stateHash, type Action, type ContentSet, type GameState } from '@everrain/engine';
import { fingerprint } from './fingerprint';
import { readSave, SAVE_FORMAT, SAVE_VERSION, type SaveFile } from './save-schema';
import { namesOf, type Session } from './session';
import { gameOptions } from './setup';

export const ALTERED = 'The save file does not match its checksum: it was altered after it was saved.';

/** The hash a save of `version` records for a state (versions 1 and 2 hashed a former layout). */
export function savedHash(state: GameState, version: SaveFile['version']): string {
  return version === SAVE_VERSION ? stateHash(state) : formerStateHash(state, version);
}

/** The seats a save's bots name, by seat (a name no bot has is left to a person when the game asks). */
function crewOf(bots: readonly (string | null)[] | undefined): { crew?: Record<number, string> } {
  const crew: Record<number, string> = {};
  bots?.forEach((name, seat) => { if (name !== null) crew[seat] = name; });
  return Object.keys(crew).length > 0 ? { crew } : {};
}

/** What the notice says of the rules a game was made under. */
function madeUnder(save: SaveFile, today: string): string {
  return save.fingerprint === undefined
    ? 'This game was saved by an earlier build, and its moves no longer lead to the state it recorded (other rules or content, or the file was changed)'
    : `This game was played under other rules or content (${save.fingerprint}; today ${today})`;
}

/**
 * A save replayed into a session under `content` and today's rules (D162). With the fingerprint it was
 * saved under, its state hash must match (a mismatch, or a refused action, is an altered file: refused).
 * Under another fingerprint — or, for a save from before fingerprints, when its hash no longer matches —
 * the game is replayed under today's rules and goes on with a `notice`; if one of its actions is no longer
 * legal, the session stops just before it (`stopped`), keeping the game to there and the save as it was.
 */
export function sessionFromSave(save: SaveFile, content: ContentSet): Session | string {
  const today = fingerprint(content);
  const same = save.fingerprint === today;
  const result = replay(gameOptions(save.setup, content), save.seed, save.actions);
  const seats = { ...crewOf(save.bots), ...namesOf(save.names) };
  const base = { setup: save.setup, seed: save.seed, undo: [], ...seats };
  if (!result.ok) {
    if (result.state === null) return `The save cannot be set up: ${result.error.message}`;
    const refused = `action ${result.index + 1} was refused (${result.error.message})`;
    if (same) return `The save file cannot be replayed: ${refused}. The file was altered.`;
    // The game up to the refused action, replayed again for its events (a rare path: loading an old game).
    const upTo = replay(gameOptions(save.setup, content), save.seed, save.actions.slice(0, result.index));
    if (!upTo.ok) return `The save file cannot be replayed: ${refused}.`;
    const reason = `under today's rules its ${refused}`;
    return {
      ...base, state: upTo.state, actions: save.actions.slice(0, result.index) as readonly object[] as readonly Action[], events: upTo.events,
      notice: `${madeUnder(save, today)}. Replayed under today's rules, it stops after move ${result.index} of ${save.actions.length}: ${reason}. The game is kept to there (its replay can be watched); the file keeps every move.`,
      stopped: { at: result.index, reason, save },
    };
  }
  const matches = savedHash(result.state, save.version) === save.hash;
  if (same && !matches) return ALTERED;
  const notice = matches ? null : `${madeUnder(save, today)}. It was replayed under today's rules and goes on from there; what happened may differ from how it was played.`;
  // The engine's replay accepted every action: they are actions.
  const actions = save.actions as readonly object[] as readonly Action[];
  return { ...base, state: result.state, actions, events: result.events, ...(notice ? { notice } : {}) };
}

/** A save file's text loaded (readSave, then sessionFromSave), or why it cannot be. */
export function loadSession(text: string, content: ContentSet): Session | string {
  const save = readSave(text);
  return typeof save === 'string' ? save : sessionFromSave(save, content);
}

/** The save of a session: its setup, seed and actions, the hash of where they lead and the fingerprint they were played under. */
export function toSave(session: Session): SaveFile {
  const crew = session.crew ?? {};
  const bots = Object.keys(crew).length > 0 ? Array.from({ length: session.setup.players }, (_, seat) => crew[seat] ?? null) : undefined;
  const seats = { ...(bots ? { bots } : {}), ...namesOf(session.names) };
  // A stopped game's file is the one it came from, every move kept (its seats as they are now).
  if (session.stopped) {
    const { bots: _b, names: _n, ...kept } = session.stopped.save;
    return { ...kept, ...seats };
  }
  const outcome = session.state.outcome;
  return {
    format: SAVE_FORMAT, version: SAVE_VERSION, setup: session.setup, seed: session.seed,
    actions: session.actions as readonly object[] as readonly Record<string, unknown>[], hash: stateHash(session.state), fingerprint: fingerprint(session.state.catalog),
    ...seats, ...(outcome ? { over: { result: outcome.result, round: session.state.round } } : {}),
  };
}
