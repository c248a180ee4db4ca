import type { Action } from '../core/actions';
import { hexTaken, revealedHexes } from '../map/board';
import { enemyCountInZone } from '../enemies/enemies';
import { crewStats } from '../crew/crew';
import { FACINGS } from '../core/hex';
import { legalSailSteps, mustSailOn } from '../orders/navigation';
import { legalPortServices } from '../places/port';
import { player, zoneHasRoom } from '../ship/ship';
import { respawnHexes } from '../ship/sink';
import { volleyOptions } from '../combat/artillery';
import { boardingMoves, boardingTargets } from '../combat/boarding';
import { traumaAllocations } from '../core/allocation';
import { payments } from '../core/omens';
import { affordableOptions } from '../cards/effects';
import { legalVisits } from '../places/locations';
import { marketActions } from '../places/market';
import { denizenActions } from '../places/denizens';
import { freeCrewSpaces, freeCrewSpacesBySlot } from '../ship/improvements';
import { shipyardActions } from '../places/shipyard';
import { legalTransfers } from '../places/trading';
import { expeditionActions } from '../places/exhaustive-expedition';
import { ORDER_KINDS, type CrewPosition, type GameState, type PendingDecision, type PlayerState } from '../core/state';
import { MAX_ORDERS_RECOVERED } from './turn';

/**
 * The legal actions of the last few states seen, computed once each: a state is a value, never changed
 * after it is made. A small ring rather than a WeakMap keyed by every state: an entry per state in a
 * WeakMap is paid for again at each collection, and callers ask about the state they hold (and perhaps
 * the one before it); an older state asked about again is simply enumerated again, and `apply` then
 * admits its actions by value.
 */
const RING = 8;
const ringStates: (GameState | null)[] = new Array<GameState | null>(RING).fill(null);
const ringLegal: (readonly Action[])[] = new Array<readonly Action[]>(RING).fill([]);
let ringNext = 0;

/**
 * Every action the rules allow now, for whoever must act. Empty only when the game is over. Computed once
 * per state (a state handed to the engine must not be changed afterwards — `apply` makes new ones): the
 * actions are deep-frozen and shared, so `apply` can admit one of them by identity; the array is the
 * caller's own.
 */
export function legalActions(state: GameState): Action[] {
  return memoisedLegal(state).slice();
}

/** The frozen legal actions of a state, shared with `apply` (which must not hand the array out). */
export function memoisedLegal(state: GameState): readonly Action[] {
  for (let i = 0; i < RING; i++) if (ringStates[i] === state) return ringLegal[i] as readonly Action[];
  const legal = enumerate(state);
  for (const a of legal) deepFreeze(a);
  Object.freeze(legal);
  ringStates[ringNext] = state;
  ringLegal[ringNext] = legal;
  ringNext = (ringNext + 1) % RING;
  return legal;
}

function deepFreeze(value: object): void {
  // for…in over a small object of own data (an action) is quicker than Object.keys; frozen last.
  for (const key in value) {
    const v = (value as Record<string, unknown>)[key];
    if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) deepFreeze(v);
  }
  Object.freeze(value);
}

function enumerate(state: GameState): Action[] {
  if (state.outcome) return [];
  const decision = state.pending[0];
  if (decision) return answers(state, decision);
  const turn = state.turn;
  if (state.phase !== 'playerPhase' || !turn) return [];
  const p = player(state, turn.seat);
  const seat = p.seat;
  // A ship sunk during its own turn is off the board until it respawns on the next one (D22): no Orders,
  // no sailing, no firing, no Port or trade. Ending the turn is all that is left.
  if (!p.position) return [{ type: 'endTurn', seat }];
  const actions: Action[] = legalSailSteps(state, p, turn.navigationPoints).map(({ step }) => ({ type: 'sail', seat, step }));
  for (const fleeting of orderSources(p, 'navigation')) actions.push({ type: 'issueNavigationOrder', seat, fleeting });
  // A ship passing through another's hex must sail on — unless it has no way to (nothing can strand a game).
  if (mustSailOn(state, p) && actions.length > 0) return actions;
  actions.push(...legalPortServices(state, p));
  actions.push(...legalVisits(state, p));
  actions.push(...legalTransfers(state, p));
  const artillerySources = orderSources(p, 'artillery');
  if (artillerySources.length > 0) {
    const volleys = volleyOptions(state, p);
    const boardable = boardingTargets(state, p);
    for (const fleeting of artillerySources) {
      for (const o of volleys) actions.push({ type: 'fireArtillery', seat, slot: o.slot, astern: o.astern, target: o.target, fleeting });
      for (const e of boardable) actions.push({ type: 'board', seat, enemy: e.id, fleeting });
    }
  }
  const crewSources = orderSources(p, 'crew');
  if (crewSources.length > 0) {
    const room = shipRoom(state, p);
    for (const crew of p.crew) {
      for (const to of destinationsFrom(room, crew.position)) {
        for (const fleeting of crewSources) actions.push({ type: 'issueCrewOrder', seat, crew: crew.id, to, fleeting });
      }
    }
  }
  actions.push({ type: 'endTurn', seat });
  return actions;
}

