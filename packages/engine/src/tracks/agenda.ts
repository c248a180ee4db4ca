import { emit, type Ctx } from '../core/context';
import { forGame } from '../core/catalog';
import type { VisibleState } from '../core/visible';
import { checkElderOneVictory } from './elder-one-card';
import { advanceDiscovery } from './tracks';

/** The Agenda track's length in this game: the board's, or the one its length and player count want (D169, D171). */
export function agendaLength(state: Pick<VisibleState, 'catalog' | 'length' | 'players'>): number {
  const board = state.catalog.board;
  return forGame(board.agendaTrackLengthFor, state.length, state.players.length) ?? board.agendaTrackLength;
}

/** Moves the Agenda token; each time it passes the end of its track it wraps and the enemy discovers. */
export function advanceAgenda(ctx: Ctx, steps: number, rule: string): void {
  const { state } = ctx;
  if (steps <= 0) return;
  const length = agendaLength(state);
  const from = state.tracks.agenda;
  const total = from + steps;
  const wraps = Math.floor(total / length);
  state.tracks.agenda = total % length;
  emit(ctx, 'agendaAdvanced', rule, { from, steps, to: state.tracks.agenda, wraps });
  if (wraps > 0 && state.elderOne.arisen) {
    state.elderOne.wraps += wraps;
    checkElderOneVictory(ctx);
  }
  if (wraps > 0) advanceDiscovery(ctx, 'enemy', wraps, 'Enemy Agenda');
}
