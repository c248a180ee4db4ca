import { crewStats, type ActionOf, installedImprovements, isNodeDisrupted, nodesWith, remainingHealth, trackRoom, turn, type CrewMember, type CrewPosition, type Facing } from '@everrain/engine';
import { TYPE_NAME } from '@everrain/text';
import type { Context, Judges, Scored } from './context';
import { ALTAR_DICE, fitDice } from './goal';

/**
 * What a decision's crew orders all read, looked up once for the decision (there are dozens of orders, a few
 * crew and zones): which zones are manned, each crew member's name, room and stats, each zone's card and
 * whether enemies disrupt it.
 */
interface CrewBoard {
  /** Whether each zone is manned On Deck, by zone number. */
  readonly manned: readonly boolean[];
  /** What each zone is (ZONE_* flags), by zone number: read for every Order, where asking lists was a search each. */
  readonly zoneFlags: readonly number[];
  readonly navigation: readonly number[];
  /** Navigation nodes manned. */
  readonly navManned: number;
  readonly crew: Map<string, CrewFacts>;
  /** The crew member judged last: a decision's Crew Orders come crew member by crew member. */
  lastCrew: CrewFacts | undefined;
  /** Whether enemies disrupt each zone, by zone number (worked out on first read). */
  readonly disrupted: (boolean | undefined)[];
  readonly zones: ReadonlyMap<number, Context['v']['catalog']['shipBoard']['zones'][number]>;
  /**
   * The last place judged for a crew member, and its worth: the same Order paid Fresh and Fleeting comes up
   * twice in a row, its place worth the same (three fields, not a record made per Order).
   */
  lastFor: CrewFacts | null;
  lastTo: CrewPosition | null;
  lastGain: Scored;
  /** What the decision's Crew Orders all read (worked out at the first one not into a Fray). */
  costs: OrderCosts | null;
}

interface CrewFacts {
  readonly crew: CrewMember;
  readonly name: string;
  readonly room: number;
  readonly seaStrain: number;
  /** What the crew member's place is worth now (worked out on first read). */
  now: number | null;
}

const ZONE_DESTROYED = 1;
const ZONE_CROWS_NEST = 2;
const ZONE_NAVIGATION = 4;

function crewBoard(c: Context): CrewBoard {
  const manned: boolean[] = [];
  for (const x of c.me.crew) if (x.position.area === 'deck') manned[x.position.zone] = true;
  const navigation = nodesWith(c.v, 'navigation');
  const zoneFlags: number[] = [];
  for (const z of c.me.destroyedNodes) zoneFlags[z] = (zoneFlags[z] ?? 0) | ZONE_DESTROYED;
  for (const z of nodesWith(c.v, 'crowsNest')) zoneFlags[z] = (zoneFlags[z] ?? 0) | ZONE_CROWS_NEST;
  for (const z of navigation) zoneFlags[z] = (zoneFlags[z] ?? 0) | ZONE_NAVIGATION;
  const crew = new Map<string, CrewFacts>();
  for (const x of c.me.crew) {
    if (crew.has(x.id)) continue;
    const name = c.v.catalog.crew.find((d) => d.id === x.token)?.name ?? 'a crew member';
    crew.set(x.id, { crew: x, name, room: trackRoom(c.v, x), seaStrain: crewStats(c.v, x).seaStrain, now: null });
  }
  return { manned, zoneFlags, navigation, navManned: navigation.filter((z) => manned[z] === true).length, crew, lastCrew: undefined, disrupted: [], zones: zonesOf(c.v.catalog.shipBoard), lastFor: null, lastTo: null, lastGain: quiet(0), costs: null };
}

type ShipBoard = Context['v']['catalog']['shipBoard'];

/** The ship board's zones by number, indexed once per board (they were indexed at every decision). */
const zoneIndexes = new WeakMap<ShipBoard, ReadonlyMap<number, ShipBoard['zones'][number]>>();

function zonesOf(board: ShipBoard): ReadonlyMap<number, ShipBoard['zones'][number]> {
  let zones = zoneIndexes.get(board);
  if (zones === undefined) {
    const made = new Map<number, ShipBoard['zones'][number]>();
    for (const z of board.zones) if (!made.has(z.zone)) made.set(z.zone, z);
    zoneIndexes.set(board, (zones = made));
  }
  return zones;
}

function disrupted(c: Context, b: CrewBoard, zone: number): boolean {
  let known = b.disrupted[zone];
  if (known === undefined) b.disrupted[zone] = known = isNodeDisrupted(c.v, c.me, zone);
  return known;
}

/** A score without a reason, one record per score (a decision judges dozens of crew orders, most of them so). */
const quietScores = new Map<number, Scored>();