/** Which Orders can pay for an Order of this kind: a Fresh one of the kind (false) and/or a Fleeting one (true). */
function orderSources(p: PlayerState, kind: 'crew' | 'navigation' | 'artillery'): boolean[] {
  const out: boolean[] = [];
  if (p.orders.fresh[kind] > 0) out.push(false);
  if (p.orders.fleeting > 0) out.push(true);
  return out;
}

/**
 * A Crew Order moves a crew member anywhere — an On Deck zone with room, a Below Deck slot, or a free crew
 * space of an Improvement — or, when enemies share their On Deck zone, keeps them there to fight: the
 * Order's destination is then their own zone, and it starts a Fray (D51).
 */
export function crewDestinations(state: GameState, p: PlayerState, from: CrewPosition): CrewPosition[] {
  return destinationsFrom(shipRoom(state, p), from);
}

/** Where a ship's crew can go, worked out once for all its crew members. */
interface ShipRoom {
  readonly places: Places;
  readonly zones: readonly { readonly zone: number; readonly room: boolean; readonly enemies: boolean }[];
  readonly freeSpaces: readonly number[];
}

/** The crew positions of the ship board, made once per catalog and shared (they are never changed). */
interface Places {
  readonly deck: ReadonlyMap<number, CrewPosition>;
  readonly below: readonly CrewPosition[];
  readonly space: readonly CrewPosition[];
}

const placesCache = new WeakMap<GameState['catalog'], Places>();

function places(state: GameState): Places {
  let found = placesCache.get(state.catalog);
  if (found === undefined) {
    const layout = state.catalog.shipBoard;
    const slots = Array.from({ length: layout.belowDeckSlots }, (_, slot) => slot);
    found = {
      deck: new Map(layout.zones.map((z) => [z.zone, Object.freeze<CrewPosition>({ area: 'deck', zone: z.zone })])),
      below: slots.map((slot) => Object.freeze<CrewPosition>({ area: 'below', slot })),
      space: slots.map((slot) => Object.freeze<CrewPosition>({ area: 'below', slot, space: true })),
    };
    placesCache.set(state.catalog, found);
  }
  return found;
}

function shipRoom(state: GameState, p: PlayerState): ShipRoom {
  const layout = state.catalog.shipBoard;
  return {
    places: places(state),
    zones: layout.zones.map((z) => ({ zone: z.zone, room: zoneHasRoom(state, p, z.zone), enemies: enemyCountInZone(state, p.seat, z.zone) > 0 })),
    freeSpaces: layout.belowDeckSlots === p.improvements.length
      ? freeCrewSpacesBySlot(state, p)
      : Array.from({ length: layout.belowDeckSlots }, (_, slot) => freeCrewSpaces(state, p, slot)),
  };
}

function destinationsFrom(room: ShipRoom, from: CrewPosition): CrewPosition[] {
  const out: CrewPosition[] = [];
  for (const z of room.zones) {
    if (from.area === 'deck' && from.zone === z.zone) {
      if (z.enemies) out.push(room.places.deck.get(z.zone) as CrewPosition);
      continue;
    }
    if (!z.room) continue;
    out.push(room.places.deck.get(z.zone) as CrewPosition);
  }
  for (let slot = 0; slot < room.freeSpaces.length; slot++) {
    const here = from.area === 'below' && from.slot === slot;
    if (!(here && !from.space)) out.push(room.places.below[slot] as CrewPosition);
    if (!(here && from.space) && (room.freeSpaces[slot] ?? 0) > 0) out.push(room.places.space[slot] as CrewPosition);
  }
  return out;
}

