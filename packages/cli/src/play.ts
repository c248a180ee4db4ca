import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { awaitedSeat, eventsFor, legalActions, type Action, type ContentSet, type GameEvent } from '@everrain/engine';
import { newSession as startSession, play, toSave, undo, undoneBy, undoRefusal, type Session, type Setup } from '@everrain/session';
import { describeAction, eventText, gameEndText, plural, warningsText } from '@everrain/text';
import { actingSeat, botMove, NO_BOTS, type BotSeats } from './bot-seats';
import { buildMenu, normaliseKey } from './menu';
import { describeChoice } from './queries';
import { renderMap, renderShip, renderTracks } from './render';
import { writeSave } from './save';
import { layoutScreen } from './screen';
import { stdinLines, type LineInput } from './line-input';
import { terminalRows, terminalWidth, wrap } from './wrap';

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

const HELP = 'Type the key of an action and Enter: the key shown before it ("e" ends your turn, "ca7" sends crew member a to deck zone 7; a decision\'s answers are numbered). Other commands: ?KEY (an option in full), + (more choices, when they take more than one page), u (undo, within your turn until a die is rolled or a card drawn), m (the whole map and its legend), s (all ships in full), t (tracks, the Elder One\'s goal), tr (trades between ships in a Port), w (save now; "w FILE" to save to FILE from now on), Enter (the screen again), h (help), q (quit).';

/** Options for a terminal game beyond the session and its bots: the terminal's size, and where the lines typed come from. */
export interface PlayOptions {
  readonly width?: number;
  readonly rows?: number;
  readonly input?: LineInput;
  /** Writes a prompt, the cursor left after it (the lines are `write`'s). */
  readonly prompt?: (text: string) => void;
}

/** The answer to a yes/no question: y, n, or null when the input ended. */
type YesNo = 'y' | 'n' | null;

/**
 * Hot-seat play in a terminal: one screen per decision (screen.ts: the map near the acting ship, the ship
 * in brief, the choices by key), fitted to the terminal (80×24 unless it is larger); the events as they
 * happen print above it, so the last screenful is always the screen. Anything typed that is not a key
 * redraws the screen with a line saying so. Undo within a seat's own turn. With a save path the game is
 * saved after every action; without one, quitting asks first. Bot seats play themselves after a short
 * pause, each move's one-line reason in the log.
 */