function quiet(score: number): Scored {
  let scored = quietScores.get(score);
  // Not frozen (the type is readonly): a frozen record has a map of its own, and the chooser reads every score.
  if (scored === undefined) quietScores.set(score, (scored = { score, reason: '' }));
  return scored;
}

/** Whether another crew member mans `zone`: one of `manned`, but the zone `vacated` by the one judged. */
function isManned(manned: readonly boolean[], vacated: number, zone: number): boolean {
  return zone !== vacated && manned[zone] === true;
}

/** What a position is worth to this crew member now, and why (`manned`: the zones manned by the others, but `vacated`). */
function worth(c: Context, b: CrewBoard, x: CrewFacts, to: CrewPosition, manned: readonly boolean[], navManned: number, vacated = -1): Scored {
  const crew = x.crew;
  const r = x.room;
  const k = b.costs!;
  if (to.area === 'deck') {
    if (disrupted(c, b, to.zone)) return quiet(-10);
    const flags = b.zoneFlags[to.zone] ?? 0;
    if ((flags & ZONE_DESTROYED) !== 0) return quiet(-1);
    const strainRisk = r <= x.seaStrain ? -12 : r <= 2 ? -2 : 0;
    if ((flags & ZONE_CROWS_NEST) !== 0 && k.lookoutWanted && !isManned(manned, vacated, to.zone)) return { score: 9 + strainRisk, reason: 'to the Crow\'s Nest, to reveal new waters' };
    const zone = b.zones.get(to.zone);
    const gun = zone?.artillerySlot ? c.me.artillery[zone.artillerySlot] : undefined;
    if (c.battle && gun && !isManned(manned, vacated, to.zone) && r >= 2) return { score: 8.5 + strainRisk, reason: `to the ${zone?.name ?? 'Battery'}, to man the guns` };
    if ((flags & ZONE_NAVIGATION) !== 0 && k.navigatorWanted && !isManned(manned, vacated, to.zone) && navManned < 1 && r >= 3) return { score: 9.5 + strainRisk, reason: 'to a Navigation node: more way per Order' };
    return quiet(-1 + strainRisk);
  }
  if (to.space) {
    const imp = installedImprovements(c.v, c.me)[to.slot] ?? null;
    if (!imp || crew.fatigued) return quiet(0);
    let score = 0;
    for (const e of imp.crewEffects) {
      if (e.kind === 'recover' && e.gem === 'strain') score += Math.min(crew.strain, e.amount === 'all' ? crew.strain : e.amount) * 1.2;
      if (e.kind === 'recover' && e.gem === 'trauma') score += Math.min(crew.trauma, e.amount === 'all' ? crew.trauma : e.amount) * 1.2;
      if (e.kind === 'clues') score += 2.5 * e.amount;
      if (e.kind === 'strain') score -= r <= 2 ? 5 : 0.5;
      if (e.kind === 'test') score += 1;
      if (e.kind === 'order') score += 1.2;
    }
    return { score, reason: `Below Deck to the ${imp.name}` };
  }
  return { score: 0.2, reason: 'Below Deck, out of the rain' };
}

/** What the crew member's own place is worth, judged as if the others held the rest of the deck. */
function currentWorth(c: Context, b: CrewBoard, x: CrewFacts): number {
  const at = x.crew.position;
  if (at.area === 'deck') {
    // The others' zones: the manned ones but this one (counted, not copied into a set of their own).
    let navManned = 0;
    for (const z of b.navigation) if (z !== at.zone && b.manned[z] === true) navManned += 1;
    return worth(c, b, x, at, b.manned, navManned, at.zone).score;
  }
  return 0.2;
}

