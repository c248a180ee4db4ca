import { describe, expect, it } from 'vitest';
import { bundledRaw, checkContent, defaultContent, formatProblem, PRINTED_COUNTS } from '../src/index';

const clone = () => structuredClone(bundledRaw) as unknown as Record<string, any>;

describe('content check', () => {
  it('passes on the shipped content, at the printed counts', () => {
    const result = checkContent(bundledRaw);
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
    expect(result.content.tiles).toHaveLength(PRINTED_COUNTS.tiles);
    expect(defaultContent().ships.map((s) => s.name)).toEqual(['The Bitter End', 'The Pariah', 'The Aberconway', 'The Ivory Sword']);
  });

  it('names the file, card and field of a schema error', () => {
    const raw = clone();
    raw.tiles[3].hexes[2].type = 'lava';
    const result = checkContent(raw as never);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(formatProblem(result.problems[0]!)).toMatch(/^tiles\.json › saltmarsh-narrows › hexes\.2\.type: /);
  });

  it('finds broken references between cards', () => {
    const raw = clone();
    raw.ships[0].artillery = { port: 'nine-pound-chasers' };
    raw.crew[13].fixedTrait = 'trait-nonexistent';
    raw.traits[0].contradicts = ['trait-sea-legs'];
    const result = checkContent(raw as never);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      const text = result.problems.map(formatProblem).join('\n');
      expect(text).toContain('ships.json › the-bitter-end › artillery.port');
      expect(text).toContain('crew.json › adept-corvin-hale › fixedTrait');
      expect(text).toContain('traits.json › trait-hardy › contradicts.0');
    }
  });

  it('refuses a malformed Elder One override for a player count, naming the card and the field (D159)', () => {
    const raw = clone();
    const king = raw.elderOnes.findIndex((e: { id: string }) => e.id === 'the-hollow-king');
    const choir = raw.elderOnes.findIndex((e: { id: string }) => e.id === 'the-drowned-choir');
    const tides = raw.elderOnes.findIndex((e: { id: string }) => e.id === 'mother-of-tides');
    raw.elderOnes[king].byPlayers = { 1: { orVictoryRule: { kind: 'driveOff', trauma: 2 } } }; // a rule without its words
    raw.elderOnes[choir].byPlayers = { 5: { health: 4 } }; // no such player count
    raw.elderOnes[tides].byPlayers = { 2: { health: 0, name: 'Father of Tides', rises: 'centre' } }; // a bad health, a field no count may change, a rising without its words
    const result = checkContent(raw as never);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      const text = result.problems.map(formatProblem).join('\n');
      expect(text).toMatch(/elder-ones\.json › the-hollow-king › byPlayers\.1\.victory: .*needs its victory text/);
      expect(text).toContain('elder-ones.json › the-drowned-choir › byPlayers');
      expect(text).toMatch(/elder-ones\.json › mother-of-tides › byPlayers\.2\.health: /);
      expect(text).toMatch(/elder-ones\.json › mother-of-tides › byPlayers\.2.*name/);
      expect(text).toMatch(/elder-ones\.json › mother-of-tides › byPlayers\.2\.whenArisen: .*needs its whenArisen text/);
    }
  });

  it('refuses a malformed Elder One override for a game length, and a head start past Act II, naming the field (D166–D168)', () => {
    const raw = clone();
    const king = raw.elderOnes.findIndex((e: { id: string }) => e.id === 'the-hollow-king');
    const choir = raw.elderOnes.findIndex((e: { id: string }) => e.id === 'the-drowned-choir');
    raw.elderOnes[king].byLength = { long: { orVictoryRule: { kind: 'driveOff', trauma: 2 } } }; // a rule without its words
    raw.elderOnes[choir].byLength = { epic: { health: 4 }, short: { byPlayers: { 4: { victoryRule: { kind: 'driveOff', trauma: 2 } } } } };
    const result = checkContent(raw as never);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      const text = result.problems.map(formatProblem).join('\n');
      expect(text).toMatch(/elder-ones\.json › the-hollow-king › byLength\.long\.victory: .*needs its victory text/);
      expect(text).toMatch(/elder-ones\.json › the-drowned-choir › byLength.*epic/);
      expect(text).toMatch(/elder-ones\.json › the-drowned-choir › byLength\.short\.byPlayers\.4\.victory: .*needs its victory text/);
    }
    const board = clone();
    board.board.elderOneHeadStart = { short: { 3: 4 } }; // space 4: Act II's boundary
    const r2 = checkContent(board as never);
    expect(r2.ok).toBe(false);
    if (!r2.ok) expect(r2.problems.map(formatProblem).join('\n')).toMatch(/board\.json.*Elder One token would start at or before Act II with 3 players/);
  });

  it('refuses a least lead for the Elder One\'s advance below one space, or for a length or count that is none, naming the field (D170)', () => {
    for (const [table, field] of [[{ long: { 4: 0 } }, /elderOneAdvancesFromLead\.long\.4/], [{ epic: { 4: 2 } }, /elderOneAdvancesFromLead/], [{ long: { 5: 2 } }, /elderOneAdvancesFromLead\.long/]] as const) {
      const raw = clone();
      raw.board.elderOneAdvancesFromLead = table;
      const result = checkContent(raw as never);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.problems.map(formatProblem).join('\n')).toMatch(field);
    }
  });

  it('checks the ship board and the counts', () => {
    const raw = clone();
    raw.shipBoard.zones[9].adjacent = [];
    raw.tiles.pop();
    raw.ships[1].id = raw.ships[0].id;
    const result = checkContent(raw as never);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      const text = result.problems.map(formatProblem).join('\n');
      expect(text).toContain('this id is used twice');
    }
    const second = clone();
    second.shipBoard.zones[9].adjacent = [];
    const r2 = checkContent(second as never);
    expect(r2.ok).toBe(false);
    if (!r2.ok) expect(r2.problems.map(formatProblem).join('\n')).toContain('adjacency must be mutual');
  });

  it('gives every Enemy card a miniature of the box, and the box its printed count (D63)', () => {
    const raw = clone();
    raw.enemies[0].figure = 'kraken';
    raw.board.enemyFigures.enemyShip = 6;
    const result = checkContent(raw as never);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      const text = result.problems.map(formatProblem).join('\n');
      expect(text).toContain('no figure "kraken"');
      expect(text).toContain('19 enemy miniatures');
    }
  });

  it('keeps an Act I tile able to hold four starting ships', () => {
    const raw = clone();
    raw.tiles[0].hexes = raw.tiles[0].hexes.map(() => ({ type: 'roughSea' }));
    const result = checkContent(raw as never);
    expect(result.ok).toBe(false);
  });
  it('refuses an amount of coin that is not a multiple of 5, naming the file, the card and the field', () => {
    // Rulebook (Coin): coin "comes in 5, 10 and 20 denominations", so no price, wage or reward can be 3 or 8.
    const raw = clone();
    raw.treasures[0].standard = 7;
    raw.crew[0].wage = 8;
    raw.services.inn[0].cost.coin = 12;
    const denizen = raw.denizens.find((d: { id: string }) => d.id === 'the-cartographer');
    denizen.effects[0].options[0].cost.coin = 3;
    raw.seaEvents[0].effects = [{ kind: 'coin', amount: -4 }];
    raw.starting.coin = 41;
    const result = checkContent(raw as never);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      const text = result.problems.map(formatProblem).join('\n');
      expect(text).toContain('treasures.json › haul-away-joe › standard: coin comes in 5, 10 and 20');
      expect(text).toContain(`crew.json › ${raw.crew[0].id} › wage: coin comes in 5, 10 and 20`);
      expect(text).toContain('services.json › inn.0.cost.coin: coin comes in 5, 10 and 20');
      expect(text).toContain('denizens.json › the-cartographer › effects.0.options.0.cost.coin: coin comes in 5, 10 and 20');
      expect(text).toContain(`sea-events.json › ${raw.seaEvents[0].id} › effects.0.amount: coin comes in 5, 10 and 20`);
      expect(text).toContain('starting.json › coin: coin comes in 5, 10 and 20');
    }
  });
});
