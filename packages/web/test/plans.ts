import { defaultContent } from '@everrain/content';
import {
  apply, createGame, hexKey, hexTypeAt, isEmptySlotHex, legalActions, neighbour, revealedHexes,
  type Action, type GameOptions, type GameState, type Hex,
} from '@everrain/engine';

/**
 * Node-side searches for short, deterministic routes into the situations the browser tests need.
 * The engine is deterministic for a seed and an action list, so a plan found here is replayed in the
 * browser by clicking, one by one, the buttons whose text the plan's actions describe. Every search
 * tries a bounded list of seeds with a fixed prefix; nothing in it depends on the clock.
 */

export const content = defaultContent();

/** What the browser game was set up with (read from its save), as engine options. */
export interface WebSetup {
  readonly players: number;
  readonly length: GameOptions['length'];
  readonly rules: GameOptions['rules'];
  readonly ships?: readonly string[];
}

export function gameOptions(setup: WebSetup): GameOptions {
  return { players: setup.players, length: setup.length, rules: setup.rules, content, ...(setup.ships ? { ships: setup.ships } : {}) };
}

export function startState(setup: WebSetup, seed: string): GameState {
  const created = createGame(gameOptions(setup), seed);
  if (!created.ok) throw new Error(`createGame(${seed}): ${created.error.message}`);
  return created.state;
}

export function step(state: GameState, action: Action): GameState {
  const result = apply(state, action);
  if (!result.ok) throw new Error(`apply ${JSON.stringify(action)}: ${result.error.message}`);
  return result.state;
}

const me = (s: GameState) => s.players[0]!;
const zoneWith = (s: GameState, symbol: 'crowsNest' | 'navigation') => s.catalog.shipBoard.zones.find((z) => z.symbols.includes(symbol))!.zone;

/** A Crew Order paid with a Fresh Crew Order, moving `crew` to an On Deck zone. */
function crewOrder(s: GameState, crew: string, zone: number): Action | undefined {
  return legalActions(s).find((a) => a.type === 'issueCrewOrder' && !a.fleeting && a.crew === crew && a.to.area === 'deck' && a.to.zone === zone);
}

function find(s: GameState, test: (a: Action) => boolean): Action | undefined {
  return legalActions(s).find(test);
}

/** Answers whatever decision is pending the simplest way: leave a Denizen be, else the first answer offered. */
function answerPending(s: GameState, actions: Action[]): GameState {
  for (let guard = 0; s.pending.length > 0 && !s.outcome && guard < 50; guard++) {
    const legal = legalActions(s);
    const a = legal.find((x) => x.type === 'answerDenizen' && !x.accept) ?? legal[0]!;
    actions.push(a);
    s = step(s, a);
  }
  return s;
}

/** Every seed of the prefix, and every way to place the ship there: the starts a plan searches. */
function* placements(setup: WebSetup, prefix: string, tries: number): Generator<{ seed: string; place: Action; placed: GameState }> {
  for (let i = 0; i < tries; i++) {
    const seed = `${prefix}-${i}`;
    const s0 = startState(setup, seed);
    for (const place of legalActions(s0).filter((a) => a.type === 'placeShip')) yield { seed, place, placed: step(s0, place) };
  }
}

export interface RevealPlan {
  readonly seed: string;
  /** Place the ship, a crew member to the Crow's Nest, another to a Navigation node, a Navigation Order (2 points). */
  readonly before: readonly Action[];
  /** The Calm Sea hex straight ahead, one point away. */
  readonly sailTo: Hex;
  /** The empty tile slot ahead of it, revealed with the second point. */
  readonly reveal: Hex;
}

/** A start where the ship can sail one hex ahead and then reveal the tile beyond, on its first turn. */
export function planReveal(setup: WebSetup, prefix = 'reveal', tries = 40): RevealPlan {
  for (const { seed, place, placed } of placements(setup, prefix, tries)) {
    let s = placed;
    const pos = me(s).position!;
    const sailTo = neighbour(pos.hex, pos.facing);
    const reveal = neighbour(sailTo, pos.facing);
    if (hexTypeAt(s, sailTo) !== 'calmSea' || !isEmptySlotHex(s, reveal)) continue;
    const [a, b] = me(s).crew;
    if (!a || !b) continue;
    const actions: Action[] = [place];
    for (const [crew, zone] of [[a.id, zoneWith(s, 'crowsNest')], [b.id, zoneWith(s, 'navigation')]] as const) {
      const order = crewOrder(s, crew, zone);
      if (!order) break;
      actions.push(order);
      s = step(s, order);
    }
    const nav = find(s, (x) => x.type === 'issueNavigationOrder' && !x.fleeting);
    if (actions.length !== 3 || !nav) continue;
    actions.push(nav);
    s = step(s, nav);
    if (s.turn?.navigationPoints !== 2) continue;
    const ahead = find(s, (x) => x.type === 'sail' && x.step === 'ahead');
    if (!ahead) continue;
    const there = step(s, ahead);
    if (hexKey(me(there).position!.hex) !== hexKey(sailTo) || there.pending.length > 0) continue;
    if (!find(there, (x) => x.type === 'sail' && x.step === 'reveal')) continue;
    return { seed, before: actions, sailTo, reveal };
  }
  throw new Error(`no seed ${prefix}-0..${tries - 1} lets the ship sail one hex and reveal a tile on its first turn`);
}

