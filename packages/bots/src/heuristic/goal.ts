import { sameItems, crewStats, elderOneAdvanceForLead, gameActs, hexDistance, hexKey, isExplored, nodesWith, priceAt, trackRoom, voyageFrom, type GameView, type Hex, type Seat, type TreasureDefinition, type Voyage } from '@everrain/engine';
import type { Context } from './context';
import type { MapHex } from './facts';

// Where the heuristic's ship means to go: the goal chosen from every Port, Island, wreck, Altar and empty slot
// worth going to (each worth something less the turns it takes), kept through the turn while what it was chosen
// on stands; and the facts about the crew that both the goal and the judges read.

/** Fit crew's Attack dice enough to fight what an Altar draws out (the goal chooser and the visit agree). */
export const ALTAR_DICE = 5;

/** Where the ship means to go this turn, and why. */
export interface Goal {
  readonly hex: Hex;
  /** Reveal the empty slot at `hex` (stand facing it) rather than sail onto it. */
  readonly reveal: boolean;
  readonly why: string;
  readonly value: number;
  /** Navigation points still needed; the first step of a cheapest route (null: there already). */
  readonly cost: number;
  readonly step: 'ahead' | 'turnStarboard' | 'turnPort' | null;
}

/**
 * A hook for the search bot (search/plans.ts): shown the candidate goals, best first, it may pick another
 * (undefined: the best, as always). Without it the heuristic plays exactly as it always has.
 */
export type GoalPreference = (goals: readonly Goal[]) => Goal | undefined;

/**
 * The goals a bot chose this turn, by seat: a goal is chosen once a turn and kept while what it was chosen on
 * stands (the tiles revealed, the coin, Clues, Hold and Passengers, the crew, the Orders in hand), the ship
 * sailing on toward it; only the route's next step is looked up again from each new pose. Choosing weighed
 * every Port, Island, wreck and slot at each of a turn's twenty-odd decisions, most of a decision's time.
 */
export type TurnGoals = Map<Seat, { readonly stamp: GoalStamp; readonly goal: Goal | null }>;

/** A lookout in the Crow's Nest, or one who can be sent there. */
function hasLookout(c: Pick<Context, 'v' | 'me'>): boolean {
  const nests = nodesWith(c.v, 'crowsNest');
  return c.me.crew.some((x) => x.position.area === 'deck' && nests.includes(x.position.zone))
    || (c.me.orders.fresh.crew + c.me.orders.fleeting > 0 && c.me.crew.some((x) => trackRoom(c.v, x) >= 3));
}

/**
 * What a goal was chosen on (what chooseGoal reads of the crew: how many, their Strain and Trauma, a lookout),
 * less the pose and the points (the voyage's own progress). Numbers and lists compared one by one
 * (`sameStamp`), not a key string made at every decision.
 */
interface GoalStamp {
  readonly counts: readonly number[];
  readonly hold: readonly string[];
  readonly passengers: readonly string[];
}

function goalStamp(c: Omit<Context, 'goal'>): GoalStamp {
  const me = c.me;
  let strained = 0;
  let wounded = 0;
  for (const x of me.crew) {
    if (x.strain >= 2) strained += 1;
    wounded += x.trauma;
  }
  let placed = 0;
  for (const t of c.v.map.placed) if (t !== null) placed += 1;
  const departed = c.v.turn?.portsDeparted.length ?? 0;
  return {
    counts: [c.v.round, placed, me.coin, me.clues, me.crew.length, strained, wounded, hasLookout(c) ? 1 : 0, departed, me.destroyedNodes.length, c.v.tokens.explored.length, c.enemyShips.length],
    hold: me.hold,
    passengers: me.passengers,
  };
}

function sameStamp(a: GoalStamp, b: GoalStamp): boolean {
  return sameItems(a.counts, b.counts) && sameItems(a.hold, b.hold) && sameItems(a.passengers, b.passengers);
}

