import { crewDef, enemyDef, FACINGS, hexKey, neighbour, shipDef, slotHexes, tileDef, traitDef, type CrewMember, type Facing, type GameView, type Hex, type PlayerState, type Seat } from '@everrain/engine';

/**
 * What the heuristic bot works out from its seat's view, once per decision. Each of these is a fact the
 * engine's queries know but ask a whole GameState for (hexTypeAt, crewStats, trackRoom, reachablePoses…):
 * worked out here from the view instead, and listed in the report as "should become engine queries over a view".
 */
export type Place = 'calmSea' | 'roughSea' | 'port' | 'island' | 'altar' | 'shipwreck';
export interface MapHex {
  readonly hex: Hex;
  readonly key: string;
  readonly type: Place;
  readonly name: string | undefined;
  /** On the centre tile (slot 0). */
  readonly centre: boolean;
}

export interface Facts {
  readonly v: GameView;
  readonly seat: Seat;
  readonly me: PlayerState;
  readonly hexes: ReadonlyMap<string, MapHex>;
  /** Empty tile-slot hexes (revealable when faced), by key. */
  readonly emptySlots: ReadonlySet<string>;
  /** Hexes no ship may end a move in: other ships, enemy ships, the Elder One. */
  readonly taken: ReadonlySet<string>;
  readonly enemyShips: readonly { readonly id: string; readonly hex: Hex; readonly range: number; readonly health: number }[];
  readonly explored: ReadonlySet<string>;
  readonly storms: ReadonlySet<string>;
  readonly wrecks: ReadonlySet<string>;
}

export function factsOf(v: GameView, seat: Seat): Facts {
  const me = v.players[seat] as PlayerState;
  const hexes = new Map<string, MapHex>();
  const emptySlots = new Set<string>();
  v.catalog.board.tileSlots.forEach((slot, i) => {
    const tile = v.map.placed[i];
    const at = slotHexes(slot);
    if (tile === null || tile === undefined) {
      for (const h of at) emptySlots.add(hexKey(h));
      return;
    }
    const def = tileDef(v.catalog, tile);
    at.forEach((hex, index) => {
      const printed = def.hexes[index];
      if (printed) hexes.set(hexKey(hex), { hex, key: hexKey(hex), type: printed.type, name: printed.name, centre: i === 0 });
    });
  });
  const taken = new Set<string>();
  for (const p of v.players) if (p.seat !== seat && p.position) taken.add(hexKey(p.position.hex));
  if (v.elderOne.hex) taken.add(hexKey(v.elderOne.hex));
  const enemyShips = [];
  for (const e of v.enemies) {
    if (e.position.area !== 'sea') continue;
    taken.add(hexKey(e.position.hex));
    const def = enemyDef(v.catalog, e.card);
    enemyShips.push({ id: e.id, hex: e.position.hex, range: def.engagementRange ?? 2, health: def.health - e.trauma });
  }
  return {
    v, seat, me, hexes, emptySlots, taken, enemyShips,
    explored: new Set(v.tokens.explored.map(hexKey)),
    storms: new Set(v.tokens.storms.flat().map(hexKey)),
    wrecks: new Set(v.tokens.shipwrecks.map((w) => hexKey(w.hex))),
  };
}

/** A crew member's values with Traits applied (the engine's crewStats, from the catalog only). */
export function stats(v: GameView, c: CrewMember) {
  const def = crewDef(v.catalog, c.token);
  const traits = [def.fixedTrait, c.positiveTrait, c.negativeTrait].filter((t): t is string => typeof t === 'string').map((t) => traitDef(v.catalog, t).modifiers);
  const add = (k: 'attackDice' | 'evasionDice' | 'islandSkill' | 'portSkill' | 'trackLength' | 'seaStrain') => traits.reduce((s, m) => s + (m[k] ?? 0), 0);
  return {
    attack: Math.max(0, def.attackDice + add('attackDice')),
    evasion: Math.max(0, def.evasionDice + add('evasionDice')),
    island: Math.min(9, Math.max(0, def.islandSkill + add('islandSkill'))),
    port: Math.min(9, Math.max(0, def.portSkill + add('portSkill'))),
    track: Math.max(1, def.trackLength + add('trackLength')),
    seaStrain: Math.max(0, 1 + add('seaStrain')),
    wage: def.wage,
  };
}

/** Gems a crew member can still take before the next slays them (the engine's trackRoom). */
export function room(v: GameView, c: CrewMember): number {
  return Math.max(0, stats(v, c).track - c.trauma - c.strain);
}

/** The Improvement in a Below Deck slot (a card bought, else the one printed there), or null. */
export function improvementIn(v: GameView, p: PlayerState, slot: number) {
  const id = p.improvements[slot] ?? shipDef(v.catalog, p.ship).printedImprovements.find((x) => x.slot === slot)?.improvement ?? null;
  return id ? v.catalog.improvements.find((i) => i.id === id) ?? null : null;
}

