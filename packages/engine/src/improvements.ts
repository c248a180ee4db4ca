import { improvementDef, shipDef } from './catalog';
import type { ImprovementDefinition, ImprovementPassive } from './content';
import type { GameState, PlayerState } from './state';

/**
 * Below Deck (rulebook): six Improvement slots. A slot holds an Improvement card, or shows the ship's
 * printed Improvement (built over, its benefit is lost). Slots lie in a row: each touches the slots
 * beside it, and two identical Improvements side by side open their potential effect space (once for
 * the pair, docs/rules-decisions.md).
 */
export function installed(state: GameState, p: PlayerState): (ImprovementDefinition | null)[] {
  const printed = shipDef(state.catalog, p.ship).printedImprovements;
  return p.improvements.map((card, slot) => {
    const id = card ?? printed.find((x) => x.slot === slot)?.improvement;
    return id ? improvementDef(state.catalog, id) : null;
  });
}

/** Slots whose Improvement has an identical one in the slot to its right: the pair's potential is active. */
function pairs(slots: readonly (ImprovementDefinition | null)[]): number[] {
  const out: number[] = [];
  for (let i = 0; i + 1 < slots.length; i++) {
    const a = slots[i];
    // "Identical" is by name: a deck Cabins beside the printed Cabins is a pair.
    if (a && a.potential && slots[i + 1]?.name === a.name && !out.includes(i - 1)) out.push(i);
  }
  return out;
}

export function activePassives(state: GameState, p: PlayerState): ImprovementPassive[] {
  const slots = installed(state, p);
  const out = slots.flatMap((d) => d?.passives ?? []);
  for (const i of pairs(slots)) out.push(...(slots[i]?.potential?.passives ?? []));
  return out;
}

export function passiveTotal(state: GameState, p: PlayerState, kind: Exclude<ImprovementPassive['kind'], 'noRoughSeaPenalty'>): number {
  return activePassives(state, p).reduce((sum, x) => sum + (x.kind === kind ? x.amount : 0), 0);
}

export function ignoresRoughSeas(state: GameState, p: PlayerState): boolean {
  return activePassives(state, p).some((x) => x.kind === 'noRoughSeaPenalty');
}

export function holdCapacity(state: GameState, p: PlayerState): number {
  return state.catalog.shipBoard.holdCapacity + passiveTotal(state, p, 'holdCapacity');
}

/**
 * Passengers the ship can carry (rulebook: "an available effect space of a Cabin"): every crew space of an
 * Improvement that takes Passengers — a Cabins pair's shared space included — that no crew member is using.
 */
export function passengerCapacity(state: GameState, p: PlayerState): number {
  return installed(state, p).reduce((sum, def, slot) => {
    const carries = (def?.passives ?? []).some((x) => x.kind === 'passengers');
    return carries ? sum + Math.max(0, crewSpaces(state, p, slot) - crewOnSpaces(p, slot)) : sum;
  }, 0);
}

/** Crew spaces of a slot: the Improvement's own, plus the potential space of a pair starting here. */
export function crewSpaces(state: GameState, p: PlayerState, slot: number): number {
  const slots = installed(state, p);
  const own = slots[slot]?.crewSpaces ?? 0;
  return own + (pairs(slots).includes(slot) ? slots[slot]?.potential?.crewSpaces ?? 0 : 0);
}

/** Crew spaces of a slot still free: Passengers take the first spaces of Improvements that carry them. */
export function freeCrewSpaces(state: GameState, p: PlayerState, slot: number): number {
  const slots = installed(state, p);
  let passengers = p.passengers.length;
  for (let i = 0; i < slots.length && passengers > 0; i++) {
    const carries = (slots[i]?.passives ?? []).some((x) => x.kind === 'passengers');
    if (!carries) continue;
    const taken = Math.min(passengers, crewSpaces(state, p, i));
    passengers -= taken;
    if (i === slot) return Math.max(0, crewSpaces(state, p, slot) - taken - crewOnSpaces(p, slot));
  }
  return Math.max(0, crewSpaces(state, p, slot) - crewOnSpaces(p, slot));
}

function crewOnSpaces(p: PlayerState, slot: number): number {
  return p.crew.filter((c) => c.position.area === 'below' && c.position.slot === slot && c.position.space).length;
}

/** The first slot whose Improvement has an enemy space free, if any. */
export function freeEnemySpace(state: GameState, p: PlayerState): number | undefined {
  const slots = installed(state, p);
  for (let slot = 0; slot < slots.length; slot++) {
    const held = p.captives.filter((c) => c.slot === slot).length;
    if ((slots[slot]?.enemySpaces ?? 0) > held) return slot;
  }
  return undefined;
}
