import { hexDistance, hexKey, type GameState, type Hex } from '@everrain/engine';
import type { SeatTurn } from '../bot';
import { heuristicBot } from '../heuristic';
import { contextOf, type Context } from '../heuristic/context';
import type { Goal, GoalPreference } from '../heuristic/goal';
import { playOut } from './playout';

/** A plan: the goal the heuristic sails for this turn (where, and whether to reveal the slot there). */
export interface Plan {
  readonly hex: Hex;
  readonly reveal: boolean;
  readonly why: string;
  readonly value: number;
}

const keyOf = (g: { hex: Hex; reveal: boolean }) => `${hexKey(g.hex)}${g.reveal ? '+' : ''}`;

/** The heuristic following `plan` whenever it is among its candidate goals (else its own best goal). */
export function follow(plan: Plan | null): GoalPreference | undefined {
  if (!plan) return undefined;
  const key = keyOf(plan);
  return (goals) => goals.find((g) => keyOf(g) === key);
}

/** The heuristic's context at this turn and its candidate goals, best first (one per hex and kind). */
export function goalsOf(turn: SeatTurn): { context: Context; goals: Goal[] } {
  let seen: readonly Goal[] = [];
  const context = contextOf(turn.view, turn.seat, turn.legal, (goals) => { seen = goals; return undefined; });
  void context.goal; // the goal is chosen on first read: the candidates are seen then
  const out: Goal[] = [];
  const keys = new Set<string>();
  for (const g of seen) {
    const k = keyOf(g);
    if (!keys.has(k)) { keys.add(k); out.push(g); }
  }
  return { context, goals: out };
}

/**
 * Whether the Enemy Phase can reach the ship this round: an enemy ship within its Engagement Range and a
 * few hexes of sailing of the ship or of a goal, or a risen Elder One on the map near it. Only then do the
 * plans differ in the risk a round's rollout sees.
 */
export function inDanger(c: Context, goals: readonly Goal[]): boolean {
  const at = c.me.position?.hex;
  if (!at) return false;
  const places = [at, ...goals.map((g) => g.hex)];
  const eo = c.v.elderOne.arisen ? c.v.elderOne.hex : null;
  if (eo && places.some((h) => hexDistance(h, eo) <= 4)) return true;
  return c.enemyShips.some((e) => places.some((h) => hexDistance(e.hex, h) <= e.engagementRange + 3));
}

/**
 * Plays a sampled game from the seat's turn to the end of the round (its Enemy Phase included) or the game:
 * the seat's ship sails for `plan` (the heuristic with that goal), every other decision the heuristic's.
 * The same `seed` for every plan, so plans are compared on equal luck.
 */
export function planRollout(start: GameState, seat: number, plan: Plan, seed: string, maxActions: number, score: (s: GameState) => number, stats?: { rollouts: number; rolloutActions: number }): number {
  const mine = heuristicBot(`${seed}:plan`, follow(plan));
  const others = heuristicBot(`${seed}:rollout`);
  const round = start.round;
  return score(playOut(start, (s) => s.round === round, maxActions, (who) => (who === seat ? mine : others), stats));
}

export function asPlan(g: Goal): Plan {
  return { hex: g.hex, reveal: g.reveal, why: g.why, value: g.value };
}
