import type { VisibleState } from '../core/visible';
import { SAIL_STEPS, type Action } from '../core/actions';
import { hexTaken, revealedHexes } from '../map/board';
import { crewStats } from '../crew/crew';
import { FACINGS } from '../core/hex';
import { legalFacings, legalSailSteps } from '../orders/navigation';
import { legalPortServices } from '../places/port';
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

// Each action type's legal actions in a state, listed into `out` (one array for the whole enumeration, no
// temporary arrays per type). The registry (flow/registry.ts) names each type's listing beside its
// resolution; legal.ts concatenates the listings of the open situation. The order of what is listed is
// part of the contract: bots pick by index with a seeded generator, and replays depend on it.

type Decision<D extends PendingDecision['kind']> = Extract<PendingDecision, { readonly kind: D }>;

/**
 * The listings that hand out shared actions, each made and frozen once (below, and the trades between ships). Every other listing makes
 * its actions afresh, and the registry deep-freezes them as listed (`frozenAsListed`): `apply` admits a
 * listed action by identity, so no caller may be able to change one.
 */
export function sharesFrozenActions(listing: unknown): boolean {
  return listing === listSail || listing === listFacings || listing === listNavigationOrders || listing === listCrewOrders || listing === listEndTurn
    || listing === listTransfers; // places/trading.ts keeps its trades so
}

/** A listing of fresh actions (`out`, state, player and, for an answer, the decision) that deep-freezes each action it lists. */
export function frozenAsListed<S, P, D>(listing: (out: Action[], state: S, p: P, decision: D) => void): (out: Action[], state: S, p: P, decision: D) => void {
  return (out, state, p, decision) => {
    const from = out.length;
    listing(out, state, p, decision);
    for (let i = from; i < out.length; i++) deepFreeze(out[i] as Action);
  };
}

function deepFreeze(value: object): void {
  // for…in over a small object of own data (an action) is quicker than Object.keys; frozen last.
  for (const key in value) {
    const v = (value as Record<string, unknown>)[key];
    if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) deepFreeze(v);
  }
  Object.freeze(value);
}

function pushAll(out: Action[], more: readonly Action[]): void {
  for (let i = 0; i < more.length; i++) out.push(more[i] as Action);
}

// ── The player's own turn ──

// The actions of every own turn — a sail step, a Navigation Order, the end of the turn — are the same few
// values for each seat: each is made and frozen once, the first time it is listed, and shared after.
const sailSteps: Action[][] = [];
const navigationOrders: Action[][] = [];
const facings: Action[][] = [];
const turnEnds: Action[] = [];

export function listSail(out: Action[], state: GameState, p: PlayerState): void {
  const seat = p.seat;
  const made = (sailSteps[seat] ??= []);
  for (const { step } of legalSailSteps(state, p, state.turn?.navigationPoints ?? 0)) {
    const i = SAIL_STEPS.indexOf(step);
    out.push((made[i] ??= Object.freeze<Action>({ type: 'sail', seat, step })));
  }
}

/** In a Port: one `face` action per facing the ship may take (free), instead of turns one face at a time. */
export function listFacings(out: Action[], state: GameState, p: PlayerState): void {
  const seat = p.seat;
  const made = (facings[seat] ??= []);
  for (const facing of legalFacings(state, p, state.turn?.navigationPoints ?? 0)) {
    out.push((made[facing] ??= Object.freeze<Action>({ type: 'face', seat, facing })));
  }
}

export function listNavigationOrders(out: Action[], _state: GameState, p: PlayerState): void {
  const seat = p.seat;
  const made = (navigationOrders[seat] ??= []);
  if (p.orders.fresh.navigation > 0) out.push((made[0] ??= Object.freeze<Action>({ type: 'issueNavigationOrder', seat, fleeting: false })));
  if (p.orders.fleeting > 0) out.push((made[1] ??= Object.freeze<Action>({ type: 'issueNavigationOrder', seat, fleeting: true })));
}

export function listPortServices(out: Action[], state: GameState, p: PlayerState): void {
  pushAll(out, legalPortServices(state, p));
}

/** The visits of the ship's hex, in a fixed order: an Altar, a Shipwreck, a wreck's loot, then Expeditions ashore. */
export function listVisits(out: Action[], state: GameState, p: PlayerState): void {
  pushAll(out, legalVisits(state, p));
}

export function listTransfers(out: Action[], state: GameState, p: PlayerState): void {
  pushAll(out, legalTransfers(state, p));
}

