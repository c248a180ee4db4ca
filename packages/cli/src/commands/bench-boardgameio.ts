/**
 * Side by side (issue #12, item 2): the same seeded random games, recorded once as action lists, replayed
 * (a) through the engine's `apply` directly and (b) through boardgame.io 0.50.2's game reducer, whose one
 * move calls the same `apply`. Both replays must end on the same `stateHash`, so the ratio compares like
 * with like. boardgame.io is a development dependency of the bench only; it ships CommonJS and loads only
 * through `require`.
 */
import { createRequire } from 'node:module';
import type { Ctx, Game, TransientState } from 'boardgame.io';
import { apply, stateHash, type GameState } from '@everrain/engine';
import type { ContentSet } from '@everrain/engine';
import { playGame, uniformBot } from '@everrain/bots';

type Internal = typeof import('boardgame.io/internal');
type Core = typeof import('boardgame.io/core');
type MakeMove = typeof import('boardgame.io/dist/types/src/core/action-creators').makeMove;
interface Immer { original<T>(value: T): T | undefined }

interface Boardgameio {
  readonly InitializeGame: Internal['InitializeGame'];
  readonly CreateGameReducer: Internal['CreateGameReducer'];
  readonly INVALID_MOVE: Core['INVALID_MOVE'];
  readonly ActivePlayers: Core['ActivePlayers'];
  readonly makeMove: MakeMove;
  readonly original: Immer['original'];
}

let loaded: Boardgameio | undefined;

/**
 * Loads boardgame.io on first use, so the `everrain` command starts without it (it is a development
 * dependency: an install without dev dependencies has every command but this bench section).
 */
function boardgameio(): Boardgameio {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const internal = require('boardgame.io/internal') as Internal;
  const core = require('boardgame.io/core') as Core;
  // The MAKE_MOVE action creator lives in an internal chunk; its file name is fixed by the exact pin 0.50.2.
  const { makeMove } = require('boardgame.io/dist/cjs/turn-order-4ab12333.js') as { makeMove: MakeMove };
  // boardgame.io's own immer (its dependency, not ours), resolved from boardgame.io's location.
  const { original } = createRequire(require.resolve('boardgame.io/internal'))('immer') as Immer;
  loaded = { InitializeGame: internal.InitializeGame, CreateGameReducer: internal.CreateGameReducer, INVALID_MOVE: core.INVALID_MOVE, ActivePlayers: core.ActivePlayers, makeMove, original };
  return loaded;
}

export interface RecordedGame {
  readonly seed: string;
  readonly players: number;
  readonly initial: GameState;
  readonly actions: readonly unknown[];
  /** The hash after recording, with legalActions + apply. */
  readonly finalHash: string;
  readonly finished: boolean;
}

export interface RecordOptions {
  readonly players: number;
  readonly games: number;
  readonly seed: string;
  readonly content: ContentSet;
  /** Stop a game after this many actions (tests use short games); a whole game by default. */
  readonly maxActions?: number;
}

/** Plays K seeded random games through the public API (createGame, legalActions, apply) and keeps each action list. */
export function recordGames(o: RecordOptions): RecordedGame[] {
  const games: RecordedGame[] = [];
  for (let g = 0; g < o.games; g++) {
    const seed = `${o.seed}-${o.players}-${g}`;
    const actions: unknown[] = [];
    let initial: GameState | null = null;
    let last: GameState | null = null;
    const record = playGame({
      players: o.players, seed, content: o.content, bot: uniformBot(`${seed}-bot`), length: 'medium', maxActions: o.maxActions,
      onAction: (before, action, after) => {
        initial ??= before;
        actions.push(action);
        last = after;
      },
    });
    if (record.result === 'error' || record.result === 'stalled') throw new Error(`side-by-side game ${seed}: ${record.reason}`);
    if (initial === null || last === null) throw new Error(`side-by-side game ${seed}: no action was played`);
    const final: GameState = last;
    games.push({ seed, players: o.players, initial, actions, finalHash: stateHash(final), finished: final.outcome !== null });
  }
  return games;
}

/** (a) The engine alone: `apply` each recorded action in turn. */
export function replayDirect(game: RecordedGame): GameState {
  let state = game.initial;
  for (const action of game.actions) {
    const result = apply(state, action);
    if (!result.ok) throw new Error(`direct replay of ${game.seed}: ${result.error.message}`);
    state = result.state;
  }
  return state;
}

/**
 * (b) A boardgame.io game whose G is the engine's state. One move, `act(action)`, hands the engine the state
 * and returns the engine's new state (or INVALID_MOVE). boardgame.io runs every move inside immer's
 * `produce`, so G arrives as a draft (a Proxy the engine cannot copy); `original` gives back the plain state
 * the draft stands for, and immer then finalises and freezes the state the move returns. Any player may act
 * at any time (the engine knows whose decision it is and refuses the rest); the game ends when the engine's
 * outcome is set. Undo is the engine's business (D86), so boardgame.io keeps no undo history.
 */
export function boardgameioGame(initial: GameState): Game<GameState> {
  const { ActivePlayers, INVALID_MOVE, original } = boardgameio();
  return {
    name: 'everrain',
    setup: () => initial,
    disableUndo: true,
    turn: { activePlayers: ActivePlayers.ALL },
    moves: {
      act: ({ G }, action: unknown) => {
        const result = apply(original(G) ?? G, action);
        return result.ok ? result.state : INVALID_MOVE;
      },
    },
    endIf: ({ G }: { G: GameState; ctx: Ctx }) => G.outcome ?? undefined,
  };
}

type BgioState = TransientState<GameState>;

