import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { createGame, slotHexes, type GameState } from '../src/index';
import { withOverrides, type SetupOverrides } from '../src/testing';

const content = defaultContent();

function fresh(): GameState {
  const created = createGame({ players: 2, length: 'short', content }, 'overrides');
  if (!created.ok) throw new Error(created.error.message);
  return created.state;
}

const ships: SetupOverrides['ships'] = [{ seat: 0, hex: { q: 0, r: 0 }, facing: 0 }, { seat: 1, hex: { q: 1, r: 0 }, facing: 0 }];
const deckhands = content.crew.filter((c) => c.kind === 'deckhand').map((c) => c.id);
const enemyOnDeck = content.enemies.find((e) => e.arena === 'onDeck')!.id;
/** A hex of a tile slot with no tile placed at setup (only the centre slot has one). */
const unplaced = slotHexes(content.board.tileSlots[1]!)[0]!;

describe('setup overrides refuse impossible positions, saying what is wrong (issue #11)', () => {
  const cases: [string, SetupOverrides, RegExp][] = [
    ['a seat that does not exist (ships)', { ships: [...ships!, { seat: 2, hex: { q: 0, r: 1 }, facing: 0 }] }, /ships\[2\]: no seat 2 — a 2-player game/],
    ['a seat that does not exist (players)', { players: [{ seat: 5, coin: 3 }] }, /players\[0\]: no seat 5/],
    ['a seat that does not exist (crew)', { crew: [{ seat: 2, members: [] }] }, /crew\[0\]: no seat 2/],
    ['a seat that does not exist (first player)', { firstPlayer: 3 }, /firstPlayer: no seat 3/],
    ['a seat that does not exist (enemy on deck)', { enemies: [{ card: enemyOnDeck, at: { area: 'deck', seat: 3, zone: 1 } }] }, /enemies\[0\].at: no seat 3/],
    ['an off-map hex for a ship', { ships: [ships![0]!, { seat: 1, hex: { q: 40, r: -3 }, facing: 0 }] }, /ships\[1\]: the hex \(40, -3\) is off the map/],
    ['a ship on a slot with no tile', { ships: [ships![0]!, { seat: 1, hex: unplaced, facing: 0 }] }, /ships\[1\]: .* is not on a placed tile/],
    ['an off-map storm', { storms: [[{ q: 99, r: 99 }]] }, /off the map/i],
    ['a tile slot that does not exist', { placed: [{ slot: 99, tile: null }] }, /slot 99/i],
    ['an unknown tile', { placed: [{ slot: 1, tile: 'atlantis' }] }, /atlantis/],
    ['a track past its end', { tracks: { playerDiscovery: 99 } }, /playerDiscovery.*99/],
    ['a negative track', { tracks: { enemyDiscovery: -1 } }, /enemyDiscovery.*-1/],
    ['an Agenda past its end', { tracks: { agenda: 10 } }, /agenda.*10/],
    ['crew in a zone that does not exist', { ships, crew: [{ seat: 0, members: [{ token: deckhands[0]!, at: { area: 'deck', zone: 12 } }] }] }, /zone 12/],
    ['crew Below Deck in a slot that does not exist', { ships, crew: [{ seat: 0, members: [{ token: deckhands[0]!, at: { area: 'below', slot: 6 } }] }] }, /no Below Deck slot 6/],
    ['a captive in a slot that does not exist', { ships, players: [{ seat: 0, captives: [{ slot: 9, card: enemyOnDeck }] }] }, /captives\[0\]: there is no Below Deck slot 9/],
    ['a destroyed node that does not exist', { ships, players: [{ seat: 0, destroyedNodes: [10] }] }, /destroyedNodes\[0\]: there is no zone 10/],
    ['more Below Deck slots than the ship has', { ships, players: [{ seat: 0, improvements: [null, null, null, null, null, null, null] }] }, /6 Below Deck slots, not 7/],
    ['the same crew token twice', { ships, crew: [{ seat: 0, members: [{ token: deckhands[0]!, at: { area: 'deck', zone: 1 } }] }, { seat: 1, members: [{ token: deckhands[0]!, at: { area: 'deck', zone: 1 } }] }] }, /twice/],
    ['four crew in a zone', { ships, crew: [{ seat: 0, members: deckhands.slice(0, 4).map((token) => ({ token, at: { area: 'deck', zone: 1 } as const })) }] }, /seat 0's zone 1 would hold 4 figures \(4 crew, 0 enemies\); a zone holds at most 3/],
    ['four enemies in a zone', { ships, enemies: [0, 1, 2, 3].map(() => ({ card: 'drowned-man', at: { area: 'deck', seat: 0, zone: 2 } as const })) }, /zone 2 would hold 4 figures \(0 crew, 4 enemies\)/],
    ['a negative coin', { players: [{ seat: 0, coin: -5 }] }, /players\[0\].coin is -5/],
    ['an Act that does not exist', { act: 7 as 1 }, /Act 7/],
    ['a Fate Die face that does not exist', { dice: { fate: [10] } }, /dice.fate\[0\] is 10: it must be a whole number from 0 to 9/],
  ];

  it.each(cases)('%s', (_label, overrides, message) => {
    expect(() => withOverrides(fresh(), overrides)).toThrow(message);
  });

  it('a possible position is still accepted: three figures in a zone, tracks at their ends', () => {
    const state = fresh();
    const end = state.tracks.end;
    const result = withOverrides(state, {
      ships,
      crew: [{ seat: 0, members: deckhands.slice(0, 2).map((token) => ({ token, at: { area: 'deck', zone: 1 } as const })) }],
      enemies: [{ card: enemyOnDeck, at: { area: 'deck', seat: 0, zone: 1 } }],
      tracks: { playerDiscovery: end - 1, enemyDiscovery: 0, elderOne: end, agenda: 9 },
    });
    expect(result.players[0]!.crew).toHaveLength(2);
  });
});
