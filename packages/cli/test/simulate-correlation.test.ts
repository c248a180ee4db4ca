import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { createGame, slotHexes, type Action, type GameState } from '@everrain/engine';
import { FeatureTally } from '../src/simulate/correlation';
import { FeatureRecorder, type FeatureCounts } from '../src/simulate/features';
import { playIndexed } from '../src/simulate/games';
import { ReportTally } from '../src/simulate/report-data';
import { reportHtml } from '../src/simulate/report-html';
import { differenceInterval } from '../src/simulate/stats';

const near = ([a, b]: [number, number], [c, d]: [number, number]) => {
  expect(a).toBeCloseTo(c, 4);
  expect(b).toBeCloseTo(d, 4);
};

describe('the difference of two win rates and its interval', () => {
  it("matches Newcombe's (1998) published hybrid score intervals (method 10)", () => {
    // Newcombe, Statistics in Medicine 17:873-890, Table II, method 10.
    near(differenceInterval(56, 70, 48, 80), [0.0524, 0.3339]);
    near(differenceInterval(9, 10, 3, 10), [0.1705, 0.8090]);
    near(differenceInterval(5, 56, 0, 29), [-0.0381, 0.1926]);
  });
});

/** `n` finished games with these features, `won` of them won. */
function games(tally: FeatureTally, n: number, won: number, features: FeatureCounts, rounds = 10, elderOne?: string) {
  for (let i = 0; i < n; i++) tally.add(features, i < won ? 'won' : 'lost', rounds, elderOne);
}

describe('which features go with winning', () => {
  // 400 games. Idol: in 100 games, 80 won; without it 300 games, 120 won: +40 points.
  // Storm: in 20 games (5%, just kept), 2 won; without it 380 games, 198 won: a negative effect.
  // Rare: in 12 games (3%), all won: a large effect, but too rare to show. Common: in 390 (97.5%): too common.
  const build = () => {
    const t = new FeatureTally();
    games(t, 12, 12, { 't:idol': 1, 'p:Rare': 1, 'p:Common': 1 });
    games(t, 68, 56, { 't:idol': 2, 'p:Common': 1 });
    games(t, 10, 6, { 't:idol': 1, 'p:Common': 1 });
    games(t, 10, 6, { 't:idol': 1 });
    games(t, 20, 2, { 'l:Storm': 1, 'p:Common': 1 });
    games(t, 280, 118, { 'p:Common': 1 });
    t.add(undefined, 'won', 10); // a line without features (an older file) is not counted
    t.add({ 't:idol': 1 }, 'error', 10); // nor an unfinished game
    return t;
  };

  it('finds the effect with the right sign and its interval, and leaves out features under 5% or over 95% of games', () => {
    const t = build();
    expect(t.counted).toBe(400);
    const effects = t.effects();
    const ids = effects.map((e) => e.id);
    expect(ids).not.toContain('p:Rare');
    expect(ids).not.toContain('p:Common');
    const idol = effects.find((e) => e.id === 't:idol')!;
    expect([idol.withGames, idol.withWon, idol.withoutGames, idol.withoutWon]).toEqual([100, 80, 300, 120]);
    expect(idol.difference).toBeCloseTo(0.4, 10);
    near([idol.low, idol.high], differenceInterval(80, 100, 120, 300));
    expect(idol.low).toBeGreaterThan(0); // clearly positive with these counts
    expect(idol.high).toBeLessThan(0.6);
    const storm = effects.find((e) => e.id === 'l:Storm')!;
    expect(storm.withGames).toBe(20); // exactly 5%: kept
    expect(storm.difference).toBeCloseTo(2 / 20 - 198 / 380, 10);
    expect(storm.high).toBeLessThan(0);
    // Largest |difference| first: the Storm (−42 points) before the Idol (+40).
    expect(ids.indexOf('l:Storm')).toBeLessThan(ids.indexOf('t:idol'));
    expect(effects.find((e) => e.id === 't:idol')!.label).toBe('Treasure gained: idol');
    // Keeping only the top one.
    expect(t.effects({ top: 1 }).map((e) => e.id)).toEqual(['l:Storm']);
  });

  it('never splits the actions a round schedules: a won game ends mid-round, so their rate says how it ended', () => {
    const t = new FeatureTally();
    // A win ends in the Player Phase (fewer turns ended that round), a loss at the round's end: 3.5 against 4 a round.
    games(t, 50, 50, { 'x:endTurn': 35, 'x:sail': 10 }, 10);
    games(t, 50, 0, { 'x:endTurn': 40, 'x:sail': 30 }, 10);
    const ids = t.effects().map((e) => e.id);
    expect(ids.some((id) => id.startsWith('x:endTurn'))).toBe(false);
    expect(ids).toContain('x:sail>1'); // a choice's rate is still split
  });

  it('splits counted choices at their median rate per round, and counts the Elder One card', () => {
    const t = new FeatureTally();
    // sail 1 per round in 50 games (20 won), 3 per round in 50 games (40 won): median rate 1.0.
    games(t, 50, 20, { 'x:sail': 10 }, 10, 'The Hollow King');
    games(t, 50, 40, { 'x:sail': 15 }, 5, 'Mother of Tides');
    const effects = t.effects();
    const busy = effects.find((e) => e.id === 'x:sail>1')!;
    expect(busy.label).toBe('action: sail, more than 1.0 per round');
    expect([busy.withGames, busy.withWon, busy.withoutGames, busy.withoutWon]).toEqual([50, 40, 50, 20]);
    expect(effects.some((e) => e.id === 'x:sail')).toBe(false); // in every game: no comparison
    const mother = effects.find((e) => e.id === 'e:Mother of Tides')!;
    expect(mother.difference).toBeCloseTo(0.4, 10);
  });

  it('puts the table and chart in the page, saying they are correlations, not causes', () => {
    const r = new ReportTally('t');
    for (let i = 0; i < 40; i++) {
      r.add({ index: i, seed: `s-${i}`, players: 2, result: i % 2 ? 'won' : 'lost', reason: 'x', rounds: 5, actions: 50, length: 'medium',
        features: i % 4 === 1 ? { 'p:<Duskfall>': 1 } : {} });
    }
    const page = reportHtml(r.data());
    const section = /<section id="features">([\s\S]*?)<\/section>/.exec(page)![1]!;
    expect(section).toContain('correlations, not causes');
    expect(section).toContain('<svg');
    expect(section).toContain('<td>Port visited: &lt;Duskfall&gt;</td><td>10</td><td>100.0%</td><td>30</td><td>33.3%</td><td>+66.7</td>');
  });
});

