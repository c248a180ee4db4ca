import type { VisibleState } from '../core/visible';
import { artilleryDef, zoneDef } from '../core/catalog';
import type { ArtillerySlot } from '../core/content';
import { ARTILLERY_SLOTS } from '../core/content';
import { emit, type Ctx } from '../core/context';
import { rollDice } from '../core/dice';
import { enemiesOnShip, enemyShips } from '../enemies/enemies';
import { distributeTrauma } from '../crew/trauma-distribution';
import { applyTraumaToEnemies } from './fray';
import { hexDistance, sameHex, type Hex } from '../core/hex';
import { hurtEnemy } from '../ship/loot';
import { hurtElderOne } from '../tracks/elder-one-card';
import { rotateOffset } from '../map/los';
import { passiveTotal } from '../ship/improvements';
import { countFaces } from '../core/omens';
import { askAboutOmens, parkRoll, unpark } from './parked-roll';
import { activeVolley } from '../core/queue';
import { damageShip } from '../ship/ship-damage';
import { player, workingNodesWith } from '../ship/ship';
import { isSafeHaven, sightClear } from '../map/sight';
import { remainingHealth } from '../enemies/enemies';
import type { PlayerState, TraumaTarget } from '../core/state';

/** One hex an Artillery card can fire at now, and the Attack dice it rolls there. */
export interface ArtilleryOption {
  readonly slot: ArtillerySlot;
  readonly astern: boolean;
  readonly target: Hex;
  readonly dice: number;
}

/**
 * Every hex the ship's Artillery reaches from where it lies: each card's pattern turned to the ship's
 * facing, for each working Artillery node of its slot (a Bow/Stern card fires ahead from the Bow and
 * astern from the Stern).
 */
export function artilleryReach(state: VisibleState, p: PlayerState): ArtilleryOption[] {
  const pose = p.position;
  if (!pose) return [];
  const nodes = workingNodesWith(state, p, 'artillery').map((zone) => zoneDef(state.catalog, zone));
  const out: ArtilleryOption[] = [];
  for (const slot of ARTILLERY_SLOTS) {
    const card = p.artillery[slot];
    if (!card) continue;
    const def = artilleryDef(state.catalog, card);
    for (const astern of [false, true]) {
      const fires = nodes.some((z) => z.artillerySlot === slot && (slot !== 'bowStern' || (z.fires === 'astern') === astern));
      if (!fires || (slot !== 'bowStern' && astern)) continue;
      for (const t of def.targets) out.push({ slot, astern, target: patternHex(pose, t, astern), dice: t.dice });
    }
  }
  return out;
}

/** A hex of an Artillery card's pattern, turned to the ship's facing (astern: turned about, for the Stern). */
export function patternHex(pose: { readonly hex: Hex; readonly facing: number }, offset: Hex, astern: boolean): Hex {
  const o = rotateOffset(offset, pose.facing + (astern ? 3 : 0));
  return { q: pose.hex.q + o.q, r: pose.hex.r + o.r };
}

const HERE: Hex = { q: 0, r: 0 };

/**
 * What the players may fire at: enemy ships, the Elder One, and other player ships with enemies On Deck
 * (rulebook, Assisting in combat), in reach, with Line of Sight, neither ship in a safe Port.
 */
export function volleyOptions(state: VisibleState, p: PlayerState): ArtilleryOption[] {
  const from = p.position?.hex;
  if (!from) return [];
  // Nothing to fire at within the farthest reach of the ship's Artillery: no volley (the common case, found
  // without making a list: this is asked at every decision of a turn).
  const reach = farthestReach(state, p.artillery);
  if (reach === 0 || !targetWithin(state, p, from, reach) || isSafeHaven(state, from)) return [];
  // What can be fired at: an enemy ship, the Elder One on the map, or another ship with enemies aboard.
  const targets: Hex[] = [];
  for (const e of state.enemies) if (e.position.area === 'sea') targets.push(e.position.hex);
  if (state.elderOne.hex !== null) targets.push(state.elderOne.hex);
  for (const q of state.players) if (q.seat !== p.seat && q.position && enemiesOnShip(state, q.seat).length > 0) targets.push(q.position.hex);
  return artilleryReach(state, p).filter((o) =>
    !isSafeHaven(state, o.target) && targets.some((t) => sameHex(t, o.target)) && sightClear(state, from, o.target));
}

/** The farthest hex any of a ship's Artillery cards reaches (0: none), kept per set of cards (replaced whole when one changes). */
const reaches = new WeakMap<PlayerState['artillery'], { readonly catalog: VisibleState['catalog']; readonly reach: number }>();