function answers(state: GameState, decision: PendingDecision): Action[] {
  const seat = decision.seat;
  const p = player(state, seat);
  switch (decision.kind) {
    case 'placeShip':
      return revealedHexes(state)
        .filter((h) => h.type === 'calmSea' && !hexTaken(state, h.hex))
        .flatMap((h) => FACINGS.map((facing): Action => ({ type: 'placeShip', seat, hex: h.hex, facing })));
    case 'respawn':
      return respawnHexes(state, p).flatMap((hex) => FACINGS.map((facing): Action => ({ type: 'respawn', seat, hex, facing })));
    case 'chooseFirstPlayer':
      return state.players.map((q): Action => ({ type: 'chooseFirstPlayer', seat, firstPlayer: q.seat }));
    case 'recoverOrders':
      return recoverChoices(p).map((c): Action => ({ type: 'recoverOrders', seat, ...c }));
    case 'actReward':
      return [...ORDER_KINDS, 'fleeting' as const].map((order): Action => ({ type: 'chooseActReward', seat, order }));
    case 'payWages':
      return wageChoices(state, p).map((pay): Action => ({ type: 'payWages', seat, pay }));
    case 'chooseEnemy':
      return decision.enemies.map((enemy): Action => ({ type: 'activateEnemy', seat, enemy }));
    case 'convertOmens': {
      const out: Action[] = [];
      for (let attack = 0; attack <= decision.attackOmens; attack++) {
        for (let evasion = 0; evasion <= decision.evasionOmens; evasion++) {
          for (const pay of payments(p, attack + evasion)) out.push({ type: 'convertOmens', seat, attack, evasion, pay });
        }
      }
      return out;
    }
    case 'assignTrauma':
      return traumaAllocations(decision.amount, decision.targets).map((allocation): Action => ({ type: 'assignTrauma', seat, allocation }));
    case 'moveStorm':
      return FACINGS.map((direction): Action => ({ type: 'moveStorm', seat, direction }));
    case 'denizen':
      return denizenActions(state, p, decision.card);
    case 'expedition':
      return expeditionActions(state, p);
    case 'capture':
      return [{ type: 'capture', seat, take: true }, { type: 'capture', seat, take: false }];
    case 'shipyard':
      return shipyardActions(state, p);
    case 'market':
      return marketActions(state, p);
    case 'hireCrew': {
      const recruit = p.crew.find((c) => c.id === decision.crew);
      const wage = recruit ? crewStats(state, recruit).wage : Infinity;
      return [{ type: 'hireCrew', seat, hire: false }, ...(wage <= p.coin ? [{ type: 'hireCrew', seat, hire: true } as Action] : [])];
    }
    case 'chooseOption':
      return affordableOptions(state).map((option): Action => ({ type: 'chooseOption', seat, option }));
    case 'chooseCrew':
      return decision.crew.map((crew): Action => ({ type: 'chooseCrew', seat, crew }));
    case 'keepTreasure':
      return decision.treasures.map((treasure): Action => ({ type: 'keepTreasure', seat, treasure }));
    case 'boardingCrew':
      return boardingMoves(state, p).map((m): Action => ({ type: 'activateCrew', seat, crew: m.crew, to: m.to }));
  }
}

function recoverChoices(p: PlayerState): { crew: number; navigation: number; artillery: number }[] {
  const issued = p.orders.issued;
  const out: { crew: number; navigation: number; artillery: number }[] = [];
  for (let crew = 0; crew <= Math.min(issued.crew, MAX_ORDERS_RECOVERED); crew++) {
    for (let navigation = 0; navigation <= Math.min(issued.navigation, MAX_ORDERS_RECOVERED - crew); navigation++) {
      const artillery = MAX_ORDERS_RECOVERED - crew - navigation;
      if (artillery <= issued.artillery) out.push({ crew, navigation, artillery });
    }
  }
  return out;
}

/** Every set of crew whose wages the player can pay together (the rest leave). */
function wageChoices(state: GameState, p: PlayerState): string[][] {
  const out: string[][] = [];
  const n = p.crew.length;
  for (let mask = 0; mask < 1 << n; mask++) {
    const chosen = p.crew.filter((_, i) => (mask >> i) & 1);
    const total = chosen.reduce((sum, c) => sum + crewStats(state, c).wage, 0);
    if (total <= p.coin) out.push(chosen.map((c) => c.id));
  }
  return out;
}
