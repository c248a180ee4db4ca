import { emit, type Ctx } from './context';
import { advanceDiscovery } from './tracks';
import { nextSeat } from './seats';

/**
 * The Enemy Phase (gap facts, in order): the Elder One, Storms, enemies On Deck and enemy ships arrive
 * with the combat rules; then the Enemy Agenda advances 2 + 1 per player, each wrap of its track
 * advancing the Enemy Discovery token; then the First Player token passes clockwise.
 */
export function enemyPhase(ctx: Ctx): void {
  const { state } = ctx;
  state.phase = 'enemyPhase';
  emit(ctx, 'enemyPhaseStarted', 'Gameplay in detail', `Round ${state.round}: the Enemy Phase.`);
  advanceAgenda(ctx, 2 + state.players.length, 'Enemy Agenda');
  if (state.outcome) return;
  const from = state.firstPlayer;
  state.firstPlayer = nextSeat(state, from);
  if (state.players.length > 1 && state.rules.firstPlayer === 'clockwise') {
    emit(ctx, 'firstPlayerPassed', 'Gameplay in detail', `The First Player token passes to seat ${state.firstPlayer + 1}.`, {
      data: { from, to: state.firstPlayer },
    });
  }
}

/** Moves the Agenda token; each time it passes the end of its track it wraps and the enemy discovers. */
export function advanceAgenda(ctx: Ctx, steps: number, rule: string): void {
  const { state } = ctx;
  const length = state.catalog.board.agendaTrackLength;
  const from = state.tracks.agenda;
  const total = from + steps;
  const wraps = Math.floor(total / length);
  state.tracks.agenda = total % length;
  emit(ctx, 'agendaAdvanced', rule,
    `The Enemy Agenda advances ${steps} to space ${state.tracks.agenda}${wraps > 0 ? `, wrapping ${wraps === 1 ? 'once' : `${wraps} times`}` : ''}.`,
    { data: { from, steps, to: state.tracks.agenda, wraps } });
  if (wraps > 0) advanceDiscovery(ctx, 'enemy', wraps, 'Enemy Agenda');
}
