import { emit, rollDie, type Ctx } from './context';
import type { DieFace } from './content';
import type { Seat } from './state';

export type SixSidedDie = 'attack' | 'evasion' | 'enemy';

const DIE_NAME: Record<SixSidedDie, string> = { attack: 'Attack', evasion: 'Evasion', enemy: 'Enemy' };
const FACE_NAME: Record<DieFace, string> = { damage: 'Damage', wild: 'Wild', omen: 'Omen', blank: 'Blank', evade: 'Evade', move: 'Move' };

/** Rolls `count` six-sided dice of a kind and logs the faces (new information: undo stops here). */
export function rollDice(ctx: Ctx, kind: SixSidedDie, count: number, rule: string, seat?: Seat): DieFace[] {
  const faces = ctx.state.catalog.dice[kind];
  const rolled = Array.from({ length: Math.max(0, count) }, () => faces[rollDie(ctx, kind)] as DieFace);
  if (rolled.length > 0) {
    emit(ctx, 'dieRolled', rule, `${rolled.length} ${DIE_NAME[kind]} ${rolled.length === 1 ? 'die' : 'dice'}: ${rolled.map((f) => FACE_NAME[f]).join(', ')}.`, {
      reveals: true, ...(seat === undefined ? {} : { seat }), data: { die: kind, faces: rolled },
    });
  }
  return rolled;
}

/** Rolls the Fate Die (0–9) and logs it. */
export function rollFate(ctx: Ctx, rule: string, why: string): number {
  const value = rollDie(ctx, 'fate');
  emit(ctx, 'dieRolled', rule, `The Fate Die shows ${value}${why ? `: ${why}` : ''}.`, { reveals: true, data: { die: 'fate', value } });
  return value;
}

/** The chance that one die of a kind shows one of the given faces. */
export function faceChance(faces: readonly DieFace[], wanted: readonly DieFace[]): number {
  return faces.filter((f) => wanted.includes(f)).length / faces.length;
}