/** The goal kept from earlier in the turn, its route's cost and first step looked up from where the ship is now. */
export function keptGoal(c: Omit<Context, 'goal'>, turnGoals: TurnGoals, prefer?: GoalPreference): Goal | null {
  const stamp = goalStamp(c);
  const kept = turnGoals.get(c.seat);
  const pose = c.me.position;
  const goal = kept?.goal;
  // Hexes compared by their coordinates: a key string made for each was a good part of a kept goal's cost.
  if (goal && pose && sameStamp(kept.stamp, stamp) && !c.taken(pose.hex) && (pose.hex.q !== goal.hex.q || pose.hex.r !== goal.hex.r)) {
    const voyage = voyageFrom(c.v, c.me);
    const route = goal.reveal ? voyage?.toFace(goal.hex) : voyage?.toHex(goal.hex);
    if (route && (goal.reveal || !c.taken(goal.hex))) return { hex: goal.hex, reveal: goal.reveal, why: goal.why, value: goal.value, cost: route.cost, step: route.step };
  }
  const chosen = chooseGoal(c, prefer);
  turnGoals.set(c.seat, { stamp, goal: chosen });
  return chosen;
}

/**
 * How many Discovery steps the University may take now. At the end of an Act the trailing token moves up
 * to the leader's space (D19): when the enemy gets there first the Player token is carried up for free and
 * the Elder One token moves down by the same gap (or not at all, where the game forgives a short lead: D170),
 * so a gap of one costs at most one space on each side; when the players get there first the Enemy token is
 * carried up by its whole gap instead. So the players hold their Clues one space short of an Act's end until
 * the enemy reaches it, then turn them all in; toward the end of the track (the last boundary) every step counts.
 */
export function usefulSteps(v: GameView): number {
  const t = v.tracks;
  const next = gameActs(v).boundaries.find((b) => b > t.playerDiscovery && !t.boundariesReached.includes(b));
  if (next === undefined || t.enemyDiscovery >= next) return Infinity;
  // Never let the Elder One token come down onto the Enemy token: keep the gap the enemy would close.
  if (t.elderOne - elderOneAdvanceForLead(v, next - t.playerDiscovery) <= next) return Infinity;
  return Math.max(0, next - 1 - t.playerDiscovery);
}

