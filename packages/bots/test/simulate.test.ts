import { describe, expect, expectTypeOf, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { playGame, randomBot, summarise, Tally, type Bot, type GameRecord } from '@everrain/bots';

const content = defaultContent();

describe('playGame keeps no game', () => {
  it('returns a record of plain figures with no final state in it', () => {
    expectTypeOf<GameRecord>().not.toHaveProperty('finalState');
    const record = playGame({ players: 1, length: 'short', seed: 'record-shape', content, bot: randomBot('record-shape-bot') });
    expect(Object.keys(record).sort()).toEqual(['actions', 'players', 'reason', 'result', 'rounds', 'seed']);
    expect(record.actions).toBeGreaterThan(0);
  });

  it('reports a bot that throws as that game\'s error instead of throwing', () => {
    let calls = 0;
    const faulty: Bot = {
      name: 'faulty',
      choose: ({ legal }) => {
        calls += 1;
        if (calls === 3) throw new Error('the bot broke');
        return { action: legal[0]!, reason: 'the first' };
      },
    };
    const record = playGame({ players: 1, length: 'short', seed: 'faulty-bot', content, bot: faulty });
    expect(record).toMatchObject({ result: 'error', actions: 2 });
    expect(record.reason).toContain('the bot broke');
  });
});

describe('Tally', () => {
  it('aggregates one record at a time to the same summary as summarise', () => {
    const records: GameRecord[] = [
      { seed: 'a', players: 1, result: 'won', reason: '', rounds: 10, actions: 100 },
      { seed: 'b', players: 1, result: 'lost', reason: '', rounds: 4, actions: 50 },
      { seed: 'c', players: 1, result: 'error', reason: 'x', rounds: 0, actions: 3 },
    ];
    const tally = new Tally();
    for (const r of records) tally.add(r);
    expect(tally.summary()).toEqual(summarise(records));
    expect(tally.summary()).toEqual({ games: 3, won: 1, lost: 1, errors: 1, stalled: 0, cut: 0, meanRounds: 14 / 3, meanActions: 51 });
  });
});
