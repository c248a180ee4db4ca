import type { Action, VisibleState, PlayerState, SailMove } from '@everrain/engine';
import { offerVoyage, type HexOffer } from '../board/offers';

/** What a click on a hex of the map asks for: moves to make, the hex's own choices to show, or why not. */
export type HexClick =
  | { readonly kind: 'play'; readonly actions: readonly Action[] }
  | { readonly kind: 'choose' }
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'nothing' };

/** A voyage's move as the action that plays it: a free facing in a Port, or a sail step. */
function moveAction(seat: number, move: SailMove): Action {
  return move.type === 'face' ? { type: 'face', seat, facing: move.facing } : { type: 'sail', seat, step: move.step };
}

/**
 * Sailing to a hex in one click: the Navigation Order it needs, if any, then the engine's voyage there (offerVoyage).
 * A voyage that stops at a Port on the way for its visit is played to that Port; the rest waits for the player.
 */
export function sailToHex(state: VisibleState, me: PlayerState | undefined, offers: ReadonlyMap<string, HexOffer>, key: string): HexClick {
  if (!me || !state.turn) return { kind: 'nothing' };
  const offer = offers.get(key);
  const voyage = offer?.sailCost !== undefined ? offerVoyage(state, me, offer, key) : undefined;
  if (!voyage?.plan) return { kind: 'refused', message: 'The ship cannot reach that hex with the points it has.' };
  return { kind: 'play', actions: [...(offer?.order ? [offer.order] : []), ...voyage.plan.moves.map((m) => moveAction(me.seat, m))] };
}

/**
 * A click on a hex, for the local game and the online table alike: place the ship there, show the hex's
 * facings or volleys, turn and sail to face an empty slot and reveal it (one move, one undo), or sail there.
 */
export function hexClick(state: VisibleState, me: PlayerState | undefined, offers: ReadonlyMap<string, HexOffer>, key: string, offer: HexOffer): HexClick {
  if (offer.place?.length === 1) return { kind: 'play', actions: [offer.place[0]!] };
  // Several facings, or a volley to choose: the panel beside the map lists them for this hex.
  if (offer.place?.length || offer.fire?.length) return { kind: 'choose' };
  if (offer.reveal && offer.sailCost === undefined && me) {
    const voyage = offerVoyage(state, me, offer, key);
    if (!voyage) return { kind: 'refused', message: 'The ship cannot get into position to reveal that tile.' };
    const moves: SailMove[] = [...(voyage.plan?.moves ?? []), { type: 'sail', step: 'reveal' }];
    return { kind: 'play', actions: [...(offer.order ? [offer.order] : []), ...moves.map((m) => moveAction(me.seat, m))] };
  }
  if (offer.sailCost !== undefined) return sailToHex(state, me, offers, key);
  return { kind: 'nothing' };
}
