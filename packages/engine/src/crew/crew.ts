import type { VisibleState } from '../core/visible';
import { catalogMemo } from '../core/catalog-memo';
import { crewDef, traitDef } from '../core/catalog';
import { emit, type Ctx } from '../core/context';
import type { TraitModifiers } from '../core/content';
import { returnToPool } from './recruit';
import type { CrewMember, GameState, PlayerState } from '../core/state';

/** A crew member's values with Traits applied: every field a Trait can modify, plus the wage. */
export type CrewStats = Required<TraitModifiers> & { readonly wage: number };

/** The names of the crew member's Traits that change a stat, for saying why a number is what it is. */
export function traitsChanging(state: GameState, crew: CrewMember, field: keyof TraitModifiers): string[] {
  return traitIds(crew, state).filter((id) => (traitDef(state.catalog, id).modifiers[field] ?? 0) !== 0).map((id) => traitDef(state.catalog, id).name);
}

function traitIds(crew: CrewMember, state: VisibleState): string[] {
  const fixed = crewDef(state.catalog, crew.token).fixedTrait;
  return [fixed, crew.positiveTrait, crew.negativeTrait].filter((t): t is string => typeof t === 'string');
}

const statsFor = catalogMemo<CrewStats>();

/**
 * The crew token's printed values with its Traits' modifiers applied. They depend only on the token and
 * the Traits, so each combination is worked out once per catalog (and shared, frozen).
 */
export function crewStats(state: VisibleState, crew: CrewMember): CrewStats {
  // The last few combinations asked for, compared field by field before the memo's three lookups: a
  // decision asks about the same few crew dozens of times.
  // A missing Trait is compared as '' (no Trait's id), so these comparisons only ever meet strings: the first
  // crew member without a negative Trait (a dry deck, late in a long run) otherwise threw away every compiled
  // rule that has this function inlined.
  const catalog = state.catalog;
  const positive = crew.positiveTrait ?? '';
  const negative = crew.negativeTrait ?? '';
  for (let i = 0; i < RECENT_STATS; i++) {
    const r = recentStats[i];
    if (r !== undefined && r.token === crew.token && r.positiveTrait === positive && r.negativeTrait === negative && r.catalog === catalog) return r.stats;
  }
  const known = statsFor(catalog).child(crew.token).child(crew.positiveTrait).child(crew.negativeTrait);
  const stats = (known.value ??= Object.freeze(computeStats(state, crew)));
  recentStats[recentNext] = { catalog, token: crew.token, positiveTrait: positive, negativeTrait: negative, stats };
  recentNext = (recentNext + 1) % RECENT_STATS;
  return stats;
}

const RECENT_STATS = 8;
const recentStats: ({ readonly catalog: VisibleState['catalog']; readonly token: string; readonly positiveTrait: string; readonly negativeTrait: string; readonly stats: CrewStats } | undefined)[] = new Array(RECENT_STATS).fill(undefined);
let recentNext = 0;

function computeStats(state: VisibleState, crew: CrewMember): CrewStats {
  const def = crewDef(state.catalog, crew.token);
  const add = (field: keyof TraitModifiers) =>
    traitIds(crew, state).reduce((sum, id) => sum + (traitDef(state.catalog, id).modifiers[field] ?? 0), 0);
  return {
    attackDice: Math.max(0, def.attackDice + add('attackDice')),
    evasionDice: Math.max(0, def.evasionDice + add('evasionDice')),
    islandSkill: clampSkill(def.islandSkill + add('islandSkill')),
    portSkill: clampSkill(def.portSkill + add('portSkill')),
    trackLength: Math.max(1, def.trackLength + add('trackLength')),
    wage: def.wage,
    seaStrain: Math.max(0, 1 + add('seaStrain')),
    navigationBonus: Math.max(0, add('navigationBonus')),
    healing: Math.max(0, add('healing')),
  };
}

function clampSkill(value: number): number {
  return Math.min(9, Math.max(0, value));
}

export function crewName(state: GameState, crew: CrewMember): string {
  return crewDef(state.catalog, crew.token).name;
}

export type Gem = 'trauma' | 'strain';

/** Gems of either kind a crew member's Trauma/Strain track still has room for; at 0, the next gem slays them. */
export function trackRoom(state: VisibleState, crew: CrewMember): number {
  return Math.max(0, crewStats(state, crew).trackLength - crew.trauma - crew.strain);
}

/**
 * Places gems on a crew member's Trauma/Strain track, one at a time: a gem that finds the track full
 * slays them. Returns true if the crew member was slain.
 */
export function sufferGems(ctx: Ctx, p: PlayerState, crew: CrewMember, gem: Gem, count: number, rule: string, why: GemsAtSea | null = null): boolean {
  if (count <= 0) return false;
  let placed = 0;
  for (let i = 0; i < count; i++) {
    if (trackRoom(ctx.state, crew) === 0) {
      if (placed > 0) announceGems(ctx, p, crew, gem, placed, rule, why);
      slay(ctx, p, crew, gem);
      return true;
    }
    crew[gem] += 1;
    placed += 1;
  }
  announceGems(ctx, p, crew, gem, placed, rule, why);
  return false;
}

/** Why Strain came at sea: the turn ended On Deck, and the Traits that changed how much. */
export interface GemsAtSea {
  readonly traits: readonly string[];
}

function announceGems(ctx: Ctx, p: PlayerState, crew: CrewMember, gem: Gem, count: number, rule: string, why: GemsAtSea | null): void {
  const length = crewStats(ctx.state, crew).trackLength;
  emit(ctx, gem === 'trauma' ? 'traumaSuffered' : 'strainSuffered', rule, {
    crew: crew.id, token: crew.token, count, trauma: crew.trauma, strain: crew.strain, track: length, traits: why ? why.traits : null,
  }, { seat: p.seat });
}

/** A crew member slain by a gem with no room left on their track. */
export function slay(ctx: Ctx, p: PlayerState, crew: CrewMember, gem: Gem): void {
  p.crew = p.crew.filter((c) => c.id !== crew.id);
  returnToPool(ctx, crew);
  emit(ctx, 'crewSlain', 'Trauma & Strain', { crew: crew.id, token: crew.token, gem }, { seat: p.seat });
}

export function findCrew(p: PlayerState, id: string): CrewMember | undefined {
  return p.crew.find((c) => c.id === id);
}

export function recoverGems(ctx: Ctx, p: PlayerState, c: CrewMember, gem: 'trauma' | 'strain', amount: number | 'all', rule: string): void {
  const removed = amount === 'all' ? c[gem] : Math.min(c[gem], amount);
  if (removed <= 0) return;
  c[gem] -= removed;
  emit(ctx, 'gemsRecovered', rule, { crew: c.id, token: c.token, gem, removed }, { seat: p.seat });
}
