import type { VisibleState } from '../core/visible';
import { catalogMemo } from '../core/catalog-memo';
import { improvementDef, shipDef } from '../core/catalog';
import type { ImprovementDefinition, ImprovementPassive } from '../core/content';
import type { GameState, PlayerState } from '../core/state';

/**
 * Below Deck (rulebook): six Improvement slots. A slot holds an Improvement card, or shows the ship's
 * printed Improvement (built over, its benefit is lost). Slots lie in a row: each touches the slots
 * beside it, and two identical Improvements side by side open their potential effect space (once for
 * the pair, docs/rules-decisions.md).
 */
export function installed(state: VisibleState, p: PlayerState): readonly (ImprovementDefinition | null)[] {
  return belowDeck(state, p).slots;
}

/** What a ship's Below Deck gives, worked out once per ship and set of Improvements (content, not state). */
interface BelowDeck {
  readonly slots: readonly (ImprovementDefinition | null)[];
  readonly pairs: readonly number[];
  readonly passives: readonly ImprovementPassive[];
  readonly totals: ReadonlyMap<ImprovementPassive['kind'], number>;
  readonly crewSpaces: readonly number[];
  readonly carries: readonly boolean[];
}

const belowDecksFor = catalogMemo<BelowDeck>();

function belowDeck(state: VisibleState, p: PlayerState): BelowDeck {
  // A player's Improvements list is replaced whole when it changes (core/lists.ts), and shared by every state
  // until then: the last few lists asked about are known by identity, before the memo's lookups.
  const catalog = state.catalog;
  for (let i = 0; i < RECENT_DECKS; i++) {
    const r = recentDecks[i];
    if (r !== undefined && r.improvements === p.improvements && r.ship === p.ship && r.catalog === catalog) return r.below;
  }
  let known = belowDecksFor(catalog).child(p.ship);
  for (const card of p.improvements) known = known.child(card);
  const below = (known.value ??= summarise(state, p));
  recentDecks[recentDeckNext] = { catalog, ship: p.ship, improvements: p.improvements, below };
  recentDeckNext = (recentDeckNext + 1) % RECENT_DECKS;
  return below;
}

const RECENT_DECKS = 8;
const recentDecks: ({ readonly catalog: VisibleState['catalog']; readonly ship: string; readonly improvements: PlayerState['improvements']; readonly below: BelowDeck } | undefined)[] = new Array(RECENT_DECKS).fill(undefined);
let recentDeckNext = 0;

/**
 * What a ship's Below Deck adds up to. Shared (readonly by its types) but not frozen: V8's array builtins
 * (`some`, `filter`, `includes`) take their slow path on a frozen array, and rules and bots read these at
 * most actions.
 */
function summarise(state: VisibleState, p: PlayerState): BelowDeck {
  const printed = shipDef(state.catalog, p.ship).printedImprovements;
  const slots = p.improvements.map((card, slot) => {
    const id = card ?? printed.find((x) => x.slot === slot)?.improvement;
    return id ? improvementDef(state.catalog, id) : null;
  });
  const paired = pairs(slots);
  const passives: ImprovementPassive[] = [];
  for (const d of slots) if (d) passives.push(...d.passives);
  for (const i of paired) passives.push(...(slots[i]?.potential?.passives ?? []));
  const totals = new Map<ImprovementPassive['kind'], number>();
  for (const x of passives) if ('amount' in x) totals.set(x.kind, (totals.get(x.kind) ?? 0) + x.amount);
  return {
    slots,
    pairs: paired,
    passives,
    totals,
    crewSpaces: slots.map((d, slot) => (d?.crewSpaces ?? 0) + (paired.includes(slot) ? d?.potential?.crewSpaces ?? 0 : 0)),
    carries: slots.map((d) => (d?.passives ?? []).some((x) => x.kind === 'passengers')),
  };
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

export function activePassives(state: GameState, p: PlayerState): readonly ImprovementPassive[] {
  return belowDeck(state, p).passives;
}

export function passiveTotal(state: VisibleState, p: PlayerState, kind: Exclude<ImprovementPassive['kind'], 'noRoughSeaPenalty'>): number {
  return belowDeck(state, p).totals.get(kind) ?? 0;
}

export function ignoresRoughSeas(state: VisibleState, p: PlayerState): boolean {
  return belowDeck(state, p).passives.some((x) => x.kind === 'noRoughSeaPenalty');
}

export function holdCapacity(state: VisibleState, p: PlayerState): number {
  return state.catalog.shipBoard.holdCapacity + passiveTotal(state, p, 'holdCapacity');
}

/**
 * Passengers the ship can carry (rulebook: "an available effect space of a Cabin"): every crew space of an
 * Improvement that takes Passengers — a Cabins pair's shared space included — that no crew member is using.
 */
export function passengerCapacity(state: VisibleState, p: PlayerState): number {
  return installed(state, p).reduce((sum, def, slot) => {
    const carries = (def?.passives ?? []).some((x) => x.kind === 'passengers');
    return carries ? sum + Math.max(0, crewSpaces(state, p, slot) - crewOnSpaces(p, slot)) : sum;
  }, 0);
}

/** Crew spaces of a slot: the Improvement's own, plus the potential space of a pair starting here. */
export function crewSpaces(state: VisibleState, p: PlayerState, slot: number): number {
  return belowDeck(state, p).crewSpaces[slot] ?? 0;
}

/** The free crew spaces of every slot (see freeCrewSpaces), the Below Deck worked out once. */
export function freeCrewSpacesBySlot(state: VisibleState, p: PlayerState): number[] {
  const below = belowDeck(state, p);
  const out: number[] = [];
  let passengers = p.passengers.length;
  for (let slot = 0; slot < below.slots.length; slot++) {
    let taken = 0;
    if (passengers > 0 && below.carries[slot]) {
      taken = Math.min(passengers, below.crewSpaces[slot] ?? 0);
      passengers -= taken;
    }
    out.push(Math.max(0, (below.crewSpaces[slot] ?? 0) - taken - crewOnSpaces(p, slot)));
  }
  return out;
}

/** Crew spaces of a slot still free: Passengers take the first spaces of Improvements that carry them. */
export function freeCrewSpaces(state: VisibleState, p: PlayerState, slot: number): number {
  const below = belowDeck(state, p);
  let passengers = p.passengers.length;
  for (let i = 0; i < below.slots.length && passengers > 0; i++) {
    if (!below.carries[i]) continue;
    const taken = Math.min(passengers, below.crewSpaces[i] ?? 0);
    passengers -= taken;
    if (i === slot) return Math.max(0, (below.crewSpaces[slot] ?? 0) - taken - crewOnSpaces(p, slot));
  }
  return Math.max(0, (below.crewSpaces[slot] ?? 0) - crewOnSpaces(p, slot));
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