describe('recording a game\u2019s features', () => {
  const content = defaultContent();
  const created = createGame({ players: 2, length: 'medium', content, rules: {} }, 'features');
  if (!created.ok) throw new Error(created.error.message);
  const before = created.state;
  // A tile with a Port on it, laid in the first tile slot: the ship sails onto the Port's hex.
  const tile = content.tiles.find((t) => t.hexes.some((h) => h.type === 'port'))!;
  const index = tile.hexes.findIndex((h) => h.type === 'port');
  const port = { hex: slotHexes(content.board.tileSlots[0]!)[index]!, name: tile.hexes[index]!.name! };
  const treasure = content.treasures[0]!.id;
  const improvement = content.improvements.find((i) => !i.printed)!.id;

  it('counts cards gained by any ship, not those passed between ships, and places sailed into', () => {
    const rec = new FeatureRecorder();
    const seat = (s: GameState, i: number, change: Partial<GameState['players'][number]>) => ({ ...s, players: s.players.map((p, j) => (j === i ? { ...p, ...change } : p)) });
    const sail: Action = { type: 'sail', seat: 0, step: 'ahead' };
    // Ship 0 gains a Treasure and an Improvement and sails into a Port.
    const laid = { ...before, map: { ...before.map, placed: [tile.id, ...before.map.placed.slice(1)] } };
    const a = seat(laid, 0, { hold: [treasure], improvements: [improvement, null, null, null, null, null], position: { hex: port.hex, facing: 0 } });
    rec.observe(before, sail, a);
    // Ship 0 hands the Treasure to ship 1: no new gain.
    const b = seat(seat(a, 0, { hold: [] }), 1, { hold: [treasure] });
    rec.observe(a, { type: 'transfer', seat: 0, from: 0, to: 1, item: { kind: 'treasure', treasure } }, b);
    // An Order issued: counted as an Order, not as an action type.
    rec.observe(b, { type: 'issueNavigationOrder', seat: 0, fleeting: true }, b);
    expect(rec.result()).toEqual({
      'x:sail': 1, [`t:${treasure}`]: 1, [`i:${improvement}`]: 1, [`p:${port.name}`]: 1,
      'x:transfer': 1, 'o:navigation': 1, 'o:fleeting': 1,
    });
  });

  it('counts every action of a real game once, under its action type or what it chose', () => {
    const line = playIndexed({ games: 1, players: 2, length: 'short', seed: 'features', bot: 'heuristic', rules: {} }, content, 0);
    expect(['won', 'lost']).toContain(line.result);
    const f = line.features!;
    const once = Object.entries(f).filter(([id]) => /^(x|r|v):/.test(id) || /^o:(crew|navigation|artillery)$/.test(id));
    expect(once.reduce((s, [, n]) => s + n, 0)).toBe(line.actions);
    const places = new Set(content.tiles.flatMap((t) => t.hexes.filter((h) => h.name).map((h) => `${h.type}:${h.name}`)));
    const kinds: Record<string, string> = { p: 'port', s: 'island', l: 'altar' };
    for (const id of Object.keys(f).filter((k) => /^[psl]:/.test(k))) expect(places).toContain(`${kinds[id[0]!]}:${id.slice(2)}`);
    expect(Object.keys(f).some((k) => k.startsWith('p:'))).toBe(true);
  }, 30_000);
});
