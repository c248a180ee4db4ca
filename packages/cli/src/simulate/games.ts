import { BOTS, playGame, type GameRecord } from '@everrain/bots';
import type { Action, ContentSet, EventData, GameEndBy, GameEvent, GameLength, GameState, RuleOptions } from '@everrain/engine';
import { FeatureRecorder, type FeatureCounts } from './features';

/** Everything that decides a simulated game's course: plain data, so it crosses to a worker process as it is. */
export interface SimulationSpec {
  readonly games: number;
  readonly players: number;
  readonly length: GameLength;
  /** Game i is seeded "<seed>-i" and its bots "<seed>-i-bot", whichever thread plays it. */
  readonly seed: string;
  readonly bot: string;
  readonly rules: Partial<RuleOptions>;
  readonly maxActions?: number;
  /** The code the run was made with (the git commit, when known): stamped on every line. */
  readonly commit?: string;
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
  /** How a won game was won, as the engine's gameWon event says (absent in a lost game and in older lines). */
  readonly wonBy?: GameEndBy;
  /** The round the Elder One rose in (absent: it did not). */
  readonly risenRound?: number;
  /** Ships sunk, crew members slain, crew members who left (unpaid, or by a card). */
  readonly sinks?: number;
  readonly deaths?: number;
  readonly departures?: number;
  /** The stamp of the run: the bot, the rules options chosen, the commit. */
  readonly bot?: string;
  readonly rules?: Partial<RuleOptions>;
  readonly commit?: string;
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
  const losses = { sinks: 0, deaths: 0, departures: 0 };
  let risenRound: number | undefined;
  let wonBy: GameEndBy | undefined;
  const observe = (before: GameState, action: Action, after: GameState, events: readonly GameEvent[]) => {
    features.observe(before, action, after);
    for (const e of events) {
      if (e.kind === 'gameWon') wonBy = (e.data as EventData['gameWon']).by;
      else if (e.kind === 'shipSunk') losses.sinks += 1;
      else if (e.kind === 'crewSlain') losses.deaths += 1;
      // A crew member left the ship (not one offered for hire and turned away, who was never aboard).
      else if (e.kind === 'crewLeft' && before.players.some((p) => p.crew.some((c) => c.id === e.data?.['crew']))) losses.departures += 1;
    }
    if (risenRound === undefined && after.elderOne.arisen && !before.elderOne.arisen) risenRound = before.round;
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
    onAction: (before: GameState, action: Action, after: GameState, reason: string, events: readonly GameEvent[]) => {
      observe(before, action, after, events);
      explain?.(`game ${index + 1} · round ${before.round} · seat ${action.seat + 1} · ${action.type}: ${reason}`);
    },
  });
  const last = seen.last;
  seen.last = null;
  const stamp = { bot: spec.bot, rules: spec.rules, ...(spec.commit ? { commit: spec.commit } : {}) };
  if (last === null) return { index, ...record, length: spec.length, ...stamp };
  const card = last.catalog.elderOnes.find((e) => e.id === last.elderOne.card);
  return {
    index, ...record, length: spec.length, act: last.act, elderOne: card?.name ?? last.elderOne.card, arisen: last.elderOne.arisen,
    ...(wonBy === undefined ? {} : { wonBy }), ...(risenRound === undefined ? {} : { risenRound }), ...losses, race: [...race, raceOf(last)], features: features.result(), ...stamp,
  };
}

export function errorLine(spec: SimulationSpec, index: number, reason: string): GameLine {
  return { index, seed: gameSeed(spec, index), players: spec.players, result: 'error', reason, rounds: 0, actions: 0, length: spec.length };
}