/** The candidate destinations, each worth something less the turns it takes to get there. */
export function chooseGoal(c: Omit<Context, 'goal'>, prefer?: GoalPreference): Goal | null {
  const me = c.me;
  const pose = me.position;
  if (!pose) return null;
  const r = voyageFrom(c.v, me)!;
  const wanted: Wanted[] = [];
  let strained = 0;
  let wounded = 0;
  for (const x of me.crew) {
    if (x.strain >= 2) strained += 1;
    wounded += x.trauma;
  }
  const reserve = c.reserve;
  const spare = Math.max(0, me.coin - reserve);
  // What a Port visit is worth in Clues, every turn the ship spends there: each crew member listens at the
  // Inn (a Port Skill Test) or buys what the regulars know (10 coin: 2 Clues).
  const buyers = Math.min(me.crew.length, Math.floor(spare / 10));
  const skills = me.crew.map((x) => crewStats(c.v, x).portSkill);
  // The crew by Port skill, the most first (a stable insertion sort: a crew is a handful); those past the buyers listen.
  const bySkill: number[] = [];
  for (let i = 0; i < skills.length; i++) {
    let at = bySkill.length;
    while (at > 0 && skills[bySkill[at - 1]!]! < skills[i]!) at -= 1;
    bySkill.splice(at, 0, i);
  }
  let heard = 0;
  for (let k = buyers; k < bySkill.length; k++) heard += (skills[bySkill[k]!]! + 1) / 10;
  const inn = buyers * 2 + heard;
  // What every Port's worth reads, read once: the University's steps, where the Passengers go, the Treasures to sell.
  const steps = Math.min(usefulSteps(c.v), c.clueSteps);
  const destinations = me.passengers.map((p) => c.v.catalog.denizens.find((d) => d.id === p)?.passenger?.destination);
  const forSale = me.hold.map((t) => c.v.catalog.treasures.find((d) => d.id === t)).filter((def) => def !== undefined && def.clues === 0);
  const worth = new PortWorth(c, { inn, steps, destinations, forSale, strained, wounded, spare, reserve });
  for (const port of c.ports) {
    if (c.here?.key === port.key && c.v.turn?.portsDeparted.includes(port.key)) continue;
    want(wanted, port.hex, false, worth.of(port, null), 'port', port);
  }
  // Short of the coin the next end of Act's wages will ask: unpaid crew leave, and a crewless ship sinks.
  const broke = Math.max(0, reserve + 10 - me.coin) / 5;
  if (c.elderOne !== 'agendaWraps') {
    // A lookout in the Crow's Nest, or one who can be sent there.
    const canReveal = c.revealOpen && hasLookout(c) && nodesWith(c.v, 'crowsNest').some((z) => !me.destroyedNodes.includes(z));
    if (canReveal) {
      for (const hex of c.emptySlotList) want(wanted, hex, true, 4 + broke * 0.3, 'reveal');
    }
    const altarDice = fitDice(c);
    for (const h of c.sites) {
      // Only the places not explored yet.
      if (isExplored(c.v, h.hex)) continue;
      if (h.type === 'shipwreck') want(wanted, h.hex, false, 3 + broke, 'wreck', h);
      if (h.type === 'altar' && altarDice >= ALTAR_DICE) want(wanted, h.hex, false, 2.5 + broke * 0.3, 'altar', h);
      if (h.type === 'island' && me.crew.length >= 2) want(wanted, h.hex, false, 2.5 + broke * 0.6, 'island', h);
    }
    for (const w of c.v.tokens.shipwrecks) {
      if (w.clues + w.treasures.length > 0) want(wanted, w.hex, false, 2 + 1.5 * w.clues + w.treasures.length, 'sunkenShip', null, w.clues);
    }
  }
  if (c.elderOne === 'destructionTokens' || c.elderOne === 'discoveryWhileWounded' || c.elderOne === 'discoveryWhileHurt') {
    const eo = c.v.elderOne.hex;
    // Wound it while that is the only way to win; once the track wins (it bears what its card asks), race.
    const mustWound = !c.raceOpen;
    if (eo && hasArtillery(c)) {
      for (const h of c.hexList) {
        const d = hexDistance(h.hex, eo);
        if (d >= 1 && d <= 2 && h.type !== 'port') want(wanted, h.hex, false, (mustWound ? 22 : 12) - d, 'elderOne');
      }
    }
  }
  const perTurn = Math.max(2, Math.min(c.navOrders, 2) * c.perOrder + c.points);
  const candidates = prefer ? routedAll(c, r, perTurn, wanted, worth) : routedBest(c, r, perTurn, wanted, worth);
  // Passing through another ship's hex, the ship must sail on: to the nearest hex it can end its move in.
  if (c.taken(pose.hex)) {
    let out: Goal | null = null;
    for (const h of c.hexList) {
      if (c.taken(h.hex) || h.key === hexKey(pose.hex)) continue;
      const route = r.toHex(h.hex);
      if (route && route.cost <= Math.max(c.points, 1) && (!out || route.cost < out.cost)) out = { hex: h.hex, reveal: false, why: 'a free hex: no ship may end its move in another\'s', value: 99, cost: route.cost, step: route.step };
    }
    if (out) return out;
  }
  return (prefer ? prefer(candidates) : undefined) ?? candidates[0] ?? null;
}

function want(wanted: Wanted[], hex: Hex, reveal: boolean, value: number, kind: WantedKind, place: MapHex | null = null, clues = 0): void {
  if (value > 0) wanted.push({ hex, reveal, value, kind, place, clues });
}

/** Why a destination is wanted, in words: put together only for the destination chosen (most are passed over unrouted). */
function whyOf(w: Wanted, worth: PortWorth): string {
  const name = w.place?.name;
  switch (w.kind) {
    case 'port': {
      const whys: string[] = [];
      worth.of(w.place!, whys);
      return `${name ?? 'a Port'}: ${whys.join(', ')}`;
    }
    case 'reveal': return 'reveals a new tile: Clues for the finding';
    case 'wreck': return `plunders the wreck${name ? ` ${name}` : ''}`;
    case 'altar': return `draws out the lurkers of the Altar${name ? ` ${name}` : ''}: Loot`;
    case 'island': return `sends an expedition to ${name ?? 'the Island'}`;
    case 'sunkenShip': return `loots a sunken ship: ${w.clues} Clues`;
    case 'elderOne': return 'closes on the Elder One to wound it';
  }
}

/** What every Port's worth reads, worked out once per choice of goal. */
interface PortReads {
  readonly inn: number;
  readonly steps: number;
  readonly destinations: readonly (string | undefined)[];
  readonly forSale: readonly (TreasureDefinition | undefined)[];
  readonly strained: number;
  readonly wounded: number;
  readonly spare: number;
  readonly reserve: number;
}