export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

export interface Pose { readonly hex: Hex; readonly facing: Facing }

/**
 * The cheapest cost in Navigation points from the ship's pose to every pose on the revealed map (the
 * engine's stepCostFrom and reachablePoses, without a points limit): a turn or a move ahead costs 1, 2 in a
 * Rough Sea or under a Storm; turning in a Port is free. Ships pass through occupied hexes. Returns the
 * cost map and, per pose, the first step of a cheapest route to it.
 */
export function routes(f: Facts, from: Pose, shipIgnoresRough: boolean) {
  const cost = new Map<string, number>();
  const first = new Map<string, 'ahead' | 'turnStarboard' | 'turnPort' | null>();
  const key = (p: Pose) => `${hexKey(p.hex)}/${p.facing}`;
  // Costs in hundredths of a point: a turn in a Port is free, but counted as 0.01 so that a cheapest route
  // never turns round and round in a Port (no zero-cost cycle, so each first step brings the goal nearer).
  const stepCost = (p: Pose, turning: boolean) => {
    const h = f.hexes.get(hexKey(p.hex));
    if (turning && h?.type === 'port') return 1;
    return (h?.type === 'roughSea' && !shipIgnoresRough) || f.storms.has(hexKey(p.hex)) ? 200 : 100;
  };
  // Dijkstra over poses with a binary heap.
  type Item = { cost: number; pose: Pose; step: 'ahead' | 'turnStarboard' | 'turnPort' | null };
  const heap: Item[] = [{ cost: 0, pose: from, step: null }];
  const push = (item: Item) => {
    heap.push(item);
    let i = heap.length - 1;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if ((heap[up] as Item).cost <= item.cost) break;
      heap[i] = heap[up] as Item;
      i = up;
    }
    heap[i] = item;
  };
  const pop = (): Item => {
    const top = heap[0] as Item;
    const last = heap.pop() as Item;
    if (heap.length > 0) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= heap.length) break;
        const r = l + 1;
        const m = r < heap.length && (heap[r] as Item).cost < (heap[l] as Item).cost ? r : l;
        if ((heap[m] as Item).cost >= last.cost) break;
        heap[i] = heap[m] as Item;
        i = m;
      }
      heap[i] = last;
    }
    return top;
  };
  while (heap.length > 0) {
    const { cost: c, pose, step } = pop();
    const k = key(pose);
    if (cost.has(k)) continue;
    cost.set(k, c);
    first.set(k, step);
    const right = { hex: pose.hex, facing: ((pose.facing + 1) % 6) as Facing };
    const left = { hex: pose.hex, facing: ((pose.facing + 5) % 6) as Facing };
    const turnCost = stepCost(pose, true);
    if (!cost.has(key(right))) push({ cost: c + turnCost, pose: right, step: step ?? 'turnStarboard' });
    if (!cost.has(key(left))) push({ cost: c + turnCost, pose: left, step: step ?? 'turnPort' });
    const ahead = neighbour(pose.hex, pose.facing);
    const forward = { hex: ahead, facing: pose.facing };
    if (f.hexes.has(hexKey(ahead)) && !cost.has(key(forward))) push({ cost: c + stepCost(pose, false), pose: forward, step: step ?? 'ahead' });
  }
  return {
    /** Cheapest cost to stand on a hex (any facing), and the first step there. */
    toHex(h: Hex): { cost: number; step: 'ahead' | 'turnStarboard' | 'turnPort' | null } | undefined {
      let best: { cost: number; step: 'ahead' | 'turnStarboard' | 'turnPort' | null } | undefined;
      for (const facing of FACINGS) {
        const k = `${hexKey(h)}/${facing}`;
        const c = cost.get(k);
        if (c !== undefined && (!best || c < best.cost)) best = { cost: c, step: first.get(k) ?? null };
      }
      return best && { cost: Math.round(best.cost / 100), step: best.step };
    },
    /** Cheapest cost to face an empty slot hex (to reveal it), and the first step there. */
    toFace(target: Hex): { cost: number; step: 'ahead' | 'turnStarboard' | 'turnPort' | null } | undefined {
      let best: { cost: number; step: 'ahead' | 'turnStarboard' | 'turnPort' | null } | undefined;
      for (const facing of FACINGS) {
        const back = neighbour(target, ((facing + 3) % 6) as Facing);
        const k = `${hexKey(back)}/${facing}`;
        const c = cost.get(k);
        if (c !== undefined && (!best || c < best.cost)) best = { cost: c + stepCost({ hex: back, facing }, false), step: first.get(k) ?? null };
      }
      return best && { cost: Math.round(best.cost / 100), step: best.step };
    },
  };
}