/** Crew Orders: man the Crow's Nest and Navigation nodes for the voyage, send the weary below, fight On Deck. */
export const crewJudges = { issueCrewOrder: (a, c) => {
  const b = c.remember('crewBoard', crewBoard);
  const x = b.lastCrew?.crew.id === a.crew ? b.lastCrew : (b.lastCrew = b.crew.get(a.crew));
  if (!x) return { score: 0, reason: a.type };
  const crew = x.crew;
  const fleetingCost = a.fleeting ? 1.5 : 0;
  const name = x.name;
  // A Fray: crew ordered into (or kept in) a zone with enemies.
  if (a.to.area === 'deck' && disrupted(c, b, a.to.zone)) {
    const foes = c.v.enemies.filter((e) => e.position.area === 'deck' && e.position.seat === c.seat && e.position.zone === (a.to as { zone: number }).zone);
    const health = foes.reduce((s, e) => s + remainingHealth(c.v, e), 0);
    const dice = c.me.crew.filter((m) => m.position.area === 'deck' && m.position.zone === (a.to as { zone: number }).zone).reduce((s, m) => s + crewStats(c.v, m).attackDice, 0) + crewStats(c.v, crew).attackDice;
    const r = x.room;
    const odds = dice * 0.5 - health * 0.5 + (r >= 3 ? 1 : -3);
    return { score: 3 + odds - fleetingCost, reason: `orders ${name} into the Fray: ${dice} Attack dice against ${health} health` };
  }
  const k = (b.costs ??= orderCosts(c));
  if (k.goalless && a.to.area === 'deck') return quiet(-3);
  let gain: Scored;
  if (b.lastFor === x && b.lastTo === a.to) gain = b.lastGain;
  else {
    b.lastFor = x;
    b.lastTo = a.to;
    b.lastGain = gain = worth(c, b, x, a.to, b.manned, b.navManned);
  }
  const now = (x.now ??= currentWorth(c, b, x));
  let rescue = 0;
  if (k.strainAtEnd && crew.position.area === 'deck' && a.to.area === 'below') rescue = x.room <= x.seaStrain + 1 ? 6 : 0;
  const score = gain.score - now + rescue - 1 - fleetingCost - k.wasted;
  return new CrewOrderScore(score, name, rescue > 0 ? 'Below Deck before the Strain slays them' : gain.reason);
} } satisfies Judges;

/** What every Crew Order of a decision reads of its context (asked once its goal is: the first Order not into a Fray). */
interface OrderCosts {
  readonly goalless: boolean;
  /** Whether the turn may end with the crew On Deck at sea, where Strain could slay the worn out. */
  readonly strainAtEnd: boolean;
  /** Points in hand are lost when another kind of action is taken: crew move before the Navigation Order. */
  readonly wasted: number;
  /** The goal is a tile to reveal, and one may be: a lookout in the Crow's Nest is wanted. */
  readonly lookoutWanted: boolean;
  /** The goal is two points or more off with none in hand and Navigation Orders to issue: a navigator is wanted. */
  readonly navigatorWanted: boolean;
}

function orderCosts(c: Context): OrderCosts {
  const g = c.goal;
  const atSeaEnd = c.points === 0 && (g === null || g.cost > c.points + c.navOrders * c.perOrder);
  const sailing = g !== null && g.cost > c.points && c.points === 0;
  return {
    goalless: g === null,
    strainAtEnd: !c.inPort && (atSeaEnd || c.navOrders === 0),
    wasted: c.points > 0 ? 4 : 0,
    lookoutWanted: g !== null && g.reveal && c.revealOpen,
    navigatorWanted: sailing && c.navOrders > 0 && g.cost >= 2,
  };
}

/** A crew order's score, its reason put into words only when read (the one chosen of a decision's dozens). */
class CrewOrderScore implements Scored {
  constructor(readonly score: number, private readonly name: string, private readonly why: string) {}

  get reason(): string {
    return `orders ${this.name} ${this.why}`;
  }
}

/** Sailing toward the goal: Navigation Orders when the points fall short, then each step of the route. */
/** In a Port the ship turns by choosing a facing (D114): the one the route's first step, a turn, gives. */
function portFacing(c: Context): Facing | undefined {
  const facing = c.me.position?.facing;
  const step = c.goal?.step;
  if (facing === undefined) return undefined;
  return step === 'turnStarboard' ? turn(facing, 1) : step === 'turnPort' ? turn(facing, -1) : undefined;
}

/** Whether the goal wants more way than the points in hand give: its next step (or the reveal it is for) is not legal now. */
function needsWay(c: Context): boolean {
  const g = c.goal;
  if (g === null) return false;
  if (g.step === null) return g.reveal && !c.legal.some((x) => x.type === 'sail' && x.step === 'reveal');
  const wanted = portFacing(c);
  return !c.legal.some((x) => (x.type === 'sail' && x.step === g.step) || (x.type === 'face' && x.facing === wanted));
}

export const sailingJudges = {
  sail: (a, c) => {
    const g = c.goal;
    if (a.step === 'reveal') return { score: 9, reason: 'reveals the tile ahead: Clues for the finding' };
    if (!g) return { score: -2, reason: 'no reason to sail' };
    if (g.step === a.step) return { score: 8, reason: `sails for ${g.why}` };
    return { score: -2, reason: 'off the course' };
  },
  face: (a, c) => (a.facing === portFacing(c) && c.goal ? { score: 8, reason: `turns for ${c.goal.why}` } : { score: -2, reason: 'no reason to turn' }),
  issueNavigationOrder: (a, c) => {
    const g = c.goal;
    if (!g || !c.remember('needsWay', needsWay)) return { score: -2, reason: 'no voyage that needs it' };
    if (c.points > 0) return { score: 6.5 - (a.fleeting ? 2 : 0), reason: `more way for ${g.why}` };
    return { score: 5 + Math.min(3, g.value / 4) - (a.fleeting ? 2 : 0), reason: `issues a Navigation Order: sails for ${g.why}` };
  },
} satisfies Judges;