export async function playInTerminal(session: PlaySession, write: (text: string) => void, events: readonly GameEvent[] = [], crew: BotSeats = NO_BOTS, options: PlayOptions = {}): Promise<void> {
  // Read at each screen, so a terminal resized mid-game is fitted from the next screen on.
  const size = () => ({ width: options.width ?? terminalWidth(), rows: options.rows ?? terminalRows() });
  const out = (text: string) => write(wrap(text, size().width));
  const input = options.input ?? stdinLines();
  const prompt = options.prompt ?? write;
  const ask = async (): Promise<string | null> => {
    prompt('> ');
    return input.next();
  };
  /** A yes/no question: asked again, with its help, until it is answered y or n. */
  const yesNo = async (question: string, help: string): Promise<YesNo> => {
    for (;;) {
      out(question);
      const answer = await ask();
      if (answer === null) return null;
      const key = normaliseKey(answer);
      if (key === 'y' || key === 'yes') return 'y';
      if (key === 'n' || key === 'no') return 'n';
      out(key === 'h' || key === '?' ? help : `"${answer.trim()}" is neither y nor n. ${help}`);
    }
  };
  printEvents(events, session.content, out);
  out(HELP);
  let showScreen = true;
  let note: string | undefined;
  let page = 0;
  let pages = 1;
  /** Draws the screen again before the next prompt, with a line saying what came of the last thing typed. */
  const redraw = (said?: string) => { note = said; showScreen = true; };
  /** After an action: the events have printed; a new screen, its first page. */
  const moved = () => { page = 0; redraw(); };
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
        moved();
        continue;
      }
      const menu = buildMenu(state, legal);
      if (showScreen) {
        const screen = layoutScreen(state, seat, menu, size(), { page, ...(note ? { note } : {}) });
        pages = screen.pages;
        write(`\n${screen.text}`);
        note = undefined;
      }
      showScreen = false;
      const line = await ask();
      if (line === null) {
        out('\nInput ended: leaving the game.');
        return;
      }
      const key = normaliseKey(line);
      if (key === 'q') {
        if (session.savePath) { out(savedWords(session.savePath)); return; }
        if (session.game.actions.length === 0) return;
        const sure = await yesNo(`This game is not saved: its ${plural(session.game.actions.length, 'action')} will be lost. Quit anyway? y quits; n plays on (w FILE saves it).`,
          'y leaves the game without saving it; n goes back to the game, where "w FILE" saves it to FILE.');
        if (sure !== 'n') return;
        redraw('Playing on.');
        continue;
      }
      if (key === 'h') { out(HELP); out('(Enter: the screen again.)'); continue; }
      if (key === '') { redraw(); continue; }
      if (key === '+') {
        if (pages > 1) page = (page + 1) % pages;
        redraw(pages > 1 ? undefined : 'Every choice is on the screen already.');
        continue;
      }
      if (key === 'tr' && menu.trades) { out(menu.trades); out('(Enter: the screen again.)'); continue; }
      if (key === 'm') { out(renderMap(state)); out('(Enter: the screen again.)'); continue; }
      if (key === 't') { out(renderTracks(state)); out('(Enter: the screen again.)'); continue; }
      if (key === 's') { for (const p of state.players) out(renderShip(state, p)); out('(Enter: the screen again.)'); continue; }
      if (key === 'u') {
        const refusal = undoRefusal(session.game);
        if (refusal) { redraw(refusal); continue; }
        const taken = undoneBy(session.game);
        session.game = undo(session.game);
        if (session.savePath) save(session);
        out(`Undone: ${taken ? describeAction(session.game.state, taken) : 'the last action'}.`);
        moved();
        continue;
      }
      if (key === 'w' || key.startsWith('w ')) {
        const path = line.trim().slice(1).trim();
        if (path && path !== session.savePath && existsSync(path)) { redraw(`${path} exists: choose another file.`); continue; }
        if (path) session.savePath = path;
        redraw(session.savePath ? (save(session), `Saved to ${session.savePath}; from now on the game is saved there after every action.`) : 'Type "w FILE" to save the game to FILE (then after every action).');
        continue;
      }
      if (key.startsWith('?')) {
        const asked = menu.keys.get(key.slice(1).trim());
        redraw(asked ? `${key.slice(1).trim()}: ${describeChoice(state, asked)}` : `"${key.slice(1).trim()}" is not one of the keys on offer.`);
        continue;
      }
      const action = menu.keys.get(key);
      if (!action) { redraw(`"${line.trim()}" is not one of the keys on offer (e.g. ${menu.example}); h for help.`); continue; }
      // A trap the engine warns of (D113, D141): its warnings first, then y/n (D142).
      const warnings = warningsText(state, action);
      if (warnings.length) {
        const what = action.type === 'endTurn' ? 'End your turn' : describeAction(state, action);
        const sure = await yesNo([...warnings.map((w) => `⚠ ${w}`), `${what} anyway? y does it; n chooses again.`].join('\n'),
          `y: ${what.charAt(0).toLowerCase()}${what.slice(1)}, as the warnings above say. n: back to the choices, nothing done.`);
        if (sure === null) { out('\nInput ended: leaving the game.'); return; }
        if (sure === 'n') { redraw('Not done: choose again.'); continue; }
      }
      playAndPrint(session, action, out);
      moved();
    }
    const { outcome, catalog } = session.game.state;
    out(`\nGame over: the players have ${outcome?.result}. ${outcome ? gameEndText(session.game.events, outcome, catalog) : ''}`);
    if (session.savePath) out(savedWords(session.savePath));
  } finally {
    if (!options.input) input.close();
  }
}

/** Where the game is saved and how to go on with it. */
export function savedWords(path: string): string {
  return `Saved in ${path}.\nTo continue it: everrain play --load ${path}`;
}

function playAndPrint(session: PlaySession, action: Action, out: (text: string) => void): boolean {
  const events = act(session, action);
  if (!events) return false;
  printEvents(events, session.content, out);
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
export function printEvents(events: readonly GameEvent[], content: ContentSet, out: (text: string) => void): void {
  for (const e of eventsFor(events, null)) out(`  • ${eventText(e, content)}`);
}
