import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { createGame, crewStats } from '@everrain/engine';
import { withOverrides } from '@everrain/engine/testing';
import { trackWarning } from '../src/words/crew-track';

const content = defaultContent();

describe("a crew chip's warning says truly how many gems slay them (D14: a gem that finds the track full)", () => {
  const created = createGame({ players: 1, length: 'short', content }, { scenario: 'web-crew-track' });
  if (!created.ok) throw new Error(created.error.message);
  const withGems = (trauma: number, strain: number) => {
    const state = withOverrides(created.state, { crew: [{ seat: 0, members: [{ token: 'deckhand-abel', at: { area: 'below', slot: 0 }, trauma, strain }] }] });
    return { state, crew: state.players[0]!.crew[0]! };
  };

  it('one gem short of full: the next gem fills the track, it does not slay', () => {
    const { state, crew } = withGems(2, 2);
    expect(crewStats(state, crew).trackLength).toBe(5);
    expect(trackWarning(state, crew) ?? '').not.toMatch(/one more (gem )?and they die/);
  });

  it('a full track: the next gem slays them', () => {
    const { state, crew } = withGems(3, 2);
    expect(trackWarning(state, crew)).toMatch(/one more gem and they die/);
  });

  it('plenty of room: no warning', () => {
    const { state, crew } = withGems(1, 0);
    expect(trackWarning(state, crew)).toBeNull();
  });
});
