import type { ContentSet } from '@everrain/engine';
import { FeatureTally, type FeatureEffect } from './correlation';
import { featureLabel } from './features';
import type { GameLine } from './games';

/** A win rate's counts. */
export interface Rate {
  readonly label: string;
  readonly won: number;
  readonly games: number;
}

/** How often a feature (an action, a Port service, an Order, a place) was used in a cell's games. */
export interface Usage {
  readonly id: string;
  readonly label: string;
  /** Games in which it was used at least once, and its uses in all. */
  readonly games: number;
  readonly uses: number;
}

/** One player count at one length: what a designer decides from (issue #25 item 6). Counts and sums only. */
export interface CellReport {
  readonly label: string;
  readonly players: number;
  readonly length: string;
  readonly games: number;
  /** Finished games (won or lost): the rates below are over these. */
  readonly finished: number;
  readonly won: number;
  /** Wins on the Discovery Track and against the Elder One's card, as the engine said (lines that say neither count in neither). */
  readonly wonByTrack: number;
  readonly wonByCard: number;
  readonly risen: number;
  /** The rounds the Elder One rose in, summed (its mean: risenRoundSum / risenWithRound). */
  readonly risenRoundSum: number;
  readonly risenWithRound: number;
  readonly sinks: number;
  readonly deaths: number;
  readonly departures: number;
  /** The Player token's lead over the Enemy token at the end, summed over finished games with a race. */
  readonly marginSum: number;
  readonly marginGames: number;
  readonly rounds: number;
  readonly decisions: number;
  readonly byElderOne: readonly Rate[];
  readonly usage: readonly Usage[];
  readonly features: readonly FeatureEffect[];
  readonly featureGames: number;
}

/** Kinds counted as use (features.ts): actions, Port services, Orders, Altars visited. */
const USE_KINDS = ['x', 'v', 'o', 'l'];

class Cell {
  games = 0;
  finished = 0;
  won = 0;
  wonByTrack = 0;
  wonByCard = 0;
  risen = 0;
  risenRoundSum = 0;
  risenWithRound = 0;
  sinks = 0;
  deaths = 0;
  departures = 0;
  marginSum = 0;
  marginGames = 0;
  rounds = 0;
  decisions = 0;
  readonly elderOnes = new Map<string, { won: number; games: number }>();
  readonly usage = new Map<string, { games: number; uses: number }>();
  readonly features = new FeatureTally();

  constructor(readonly players: number, readonly length: string) {}

  add(line: GameLine): void {
    this.games += 1;
    if (line.result !== 'won' && line.result !== 'lost') return;
    const won = line.result === 'won';
    this.finished += 1;
    if (won) this.won += 1;
    if (line.wonBy === 'track') this.wonByTrack += 1;
    if (line.wonBy === 'card') this.wonByCard += 1;
    if (line.arisen) {
      this.risen += 1;
      if (line.risenRound !== undefined) {
        this.risenRoundSum += line.risenRound;
        this.risenWithRound += 1;
      }
      if (line.elderOne !== undefined) {
        const r = this.elderOnes.get(line.elderOne) ?? { won: 0, games: 0 };
        r.games += 1;
        if (won) r.won += 1;
        this.elderOnes.set(line.elderOne, r);
      }
    }
    this.sinks += line.sinks ?? 0;
    this.deaths += line.deaths ?? 0;
    this.departures += line.departures ?? 0;
    const end = line.race?.[line.race.length - 1];
    if (end) {
      this.marginSum += end[0] - end[1];
      this.marginGames += 1;
    }
    this.rounds += line.rounds;
    this.decisions += line.actions;
    for (const [id, n] of Object.entries(line.features ?? {})) {
      if (!(n > 0) || !USE_KINDS.includes(id.slice(0, id.indexOf(':')))) continue;
      const u = this.usage.get(id) ?? { games: 0, uses: 0 };
      u.games += 1;
      u.uses += n;
      this.usage.set(id, u);
    }
    this.features.add(line.features, line.result, line.rounds, line.elderOne);
  }

  report(content?: ContentSet): CellReport {
    const { elderOnes, usage, features, ...counts } = this;
    return {
      label: cellLabel(this.players, this.length),
      ...counts,
      byElderOne: [...elderOnes].sort(([a], [b]) => a.localeCompare(b)).map(([label, r]) => ({ label, ...r })),
      usage: [...usage].map(([id, u]) => ({ id, label: featureLabel(id, content), ...u })).sort((a, b) => a.label.localeCompare(b.label)),
      features: features.effects({ top: 10, ...(content ? { content } : {}) }),
      featureGames: features.counted,
    };
  }
}

export const cellLabel = (players: number, length: string) => `${players} player${players === 1 ? '' : 's'} · ${length}`;

/** The games of a run (or several) gathered by player count and length, never pooled. */
export class CellTally {
  private readonly cells = new Map<string, Cell>();

  add(line: GameLine): void {
    const length = line.length ?? '?';
    const key = `${line.players}|${length}`;
    let cell = this.cells.get(key);
    if (!cell) this.cells.set(key, (cell = new Cell(line.players, length)));
    cell.add(line);
  }

  reports(content?: ContentSet): CellReport[] {
    const order = ['short', 'medium', 'long'];
    return [...this.cells.values()]
      .sort((a, b) => a.players - b.players || order.indexOf(a.length) - order.indexOf(b.length))
      .map((c) => c.report(content));
  }
}
