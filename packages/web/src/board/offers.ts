import {
  hexKey, navigationOrderValue, reachableHexes, revealTargets, sailPlan, volleyDice, volleyOptions, type SailPlan,
  type Action, type VisibleState, type Hex, type PlayerState, type RevealTarget,
} from '@everrain/engine';
import { hexLabel } from '@everrain/text';

/** What clicking a hex would do, worked out from the legal actions: the map offers only what the rules allow. */
export interface HexOffer {
  /** Navigation points to sail there (turns and moves; the engine's best voyage), when the ship can. */
  readonly sailCost?: number;
  /** A Port on the way where the voyage stops for its visit before going on (the engine's sailPlan). */
  readonly stop?: Hex;
  /** With no points yet: the Navigation Order a click issues first, to sail or reveal with its points. */
  readonly order?: Action;
  /** The Navigation points the move is planned with (those left, or the Order's). */
  readonly points?: number;
  /** Revealing the tile in this empty slot: the points in all (turning and sailing to face it first if need be). */
  readonly reveal?: RevealTarget;
  /** Placing or returning the ship there (setup, respawn): one action per facing. */
  readonly place?: readonly Action[];
  /** Artillery volleys at it, with their dice. */
  readonly fire?: readonly { readonly action: Action; readonly dice: number }[];
}

export function hexOffers(state: VisibleState, legal: readonly Action[], me: PlayerState | undefined): Map<string, HexOffer> {
  const offers = new Map<string, HexOffer>();
  const add = (hex: Hex, offer: Partial<HexOffer>) => {
    const key = hexKey(hex);
    offers.set(key, { ...offers.get(key), ...offer });
  };
  // In a Port the ship takes a free facing first (`face`): sailing on from there counts.
  const canSail = legal.some((a) => a.type === 'sail' || a.type === 'face');
  // Before any Navigation Order this turn, the map shows what one would reach: a click issues it and sails.
  const orders = legal.filter((a) => a.type === 'issueNavigationOrder');
  const order = state.turn?.navigationPoints ? undefined : orders.find((a) => a.type === 'issueNavigationOrder' && !a.fleeting) ?? orders[0];
  const points = order && me?.position ? navigationOrderValue(state, me) : state.turn?.navigationPoints ?? 0;
  if (me?.position && state.turn && (canSail || order)) {
    // Each hex once, with the voyage a click on it makes (the engine's sailPlan order).
    for (const r of reachableHexes(state, me, points)) add(r.hex, { sailCost: r.cost, points, stop: r.stop, ...(order ? { order } : {}) });
    for (const target of revealTargets(state, me, points)) add(target.hex, { reveal: target, points, ...(order ? { order } : {}) });
  }
  for (const a of legal) {
    if (a.type === 'placeShip' || a.type === 'respawn') add(a.hex, { place: [...(offers.get(hexKey(a.hex))?.place ?? []), a] });
  }
  const fires = legal.filter((a): a is Extract<Action, { type: 'fireArtillery' }> => a.type === 'fireArtillery');
  if (fires.length && me) {
    const dice = volleyOptions(state, me);
    for (const a of fires) {
      const option = dice.find((o) => o.slot === a.slot && o.astern === a.astern && hexKey(o.target) === hexKey(a.target));
      const d = option ? volleyDice(state, me, option) : 0;
      add(a.target, { fire: [...(offers.get(hexKey(a.target))?.fire ?? []), { action: a, dice: d }] });
    }
  }
  return offers;
}

export function offerLabel(offer: HexOffer | undefined, state?: VisibleState): string {
  if (!offer) return '';
  const points = (n: number) => `${n} Navigation point${n === 1 ? '' : 's'}`;
  const first = offer.order ? 'issue a Navigation Order, then ' : '';
  const parts: string[] = [];
  if (offer.sailCost !== undefined) parts.push(`${first}sail here for ${points(offer.sailCost)}${offer.stop ? ` (stopping on the way at ${state ? hexLabel(state, offer.stop) : 'a Port'} for its visit)` : ''}`);
  if (offer.reveal) parts.push(`${first}reveal a tile here for ${points(offer.reveal.cost)}`);
  if (offer.place?.length) parts.push('place your ship here');
  if (offer.fire?.length) parts.push(`fire Artillery here (${offer.fire.map((f) => `${f.dice} dice`).join(' or ')})`);
  return parts.join('; ');
}


/**
 * The voyage a click on an offered hex makes, as the engine plans it (sailPlan): to the hex, or to the pose a
 * tile is revealed from (`plan` null when the ship already stands there). Undefined when the offer is not a
 * voyage or the ship cannot make it. The map's preview and the click both ask this.
 */
export function offerVoyage(state: VisibleState, me: PlayerState | undefined, offer: HexOffer | undefined, key: string): { readonly plan: SailPlan | null; readonly reveal: RevealTarget | null } | undefined {
  if (!me?.position || !state.turn || !offer) return undefined;
  const points = offer.points ?? state.turn.navigationPoints;
  if (offer.sailCost === undefined && offer.reveal) {
    const { from } = offer.reveal;
    const here = me.position;
    if (hexKey(from.hex) === hexKey(here.hex) && from.facing === here.facing) return { plan: null, reveal: offer.reveal };
    const plan = sailPlan(state, me, points, from.hex, from.facing);
    return plan ? { plan, reveal: offer.reveal } : undefined;
  }
  if (offer.sailCost === undefined) return undefined;
  const [q, r] = key.split(',').map(Number) as [number, number];
  const plan = sailPlan(state, me, points, { q, r });
  return plan ? { plan, reveal: null } : undefined;
}
