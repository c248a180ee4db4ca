import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { awaitedSeat, eventsFor, legalActions, type Action, type ContentSet, type GameEvent } from '@everrain/engine';
import { newSession as startSession, play, toSave, undo, undoneBy, undoRefusal, type Session, type Setup } from '@everrain/session';
import { describeAction, plural, warningsText } from '@everrain/text';
import { actingSeat, botMove, NO_BOTS, type BotSeats } from './bot-seats';
import { buildMenu, normaliseKey } from './menu';
import { describeChoice } from './queries';
import { renderMap, renderShip, renderTracks } from './render';
import { writeSave } from './save';
import { renderScreen } from './screen';
import { terminalWidth, wrap } from './wrap';

/**
 * A terminal game: the session (@everrain/session, an immutable value replaced at every action) and the
 * file it is saved to after every action, if any.
 */
export interface PlaySession {
  readonly content: ContentSet;
  savePath?: string;
  game: Session;
}

/** A new terminal game; throws when the setup cannot start (the command checks its options first). */
export function newSession(setup: Setup, seed: string, content: ContentSet, savePath?: string, crew?: Readonly<Record<number, string>>): { session: PlaySession; events: readonly GameEvent[] } {
  const game = startSession(content, setup, seed, { crew: crew ?? {} });
  if (typeof game === 'string') throw new Error(game);
  return { session: { content, game, ...(savePath ? { savePath } : {}) }, events: game.events };
}

const HELP = 'Type the key of an action and Enter: the key shown before it ("e" ends your turn, "ca7" sends crew member a to deck zone 7; a decision\'s answers are numbered). Other commands: ?KEY (an option in full), u (undo, within your turn until a die is rolled or a card drawn), m (map and its legend), s (all ships in full), t (tracks, the Elder One\'s goal), tr (trades between ships in a Port), w (save now; "w FILE" to start saving), Enter (the screen again), h (help), q (quit).';

/** Options for a terminal game beyond the session: the bots, and the width to fit (the terminal's, else 80). */
export interface PlayOptions {
  readonly crew?: BotSeats;
  readonly width?: number;
}

/**
 * Hot-seat play in a terminal: one screen per decision (screen.ts: map with coordinates, the acting ship,
 * the actions by key), the events as they happen, undo within a seat's own turn. With a save path the
 * game is saved after every action; without one, quitting asks first. Bot seats play themselves after a
 * short pause, each move's one-line reason in the log.
 */