function farthestReach(state: VisibleState, artillery: PlayerState['artillery']): number {
  const known = reaches.get(artillery);
  if (known !== undefined && known.catalog === state.catalog) return known.reach;
  let reach = 0;
  for (const slot of ARTILLERY_SLOTS) {
    const card = artillery[slot];
    if (card) for (const t of artilleryDef(state.catalog, card).targets) reach = Math.max(reach, hexDistance(HERE, t));
  }
  reaches.set(artillery, { catalog: state.catalog, reach });
  return reach;
}

/** Whether anything the players may fire at lies within `reach` of `from`. */
function targetWithin(state: VisibleState, p: PlayerState, from: Hex, reach: number): boolean {
  for (const e of state.enemies) if (e.position.area === 'sea' && hexDistance(from, e.position.hex) <= reach) return true;
  if (state.elderOne.hex !== null && hexDistance(from, state.elderOne.hex) <= reach) return true;
  for (const q of state.players) {
    if (q.seat !== p.seat && q.position && hexDistance(from, q.position.hex) <= reach && enemiesOnShip(state, q.seat).length > 0) return true;
  }
  return false;
}

/** The Attack dice a volley rolls: the card's for that hex, and what Improvements add. */
export function volleyDice(state: VisibleState, p: PlayerState, option: ArtilleryOption): number {
  return option.dice + passiveTotal(state, p, 'artilleryDice');
}

export function startVolley(ctx: Ctx, p: PlayerState, option: ArtilleryOption): void {
  const card = p.artillery[option.slot];
  const extra = passiveTotal(ctx.state, p, 'artilleryDice');
  const dice = volleyDice(ctx.state, p, option);
  emit(ctx, 'artilleryFired', 'Combat At Sea', { slot: option.slot, astern: option.astern, target: { ...option.target }, dice, artillery: card ?? null, fromImprovements: extra }, { seat: p.seat });
  const attack = rollDice(ctx, 'attack', dice, 'Combat At Sea', p.seat);
  parkRoll(ctx, { kind: 'volley', volley: { seat: p.seat, target: { ...option.target }, attack } });
  advanceVolley(ctx, true);
}

/** Omens first (for Fresh Orders they become Damage), then the hits land. */
export function advanceVolley(ctx: Ctx, askOmens: boolean): void {
  const { state } = ctx;
  const v = activeVolley(state);
  if (!v) return;
  const p = player(state, v.seat);
  if (askOmens && askAboutOmens(ctx)) return;
  const hits = countFaces(v.attack, ['damage', 'wild']);
  const ship = enemyShips(state).find((e) => e.position.area === 'sea' && sameHex(e.position.hex, v.target));
  if (ship) {
    emit(ctx, 'volleyHits', 'Combat At Sea', { hits, card: ship.card, aboard: null }, { seat: p.seat });
    unpark(state, 'volley');
    hurtEnemy(ctx, ship, hits, 'Combat At Sea', p);
    return;
  }
  if (state.elderOne.hex && sameHex(state.elderOne.hex, v.target)) {
    unpark(state, 'volley');
    hurtElderOne(ctx, hits, 'Combatting & Slowing an Elder One');
    return;
  }
  const assisted = state.players.find((q) => q.position && sameHex(q.position.hex, v.target));
  if (!assisted) {
    unpark(state, 'volley');
    return;
  }
  const targets: TraumaTarget[] = enemiesOnShip(state, assisted.seat).map((e) => ({ id: e.id, capacity: remainingHealth(state, e) }));
  emit(ctx, 'volleyHits', 'Assisting in combat', { hits, card: null, aboard: assisted.seat }, { seat: p.seat });
  if (hits > 0) {
    const allocation = distributeTrauma(ctx, p.seat, hits, targets, 'enemies');
    if (!allocation) return;
    applyTraumaToEnemies(ctx, p, targets, allocation);
  }
  finishAssist(ctx);
}

/** The answer to an assignTrauma decision taken for a volley at another player's ship. */
export function assignVolleyTrauma(ctx: Ctx, targets: readonly TraumaTarget[], allocation: readonly number[]): void {
  const v = activeVolley(ctx.state);
  if (!v) return;
  applyTraumaToEnemies(ctx, player(ctx.state, v.seat), targets, allocation);
  finishAssist(ctx);
}

/** Blank results of a volley at a player's ship destroy that ship's nodes, like an enemy ship's damage. */
function finishAssist(ctx: Ctx): void {
  const v = activeVolley(ctx.state);
  if (!v) return;
  unpark(ctx.state, 'volley');
  const assisted = ctx.state.players.find((q) => q.position && sameHex(q.position.hex, v.target));
  const blanks = countFaces(v.attack, ['blank']);
  if (!assisted || blanks === 0) return;
  emit(ctx, 'volleyBlanks', 'Assisting in combat', { blanks }, { seat: assisted.seat });
  damageShip(ctx, assisted, blanks, 'Assisting in combat');
}
