import type { VisibleState } from '../core/visible';
import type { Action } from '../core/actions';
import { cloneState, copyPlain, finishDecks } from '../core/clone';
import { createCtx, settle } from '../core/context';
import { engineError, type EngineError, type EngineErrorCode } from '../core/errors';
import type { GameEvent } from '../core/events';
import { ACTION_LIMITS, excerpt, isPlainObject, plainCopy, plainEqual, type JsonValue } from '../core/json';
import { memoisedLegal } from './legal';
import { ACTION_TYPES, resolveAction } from './registry';
import { markReveals, revealedBetween } from './reveals';
import { drain } from './steps';
import type { GameState } from '../core/state';
import { turn } from '../core/hex';

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
 * Applies one action. The action must be exactly one of `legalActions(state)` — plain data, structurally
 * equal — so what is offered and what is accepted can never disagree; the engine then resolves its own
 * legal action (or its copy), never an object it was given. Anything else — garbage included — is
 * refused with a typed error and the given state is left exactly as it was. Never throws.
 */
export function apply(state: GameState, input: unknown): ApplyResult {
  const admitted = admit(state, input);
  if (!admitted.ok) return { ok: false, error: admitted.error };
  const action = admitted.action;
  const draft = cloneState(state);
  const ctx = createCtx(draft);
  resolveAction(ctx, action as Action);
  drain(ctx);
  settle(ctx);
  finishDecks(draft);
  const reveals = revealedBetween(state, draft) || ctx.events.some((e) => e.reveals);
  return { ok: true, state: draft, events: markReveals(ctx.events, reveals), reveals };
}

type Admission = { readonly ok: true; readonly action: Action } | { readonly ok: false; readonly error: EngineError };

/**
 * The gate, before anything else reads the input: a bounded copy of plain data (ACTION_LIMITS), then its
 * type and seat, then a structural match against the legal actions. Messages quote at most an excerpt.
 */
function admit(state: GameState, input: unknown): Admission {
  // One of this state's own legal actions (deep-frozen, so no caller can have changed it): no need to
  // prove it again, nor to copy it: the rules read an action and never change it (its type is readonly
  // throughout, and a frozen one would throw), and what they keep of it, a position or a Hex, the state
  // keeps as a value, replaced whole and never changed in place.
  if (typeof input === 'object' && input !== null && !state.outcome && memoisedLegal(state).includes(input as Action)) {
    return { ok: true, action: input as Action };
  }
  const refuse = (code: EngineErrorCode, message: string): Admission => ({ ok: false, error: engineError(code, message) });
  const copied = plainCopy(input, ACTION_LIMITS);
  if (!copied.ok) return refuse('malformed-action', `An action must be plain data (as JSON): ${copied.problem}.`);
  const action = copied.value;
  if (!isPlainObject(action) || typeof action.type !== 'string') {
    return refuse('malformed-action', 'An action must be an object with a "type" field.');
  }
  if (!(ACTION_TYPES as readonly string[]).includes(action.type)) {
    return refuse('malformed-action', `Unknown action type "${excerpt(action.type)}" (the engine's ACTION_TYPES lists the known ones).`);
  }
  const seat = action.seat;
  if (typeof seat !== 'number' || !Number.isInteger(seat)) return refuse('malformed-action', 'An action must name its "seat" (a whole number).');
  if (state.outcome) return refuse('game-over', `The game is over: ${state.outcome.reason}`);
  const match = memoisedLegal(state).find((a) => plainEqual(a as unknown as JsonValue, action));
  if (match) return { ok: true, action: copyPlain(match) };
  const turnInPort = formerPortTurn(state, action);
  if (turnInPort) return { ok: true, action: turnInPort };
  const awaited = awaitedSeat(state);
  if (awaited !== undefined && seat !== awaited) {
    return refuse('not-your-turn', `Seat ${excerpt(String(seat + 1), 12)} cannot act now: the game is waiting for seat ${awaited + 1}.`);
  }
  const waiting = awaitedSeat(state);
  return refuse('illegal-action', `That ${action.type} is not legal now.${waiting === undefined ? '' : ` The game is waiting for seat ${waiting + 1}.`}`);
}

/**
 * A turn one face at a time in a Port, as it was offered before the `face` action (D114): no longer listed,
 * still accepted, so that scenarios and saves that turn that way play on unchanged. It is admitted exactly
 * when the `face` action to the facing it reaches is legal, and resolves as it always did (free, the same
 * state and events).
 */
function formerPortTurn(state: GameState, action: Record<string, JsonValue>): Action | undefined {
  if (action.type !== 'sail' || (action.step !== 'turnPort' && action.step !== 'turnStarboard') || Object.keys(action).length !== 3) return undefined;
  const p = state.players[action.seat as number];
  if (!p?.position) return undefined;
  const facing = turn(p.position.facing, action.step === 'turnStarboard' ? 1 : -1);
  const legal = memoisedLegal(state).some((a) => a.type === 'face' && a.seat === p.seat && a.facing === facing);
  return legal ? { type: 'sail', seat: p.seat, step: action.step } : undefined;
}

/** The seat the game is waiting for: the one answering the open decision, or whose turn it is. */
export function awaitedSeat(state: VisibleState): number | undefined {
  return state.pending[0]?.seat ?? state.turn?.seat;
}

