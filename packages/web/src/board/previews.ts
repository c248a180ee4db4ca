import { artilleryArcs, hexKey, stormMoves, type VisibleState, type PlayerState } from '@everrain/engine';
import { hexLabel, plural } from '@everrain/text';
import { offerVoyage, type HexOffer } from './offers';
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
 * (offerVoyage): the hexes it passes shaded, where it ends with its facing and cost, and — when a Port's visit
 * comes on the way — where it stops first and why. Nothing for any other hex.
 */
export function voyageMarks(state: VisibleState, me: PlayerState | undefined, offer: HexOffer | undefined, key: string): MapMark[] {
  const voyage = offerVoyage(state, me, offer, key);
  if (!voyage || !me?.position) return [];
  const { plan, reveal } = voyage;
  const cost = reveal ? reveal.cost : plan!.cost;
  const end = plan?.facing ?? me.position.facing;
  const marks: MapMark[] = [];
  if (plan?.path.length) marks.push({ kind: 'area', tone: 'route', hexes: plan.path.map(hexKey), label: 'The way there' });
  const what = reveal ? `reveal from here, facing ${FACING_WORDS[end]}` : `ends facing ${FACING_WORDS[end]}`;
  marks.push({ kind: 'focus', hex: reveal ? hexKey(reveal.from.hex) : key, tone: 'player', label: `${what} · ${plural(cost, 'point')}` });
  if (plan?.stop) marks.push({ kind: 'focus', hex: hexKey(plan.stop), tone: 'neutral', label: `stops here first: ${hexLabel(state, plan.stop)}, a visit` });
  return marks;
}
