import { emit, type Ctx } from '../core/context';
import { queueLast } from '../core/queue';
import { endGame } from '../core/outcome';
import { checkElderOneVictory, elderOneCard } from '../tracks/elder-one-card';
import { nextSeat, seatsFrom } from '../core/seats';

/**
 * The Enemy Phase (gap facts, in order): the Elder One; Storms move; enemies On Deck activate, all of
 * one ship's before the next ship's (First Player first, clockwise); enemy ships activate; the Enemy
 * Agenda advances 2 + 1 per player; the First Player token passes clockwise. Each part is a queued
 * step, so a decision in the middle (a Fray, a Storm's direction) pauses the phase.
 */
export function enemyPhase(ctx: Ctx): void {
  const { state } = ctx;
  // A card won by driving the Elder One off is won when the Player Phase ends with it hurt enough (D160).
  checkElderOneVictory(ctx, true);
  if (state.outcome) return;
  state.phase = 'enemyPhase';
  emit(ctx, 'enemyPhaseStarted', 'Gameplay in detail', {});
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
    emit(ctx, 'firstPlayerPassed', 'Gameplay in detail', { from, to: state.firstPlayer });
  }
}


/** Final confrontation option: the players lose when the last round they were given ends. */
export function checkDeadline(ctx: Ctx): void {
  const { state } = ctx;
  const deadline = state.elderOne.deadline;
  if (deadline === null || state.outcome || state.round < deadline) return;
  endGame(ctx, 'lost', { kind: 'confrontationTimeUp', card: elderOneCard(state).id, players: state.players.length }, `The players did not defeat ${elderOneCard(state).name} in time.`, 'Final confrontation (rules option)');
}
