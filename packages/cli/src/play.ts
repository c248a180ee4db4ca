import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  apply, awaitedSeat, createGame, describeWaiting, eventsFor, legalActions, type Action, type ContentSet, type GameEvent, type GameState,
} from '@everrain/engine';
import { actingSeat, botMove, NO_BOTS, type BotSeats } from './bot-seats';
import { describeChoice, renderAnswers } from './queries';
import { renderEnemies, renderMap, renderShip, renderTracks } from './render';
import { makeSave, writeSave, type SaveFile } from './save';

export interface PlaySession {
  readonly setup: SaveFile['setup'];
  readonly seed: string;
  readonly content: ContentSet;
  readonly savePath?: string;
  /** The seats bots play, as the save keeps them (D100). */
  readonly bots?: readonly (string | null)[];
  state: GameState;
  actions: object[];
}

export function newSession(setup: SaveFile['setup'], seed: string, content: ContentSet, savePath?: string, bots?: readonly (string | null)[]): { session: PlaySession; events: readonly GameEvent[] } {
  const created = createGame({ ...setup, content }, seed);
  if (!created.ok) throw new Error(created.error.message);
  return { session: { setup, seed, content, state: created.state, actions: [], ...(savePath ? { savePath } : {}), ...(bots ? { bots } : {}) }, events: created.events };
}

const HELP = 'Type the number of an action. Other commands: m (map), s (ships), t (tracks), w (save now, with --save), h (help), q (quit).';

/**
 * Hot-seat play in a terminal: the map and ships, the legal actions numbered, one number to act, the
 * events as they happen. With a save path, the game is saved after every action. Bot seats play
 * themselves after a short pause, each move's one-line reason in the log.
 */
export async function playInTerminal(session: PlaySession, out: (text: string) => void, events: readonly GameEvent[] = [], crew: BotSeats = NO_BOTS): Promise<void> {
  const rl = createInterface({ input: process.stdin, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  printEvents(events, out);
  out(HELP);
  let showBoard = true;
  try {
    while (!session.state.outcome) {
      const state = session.state;
      const legal = legalActions(state);
      if (showBoard) out(`\n${renderTracks(state)}\n${renderMap(state)}\n${renderEnemies(state)}\n${renderShip(state, activePlayer(state))}`);
      showBoard = false;
      const seat = actingSeat(state, legal, awaitedSeat(state));
      const bot = crew.bots.get(seat);
      if (bot) {
        if (crew.delayMs > 0) await sleep(crew.delayMs);
        const move = botMove(state, bot, seat, legal);
        out(move.line);
        showBoard = shows(playAndPrint(session, move.action, out));
        if (session.state === state) {
          out(`The engine refused the move of seat ${seat + 1}'s bot: leaving the game.`);
          return;
        }
        continue;
      }
      out(`\n${describeWaiting(state)}`);
      const answers = renderAnswers(state, activePlayer(state).seat);
      if (answers) out(answers);
      legal.forEach((a, i) => out(`  ${String(i + 1).padStart(3)}. ${describeChoice(state, a)}`));
      out('> ');
      const next = await lines.next();
      if (next.done) {
        out('\nInput ended: leaving the game.');
        return;
      }
      const input = next.value.trim().toLowerCase();
      if (input === 'q') return;
      if (input === 'h' || input === '') { out(HELP); continue; }
      if (input === 'm') { out(renderMap(state)); continue; }
      if (input === 't') { out(renderTracks(state)); continue; }
      if (input === 's') { for (const p of state.players) out(renderShip(state, p)); continue; }
      if (input === 'w') { out(session.savePath ? (save(session), `Saved to ${session.savePath}.`) : 'Start with --save FILE to save.'); continue; }
      const choice = Number(input);
      const action = Number.isInteger(choice) ? legal[choice - 1] : undefined;
      if (!action) { out(`"${input}" is not one of the ${legal.length} actions. ${HELP}`); continue; }
      showBoard = shows(playAndPrint(session, action, out));
    }
    out(`\nGame over: the players have ${session.state.outcome?.result}. ${session.state.outcome?.reason}`);
  } finally {
    rl.close();
  }
}

function playAndPrint(session: PlaySession, action: Action, out: (text: string) => void): readonly GameEvent[] {
  const events = act(session, action);
  printEvents(events, out);
  return events;
}

/** Whether the board is worth printing again after these events. */
const shows = (events: readonly GameEvent[]) => events.some((e) => e.kind === 'turnStarted' || e.kind === 'shipMoved' || e.kind === 'tileRevealed' || e.kind === 'crewMoved');

function activePlayer(state: GameState) {
  const seat = awaitedSeat(state) ?? state.firstPlayer;
  return state.players[seat] ?? (state.players[0] as GameState['players'][number]);
}

/** Applies a chosen action and saves; the engine has already vouched that it is legal. */
export function act(session: PlaySession, action: Action): readonly GameEvent[] {
  const result = apply(session.state, action);
  if (!result.ok) return [];
  session.state = result.state;
  session.actions.push(action);
  if (session.savePath) save(session);
  return result.events;
}

function save(session: PlaySession): void {
  if (session.savePath) writeSave(session.savePath, makeSave(session.setup, session.seed, session.actions, session.state, session.bots));
}

/** Prints what the seats at the table may be shown of the events (eventsFor, D87). */
export function printEvents(events: readonly GameEvent[], out: (text: string) => void): void {
  for (const e of eventsFor(events, null)) out(`  • ${e.text}`);
}