/** A Port's worth to the goal chooser (a class, not a closure: tsx names every closure it makes, at a cost). */
class PortWorth {
  constructor(private readonly c: Omit<Context, 'goal'>, private readonly r: PortReads) {}

  /** A Port's worth; with `whys`, also why, in words (asked only of the Port chosen: the words cost more than the sum). */
  of(port: MapHex, whys: string[] | null): number {
    const c = this.c;
    const me = c.me;
    const { inn, steps, destinations, forSale, strained, wounded, spare, reserve } = this.r;
    let value = 1.5 * inn;
    whys?.push(`${inn.toFixed(1)} Clues to gather at the Inn`);
    if (c.elderOne === 'agendaWraps') { value += 40; whys?.unshift('shelter from Mother of Tides'); }
    const eo = c.v.elderOne.hex;
    if (c.elderOne === 'destructionTokens' && eo && !c.v.elderOne.portsReached.some((h) => hexKey(h) === port.key)) {
      value += Math.max(0, 14 - 2 * hexDistance(eo, port.hex));
      whys?.unshift('guards the Port the Drowned Choir makes for');
    }
    if (steps > 0) { value += 6 * steps; whys?.unshift(`${c.clueWorth} Clues for the University`); }
    if (me.destroyedNodes.length >= 4 && me.coin >= 20) { value += me.destroyedNodes.length; whys?.push('repairs'); }
    if (strained > 0 && spare >= 10) { value += 1.5 * strained; whys?.push('rest for a weary crew'); }
    if (wounded >= 2 && spare >= 10) { value += wounded; whys?.push('the Apothecary'); }
    if (me.crew.length < 3 && spare >= 10 + reserve) { value += 3; whys?.push('hands to hire'); }
    let delivering = 0;
    for (const d of destinations) if (d === port.name) delivering += 1;
    if (delivering > 0) { value += 6 * delivering; whys?.unshift(`${delivering} Passenger${delivering > 1 ? 's' : ''} to deliver`); }
    let sale = 0;
    for (const def of forSale) sale += priceAt(def!, port.name ?? '');
    if (sale > 0) { value += sale / 5; whys?.push(`${sale} coin of Treasures to sell`); }
    return value;
  }
}

type WantedKind = 'port' | 'reveal' | 'wreck' | 'altar' | 'island' | 'sunkenShip' | 'elderOne';

/**
 * A destination worth going to, before its route is looked up: `value` is the most it can be worth. Why, as
 * data (`whyOf` puts it into words): a closure made for each was a good part of a choice's garbage.
 */
interface Wanted {
  readonly hex: Hex;
  readonly reveal: boolean;
  readonly value: number;
  readonly kind: WantedKind;
  /** The Port, wreck, Altar or Island (null for the others). */
  readonly place: MapHex | null;
  /** A sunken ship's Clues. */
  readonly clues: number;
}

/**
 * The goal a destination makes: its worth less the turns it takes to get there (undefined: no way there, or no
 * ending a move there, or, given `within`, none within that many points).
 */
function routed(c: Omit<Context, 'goal'>, r: Voyage, perTurn: number, w: Wanted, worth: PortWorth, within?: number): Goal | undefined {
  const route = routeTo(c, r, perTurn, w, within);
  return route && { hex: w.hex, reveal: w.reveal, why: whyOf(w, worth), value: route.value, cost: route.cost, step: route.step };
}

/** A destination's route and its worth at the end of it, as `routed` gives them (the words left out). */
function routeTo(c: Omit<Context, 'goal'>, r: Voyage, perTurn: number, w: Wanted, within?: number): Pick<Goal, 'value' | 'cost' | 'step'> | undefined {
  if (!w.reveal && c.taken(w.hex)) return undefined;
  const route = w.reveal ? r.toFace(w.hex, within) : r.toHex(w.hex, within);
  if (!route) return undefined;
  let value = w.value;
  // An enemy ship fires on a ship in its Engagement Range at the Enemy Phase (never into a Port).
  let inRange = false;
  for (const e of c.enemyShips) if (hexDistance(e.hex, w.hex) <= e.engagementRange) { inRange = true; break; }
  const threatened = inRange && c.hexAt(w.hex)?.type !== 'port';
  if (threatened && !hasArtillery(c)) value -= 3;
  else if (threatened) value -= 1.5;
  return { value: worthAfter(c, perTurn, value, route.cost), cost: route.cost, step: route.step };
}

