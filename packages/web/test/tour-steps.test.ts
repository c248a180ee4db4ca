import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { createGame, hexTypeAt, legalActions, revealedHexes, type GameEvent, type GameState, type Hex } from '@everrain/engine';
import { withOverrides, type SetupOverrides } from '@everrain/engine/testing';
import { guideNotes, guideStep, guideView, LESSON_COUNT } from '../src/panels/tour-steps';

const content = defaultContent();

/** A one-seat game on one tile, the ship on the kind of hex asked for, in its first turn. */
function game(on: 'calmSea' | 'roughSea' | 'port', extra: SetupOverrides = {}): GameState {
  const tile = on === 'port' ? 'duskfall-reach' : 'mistwall-shallows';
  const created = createGame({ players: 1, length: 'short', content }, { scenario: 'tour' });
  if (!created.ok) throw new Error(created.error.message);
  const placed = withOverrides(created.state, { placed: [{ slot: 0, tile }] });
  const hex = revealedHexes(placed).map((h) => h.hex).find((h) => hexTypeAt(placed, h) === on) as Hex;
  return withOverrides(created.state, {
    placed: [{ slot: 0, tile }],
    ships: [{ seat: 0, hex, facing: 0 }],
    crew: [{ seat: 0, members: [{ token: 'deckhand-abel', at: { area: 'below', slot: 0 } }, { token: 'deckhand-bryn', at: { area: 'below', slot: 1 } }] }],
    players: [{ seat: 0, fresh: { navigation: 2, crew: 2, artillery: 0 } }],
    ...extra,
  });
}

/** The record of a seat that has done the lessons named (the guide reads only kind, round and seat). */
const did = (...kinds: GameEvent['kind'][]): GameEvent[] => kinds.map((kind, seq) => ({ kind, round: 1, seat: 0, seq, text: '' }) as unknown as GameEvent);

const view = (state: GameState, events: GameEvent[]) => guideView(state, events, 0, legalActions(state));

describe('the guide never stalls and never leads into a trap (D143)', () => {
  it('with no Port revealed, "Visit a Port" is passed over and said to wait for one', () => {
    const state = game('calmSea');
    expect(revealedHexes(state).some((h) => h.type === 'port')).toBe(false);
    const { step, waiting } = guideStep(view(state, did('crewMoved', 'navigationPointsGained', 'shipMoved', 'tileRevealed')));
    expect(step?.id).toBe('end');
    expect(waiting.join(' ')).toMatch(/Visit a Port — when a Port \(P\) is revealed/);
  });

  it('counts the lessons done, so a step passed over and taught later never makes the count go back (issue #24)', () => {
    const { step, index, waiting } = guideStep(view(game('calmSea'), did('crewMoved', 'navigationPointsGained', 'shipMoved', 'tileRevealed')));
    // Placing, the Crow's Nest, navigating, sailing and revealing are done; "Visit a Port" waits.
    expect(step?.id).toBe('end');
    expect(index).toBe(6);
    expect(index + waiting.length).toBe(LESSON_COUNT);
    const inPort = guideStep(view(game('port'), did('crewMoved', 'navigationPointsGained', 'shipMoved', 'tileRevealed', 'turnEnded')));
    expect(inPort.step?.id).toBe('port');
    expect(inPort.index).toBe(7);
  });

  it('in a Port the Port lesson comes as soon as the earlier ones are done', () => {
    const { step } = guideStep(view(game('port'), did('crewMoved', 'navigationPointsGained', 'shipMoved', 'tileRevealed')));
    expect(step).toMatchObject({ id: 'port', target: 'port' });
  });

  it('never suggests the Navigation Order that buys nothing (Rough Sea, one point): it moves on', () => {
    const rough = guideStep(view(game('roughSea'), did('crewMoved')));
    expect(rough.step?.id).not.toBe('navigate');
    expect(rough.waiting.join(' ')).toMatch(/Issue a Navigation Order — when a Navigation Order can buy a step/);
    expect(guideStep(view(game('calmSea'), did('crewMoved'))).step).toMatchObject({ id: 'navigate', target: 'navigate' });
  });

  it('says what ending the turn would lose before it suggests it', () => {
    const state = game('calmSea');
    const { step } = guideStep(view(state, did('crewMoved', 'navigationPointsGained', 'shipMoved', 'tileRevealed')));
    expect(step?.text).toMatch(/^Before you do: .*Fresh Orders could still be issued/);
  });
});

describe('the guide\'s notes: Strain, enemies aboard, a Fray, when they happen', () => {
  it('names the crew Strain reaches at sea, in the Reference Manual\'s words', () => {
    const state = game('calmSea', { crew: [{ seat: 0, members: [{ token: 'deckhand-abel', at: { area: 'deck', zone: 4 } }] }] });
    const notes = guideNotes(view(state, []));
    expect(notes.map((n) => n.id)).toEqual(['strain']);
    expect(notes[0]!.text).toMatch(/^If you end your turn on a Calm Sea, Rough Sea or Shipwreck hex, every crew member On Deck suffers 1 Strain\. Ending here: Abel Marsh \(1\)/);
    expect(guideNotes(view(game('port', { crew: [{ seat: 0, members: [{ token: 'deckhand-abel', at: { area: 'deck', zone: 4 } }] }] }), []))).toEqual([]);
  });

  it('explains the enemies aboard and the Fray a Crew Order would start', () => {
    const state = game('port', { enemies: [{ card: 'drowned-man', at: { area: 'deck', seat: 0, zone: 4 } }] });
    const notes = guideNotes(view(state, []));
    expect(notes.map((n) => [n.id, n.target])).toEqual([['enemies', 'enemies'], ['fray', 'enemies']]);
  });
});

describe('the guide teaches revealing while a "?" is within a Navigation Order\'s reach (trial of issue 15)', () => {
  it('after sailing with one Order, a Fresh one left and a "?" one point ahead: "Reveal the unknown", not "End your turn"', async () => {
    const { startState, step } = await import('./plans');
    const { navigationOrderValue, revealTargets } = await import('@everrain/engine');
    // The trial's solo game: ship placed at 1,1 facing E, Crow's Nest manned, one Order issued and the ship sailed ahead.
    let s = startState({ players: 1, length: 'short', rules: {} }, 'trial-solo');
    const played: GameEvent[] = [];
    const take = (pick: (a: ReturnType<typeof legalActions>[number]) => boolean) => {
      const a = legalActions(s).find(pick);
      if (!a) throw new Error('no such action');
      s = step(s, a);
    };
    take((a) => a.type === 'placeShip' && a.hex.q === 1 && a.hex.r === 1 && a.facing === 0);
    take((a) => a.type === 'issueCrewOrder' && a.to.area === 'deck' && a.to.zone === 2 && !a.fleeting);
    take((a) => a.type === 'issueNavigationOrder' && !a.fleeting);
    take((a) => a.type === 'sail' && a.step === 'ahead');
    const me = s.players[0]!;
    expect(s.turn?.navigationPoints ?? 0).toBe(0);
    expect(legalActions(s).some((a) => a.type === 'issueNavigationOrder' && !a.fleeting)).toBe(true);
    expect(revealTargets(s, me, navigationOrderValue(s, me)).length).toBeGreaterThan(0);
    played.push(...did('crewMoved', 'navigationPointsGained', 'shipMoved'));
    const { step: now, waiting } = guideStep(view(s, played));
    expect(now).toMatchObject({ id: 'reveal', target: 'navigate' });
    expect(waiting.join(' ')).not.toMatch(/Reveal the unknown/);
  });
});
