import type { VisibleState } from '../core/visible';
import { denizenDef } from '../core/catalog';
import { cabinSpaceFree, freeCrew } from '../places/denizens';
import { passengerCapacity } from '../ship/improvements';

/** Why the Denizen waiting on a decision cannot be taken on: no Cabin space free, or no crew member free to deal with them. */
export type DenizenClosed = { readonly code: 'cabinsFull'; readonly capacity: number } | { readonly code: 'alreadyServed' };

export interface DenizenAvailability {
  readonly card: string;
  readonly passenger: boolean;
  /** Who could deal with them (a Denizen who is not a Passenger); empty for a Passenger. */
  readonly crew: readonly string[];
  readonly canAccept: boolean;
  readonly closed: DenizenClosed | null;
}

/** Whether the Denizen a `denizen` decision is about can be taken on, and if not why (the rule: denizens.ts). */
export function denizenAvailability(state: VisibleState): DenizenAvailability | undefined {
  const decision = state.pending[0];
  if (decision?.kind !== 'denizen') return undefined;
  const p = state.players[decision.seat];
  if (!p) return undefined;
  if (denizenDef(state.catalog, decision.card).type === 'passenger') {
    const capacity = passengerCapacity(state, p);
    const canAccept = cabinSpaceFree(state, p);
    return { card: decision.card, passenger: true, crew: [], canAccept, closed: canAccept ? null : { code: 'cabinsFull', capacity } };
  }
  const crew = freeCrew(state, p);
  return { card: decision.card, passenger: false, crew, canAccept: crew.length > 0, closed: crew.length > 0 ? null : { code: 'alreadyServed' } };
}
