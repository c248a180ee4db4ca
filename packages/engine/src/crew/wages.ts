import type { VisibleState } from '../core/visible';
import { emit, type Ctx } from '../core/context';
import { crewStats } from './crew';
import { returnToPool } from './recruit';
import { queueAtOnce } from '../core/queue';
import type { GameState, PlayerState } from '../core/state';

const RULE = 'Hiring Crew & paying wages';

/** Who is owed a wage and how much: every crew member, Deckhands and Adepts alike (gap facts: the recruitment cost). */
export function wageBill(state: VisibleState, p: PlayerState): { readonly crew: string; readonly wage: number }[] {
  return p.crew.map((c) => ({ crew: c.id, wage: crewStats(state, c).wage }));
}

/** What a player's whole crew is owed. */
export function wagesOwed(state: GameState, p: PlayerState): number {
  return wageBill(state, p).reduce((sum, c) => sum + c.wage, 0);
}

/**
 * Players are "prompted to pay their Crew's wages" (rulebook) at each end of Act (D19) and when a card
 * says so (D53), the same way both times: paid at once when the player can pay every crew member;
 * otherwise the player chooses whom to pay (decision `payWages`) and the rest leave.
 */
export function promptWages(ctx: Ctx, p: PlayerState): void {
  const { state } = ctx;
  if (p.crew.length === 0) return;
  const total = wagesOwed(state, p);
  if (p.coin >= total) {
    p.coin -= total;
    emit(ctx, 'wagesPaid', RULE, { coin: total }, { seat: p.seat });
  } else {
    state.pending.push({ kind: 'payWages', seat: p.seat });
  }
}

/** The answer to a payWages decision: the crew named are paid; the others leave the ship at once. */
export function payWages(ctx: Ctx, p: PlayerState, pay: readonly string[]): void {
  const { state } = ctx;
  let total = 0;
  for (const crew of p.crew.slice()) {
    if (pay.includes(crew.id)) {
      total += crewStats(state, crew).wage;
      continue;
    }
    p.crew = p.crew.filter((c) => c.id !== crew.id);
    returnToPool(ctx, crew);
    emit(ctx, 'crewLeft', RULE, { crew: crew.id, token: crew.token, why: 'notPaid' }, { seat: p.seat });
  }
  p.coin -= total;
  emit(ctx, 'wagesPaid', RULE, { coin: total }, { seat: p.seat });
  // The ship is a rule area above its crew: its sinking is a queued step, run before anything else.
  if (p.crew.length === 0) queueAtOnce(ctx.state, { kind: 'sinkShip', seat: p.seat, why: 'crewLost' });
}
