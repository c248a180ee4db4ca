import { emit, type Ctx } from '../core/context';
import { checkElderOneVictory, elderOneCard, FINAL_CONFRONTATION_ROUNDS } from './elder-one-card';
import { endGame } from '../core/outcome';
import { queueNext } from '../core/queue';
import type { Racer } from '../core/state';
import type { Act, BoardDefinition } from '../core/content';
import { forGame } from '../core/catalog';
import type { GameLength } from '../core/state';
import type { VisibleState } from '../core/visible';

/**
 * The Discovery Track: the Player and Enemy tokens climb toward its end; the Elder One token starts on
 * the end and only ever moves down. Each first arrival at an Act boundary ends the Act.
 */
export type { Racer };

const TOKEN: Record<Racer, 'playerDiscovery' | 'enemyDiscovery'> = { player: 'playerDiscovery', enemy: 'enemyDiscovery' };

export function advanceDiscovery(ctx: Ctx, who: Racer, steps: number, rule: string): void {
  const { state } = ctx;
  if (steps <= 0 || state.outcome) return;
  const tracks = state.tracks;
  const from = tracks[TOKEN[who]];
  const to = Math.min(tracks.end, from + steps);
  tracks[TOKEN[who]] = to;
  emit(ctx, 'discoveryAdvanced', rule, { token: who, from, to, trailing: false });
  if (checkTrackEnd(ctx)) return;
  // Extra movement carries past an End of Act space; each boundary crossed first ends its Act. The end of
  // an Act is a queued step (act.ts): it runs once the work that moved the token is done.
  for (const boundary of state.catalog.board.actBoundaries) {
    if (boundary < tracks.end && from < boundary && to >= boundary && !tracks.boundariesReached.includes(boundary)) {
      queueNext(ctx, { kind: 'endOfAct', boundary, leader: who });
    }
  }
}

/**
 * The space the Elder One token starts on: the track's end, or as many spaces below it as the board's
 * `elderOneHeadStart` gives for the game's length and player count (D167). The end itself never moves.
 */
export function elderOneStart(board: BoardDefinition, length: GameLength, players: number): number {
  const below = forGame(board.elderOneHeadStart, length, players) ?? 0;
  return board.trackEnd[length] - below;
}

/**
 * How many spaces the Elder One token moves down when the enemy reaches an End of Act first with this lead
 * (the spaces between the Player Discovery token and the boundary): the whole lead, as the rulebook says, once
 * it reaches the board's `elderOneAdvancesFromLead` for this game's length and player count; nothing below it (D170).
 */
export function elderOneAdvanceForLead(state: Pick<VisibleState, 'catalog' | 'length' | 'players'>, lead: number): number {
  const least = forGame(state.catalog.board.elderOneAdvancesFromLead, state.length, state.players.length) ?? 1;
  return lead >= least ? lead : 0;
}

/** Moves the Elder One token down the track (toward the Enemy token). */
export function advanceElderOne(ctx: Ctx, steps: number, rule: string): void {
  const tracks = ctx.state.tracks;
  if (steps <= 0 || ctx.state.outcome || ctx.state.elderOne.arisen) return;
  const from = tracks.elderOne;
  tracks.elderOne = Math.max(tracks.enemyDiscovery, from - steps);
  emit(ctx, 'elderOneAdvanced', rule, { from, to: tracks.elderOne });
  checkTrackEnd(ctx);
}

export function actForBoundaries(reached: readonly number[]): Act {
  return Math.min(4, 1 + reached.length) as Act;
}

/**
 * Winning and losing on the track. The players win by reaching its end first; the enemy reaching the
 * end loses the game; the Enemy token meeting the Elder One token below the end summons the Elder One
 * (docs/rules-decisions.md, "The track's end and the Elder One"). Returns true when the game ended.
 */
export function checkTrackEnd(ctx: Ctx): boolean {
  const { state } = ctx;
  if (state.outcome) return true;
  const t = state.tracks;
  if (t.playerDiscovery >= t.end && !state.elderOne.arisen) {
    return endGame(ctx, 'won', { kind: 'playersReachedEnd' }, 'The players reached the end of the Discovery Track before the enemy.', 'Winning & losing');
  }
  if (state.elderOne.arisen) checkElderOneVictory(ctx);
  if (state.outcome) return true;
  if (!state.elderOne.arisen && t.enemyDiscovery >= t.elderOne) {
    if (t.elderOne >= t.end && !state.rules.finalConfrontation) {
      return endGame(ctx, 'lost', { kind: 'enemyReachedEndFirst' }, 'The enemy reached the end of the Discovery Track first.', 'Winning & losing');
    }
    // The rest (the final confrontation's deadline) is checked again once it has risen.
    ariseElderOne(ctx);
    return false;
  }
  if (state.elderOne.arisen && t.enemyDiscovery >= t.end) {
    if (!state.rules.finalConfrontation) {
      return endGame(ctx, 'lost', { kind: 'enemyReachedEnd' }, 'The enemy reached the end of the Discovery Track.', 'Winning & losing');
    }
    if (state.elderOne.deadline === null) {
      state.elderOne.deadline = state.round + FINAL_CONFRONTATION_ROUNDS - 1;
      emit(ctx, 'finalConfrontation', 'Final confrontation (rules option)', { deadline: state.elderOne.deadline });
    }
  }
  return false;
}

function ariseElderOne(ctx: Ctx): void {
  const { state } = ctx;
  state.elderOne.arisen = true;
  const def = elderOneCard(state);
  emit(ctx, 'elderOneArisen', 'The Elder Ones & end game', { card: def.id, players: state.players.length, length: state.length }, { reveals: true });
  queueNext(ctx, { kind: 'elderOneRises' });
}
