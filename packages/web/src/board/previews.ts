import { artilleryArcs, hexKey, sailPlan, stormMoves, type VisibleState, type PlayerState } from '@everrain/engine';
import { hexLabel, plural } from '@everrain/text';
import type { HexOffer } from './offers';
import type { MapMark } from './map-marks';

/** The facings in words, clockwise from East (the engine's Facing 0–5). */
export const FACING_WORDS = ['east', 'south-east', 'south-west', 'west', 'north-west', 'north-east'] as const;

export function arcName(slot: string, astern: boolean): string {
  if (slot === 'port') return 'Port Battery';
  if (slot === 'starboard') return 'Starboard Battery';
  return astern ? 'Stern guns' : 'Bow guns';
}

/** The hexes an Artillery slot covers, as the engine says (every slot when none is named), shaded on the map. */
export function arcMarks(state: VisibleState, p: PlayerState, slot?: string, astern?: boolean): MapMark[] {
  return artilleryArcs(state, p)
    .filter((a) => slot === undefined || (a.slot === slot && (astern === undefined || a.astern === astern)))
    .map((a) => ({ kind: 'area', tone: 'arc', hexes: a.hexes.map((h) => hexKey(h.hex)), label: `${arcName(a.slot, a.astern)} arc${a.manned ? '' : ' (unmanned)'}` }));
}

/** Where a Storm drifts on 0–4 (null: it stays), as the engine says. */
export function stormDrift(state: VisibleState, storm: number): number | null {
  return stormMoves(state, storm)?.drift ?? null;
}

/** Where a Storm may go on its next move (the engine's stormMoves): every hex it could cover, and its drift. */
export function stormMarks(state: VisibleState, storm: number): MapMark[] {
  const moves = stormMoves(state, storm);
  const now = state.tokens.storms[storm];
  if (!moves || !now?.[0]) return [];
  const hexes = new Set(moves.options.flatMap((o) => o.hexes.map(hexKey)));
  const marks: MapMark[] = [{ kind: 'area', tone: 'storm', hexes: [...hexes], label: `Storm ${storm + 1} may move here` }];
  const drift = moves.options.find((o) => o.direction === moves.drift);
  if (drift?.hexes[0]) marks.push({ kind: 'move', piece: 'storm', from: hexKey(now[0]), to: hexKey(drift.hexes[0]), label: 'on 0–4' });
  return marks;
}

/**
 * A voyage to a hex offered for sailing (or to the pose a tile is revealed from), as the engine plans it
 * (sailPlan): the hexes it passes shaded, where it ends with its facing and cost, and — when a Port's visit
 * comes on the way — where it stops first and why. Nothing for any other hex.
 */
export function voyageMarks(state: VisibleState, me: PlayerState | undefined, offer: HexOffer | undefined, key: string): MapMark[] {
  if (!me?.position || !state.turn || !offer || (offer.sailCost === undefined && !offer.reveal)) return [];
  const points = offer.points ?? state.turn.navigationPoints;
  const reveal = offer.sailCost === undefined ? offer.reveal : undefined;
  const here = me.position;
  const target = reveal ? reveal.from : null;
  const moved = !target || hexKey(target.hex) !== hexKey(here.hex) || target.facing !== here.facing;
  const [q, r] = key.split(',').map(Number) as [number, number];
  const plan = moved ? sailPlan(state, me, points, target ? target.hex : { q, r }, target?.facing) : undefined;
  if (moved && !plan) return [];
  const path = plan ? plan.path.map(hexKey) : [];
  const cost = reveal ? reveal.cost : plan!.cost;
  const end = plan?.facing ?? here.facing;
  const marks: MapMark[] = [];
  if (path.length) marks.push({ kind: 'area', tone: 'route', hexes: path, label: 'The way there' });
  const what = reveal ? `reveal from here, facing ${FACING_WORDS[end]}` : `ends facing ${FACING_WORDS[end]}`;
  marks.push({ kind: 'focus', hex: reveal ? hexKey(reveal.from.hex) : key, tone: 'player', label: `${what} · ${plural(cost, 'point')}` });
  if (plan?.stop) marks.push({ kind: 'focus', hex: hexKey(plan.stop), tone: 'neutral', label: `stops here first: ${hexLabel(state, plan.stop)}, a visit` });
  return marks;
}