/** The turns a route of `cost` points takes, the points in hand spent first. */
function turnsFor(c: Omit<Context, 'goal'>, perTurn: number, cost: number): number {
  return cost <= c.points ? 0 : Math.ceil((cost - c.points) / perTurn);
}

/**
 * The dearest route (in points) on which a destination worth `value` could still be worth `best` (no less),
 * rounded up a point to stay clear of any rounding: a dearer one only takes more away.
 */
function dearestWorthRouting(c: Omit<Context, 'goal'>, perTurn: number, value: number, best: number): number {
  let low = 0;
  let high = Math.ceil((value - best) / 0.05) + 1;
  if (worthAfter(c, perTurn, value, 0) < best) return -1;
  // The worth falls as the cost rises: the last cost still worth `best`, by halves.
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (worthAfter(c, perTurn, value, mid) >= best) low = mid;
    else high = mid - 1;
  }
  return low + 1;
}

/** What a destination worth `value` is worth at the end of a route of `cost` points (no threat counted). */
function worthAfter(c: Omit<Context, 'goal'>, perTurn: number, value: number, cost: number): number {
  return value - 1.5 * turnsFor(c, perTurn, cost) - cost * 0.05;
}

/** Every goal, best first (worth, then the cheaper route, then the order considered), for a preference to choose among. */
function routedAll(c: Omit<Context, 'goal'>, r: Voyage, perTurn: number, wanted: readonly Wanted[], worth: PortWorth): Goal[] {
  const goals: Goal[] = [];
  for (const w of wanted) {
    const goal = routed(c, r, perTurn, w, worth);
    if (goal) goals.push(goal);
  }
  return goals.sort((a, b) => b.value - a.value || a.cost - b.cost);
}

/**
 * Only the best goal, as `routedAll` would put it first: destinations looked at from the most they could be
 * worth down, stopping at the first that could be worth no more than the best goal found, so the far and the
 * little-wanted are never routed and the voyage's search stops short of them. The most a destination could be
 * worth is its worth at the end of the cheapest route it could have: one point a hex (every step ahead costs a
 * point or more), turns free. Best means the most worth, then the cheaper route, then the earlier considered:
 * the order looked at changes which are routed, never which is best.
 */
function routedBest(c: Omit<Context, 'goal'>, r: Voyage, perTurn: number, wanted: readonly Wanted[], worth: PortWorth): Goal[] {
  const from = c.me.position!.hex;
  const most: number[] = [];
  for (const w of wanted) most.push(worthAfter(c, perTurn, w.value, hexDistance(from, w.hex)));
  let best: Pick<Goal, 'value' | 'cost' | 'step'> | undefined;
  let bestAt = -1;
  // The most worth first, the earlier first among equals, picked one at a time: most choices route only the
  // first few, so sorting them all cost more than picking each.
  for (;;) {
    let i = -1;
    for (let k = 0; k < most.length; k++) if (most[k]! > (i < 0 ? -Infinity : most[i]!)) i = k;
    if (i < 0) break;
    const could = most[i]!;
    most[i] = -Infinity;
    if (best && could < best.value) break;
    const w = wanted[i]!;
    // Only as far as the route could be and the destination still be worth the best found: the search need go no further.
    const goal = routeTo(c, r, perTurn, w, best ? dearestWorthRouting(c, perTurn, w.value, best.value) : undefined);
    if (goal && (!best || goal.value > best.value || (goal.value === best.value && (goal.cost < best.cost || (goal.cost === best.cost && i < bestAt))))) {
      best = goal;
      bestAt = i;
    }
  }
  // Put into words only once chosen: most destinations routed are passed over.
  const w = wanted[bestAt];
  return best && w ? [{ hex: w.hex, reveal: w.reveal, why: whyOf(w, worth), value: best.value, cost: best.cost, step: best.step }] : [];
}

/** The Attack dice of the crew fit to fight (room for 3 more on their track). */
export function fitDice(c: Pick<Context, 'v' | 'me'>): number {
  return c.me.crew.filter((x) => trackRoom(c.v, x) >= 3).reduce((s, x) => s + crewStats(c.v, x).attackDice, 0);
}

export function hasArtillery(c: Pick<Context, 'me'>): boolean {
  return Object.keys(c.me.artillery).length > 0;
}
