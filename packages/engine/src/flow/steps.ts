import { activateEnemy } from '../enemy-phase/activation';
import { boardingRound } from '../combat/boarding';
import { runEffects } from '../cards/effects';
import type { Ctx } from '../core/context';
import { enemiesOnShip, enemyCard, enemyShips } from '../enemies/enemies';
import { checkDeadline, passFirstPlayer } from '../enemy-phase/enemy-phase';
import { advanceAgenda } from '../tracks/agenda';
import { agendaStep } from '../core/rule-options';
import { endOfAct } from './act';
import { checkTrackEnd } from '../tracks/tracks';
import { sinkShip } from '../ship/sink';
import { elderOnePhase, placeElderOne } from '../enemy-phase/elder-one';
import { keptAtGameOver, queueNext } from '../core/queue';
import { resolveOnDeckResults } from '../enemy-phase/on-deck';
import { rollStormMove } from '../map/storms';
import type { EnemyInstance, QueuedStep, Seat } from '../core/state';
import { startNextTurn, startRound } from './turn';

/**
 * Runs the engine's queued work until it is done, a decision is open, or the game is over. Called after
 * every action, so between actions the queue is empty or waiting on `pending`. Cards and the boarding
 * run in place (they leave the queue when they are over); a step leaves it as it starts.
 */
export function drain(ctx: Ctx): void {
  const { state } = ctx;
  while (!state.outcome) {
    ctx.insertAt = 0;
    const entry = state.queue[0];
    if (!entry) return;
    // Open decisions pause the work, except a ship's sinking: that happens at once (D19).
    if (state.pending.length > 0 && entry.kind !== 'sinkShip') return;
    switch (entry.kind) {
      case 'effects':
        runEffects(ctx);
        continue;
      case 'boarding':
        boardingRound(ctx);
        continue;
      case 'fray':
      case 'volley':
      case 'enemyAttack':
        // A parked roll is resumed by the answer to its decision, never reached with none open.
        throw new Error(`a parked ${entry.kind} roll with no decision open`);
      case 'expedition':
      case 'shipyard':
      case 'market':
        // An open place goes on by the answers to its decision and closes with the last (queue.ts).
        throw new Error(`the ${entry.kind} open with no decision open`);
      default:
        state.queue.shift();
        runStep(ctx, entry);
    }
  }
  // The game is over: no more work, though the combat or place it ended in stays on record (as it always has).
  if (state.outcome) state.queue = state.queue.filter(keptAtGameOver);
}

function runStep(ctx: Ctx, step: QueuedStep): void {
  const { state } = ctx;
  switch (step.kind) {
    case 'nextTurn':
      startNextTurn(ctx);
      return;
    case 'elderOnePhase':
      elderOnePhase(ctx);
      return;
    case 'stormsMove':
      queueNext(ctx, ...state.tokens.storms.map((_, storm) => ({ kind: 'stormMove' as const, storm })));
      return;
    case 'stormMove':
      rollStormMove(ctx, step.storm);
      return;
    case 'onDeckEnemies':
      nextActivation(ctx, enemiesOnShip(state, step.seat), step, step.seat);
      return;
    case 'enemyShips':
      nextActivation(ctx, enemyShips(state), step, state.firstPlayer);
      return;
    case 'activate':
      activateEnemy(ctx, step.enemy, step.dice);
      return;
    case 'onDeckResults':
      resolveOnDeckResults(ctx, step.enemy, step.moves, step.damage);
      return;
    case 'agenda':
      advanceAgenda(ctx, agendaStep(state.players.length, state.rules.agendaPace), 'Enemy Agenda');
      return;
    case 'endOfAct':
      endOfAct(ctx, step.boundary, step.leader);
      return;
    case 'elderOneRises':
      placeElderOne(ctx);
      checkTrackEnd(ctx);
      return;
    case 'sinkShip': {
      const p = state.players[step.seat];
      if (p) sinkShip(ctx, p, step.why);
      return;
    }
    case 'endEnemyPhase':
      checkDeadline(ctx);
      if (state.outcome) return;
      passFirstPlayer(ctx);
      startRound(ctx);
      return;
  }
}

/**
 * Activates the next enemy of a group: the only one left at once, otherwise the players choose which
 * (rulebook: "in an order of the player's choosing"). The group's step comes back until all have gone.
 */
function nextActivation(ctx: Ctx, group: readonly EnemyInstance[], step: QueuedStep, chooser: Seat): void {
  const waiting = group.filter((e) => e.ready && !e.activated);
  if (waiting.length === 0) return;
  if (waiting.length === 1) beginActivation(ctx, waiting[0] as EnemyInstance);
  else ctx.state.pending.push({ kind: 'chooseEnemy', seat: chooser, enemies: waiting.map((e) => e.id) });
  queueNext(ctx, step);
}

export function beginActivation(ctx: Ctx, e: EnemyInstance): void {
  e.activated = true;
  queueNext(ctx, { kind: 'activate', enemy: e.id, dice: enemyCard(ctx.state, e).dice });
}