/** What an Artillery Order buys, by the Order paying for it (Fresh first): each volley, then each boarding. */
export function listArtilleryOrders(out: Action[], state: VisibleState, p: PlayerState): void {
  const fresh = p.orders.fresh.artillery > 0;
  const fleeting = p.orders.fleeting > 0;
  if (!fresh && !fleeting) return;
  const seat = p.seat;
  const volleys = volleyOptions(state, p);
  const boardable = boardingTargets(state, p);
  for (let source = 0; source < 2; source++) {
    if (source === 0 ? !fresh : !fleeting) continue;
    const isFleeting = source === 1;
    for (const o of volleys) out.push({ type: 'fireArtillery', seat, slot: o.slot, astern: o.astern, target: o.target, fleeting: isFleeting });
    for (const e of boardable) out.push({ type: 'board', seat, enemy: e.id, fleeting: isFleeting });
  }
}

/** Each crew member to each place they can go, paid by a Fresh Crew Order (first) or a Fleeting one. */
export function listCrewOrders(out: Action[], state: VisibleState, p: PlayerState): void {
  const fresh = p.orders.fresh.crew > 0;
  const fleeting = p.orders.fleeting > 0;
  if (!fresh && !fleeting) return;
  const seat = p.seat;
  const room = shipRoom(state, p);
  const all = room.places.all;
  const destinations = scratch;
  for (const crew of p.crew) {
    const n = destinationsInto(room, crew.position, destinations);
    let byPlace = room.places.crewOrders.get(crew.id);
    if (byPlace === undefined) room.places.crewOrders.set(crew.id, (byPlace = []));
    for (let i = 0; i < n; i++) {
      const place = destinations[i]!;
      if (fresh) out.push(crewOrder(byPlace, seat, crew.id, place, all[place]!, false));
      if (fleeting) out.push(crewOrder(byPlace, seat, crew.id, place, all[place]!, true));
    }
  }
}

/**
 * A Crew Order as one shared frozen action, made the first time it is listed: the same Order (seat, crew
 * member, place, Order paying) comes up in state after state, and making and freezing a new object for it
 * each time was a good part of listing them. Kept per catalog, by crew id, place and seat (`byPlace`: the
 * crew member's, looked up once for all their places): crew ids are numbered afresh in each game, so the
 * table stays as small as one game's crew.
 */
function crewOrder(byPlace: Action[][], seat: number, crew: string, place: number, to: CrewPosition, fleeting: boolean): Action {
  const bySeat = (byPlace[place] ??= []);
  const i = 2 * seat + (fleeting ? 1 : 0);
  return (bySeat[i] ??= Object.freeze<Action>({ type: 'issueCrewOrder', seat, crew, to, fleeting }));
}

/** One array reused by every listing of Crew Orders, of places by number (written from its start and read up to the count written: setting an array's length goes through the runtime; enumeration is not re-entrant). */
const scratch: number[] = [];

export function listEndTurn(out: Action[], _state: GameState, p: PlayerState): void {
  out.push((turnEnds[p.seat] ??= Object.freeze<Action>({ type: 'endTurn', seat: p.seat })));
}

/**
 * A Crew Order moves a crew member anywhere — an On Deck zone with room, a Below Deck slot, or a free crew
 * space of an Improvement — or, when enemies share their On Deck zone, keeps them there to fight: the
 * Order's destination is then their own zone, and it starts a Fray (D51).
 */
export function crewDestinations(state: GameState, p: PlayerState, from: CrewPosition): CrewPosition[] {
  const room = shipRoom(state, p);
  const places: number[] = [];
  destinationsInto(room, from, places);
  return places.map((place) => room.places.all[place]!);
}

/** Where a ship's crew can go, worked out once for all its crew members. */
interface ShipRoom {
  readonly places: Places;
  readonly zones: readonly { readonly zone: number; readonly room: boolean; readonly enemies: boolean }[];
  readonly freeSpaces: readonly number[];
}

/**
 * The crew positions of the ship board, made once per catalog and shared (they are never changed), each with a
 * number (its place in `all`): by zone On Deck, by slot Below Deck and for each slot's crew space.
 */
interface Places {
  readonly all: readonly CrewPosition[];
  readonly deck: readonly number[];
  readonly below: readonly number[];
  readonly space: readonly number[];
  /** The Crew Orders made so far, shared and frozen, by crew id and place number (see `crewOrder`). */
  readonly crewOrders: Map<string, Action[][]>;
}

const placesCache = new WeakMap<GameState['catalog'], Places>();

