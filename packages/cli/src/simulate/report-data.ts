import type { ContentSet } from '@everrain/engine';
import { FeatureTally, type FeatureEffect } from './correlation';
import { CellTally, type CellReport, type Rate } from './cell-tally';
import type { GameLine } from './games';

export { wilson } from './stats';
export type { CellReport, Rate, Usage } from './cell-tally';

/** What the games were made with: the bots, the rules options, the commits (each distinct value once). */
export interface Stamp {
  readonly bots: readonly string[];
  readonly rules: readonly string[];
  readonly commits: readonly string[];
}

export interface ReportData {
  readonly title: string;
  readonly games: number;
  readonly won: number;
  readonly results: Record<string, number>;
  readonly byPlayersLength: Rate[];
  readonly byElderOne: Rate[];
  readonly acts: Record<string, number>;
  readonly losses: [string, number][];
  /** How many games lasted each number of rounds / decisions (decisions counted to the nearest 10 below). */
  readonly rounds: [number, number][];
  readonly actions: [number, number][];
  /** The mean Player, Enemy and Elder One token spaces at the end of round i+1, over the games still running then. */
  readonly race: { readonly round: number; readonly player: number; readonly enemy: number; readonly elderOne: number; readonly games: number }[];
  /** The features with the largest effect on winning (correlation.ts), over `featureGames` finished games. */
  readonly features: FeatureEffect[];
  readonly featureGames: number;
  /** Each player count and length on its own (issue #25 item 6). */
  readonly cells: CellReport[];
  readonly stamp: Stamp;
}

const bump = (m: Map<string, { won: number; games: number }>, key: string, won: boolean) => {
  const r = m.get(key) ?? { won: 0, games: 0 };
  r.games += 1;
  if (won) r.won += 1;
  m.set(key, r);
};

/**
 * Gathers what the report shows, one line at a time: counts and sums only, so a run of any size keeps
 * memory flat (game lengths are counted per value, so they too stay bounded).
 */
export class ReportTally {
  private games = 0;
  private won = 0;
  private readonly results: Record<string, number> = {};
  private readonly cells = new Map<string, { won: number; games: number }>();
  private readonly elderOnes = new Map<string, { won: number; games: number }>();
  private readonly acts: Record<string, number> = {};
  private readonly losses = new Map<string, number>();
  private readonly rounds = new Map<number, number>();
  private readonly actions = new Map<number, number>();
  private readonly raceSum: { p: number; e: number; o: number; n: number }[] = [];
  private readonly features = new FeatureTally();
  private readonly byCell = new CellTally();
  private readonly stamp = { bots: new Set<string>(), rules: new Set<string>(), commits: new Set<string>() };

  /** `content` names the cards in the features table (without it, their ids). */
  constructor(private readonly title: string, private readonly content?: ContentSet) {}

  add(line: GameLine): void {
    const won = line.result === 'won';
    this.games += 1;
    if (won) this.won += 1;
    this.results[line.result] = (this.results[line.result] ?? 0) + 1;
    bump(this.cells, `${line.players} players · ${line.length ?? '?'}`, won);
    if (line.arisen && line.elderOne !== undefined) bump(this.elderOnes, line.elderOne, won);
    if (line.act !== undefined) this.acts[`Act ${line.act}`] = (this.acts[`Act ${line.act}`] ?? 0) + 1;
    if (line.result === 'lost') this.losses.set(line.reason, (this.losses.get(line.reason) ?? 0) + 1);
    this.rounds.set(line.rounds, (this.rounds.get(line.rounds) ?? 0) + 1);
    const decisions = Math.floor(line.actions / 10) * 10;
    this.actions.set(decisions, (this.actions.get(decisions) ?? 0) + 1);
    for (const [i, [p, e, o]] of (line.race ?? []).entries()) {
      const s = (this.raceSum[i] ??= { p: 0, e: 0, o: 0, n: 0 });
      s.p += p;
      s.e += e;
      s.o += o;
      s.n += 1;
    }
    this.features.add(line.features, line.result, line.rounds, line.elderOne);
    this.byCell.add(line);
    this.stamp.bots.add(line.bot ?? 'not recorded');
    this.stamp.rules.add(line.rules === undefined ? 'not recorded' : rulesWords(line.rules));
    this.stamp.commits.add(line.commit ?? 'not recorded');
  }

  data(): ReportData {
    const rates = (m: Map<string, { won: number; games: number }>) => [...m].sort(([a], [b]) => a.localeCompare(b)).map(([label, r]) => ({ label, ...r }));
    return {
      title: this.title,
      games: this.games,
      won: this.won,
      results: { ...this.results },
      byPlayersLength: rates(this.cells),
      byElderOne: rates(this.elderOnes),
      acts: { ...this.acts },
      losses: [...this.losses].sort((a, b) => b[1] - a[1]),
      rounds: [...this.rounds].sort((a, b) => a[0] - b[0]),
      actions: [...this.actions].sort((a, b) => a[0] - b[0]),
      race: this.raceSum.map((s, i) => ({ round: i + 1, player: s.p / s.n, enemy: s.e / s.n, elderOne: s.o / s.n, games: s.n })),
      features: this.features.effects(this.content ? { content: this.content } : {}),
      featureGames: this.features.counted,
      cells: this.byCell.reports(this.content),
      stamp: { bots: [...this.stamp.bots].sort(), rules: [...this.stamp.rules].sort(), commits: [...this.stamp.commits].sort() },
    };
  }
}

/** The rules options a run chose, in a line ("the printed rules" when none). */
function rulesWords(rules: Readonly<Record<string, unknown>>): string {
  const chosen = Object.entries(rules).filter(([, v]) => v !== undefined).sort(([a], [b]) => a.localeCompare(b));
  return chosen.length ? chosen.map(([k, v]) => `${k}: ${String(v)}`).join(', ') : 'the printed rules';
}
