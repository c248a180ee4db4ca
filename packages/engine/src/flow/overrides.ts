import { withAt } from '../core/lists';
import { crewDef, enemyDef, improvementDef } from '../core/catalog';
import { createCtx, settle } from '../core/context';
import { assertPossibleOverrides, assertRoomInZones } from './override-checks';
import type { DieKind, GameState } from '../core/state';
import type { SetupOverrides } from './setup-overrides';
import { startRound } from './turn';
import { scenarioSeedRng } from '../core/rng';
import { figuresOverBox } from '../enemies/figures';
import { drain } from './steps';

export type { SetupOverrides };

/** Puts named cards on top of a deck, in order, taking them out of it: a card not in the deck is an error. */
function stackOnTop(deck: readonly string[], top: readonly string[], what: string): string[] {
  const rest = deck.slice();
  for (const id of top) {
    const index = rest.indexOf(id);
    if (index < 0) throw new Error(`No "${id}" is left in the ${what} deck`);
    rest.splice(index, 1);
  }
  return [...top, ...rest];
}

/**
 * Returns a new state with the overrides applied. When every ship has been placed this way, the
 * remaining setup decisions are dropped and the first round begins.
 */
export function withOverrides(original: GameState, o: SetupOverrides): GameState {
  assertPossibleOverrides(original, o);
  const { catalog, ...rest } = original;
  const state: GameState = { ...structuredClone(rest), catalog };
  if (o.firstPlayer !== undefined) state.firstPlayer = o.firstPlayer;
  for (const { slot, tile } of o.placed ?? []) state.map.placed = withAt(state.map.placed, slot, tile);
  if (o.stack) state.map.stack = [...o.stack];
  for (const s of o.ships ?? []) {
    const p = state.players[s.seat];
    if (p) p.position = { hex: { q: s.hex.q, r: s.hex.r }, facing: s.facing };
  }
  for (const c of o.crew ?? []) {
    const p = state.players[c.seat];
    if (!p) continue;
    // The crew dealt at setup go back to their pools; the named tokens come out of them.
    for (const old of p.crew) state.decks[crewDef(catalog, old.token).kind === 'deckhand' ? 'deckhands' : 'adepts'].push(old.token);
    for (const m of c.members) {
      const pool = state.decks[crewDef(catalog, m.token).kind === 'deckhand' ? 'deckhands' : 'adepts'];
      const at = pool.indexOf(m.token);
      if (at >= 0) pool.splice(at, 1);
    }
    p.crew = c.members.map((m) => {
      crewDef(catalog, m.token);
      return {
        id: `crew-${state.nextCrewNumber++}`,
        token: m.token,
        positiveTrait: m.positiveTrait ?? null,
        negativeTrait: m.negativeTrait ?? null,
        trauma: m.trauma ?? 0,
        strain: m.strain ?? 0,
        fatigued: false,
        position: m.at,
      };
    });
  }
  for (const po of o.players ?? []) {
    const p = state.players[po.seat];
    if (!p) continue;
    if (po.coin !== undefined) p.coin = po.coin;
    if (po.clues !== undefined) p.clues = po.clues;
    p.orders.fresh = { ...p.orders.fresh, ...po.fresh };
    p.orders.issued = { ...p.orders.issued, ...po.issued };
    if (po.fleeting !== undefined) p.orders.fleeting = po.fleeting;
    if (po.destroyedNodes) p.destroyedNodes = [...po.destroyedNodes];
    if (po.improvements) {
      for (const id of po.improvements) if (id !== null) improvementDef(catalog, id);
      p.improvements = p.improvements.map((_, slot) => po.improvements?.[slot] ?? null);
    }
    if (po.artillery) Object.assign(p.artillery, po.artillery);
    if (po.hold) p.hold = [...po.hold];
    if (po.passengers) p.passengers = [...po.passengers];
    if (po.captives) {
      p.captives = po.captives.map((c) => ({ slot: c.slot, card: c.card }));
      for (const c of po.captives) {
        const at = state.decks.enemies.indexOf(c.card);
        if (at >= 0) state.decks.enemies.splice(at, 1);
      }
    }
  }
  Object.assign(state.tracks, o.tracks ?? {});
  if (o.boundariesReached) state.tracks.boundariesReached = [...o.boundariesReached];
  if (o.act !== undefined) state.act = o.act;
  for (const [kind, faces] of Object.entries(o.dice ?? {})) state.scriptedRolls[kind as DieKind] = [...(faces ?? [])];
  if (o.enemyDeck) state.decks.enemies = stackOnTop(state.decks.enemies, o.enemyDeck, 'Enemy');
  if (o.seaEvents) state.decks.seaEvents = stackOnTop(state.decks.seaEvents, o.seaEvents, 'Sea Event');
  if (o.treasureDeck) state.decks.treasures = stackOnTop(state.decks.treasures, o.treasureDeck, 'Treasure');
  if (o.denizenDeck) state.decks.denizens = stackOnTop(state.decks.denizens, o.denizenDeck, 'Denizen');
  if (o.expeditionDeck) state.decks.expeditions = stackOnTop(state.decks.expeditions, o.expeditionDeck, 'Expedition');
  if (o.improvementDeck) state.decks.improvements = stackOnTop(state.decks.improvements, o.improvementDeck, 'Improvement');
  if (o.artilleryDeck) state.decks.artillery = stackOnTop(state.decks.artillery, o.artilleryDeck, 'Artillery');
  if (o.reseed !== undefined) state.rng = scenarioSeedRng(o.reseed);
  for (const e of o.enemies ?? []) {
    enemyDef(catalog, e.card);
    const index = state.decks.enemies.indexOf(e.card);
    if (index < 0) throw new Error(`No "${e.card}" is left in the Enemy deck to put in play`);
    state.decks.enemies.splice(index, 1);
    const destination = e.destination ? { q: e.destination.q, r: e.destination.r } : null;
    state.enemies.push({
      id: `enemy-${state.nextEnemyNumber++}`, card: e.card, trauma: e.trauma ?? 0, position: structuredClone(e.at),
      ready: true, activated: false, destination,
    });
    if (destination) state.tokens.enemyDestinations.push(destination);
  }
  for (const f of figuresOverBox(state)) throw new Error(`${f.inPlay} enemies in play use the ${f.figure} miniature, but the box holds ${f.inBox}`);
  if (o.storms) state.tokens.storms = o.storms.map((storm) => storm.map((h) => ({ q: h.q, r: h.r })));
  assertRoomInZones(state);
  if (state.phase === 'setup' && state.players.every((p) => p.position !== null)) {
    state.pending = state.pending.filter((d) => d.kind !== 'placeShip');
    const ctx = createCtx(state);
    startRound(ctx);
    drain(ctx);
    settle(ctx);
  }
  return state;
}
