import { ACTION_TYPES, type Action } from './actions';
import { createCtx, settle } from './context';
import { engineError, type EngineError } from './errors';
import type { GameEvent } from './events';
import { canonicalJson, isPlainObject } from './json';
import { legalActions } from './legal';
import { resolveAction } from './resolve';
import { markReveals, revealedBetween } from './reveals';
import { drain } from './steps';
import type { GameState } from './state';

export type ApplyResult =
  | {
    readonly ok: true;
    readonly state: GameState;
    readonly events: readonly GameEvent[];
    /** The action brought new information into play (D86): a client must not offer to undo past it. */
    readonly reveals: boolean;
  }
  | { readonly ok: false; readonly error: EngineError };

/**
 * Applies one action. The action must equal one of `legalActions(state)`, so what is offered and what
 * is accepted can never disagree. Anything else — garbage included — is refused with a typed error and
 * the given state is left exactly as it was.
 */
export function apply(state: GameState, action: unknown): ApplyResult {
  const refusal = refuse(state, action);
  if (refusal) return { ok: false, error: refusal };
  const draft = cloneState(state);
  const ctx = createCtx(draft);
  resolveAction(ctx, action as Action);
  drain(ctx);
  settle(ctx);
  const reveals = revealedBetween(state, draft) || ctx.events.some((e) => e.reveals);
  return { ok: true, state: draft, events: markReveals(ctx.events, reveals), reveals };
}

function refuse(state: GameState, action: unknown): EngineError | null {
  if (!isPlainObject(action) || typeof action.type !== 'string') {
    return engineError('malformed-action', 'An action must be an object with a "type" field.');
  }
  if (!(ACTION_TYPES as readonly string[]).includes(action.type)) {
    return engineError('malformed-action', `Unknown action type "${action.type}". Known types: ${ACTION_TYPES.join(', ')}.`);
  }
  if (typeof action.seat !== 'number') return engineError('malformed-action', 'An action must name its "seat" (a number).');
  if (state.outcome) return engineError('game-over', `The game is over: ${state.outcome.reason}`);
  const legal = legalActions(state);
  const key = canonicalJson(action);
  if (legal.some((a) => canonicalJson(a) === key)) return null;
  const awaited = awaitedSeat(state);
  if (awaited !== undefined && action.seat !== awaited) {
    return engineError('not-your-turn', `Seat ${action.seat + 1} cannot act now: the game is waiting for seat ${awaited + 1}.`);
  }
  return engineError('illegal-action', `That ${action.type} is not legal now. ${describeWaiting(state)}`);
}

/** The seat the game is waiting for: the one answering the open decision, or whose turn it is. */
export function awaitedSeat(state: GameState): number | undefined {
  return state.pending[0]?.seat ?? state.turn?.seat;
}

export function describeWaiting(state: GameState): string {
  const decision = state.pending[0];
  if (decision) return `Waiting for seat ${decision.seat + 1} to decide: ${decision.kind}.`;
  if (state.turn) return `It is seat ${state.turn.seat + 1}'s turn.`;
  return '';
}

/** A private copy to work on; the catalog never changes, so it is shared rather than copied. */
function cloneState(state: GameState): GameState {
  const { catalog, ...rest } = state;
  return { ...structuredClone(rest), catalog };
}
