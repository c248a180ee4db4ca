import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { createCtx } from '../src/core/context';
import { createGame, type DieFace, type GameState } from '../src/index';
import { faceChance, rollDice, rollFate } from '../src/core/dice';

const content = defaultContent();

function fresh(): GameState {
  const created = createGame({ players: 1, content }, 'dice');
  if (!created.ok) throw new Error(created.error.message);
  return created.state;
}

describe('dice', () => {
  it.each(['attack', 'evasion', 'enemy'] as const)('%s dice show each face as often as printed (5-sigma bound)', (kind) => {
    const ctx = createCtx(fresh());
    const n = 60_000;
    const rolled = rollDice(ctx, kind, n, 'test');
    const faces = content.dice[kind];
    for (const face of new Set(faces)) {
      const p = faceChance(faces, [face]);
      const seen = rolled.filter((f) => f === face).length;
      expect(Math.abs(seen - n * p)).toBeLessThan(5 * Math.sqrt(n * p * (1 - p)));
    }
  });

  it('the Fate Die shows 0–9 evenly', () => {
    const ctx = createCtx(fresh());
    const counts = Array.from({ length: 10 }, () => 0);
    for (let i = 0; i < 20_000; i++) counts[rollFate(ctx, 'test', { for: 'damageZone' })]! += 1;
    for (const c of counts) expect(Math.abs(c - 2000)).toBeLessThan(5 * Math.sqrt(20_000 * 0.1 * 0.9));
  });

  it('scripted faces come first, and every roll is logged as new information', () => {
    const state = fresh();
    state.scriptedRolls = { enemy: [4, 0], fate: [7] };
    const ctx = createCtx(state);
    expect(rollDice(ctx, 'enemy', 3, 'test').slice(0, 2)).toEqual<DieFace[]>(['omen', 'move']);
    expect(rollFate(ctx, 'test', { for: 'damageZone' })).toBe(7);
    expect(ctx.events.every((e) => e.kind === 'dieRolled' && e.reveals)).toBe(true);
  });

  it('has the designed odds: half the Attack dice hit, two thirds with an Omen converted', () => {
    expect(faceChance(content.dice.attack, ['damage', 'wild'])).toBeCloseTo(1 / 2);
    expect(faceChance(content.dice.attack, ['damage', 'wild', 'omen'])).toBeCloseTo(2 / 3);
    expect(faceChance(content.dice.enemy, ['move'])).toBeCloseTo(1 / 3);
    expect(faceChance(content.dice.enemy, ['damage'])).toBeCloseTo(1 / 3);
  });
});
