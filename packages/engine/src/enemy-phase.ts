import { emit, type Ctx } from './context';
import { queueLast } from './queue';
import { advanceDiscovery, endGame } from './tracks';
import { checkElderOneVictory, elderOneCard } from './elder-one';
import { nextSeat, seatsFrom } from './seats';

/**
 * The Enemy Phase (gap facts, in order): the Elder One; Storms move; enemies On Deck activate, all of
 * one ship's before the next ship's (First Player first, clockwise); enemy ships activate; the Enemy
 * Agenda advances 2 + 1 per player; the First Player token passes clockwise. Each part is a queued
 * step, so a decision in the middle (a Fray, a Storm's direction) pauses the phase.
 */
export function enemyPhase(ctx: Ctx): void {
  const { state } = ctx;
  state.phase = 'enemyPhase';
  emit(ctx, 'enemyPhaseStarted', 'Gameplay in detail', `Round ${state.round}: the Enemy Phase.`);
  // Enemies spawned before this phase activate in it; those spawned during it wait for the next.
  for (const e of state.enemies) {
    e.ready = true;
    e.activated = false;
  }
  queueLast(ctx,
    { kind: 'elderOnePhase' },
    { kind: 'stormsMove' },
    ...seatsFrom(state, state.firstPlayer).map((seat) => ({ kind: 'onDeckEnemies' as const, seat })),
    { kind: 'enemyShips' },
    { kind: 'agenda' },
    { kind: 'endEnemyPhase' });
}

export function passFirstPlayer(ctx: Ctx): void {
  const { state } = ctx;
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
  if (steps <= 0) return;
  const length = state.catalog.board.agendaTrackLength;
  const from = state.tracks.agenda;
  const total = from + steps;
  const wraps = Math.floor(total / length);
  state.tracks.agenda = total % length;
  emit(ctx, 'agendaAdvanced', rule,
    `The Enemy Agenda advances ${steps} to space ${state.tracks.agenda}${wraps > 0 ? `, wrapping ${wraps === 1 ? 'once' : `${wraps} times`}` : ''}.`,
    { data: { from, steps, to: state.tracks.agenda, wraps } });
  if (wraps > 0 && state.elderOne.arisen) {
    state.elderOne.wraps += wraps;
    checkElderOneVictory(ctx);
  }
  if (wraps > 0) advanceDiscovery(ctx, 'enemy', wraps, 'Enemy Agenda');
}

/** Final confrontation option: the players lose when the last round they were given ends. */
export function checkDeadline(ctx: Ctx): void {
  const { state } = ctx;
  const deadline = state.elderOne.deadline;
  if (deadline === null || state.outcome || state.round < deadline) return;
  endGame(ctx, 'lost', `The players did not defeat ${elderOneCard(state).name} in time.`, 'Final confrontation (rules option)');
}