export interface PortPlan {
  readonly seed: string;
  /** Place the ship facing a Port next to it, and issue a Navigation Order. */
  readonly before: readonly Action[];
  readonly port: Hex;
  readonly portName: string;
}

/** A start next to a Port: one Navigation point sails the ship in. */
export function planPort(setup: WebSetup, prefix = 'port', tries = 60): PortPlan {
  for (const { seed, place, placed } of placements(setup, prefix, tries)) {
    let s = placed;
    const pos = me(s).position!;
    const port = neighbour(pos.hex, pos.facing);
    if (hexTypeAt(s, port) !== 'port') continue;
    const nav = find(s, (x) => x.type === 'issueNavigationOrder' && !x.fleeting);
    if (!nav) continue;
    s = step(s, nav);
    const ahead = find(s, (x) => x.type === 'sail' && x.step === 'ahead');
    if (!ahead) continue;
    const docked = answerPending(step(s, ahead), []);
    if (docked.outcome || !innRest(docked) || me(docked).coin < 10) continue;
    const name = revealedHexes(s).find((h) => hexKey(h.hex) === hexKey(port))?.name ?? '';
    return { seed, before: [place, nav], port, portName: name };
  }
  throw new Error(`no seed ${prefix}-0..${tries - 1} starts next to a Port`);
}

/** The Inn's Rest for the first crew member, when offered: a fixed 10 coin, no dice. */
export function innRest(s: GameState): Action | undefined {
  return find(s, (a) => a.type === 'engageService' && a.service === 'inn' && a.option === 'rest');
}

export interface FrayPlan {
  readonly seed: string;
  /** Place the ship, then end every turn (first answer to every decision) until an enemy is On Deck. */
  readonly before: readonly Action[];
  /** The Crew Order that moves a crew member into the enemy's zone: it starts a Fray. */
  readonly charge: Extract<Action, { type: 'issueCrewOrder' }>;
  readonly zone: number;
}

/** A game in which an enemy comes On Deck within a few turns, and a crew member can be ordered into its zone. */
export function planFray(setup: WebSetup, prefix = 'fray', tries = 40, maxActions = 12): FrayPlan {
  for (let i = 0; i < tries; i++) {
    const seed = `${prefix}-${i}`;
    let s = startState(setup, seed);
    const actions: Action[] = [];
    while (!s.outcome && actions.length <= maxActions) {
      const legal = legalActions(s);
      if (s.pending.length === 0) {
        const aboard = s.enemies.filter((e) => e.position.area === 'deck' && e.position.seat === 0);
        const charge = legal.find((a): a is Extract<Action, { type: 'issueCrewOrder' }> => a.type === 'issueCrewOrder' && !a.fleeting
          && a.to.area === 'deck' && aboard.some((e) => e.position.area === 'deck' && a.to.area === 'deck' && e.position.zone === a.to.zone));
        if (charge && charge.to.area === 'deck') {
          const after = apply(s, charge);
          if (after.ok && after.events.some((e) => e.kind === 'frayStarted')) return { seed, before: actions, charge, zone: charge.to.zone };
        }
      }
      const a = legal.find((x) => x.type === 'endTurn') ?? legal[0];
      if (!a) break;
      actions.push(a);
      s = step(s, a);
    }
  }
  throw new Error(`no seed ${prefix}-0..${tries - 1} brings an enemy On Deck within ${maxActions} actions`);
}

export interface SavePlan {
  readonly seed: string;
  /** Place the ship, a crew member to the Crow's Nest, end the turn, answer what follows, then a crew member to the Helm in round 2. */
  readonly actions: readonly Action[];
  readonly round: number;
}

/** A short game that reaches round 2 with crew On Deck, to save and load. */
export function planSave(setup: WebSetup, prefix = 'save', tries = 40): SavePlan {
  for (let i = 0; i < tries; i++) {
    const seed = `${prefix}-${i}`;
    let s = startState(setup, seed);
    const actions: Action[] = [];
    const place = legalActions(s)[0]!;
    actions.push(place);
    s = step(s, place);
    const [a, b] = me(s).crew;
    const nest = a && crewOrder(s, a.id, zoneWith(s, 'crowsNest'));
    if (!b || !nest) continue;
    actions.push(nest);
    s = step(s, nest);
    const end = find(s, (x) => x.type === 'endTurn')!;
    actions.push(end);
    s = answerPending(step(s, end), actions);
    if (s.outcome || s.round !== 2 || s.turn?.seat !== 0 || s.enemies.some((e) => e.position.area === 'deck')) continue;
    const helm = crewOrder(s, b.id, zoneWith(s, 'navigation'));
    if (!helm) continue;
    actions.push(helm);
    s = step(s, helm);
    if (s.pending.length > 0) continue;
    return { seed, actions, round: s.round };
  }
  throw new Error(`no seed ${prefix}-0..${tries - 1} reaches round 2 quietly`);
}