/** Replays the recorded actions through boardgame.io's server-side reducer (InitializeGame + CreateGameReducer). */
export function replayBoardgameio(game: RecordedGame): BgioState {
  const { CreateGameReducer, InitializeGame, makeMove } = boardgameio();
  const definition = boardgameioGame(game.initial);
  const reducer = CreateGameReducer({ game: definition });
  let state: BgioState = InitializeGame({ game: definition, numPlayers: game.players });
  for (const action of game.actions) {
    const seat = (action as { seat: number }).seat;
    state = reducer(state, makeMove('act', [action], String(seat)));
    const error = state.transients?.error;
    if (error) throw new Error(`boardgame.io replay of ${game.seed}: the reducer refused an action (${error.type})`);
  }
  return state;
}

/**
 * Runs `f` with NODE_ENV set as given, then puts it back. boardgame.io reads it on every move (its
 * serializability check of G runs unless NODE_ENV is "production"); the immer it loaded picked its build at
 * load time, but immer's development and production builds are the same code but for error messages.
 */
function withNodeEnv<T>(value: string | undefined, f: () => T): T {
  const before = process.env.NODE_ENV;
  if (value === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = value;
  try {
    return f();
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

export interface PathFigure {
  readonly label: string;
  readonly seconds: number;
  readonly actionsPerSecond: number;
}

export interface SideBySide {
  readonly games: number;
  readonly players: number;
  readonly actions: number;
  readonly recordSeconds: number;
  readonly paths: readonly PathFigure[];
}

interface Path {
  readonly label: string;
  /** Replays one game and returns its final stateHash. */
  readonly replay: (game: RecordedGame) => string;
}

function bgioPath(label: string, nodeEnv: string | undefined): Path {
  return {
    label,
    replay: (game) => withNodeEnv(nodeEnv, () => {
      const state = replayBoardgameio(game);
      if (game.finished && state.ctx.gameover === undefined) throw new Error(`boardgame.io replay of ${game.seed}: the game did not end`);
      return stateHash(state.G);
    }),
  };
}

const PATHS: readonly Path[] = [
  { label: 'engine apply', replay: (game) => stateHash(replayDirect(game)) },
  bgioPath('boardgame.io reducer, NODE_ENV=production', 'production'),
  bgioPath('boardgame.io reducer, NODE_ENV unset (its serializability check on)', undefined),
];

/**
 * Records `games` random medium games at `players` players, then times each path over the same action lists,
 * each replay checked against the recording's final stateHash. The paths take turns game by game (in a
 * rotating order, after an untimed warm-up) so a machine whose load changes affects them alike. The games get
 * their own copy of the content: immer freezes whatever a move returns, the content included, and the rest
 * of the bench should not run on frozen content.
 */
export function sideBySide(o: { readonly players: number; readonly games: number; readonly content: ContentSet; readonly seed?: string }): SideBySide {
  const content = structuredClone(o.content);
  const recordStart = performance.now();
  const games = recordGames({ players: o.players, games: o.games, seed: o.seed ?? 'side-by-side', content });
  const recordSeconds = (performance.now() - recordStart) / 1000;
  const actions = games.reduce((n, g) => n + g.actions.length, 0);
  const first = games[0];
  if (first) for (const path of PATHS) path.replay({ ...first, actions: first.actions.slice(0, 100), finished: false });
  const elapsed = PATHS.map(() => 0);
  games.forEach((game, g) => {
    for (let k = 0; k < PATHS.length; k++) {
      const p = (g + k) % PATHS.length;
      const path = PATHS[p] as Path;
      const start = performance.now();
      const hash = path.replay(game);
      elapsed[p] = (elapsed[p] ?? 0) + (performance.now() - start) / 1000;
      if (hash !== game.finalHash) throw new Error(`${path.label}: ${game.seed} ended on ${hash}, the recording on ${game.finalHash}`);
    }
  });
  const paths = PATHS.map((path, p) => {
    const seconds = elapsed[p] ?? 0;
    return { label: path.label, seconds, actionsPerSecond: actions / seconds };
  });
  return { games: games.length, players: o.players, actions, recordSeconds, paths };
}

/** True when boardgame.io is installed (a development dependency: `npm ci --omit=dev` leaves it out). */
export function boardgameioInstalled(): boolean {
  try {
    boardgameio();
    return true;
  } catch (thrown) {
    if ((thrown as { code?: unknown }).code === 'MODULE_NOT_FOUND') return false;
    throw thrown;
  }
}

/** The bench's section, or a line saying why there is none. */
export function sideBySideSection(o: { readonly players: number; readonly games: number; readonly content: ContentSet }): string[] {
  if (!boardgameioInstalled()) return ['Side by side with boardgame.io: skipped, boardgame.io is not installed (a development dependency of @everrain/cli).'];
  return sideBySideLines(sideBySide(o));
}

/** The bench's section: a table of actions per second per path and the ratio to apply alone. */
export function sideBySideLines(r: SideBySide): string[] {
  const direct = r.paths[0]?.actionsPerSecond ?? 0;
  return [
    `Side by side: ${r.games} recorded random ${r.players}-player medium games (${r.actions.toLocaleString('en')} actions), replayed through the engine's apply and through boardgame.io 0.50.2's reducer calling it; every final stateHash equal`,
    '| path | actions per second | time per action against apply |',
    '| --- | --- | --- |',
    ...r.paths.map((f) => `| ${f.label} | ${Math.round(f.actionsPerSecond).toLocaleString('en')} | ${(direct / f.actionsPerSecond).toFixed(2)}× |`),
  ];
}
