import type { VisibleState } from '../core/visible';
import { crewStats, trackRoom } from '../crew/crew';
import { wageBill } from '../crew/wages';
import type { CrewMember, Seat } from '../core/state';

/** A crew member's Trauma/Strain track: how full it is and how many more gems slay them. */
export interface CrewTrack {
  readonly trauma: number;
  readonly strain: number;
  readonly length: number;
  /** Gems of either kind it still has room for. */
  readonly room: number;
  /** How many more gems slay the crew member (1: the very next one). */
  readonly gemsToSlay: number;
}

/** A crew member's track as the rules read it (a gem that finds the track full slays them, D14). */
export function crewTrack(state: VisibleState, crew: CrewMember): CrewTrack {
  const room = trackRoom(state, crew);
  return { trauma: crew.trauma, strain: crew.strain, length: crewStats(state, crew).trackLength, room, gemsToSlay: room + 1 };
}

/** A player's wage bill: who is paid, what each wage costs, the total, and whether the purse covers it all. */
export interface WagesDue {
  readonly seat: Seat;
  readonly crew: readonly { readonly crew: string; readonly wage: number }[];
  readonly total: number;
  readonly coin: number;
  readonly canPayAll: boolean;
}

/** What a seat's crew would be paid in wages now, as the end of an Act (or a card) asks it (wages.ts). */
export function wagesDue(state: VisibleState, seat: Seat): WagesDue {
  const p = state.players[seat];
  const crew = p ? wageBill(state, p) : [];
  const total = crew.reduce((sum, c) => sum + c.wage, 0);
  const coin = p?.coin ?? 0;
  return { seat, crew, total, coin, canPayAll: coin >= total };
}