export async function playInTerminal(session: PlaySession, write: (text: string) => void, events: readonly GameEvent[] = [], crew: BotSeats = NO_BOTS, options: PlayOptions = {}): Promise<void> {
  const width = options.width ?? terminalWidth();
  const out = (text: string) => write(wrap(text, width));
  const rl = createInterface({ input: process.stdin, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  const ask = async (): Promise<string | null> => {
    write('> ');
    const next = await lines.next();
    return next.done ? null : String(next.value);
  };
  printEvents(events, out);
  out(HELP);
  let showScreen = true;
  try {
    while (!session.game.state.outcome) {
      const state = session.game.state;
      const legal = legalActions(state);
      const seat = actingSeat(state, legal, awaitedSeat(state));
      const bot = crew.bots.get(seat);
      if (bot) {
        if (crew.delayMs > 0) await sleep(crew.delayMs);
        const move = botMove(state, bot, seat, legal);
        out(move.line);
        if (!playAndPrint(session, move.action, out)) {
          out(`The engine refused the move of seat ${seat + 1}'s bot: leaving the game.`);
          return;
        }
        showScreen = true;
        continue;
      }
      const menu = buildMenu(state, legal);
      if (showScreen) write(`\n${renderScreen(state, seat, menu, width)}`);
      showScreen = false;
      const line = await ask();
      if (line === null) {
        out('\nInput ended: leaving the game.');
        return;
      }
      const input = normaliseKey(line);
      if (input === 'q') {
        if (session.savePath || session.game.actions.length === 0) return;
        out(`This game is not saved: its ${plural(session.game.actions.length, 'action')} will be lost. Quit anyway? Type y to quit, or anything else to play on (w FILE saves it).`);
        const sure = await ask();
        if (sure === null || normaliseKey(sure) === 'y' || normaliseKey(sure) === 'yes') return;
        out('Playing on.');
        continue;
      }
      if (input === 'h' || input === '') { out(HELP); showScreen = input === ''; continue; }
      if (input === 'tr' && menu.trades) { out(menu.trades); continue; }
      if (input === 'm') { out(renderMap(state)); continue; }
      if (input === 't') { out(renderTracks(state)); continue; }
      if (input === 's') { for (const p of state.players) out(renderShip(state, p)); continue; }
      if (input === 'u') {
        const refusal = undoRefusal(session.game);
        if (refusal) { out(refusal); continue; }
        const taken = undoneBy(session.game);
        session.game = undo(session.game);
        if (session.savePath) save(session);
        out(`Undone: ${taken ? describeAction(session.game.state, taken) : 'the last action'}.`);
        showScreen = true;
        continue;
      }
      if (input === 'w' || input.startsWith('w ')) {
        const path = line.trim().slice(1).trim();
        if (path && path !== session.savePath && existsSync(path)) { out(`${path} exists: choose another file.`); continue; }
        if (path) session.savePath = path;
        out(session.savePath ? (save(session), `Saved to ${session.savePath}; from now on the game is saved after every action.`) : 'Type "w FILE" to save the game to FILE (then after every action).');
        continue;
      }
      if (input.startsWith('?')) {
        const asked = menu.keys.get(input.slice(1).trim());
        out(asked ? `${input.slice(1).trim()}: ${describeChoice(state, asked)}` : `"${input.slice(1).trim()}" is not one of the keys on offer.`);
        continue;
      }
      const action = menu.keys.get(input);
      if (!action) { out(`"${line.trim()}" is not one of the keys on offer (e.g. ${menu.example}). Type Enter to see the screen again, h for help.`); continue; }
      // A trap the engine warns of (D113, D141): its warnings first, then y/n (D142).
      const warnings = warningsText(state, action);
      if (warnings.length) {
        for (const w of warnings) out(`⚠ ${w}`);
        out(`${action.type === 'endTurn' ? 'End your turn' : describeAction(state, action)} anyway? Type y to do it, anything else to choose again.`);
        const sure = await ask();
        if (sure === null) { out('\nInput ended: leaving the game.'); return; }
        if (normaliseKey(sure) !== 'y' && normaliseKey(sure) !== 'yes') { out('Not done: choose again.'); continue; }
      }
      playAndPrint(session, action, out);
      showScreen = true;
    }
    out(`\nGame over: the players have ${session.game.state.outcome?.result}. ${session.game.state.outcome?.reason}`);
  } finally {
    rl.close();
  }
}

function playAndPrint(session: PlaySession, action: Action, out: (text: string) => void): boolean {
  const events = act(session, action);
  if (!events) return false;
  printEvents(events, out);
  return true;
}

/** Plays a chosen action (the session's undo rule) and saves; the events it caused, or null if the engine refused it. */
export function act(session: PlaySession, action: Action): readonly GameEvent[] | null {
  const before = session.game.events.length;
  const next = play(session.game, action);
  if (typeof next === 'string') return null;
  session.game = next;
  if (session.savePath) save(session);
  return next.events.slice(before);
}

function save(session: PlaySession): void {
  if (session.savePath) writeSave(session.savePath, toSave(session.game));
}

/** Prints what the seats at the table may be shown of the events (eventsFor, D87). */
export function printEvents(events: readonly GameEvent[], out: (text: string) => void): void {
  for (const e of eventsFor(events, null)) out(`  • ${e.text}`);
}