/**
 * An Exhaustive Expedition's steps: move a crew member with room for the Strain onto a node whose token still
 * lies face down and reveal it; end when nobody fit can reach one (moves to revealed nodes cost nothing and
 * gain nothing, so they are never made: no walking round in circles).
 */
function expeditionStep(a: ActionOf<'expeditionStep'>, c: Context): Scored {
  const entry = c.v.queue.find((e) => e.kind === 'expedition');
  const x = entry?.kind === 'expedition' ? entry.expedition : undefined;
  const room = (id: string | null | undefined) => {
    const crew = c.me.crew.find((m) => m.id === id);
    return crew ? trackRoom(c.v, crew) : 0;
  };
  if (a.crew === null) {
    if (a.reveal) return room(x?.revealing?.crew) >= 3 ? { score: 2, reason: 'reveals the token: 1 Strain' } : { score: -1, reason: 'too worn to reveal the token' };
    return { score: 1, reason: 'ends the Expedition' };
  }
  const faceDown = x !== undefined && a.node !== null && x.tokens[String(a.node)] !== undefined && !x.revealed.includes(a.node);
  return faceDown && room(a.crew) >= 3 ? { score: 1.5, reason: 'goes on to a face-down token' } : { score: -0.5, reason: 'nothing new there' };
}

/** What a ship can do where it lies: Shipwrecks, Islands, Altars. */
export const placesJudges = {
  lootWreck: () => ({ score: 7, reason: 'loots the Shipwreck' }),
  plunderShipwreck: () => ({ score: 7, reason: 'plunders the Shipwreck: a roll on the Spoils table' }),
  visitAltar: (_a, c) => {
      const strong = fitDice(c);
      return { score: strong >= ALTAR_DICE ? 2 : -3, reason: strong >= ALTAR_DICE ? 'draws out the Altar\'s lurkers: Loot for the taking' : 'leaves the Altar alone' };
  },
  sendAshore: (a, c) => {
      const sent = a.crew.map((id) => c.me.crew.find((x) => x.id === id)).filter((x): x is CrewMember => x !== undefined);
      const fit = sent.every((x) => trackRoom(c.v, x) >= 3);
      const skill = Math.max(0, ...sent.map((x) => crewStats(c.v, x).islandSkill));
      return { score: fit ? 3 + skill * 0.3 - (sent.length - 1) * 1.2 : -3, reason: `sends ${sent.length} ashore on an Expedition (Island skill ${skill})` };
  },
  exhaustiveExpedition: (a, c) => {
      // Every token revealed costs the one who enters a Strain: only crew with room for a few go.
      const sent = a.crew.map((id) => c.me.crew.find((x) => x.id === id)).filter((x): x is CrewMember => x !== undefined);
      const fit = sent.length >= 2 && sent.every((x) => trackRoom(c.v, x) >= 5);
      const skill = Math.max(0, ...sent.map((x) => crewStats(c.v, x).islandSkill));
      return { score: fit ? 3.2 + skill * 0.3 - (sent.length - 2) * 1.2 : -3, reason: `launches an Exhaustive Expedition with ${sent.length} crew: the Island's tokens for the taking` };
  },
  expeditionStep: (a, c) => expeditionStep(a, c),
} satisfies Judges;

/** Turn housekeeping: which Orders to recover, and ending the turn once nothing is worth more. */
export const turnJudges = {
  recoverOrders: (a, c) => {
    const eo = c.v.elderOne.arisen && c.elderOne !== 'agendaWraps';
    const navWant = Math.min(a.navigation, Math.max(0, 2 - c.me.orders.fresh.navigation));
    const crewWant = Math.min(a.crew, Math.max(0, 2 - c.me.orders.fresh.crew));
    const artWant = Math.min(a.artillery, Math.max(0, (c.battle ? 2 : 1) - c.me.orders.fresh.artillery));
    const score = navWant * 3 + crewWant * 2 + artWant * (c.battle ? 3.5 : c.enemyShips.length > 0 || eo ? 2.5 : 0.8) + a.navigation * 0.3 + a.crew * 0.2;
    return { score, reason: `recovers ${a.crew} Crew, ${a.navigation} Navigation and ${a.artillery} Artillery Orders` };
  },
  endTurn: (_a, c) => {
    const where = c.inPort ? 'safe in Port' : c.here ? `in a ${TYPE_NAME[c.here.type]}` : 'at sea';
    return { score: 0, reason: `ends the turn ${where}: nothing left worth an Order` };
  },
} satisfies Judges;