function places(state: VisibleState): Places {
  let found = placesCache.get(state.catalog);
  if (found === undefined) {
    const layout = state.catalog.shipBoard;
    const all: CrewPosition[] = [];
    const deck: number[] = [];
    const below: number[] = [];
    const space: number[] = [];
    for (const z of layout.zones) deck[z.zone] = all.push(Object.freeze<CrewPosition>({ area: 'deck', zone: z.zone })) - 1;
    for (let slot = 0; slot < layout.belowDeckSlots; slot++) {
      below[slot] = all.push(Object.freeze<CrewPosition>({ area: 'below', slot })) - 1;
      space[slot] = all.push(Object.freeze<CrewPosition>({ area: 'below', slot, space: true })) - 1;
    }
    found = { all, deck, below, space, crewOrders: new Map() };
    placesCache.set(state.catalog, found);
  }
  return found;
}

/** Crew and enemies On Deck of the ship being listed, by zone: counted in one pass (reused, emptied per use). */
const crewAt: number[] = [];
const enemiesAt: number[] = [];

function shipRoom(state: VisibleState, p: PlayerState): ShipRoom {
  const layout = state.catalog.shipBoard;
  // One pass over the crew and the enemies for every zone at once, where asking each zone for its room
  // (zoneHasRoom, enemyCountInZone) walked them both once per zone: the same counts, the same limit.
  for (const z of layout.zones) {
    crewAt[z.zone] = 0;
    enemiesAt[z.zone] = 0;
  }
  for (const c of p.crew) if (c.position.area === 'deck') crewAt[c.position.zone] = (crewAt[c.position.zone] ?? 0) + 1;
  for (const e of state.enemies) {
    if (e.position.area === 'deck' && e.position.seat === p.seat) enemiesAt[e.position.zone] = (enemiesAt[e.position.zone] ?? 0) + 1;
  }
  const max = layout.maxMiniaturesPerZone;
  return {
    places: places(state),
    zones: layout.zones.map((z) => {
      const enemies = enemiesAt[z.zone] ?? 0;
      return { zone: z.zone, room: (crewAt[z.zone] ?? 0) + enemies < max, enemies: enemies > 0 };
    }),
    freeSpaces: layout.belowDeckSlots === p.improvements.length
      ? freeCrewSpacesBySlot(state, p)
      : Array.from({ length: layout.belowDeckSlots }, (_, slot) => freeCrewSpaces(state, p, slot)),
  };
}

/** The destinations from `from` (place numbers), in a fixed order: each deck zone, then each Below Deck slot and its free space. */
function destinationsInto(room: ShipRoom, from: CrewPosition, out: number[]): number {
  const places = room.places;
  let n = 0;
  for (const z of room.zones) {
    if (from.area === 'deck' && from.zone === z.zone) {
      if (z.enemies) out[n++] = places.deck[z.zone]!;
      continue;
    }
    if (!z.room) continue;
    out[n++] = places.deck[z.zone]!;
  }
  for (let slot = 0; slot < room.freeSpaces.length; slot++) {
    const here = from.area === 'below' && from.slot === slot;
    if (!(here && !from.space)) out[n++] = places.below[slot]!;
    if (!(here && from.space) && (room.freeSpaces[slot] ?? 0) > 0) out[n++] = places.space[slot]!;
  }
  return n;
}

// ── Answers to the pending decision in front ──

export function listShipPlacements(out: Action[], state: GameState, p: PlayerState): void {
  const seat = p.seat;
  for (const h of revealedHexes(state)) {
    if (h.type !== 'calmSea' || hexTaken(state, h.hex)) continue;
    for (const facing of FACINGS) out.push({ type: 'placeShip', seat, hex: h.hex, facing });
  }
}

export function listRespawns(out: Action[], state: GameState, p: PlayerState): void {
  const seat = p.seat;
  for (const hex of respawnHexes(state, p)) for (const facing of FACINGS) out.push({ type: 'respawn', seat, hex, facing });
}

export function listFirstPlayers(out: Action[], state: GameState, p: PlayerState): void {
  for (const q of state.players) out.push({ type: 'chooseFirstPlayer', seat: p.seat, firstPlayer: q.seat });
}

/** Every way to recover MAX_ORDERS_RECOVERED issued Orders: fewest Crew first, then fewest Navigation. */
export function listRecoveries(out: Action[], _state: GameState, p: PlayerState): void {
  const issued = p.orders.issued;
  for (let crew = 0; crew <= Math.min(issued.crew, MAX_ORDERS_RECOVERED); crew++) {
    for (let navigation = 0; navigation <= Math.min(issued.navigation, MAX_ORDERS_RECOVERED - crew); navigation++) {
      const artillery = MAX_ORDERS_RECOVERED - crew - navigation;
      if (artillery <= issued.artillery) out.push({ type: 'recoverOrders', seat: p.seat, crew, navigation, artillery });
    }
  }
}

