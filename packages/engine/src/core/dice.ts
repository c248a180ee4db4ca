import { emit, rollDie, type Ctx } from './context';
import type { DieFace } from './content';
import type { FateWhy } from './events';
import type { Seat } from './state';

export type SixSidedDie = 'attack' | 'evasion' | 'enemy';


/** Rolls `count` six-sided dice of a kind and logs the faces (new information: undo stops here). */
export function rollDice(ctx: Ctx, kind: SixSidedDie, count: number, rule: string, seat?: Seat): DieFace[] {
  const faces = ctx.state.catalog.dice[kind];
  const rolled = Array.from({ length: Math.max(0, count) }, () => faces[rollDie(ctx, kind)] as DieFace);
  if (rolled.length > 0) {
    emit(ctx, 'dieRolled', rule, { die: kind, faces: rolled }, { reveals: true, ...(seat === undefined ? {} : { seat }) });
  }
  return rolled;
}

/** Rolls the Fate Die (0–9) and logs it. */
export function rollFate(ctx: Ctx, rule: string, why: FateWhy): number {
  const value = rollDie(ctx, 'fate');
  emit(ctx, 'dieRolled', rule, { die: 'fate', value, why }, { reveals: true });
  return value;
}

/**
 * Rolls the Fate Die to pick one of `count` things (0 ≤ result < count), fairly: face f names thing
 * f modulo `count` while f < floor(10 / count) × count; a higher face would favour the first things, so it
 * names nothing and the die is rolled again (docs/rules-decisions.md, D32 and D26). With more than 10
 * things the die cannot choose and the generator picks uniformly.
 */
export function rollFateAmong(ctx: Ctx, count: number, rule: string, why: FateWhy): number {
  if (count <= 1) return 0;
  if (count > FATE_FACES) return ctx.random.int(0, count - 1);
  const usable = Math.floor(FATE_FACES / count) * count;
  let note: FateWhy = why;
  for (;;) {
    const face = rollFate(ctx, rule, note);
    if (face < usable) return face % count;
    note = { ...why, rolledAgain: { face, count } };
  }
}

const FATE_FACES = 10;

/** The chance that the Fate Die (0–9) shows `value` or less: what a Skill Test against `value` passes on. */
export function fateChanceAtMost(value: number): number {
  return Math.min(FATE_FACES, Math.max(0, Math.floor(value) + 1)) / FATE_FACES;
}

/** The chance that one die of a kind shows one of the given faces. */
export function faceChance(faces: readonly DieFace[], wanted: readonly DieFace[]): number {
  return faces.filter((f) => wanted.includes(f)).length / faces.length;
}
