import { BOTS, playGame, type GameRecord } from '@everrain/bots';
import type { Action, ContentSet, GameLength, GameState, RuleOptions } from '@everrain/engine';
import { FeatureRecorder, type FeatureCounts } from './features';

/** Everything that decides a simulated game's course: plain data, so it crosses to a worker thread as it is. */
export interface SimulationSpec {
  readonly games: number;
  readonly players: number;
  readonly length: GameLength;
  /** Game i is seeded "<seed>-i" and its bots "<seed>-i-bot", whichever thread plays it. */
  readonly seed: string;
  readonly bot: string;
  readonly rules: Partial<RuleOptions>;
  readonly maxActions?: number;
}

/** One game's result as one JSON line: its index (the i of its seed) first, then its record. */
export interface GameLine extends GameRecord {
  readonly index: number;
  /** The game's length (the report groups by player count and length). */
  readonly length?: GameLength;
  /** The Act the game ended in. */
  readonly act?: number;
  /** The Elder One card's name, and whether it rose. */
  readonly elderOne?: string;
  readonly arisen?: boolean;
  /** The Player, Enemy and Elder One tokens' Discovery Track spaces at the end of each round of play: entry i is round i + 1 (the last: at the game's end). */
  readonly race?: readonly (readonly [number, number, number])[];
  /** What the game did, counted per feature id (features.ts): cards gained, places visited, choices made. */
  readonly features?: FeatureCounts;
}

type Race = [number, number, number];
const raceOf = (s: GameState): Race => [s.tracks.playerDiscovery, s.tracks.enemyDiscovery, s.tracks.elderOne];

export const gameSeed = (spec: SimulationSpec, index: number) => `${spec.seed}-${index}`;

/**
 * Plays game `index` of the simulation. Depends on nothing but the spec and the index. With `explain`, each
 * of the bots' choices is handed to it as a line with the bot's reason.
 */
export function playIndexed(spec: SimulationSpec, content: ContentSet, index: number, explain?: (text: string) => void): GameLine {
  const seed = gameSeed(spec, index);
  const makeBot = BOTS[spec.bot];
  if (!makeBot) return errorLine(spec, index, `unknown bot "${spec.bot}"`);
  // What the report needs, read off the states as they go by: three numbers per round. Only the latest
  // state is referenced (playGame holds it anyway), and only until the game ends.
  const race: Race[] = [];
  const seen: { last: GameState | null } = { last: null };
  let round = 0;
  const features = new FeatureRecorder();
  const observe = (before: GameState, action: Action, after: GameState) => {
    features.observe(before, action, after);
    if (seen.last === null) round = before.round;
    if (after.round !== round) {
      if (round >= 1) race.push(raceOf(before)); // the end of a round of play (round 0 is setup)
      round = after.round;
    }
    seen.last = after;
  };
  const record = playGame({
    players: spec.players,
    length: spec.length,
    seed,
    content,
    bot: makeBot(`${seed}-bot`),
    rules: spec.rules,
    ...(spec.maxActions === undefined ? {} : { maxActions: spec.maxActions }),
    onAction: (before: GameState, action: Action, after: GameState, reason: string) => {
      observe(before, action, after);
      explain?.(`game ${index + 1} · round ${before.round} · seat ${action.seat + 1} · ${action.type}: ${reason}`);
    },
  });
  const last = seen.last;
  seen.last = null;
  if (last === null) return { index, ...record, length: spec.length };
  const card = last.catalog.elderOnes.find((e) => e.id === last.elderOne.card);
  return { index, ...record, length: spec.length, act: last.act, elderOne: card?.name ?? last.elderOne.card, arisen: last.elderOne.arisen, race: [...race, raceOf(last)], features: features.result() };
}

export function errorLine(spec: SimulationSpec, index: number, reason: string): GameLine {
  return { index, seed: gameSeed(spec, index), players: spec.players, result: 'error', reason, rounds: 0, actions: 0, length: spec.length };
}
