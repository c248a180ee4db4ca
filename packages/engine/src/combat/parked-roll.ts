import type { DieFace } from '../core/content';
import type { Ctx } from '../core/context';
import { convertFaces, countFaces, freshOrderCount } from '../core/omens';
import { endWork, queueFirst } from '../core/queue';
import { player } from '../ship/ship';
import type { GameState, WorkEntry } from '../core/state';

/**
 * A parked roll: a combat's dice, rolled and kept in a queue entry while the players decide whether to
 * spend Fresh Orders on its Omens (rulebook, Omens: on Attack dice they become Damage, on Evasion dice
 * Evades). Written once for the Fray, a volley of Artillery and an enemy ship's attack: roll, park the
 * dice with `parkRoll`, ask with `askAboutOmens`, and when the answer comes `turnOmens` turns the faces
 * and hands back the entry for its combat to resume.
 */
export type ParkedRoll = Extract<WorkEntry, { kind: 'fray' | 'volley' | 'enemyAttack' }>;

const NO_DICE: readonly DieFace[] = [];

/** The parked dice of a roll: Attack dice and Evasion dice (a volley has no Evasion, an attack no Attack). */
function diceOf(entry: ParkedRoll): { seat: number; attack: DieFace[] | null; evasion: DieFace[] | null } {
  switch (entry.kind) {
    case 'fray':
      return { seat: entry.fray.seat, attack: entry.fray.attack, evasion: entry.fray.evasion };
    case 'volley':
      return { seat: entry.volley.seat, attack: entry.volley.attack, evasion: null };
    case 'enemyAttack':
      return { seat: entry.enemyAttack.seat, attack: null, evasion: entry.enemyAttack.evasion };
  }
}

/** Parks a combat's rolled dice at the front of the queue, where its decisions and its end find them. */
export function parkRoll(ctx: Ctx, entry: ParkedRoll): void {
  queueFirst(ctx.state, entry);
}

/** The roll parked now, if any (the innermost). */
export function parkedRoll(state: GameState): ParkedRoll | undefined {
  for (const e of state.queue) if (e.kind === 'fray' || e.kind === 'volley' || e.kind === 'enemyAttack') return e;
  return undefined;
}

/**
 * Asks the rolling player about the parked roll's Omens: when it shows any and they have a Fresh Order
 * to spend, a convertOmens decision opens and this returns true (the combat waits for the answer).
 */
export function askAboutOmens(ctx: Ctx): boolean {
  const entry = parkedRoll(ctx.state);
  if (!entry) return false;
  const { seat, attack, evasion } = diceOf(entry);
  const attackOmens = countFaces(attack ?? NO_DICE, ['omen']);
  const evasionOmens = countFaces(evasion ?? NO_DICE, ['omen']);
  if (attackOmens + evasionOmens === 0 || freshOrderCount(player(ctx.state, seat)) === 0) return false;
  ctx.state.pending.push({ kind: 'convertOmens', seat, attackOmens, evasionOmens });
  return true;
}

/** The answer to convertOmens: turns that many Omens on the parked dice; returns the roll to resume. */
export function turnOmens(state: GameState, attack: number, evasion: number): ParkedRoll | undefined {
  const entry = parkedRoll(state);
  if (!entry) return undefined;
  const dice = diceOf(entry);
  if (dice.attack) convertFaces(dice.attack, attack, 'damage');
  if (dice.evasion) convertFaces(dice.evasion, evasion, 'evade');
  return entry;
}

/** The combat is over: its roll leaves the queue. */
export function unpark(state: GameState, kind: ParkedRoll['kind']): void {
  endWork(state, kind);
}
