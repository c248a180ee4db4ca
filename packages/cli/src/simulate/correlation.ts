import { COUNTED_KINDS, featureLabel, SCHEDULED_ACTIONS, type FeatureCounts } from './features';
import { differenceInterval } from './stats';
import type { ContentSet } from '@everrain/engine';

export interface FeatureEffect {
  readonly id: string;
  /** In words, e.g. "Port visited: Duskfall" or "action: sail, more than 3.2 per round". */
  readonly label: string;
  readonly withGames: number;
  readonly withWon: number;
  readonly withoutGames: number;
  readonly withoutWon: number;
  /** Win rate with minus win rate without, and its 95% interval. */
  readonly difference: number;
  readonly low: number;
  readonly high: number;
}

export interface EffectOptions {
  /** Only features present in at least this share of the games, and at most 1 − it (default 5%). */
  readonly minShare?: number;
  /** How many to keep, largest |difference| first (default 20). */
  readonly top?: number;
  readonly content?: ContentSet;
}

type Cell = { games: number; won: number };
/** Games by value: a feature's count per game, or (counted kinds) its count per round in tenths. */
type Histogram = Map<number, Cell>;

const addTo = (h: Histogram, value: number, won: boolean) => {
  const c = h.get(value) ?? { games: 0, won: 0 };
  c.games += 1;
  if (won) c.won += 1;
  h.set(value, c);
};

/**
 * Which features go with winning, gathered one game at a time in bounded memory (per feature, games and
 * wins by count). Only finished games (won or lost) that carry features count.
 */
export class FeatureTally {
  private games = 0;
  private won = 0;
  private readonly present = new Map<string, Histogram>();
  private readonly perRound = new Map<string, Histogram>();

  add(features: FeatureCounts | undefined, result: string, rounds: number, elderOne?: string): void {
    if (features === undefined || (result !== 'won' && result !== 'lost')) return;
    const won = result === 'won';
    this.games += 1;
    if (won) this.won += 1;
    const all: [string, number][] = Object.entries(features);
    if (elderOne !== undefined) all.push([`e:${elderOne}`, 1]);
    for (const [id, n] of all) {
      if (!(n > 0)) continue;
      let h = this.present.get(id);
      if (!h) this.present.set(id, (h = new Map()));
      addTo(h, 1, won);
      if (COUNTED_KINDS.includes(id.slice(0, id.indexOf(':'))) && !SCHEDULED_ACTIONS.includes(id)) {
        let r = this.perRound.get(id);
        if (!r) this.perRound.set(id, (r = new Map()));
        addTo(r, Math.round((10 * n) / Math.max(1, rounds)), won);
      }
    }
  }

  /** The features with the largest effect on the win rate, present in minShare…1 − minShare of the games. */
  effects(o: EffectOptions = {}): FeatureEffect[] {
    const minShare = o.minShare ?? 0.05;
    const out: FeatureEffect[] = [];
    const consider = (id: string, label: string, withGames: number, withWon: number) => {
      const share = this.games === 0 ? 0 : withGames / this.games;
      if (share < minShare || share > 1 - minShare) return;
      const withoutGames = this.games - withGames;
      const withoutWon = this.won - withWon;
      const [low, high] = differenceInterval(withWon, withGames, withoutWon, withoutGames);
      out.push({ id, label, withGames, withWon, withoutGames, withoutWon, difference: withWon / withGames - withoutWon / withoutGames, low, high });
    };
    for (const [id, h] of this.present) {
      const c = h.get(1)!;
      const counted = this.perRound.has(id);
      consider(id, `${featureLabel(id, o.content)}${counted ? ', at least once' : ''}`, c.games, c.won);
    }
    for (const [id, h] of this.perRound) {
      // Split at the median rate over every game (those without the feature at 0): more than it, or not.
      const values = [...h].sort((a, b) => a[0] - b[0]);
      let seen = this.games - values.reduce((s, [, c]) => s + c.games, 0);
      let median = 0;
      for (const [v, c] of values) {
        if (seen >= this.games / 2) break;
        seen += c.games;
        median = v;
      }
      if (median === 0) continue; // the split would be "at least once" again
      const above = values.filter(([v]) => v > median);
      consider(`${id}>${median / 10}`, `${featureLabel(id, o.content)}, more than ${(median / 10).toFixed(1)} per round`,
        above.reduce((s, [, c]) => s + c.games, 0), above.reduce((s, [, c]) => s + c.won, 0));
    }
    return out
      .sort((a, b) => Math.abs(b.difference) - Math.abs(a.difference) || a.id.localeCompare(b.id))
      .slice(0, o.top ?? 20);
  }

  /** The games counted (finished, with features). */
  get counted(): number {
    return this.games;
  }
}
