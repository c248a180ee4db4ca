import type { EventData, EventKind, GameEvent } from './events';
import { RandomSource } from './rng';
import type { DieKind, GameState, Seat } from './state';

/** What one `apply` works on: a private copy of the state, its random source and the events so far. */
export interface Ctx {
  readonly state: GameState;
  readonly random: RandomSource;
  readonly events: GameEvent[];
  /** Where the next queueNext goes: steps queued by one piece of work run in the order it queued them. */
  insertAt: number;
}

export function createCtx(state: GameState): Ctx {
  return { state, random: new RandomSource(state.rng), events: [], insertAt: 0 };
}

/** Writes the random source's position back into the state: call once, when the action is done. */
export function settle(ctx: Ctx): void {
  ctx.state.rng = ctx.random.state();
}

export interface EmitOptions {
  readonly seat?: Seat;
  readonly reveals?: boolean;
}

const NO_OPTIONS: EmitOptions = {};

/** Records an event: its kind and data, no words (the text package writes those from the data). */
export function emit<K extends EventKind>(ctx: Ctx, kind: K, rule: string, data: EventData[K], options: EmitOptions = NO_OPTIONS): void {
  // Built field by field in one fixed order (no spreads of temporary objects): emit runs for every event.
  const event: { -readonly [K in keyof GameEvent]: GameEvent[K] } = {
    seq: ctx.state.eventCount++,
    round: ctx.state.round,
    kind,
    rule,
    reveals: options.reveals ?? false,
    data,
  };
  if (options.seat !== undefined) event.seat = options.seat;
  ctx.events.push(event);
}

const DIE_FACES: Record<DieKind, number> = { fate: 10, attack: 6, evasion: 6, enemy: 6 };

/** Rolls one die: a face index (the Fate Die's face is its number, 0–9). Scripted faces come first. */
export function rollDie(ctx: Ctx, kind: DieKind): number {
  const scripted = ctx.state.scriptedRolls[kind];
  if (scripted !== undefined && scripted.length > 0) return scripted.shift() as number;
  return ctx.random.int(0, DIE_FACES[kind] - 1);
}