export function listActRewards(out: Action[], _state: GameState, p: PlayerState): void {
  for (const order of ORDER_KINDS) out.push({ type: 'chooseActReward', seat: p.seat, order });
  out.push({ type: 'chooseActReward', seat: p.seat, order: 'fleeting' });
}

/** Every set of crew whose wages the player can pay together (the rest leave). */
export function listWagePayments(out: Action[], state: GameState, p: PlayerState): void {
  const n = p.crew.length;
  for (let mask = 0; mask < 1 << n; mask++) {
    const chosen = p.crew.filter((_, i) => (mask >> i) & 1);
    const total = chosen.reduce((sum, c) => sum + crewStats(state, c).wage, 0);
    if (total <= p.coin) out.push({ type: 'payWages', seat: p.seat, pay: chosen.map((c) => c.id) });
  }
}

export function listEnemyChoices(out: Action[], _state: GameState, p: PlayerState, d: Decision<'chooseEnemy'>): void {
  for (const enemy of d.enemies) out.push({ type: 'activateEnemy', seat: p.seat, enemy });
}

export function listOmenConversions(out: Action[], _state: GameState, p: PlayerState, d: Decision<'convertOmens'>): void {
  for (let attack = 0; attack <= d.attackOmens; attack++) {
    for (let evasion = 0; evasion <= d.evasionOmens; evasion++) {
      for (const pay of payments(p, attack + evasion)) out.push({ type: 'convertOmens', seat: p.seat, attack, evasion, pay });
    }
  }
}

export function listTraumaAssignments(out: Action[], _state: GameState, p: PlayerState, d: Decision<'assignTrauma'>): void {
  for (const allocation of traumaAllocations(d.amount, d.targets)) out.push({ type: 'assignTrauma', seat: p.seat, allocation });
}

export function listStormMoves(out: Action[], _state: GameState, p: PlayerState): void {
  for (const direction of FACINGS) out.push({ type: 'moveStorm', seat: p.seat, direction });
}

export function listDenizenAnswers(out: Action[], state: GameState, p: PlayerState, d: Decision<'denizen'>): void {
  pushAll(out, denizenActions(state, p, d.card));
}

export function listExpeditionSteps(out: Action[], state: GameState, p: PlayerState): void {
  pushAll(out, expeditionActions(state, p));
}

export function listCaptures(out: Action[], _state: GameState, p: PlayerState): void {
  out.push({ type: 'capture', seat: p.seat, take: true }, { type: 'capture', seat: p.seat, take: false });
}

export function listShipyardBuys(out: Action[], state: GameState, p: PlayerState): void {
  pushAll(out, shipyardActions(state, p));
}

export function listTrades(out: Action[], state: GameState, p: PlayerState): void {
  pushAll(out, marketActions(state, p));
}

/** Declining is always open; hiring only when the player can pay the recruit's wage. */
export function listHires(out: Action[], state: GameState, p: PlayerState, d: Decision<'hireCrew'>): void {
  const recruit = p.crew.find((c) => c.id === d.crew);
  const wage = recruit ? crewStats(state, recruit).wage : Infinity;
  out.push({ type: 'hireCrew', seat: p.seat, hire: false });
  if (wage <= p.coin) out.push({ type: 'hireCrew', seat: p.seat, hire: true });
}

export function listOptions(out: Action[], state: GameState, p: PlayerState): void {
  for (const option of affordableOptions(state)) out.push({ type: 'chooseOption', seat: p.seat, option });
}

export function listCrewChoices(out: Action[], _state: GameState, p: PlayerState, d: Decision<'chooseCrew'>): void {
  for (const crew of d.crew) out.push({ type: 'chooseCrew', seat: p.seat, crew });
}

export function listTreasuresKept(out: Action[], _state: GameState, p: PlayerState, d: Decision<'keepTreasure'>): void {
  for (const treasure of d.treasures) out.push({ type: 'keepTreasure', seat: p.seat, treasure });
}

export function listBoardingMoves(out: Action[], state: GameState, p: PlayerState): void {
  for (const m of boardingMoves(state, p)) out.push({ type: 'activateCrew', seat: p.seat, crew: m.crew, to: m.to });
}
