import type { ContentSet, GameLength } from '@everrain/engine';
import type { LineInput } from './line-input';

/** A terminal game's setup as the questions (or the options) give it: seats counted from 1, ships by id. */
export interface AskedSetup {
  readonly players: number;
  readonly length: GameLength;
  /** The seats bots play, "2,3" as --bots takes them; '' for none. */
  readonly bots: string;
  readonly ships: readonly string[];
}

const LENGTHS: readonly GameLength[] = ['short', 'medium', 'long'];

/** The ships on offer, numbered from 1, as the question and --ships name them. */
export function shipList(content: ContentSet): string {
  return content.ships.map((s, i) => `${i + 1} ${s.name}`).join(' · ');
}

/** One ship by its number in the list or its name ("2", "pariah", "The Pariah"); undefined if none. */
function shipFrom(content: ContentSet, text: string): string | undefined {
  const t = text.trim().toLowerCase().replace(/^the\s+/, '');
  const n = Number(t);
  if (Number.isInteger(n) && n >= 1 && n <= content.ships.length) return content.ships[n - 1]!.id;
  return content.ships.find((s) => s.name.toLowerCase().replace(/^the\s+/, '') === t)?.id;
}

/** The content's first ships not already taken: each seat's ship when none is chosen (as the engine's setup). */
export function defaultShips(content: ContentSet, players: number): string[] {
  return content.ships.slice(0, players).map((s) => s.id);
}

/** `--ships 2,1` (numbers in the list, or names), one per seat and each different, or why not. */
export function parseShips(content: ContentSet, text: string, players: number): string[] | { problem: string } {
  const parts = text.split(',').map((s) => s.trim());
  const ids = parts.map((part) => shipFrom(content, part));
  const bad = parts.find((_, i) => ids[i] === undefined);
  if (bad !== undefined) return { problem: `--ships takes a ship per seat by number or name (${shipList(content)}); "${bad}" is not one` };
  if (ids.length !== players) return { problem: `--ships needs one ship per player: ${players} needed, ${ids.length} given` };
  if (new Set(ids).size !== ids.length) return { problem: '--ships: each player needs a different ship' };
  return ids as string[];
}

/**
 * Asks for a new game's setup, each question with its default on Enter: how many players, the length,
 * which seats bots play, each seat's ship. An answer that is not one of those offered asks again, saying
 * why; when the input ends, the defaults answer the rest.
 */
export async function askSetup(input: LineInput, write: (text: string) => void, content: ContentSet, prompt: (text: string) => void = write): Promise<AskedSetup> {
  const ask = async <T>(question: string, read: (answer: string) => T | string): Promise<T | null> => {
    for (;;) {
      prompt(`${question} `);
      const line = await input.next();
      if (line === null) return null;
      const value = read(line.trim());
      if (typeof value !== 'string') return value;
      write(value);
    }
  };
  write('A new game. Press Enter to take the default in [brackets].');
  const players = (await ask('Players (1–4) [1]:', (a) => {
    if (a === '') return { n: 1 };
    const n = Number(a);
    return Number.isInteger(n) && n >= 1 && n <= 4 ? { n } : `"${a}": type 1, 2, 3 or 4.`;
  }))?.n ?? 1;
  const length = (await ask('Length: short, medium or long [medium]:', (a) => {
    const l = (a === '' ? 'medium' : a.toLowerCase()) as GameLength;
    return LENGTHS.includes(l) ? { l } : `"${a}": type short, medium or long.`;
  }))?.l ?? 'medium';
  const bots = players === 1 ? '' : (await ask(`Seats played by bots, e.g. 2 or 2,3 (seats 1–${players}) [none]:`, (a) => {
    if (a === '' || /^none$/i.test(a)) return { seats: '' };
    const seats = a.split(',').map((s) => Number(s.trim()));
    return seats.every((s) => Number.isInteger(s) && s >= 1 && s <= players) && new Set(seats).size === seats.length
      ? { seats: seats.join(',') } : `"${a}": seats from 1 to ${players}, separated by commas.`;
  }))?.seats ?? '';
  write(`Ships: ${shipList(content)}.`);
  const ships: string[] = [];
  for (let seat = 0; seat < players; seat++) {
    const fallback = content.ships.find((s) => !ships.includes(s.id))!;
    const ship = (await ask(`Seat ${seat + 1}'s ship [${content.ships.indexOf(fallback) + 1} ${fallback.name}]:`, (a) => {
      if (a === '') return { id: fallback.id };
      const id = shipFrom(content, a);
      if (!id) return `"${a}": type a ship's number (${shipList(content)}).`;
      return ships.includes(id) ? `"${a}" is taken by another seat: choose another.` : { id };
    }))?.id ?? fallback.id;
    ships.push(ship);
  }
  return { players, length, bots, ships };
}
