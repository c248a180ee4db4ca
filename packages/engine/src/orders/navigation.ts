import { topTileAct, type VisibleState } from '../core/visible';
import type { SailStep } from '../core/actions';
import { hexTaken, hexTypeAt, isEmptySlotHex } from '../map/board';
import { stormCovers } from '../map/sight';
import { ignoresRoughSeas } from '../ship/improvements';
import { hexKey, neighbour, sameHex, turn, type Facing, type Hex } from '../core/hex';
import { canRevealTiles } from '../ship/ship';
import type { PlayerState } from '../core/state';
import type { HexType } from '../core/content';

/**
 * Ship movement: a Navigation point turns the ship one hex face, moves it one hex ahead, or reveals the
 * tile in the empty slot it faces. Every cost doubles while the ship is in a Rough Sea. In a Port the
 * ship may change facing without cost (Departing from Port).
 */
export interface ShipPose {
  readonly hex: Hex;
  readonly facing: Facing;
}

export function stepCostFrom(state: VisibleState, p: PlayerState, pose: ShipPose, step: SailStep): number {
  const type = hexTypeAt(state, pose.hex);
  return stepCost(type, step, type === 'roughSea' && ignoresRoughSeas(state, p), stormCovers(state, pose.hex));
}

/**
 * A step's cost from a hex of this type (`stepCostFrom`), for a caller that already knows whether the ship
 * ignores Rough Seas and whether a Storm covers the hex (the voyage chart, hex by hex).
 */
export function stepCost(type: HexType | undefined, step: SailStep, ignoresRough: boolean, storm: boolean): number {
  if ((step === 'turnPort' || step === 'turnStarboard') && type === 'port') return 0;
  const rough = type === 'roughSea' && !ignoresRough;
  return rough || storm ? 2 : 1;
}

export function poseAfter(pose: ShipPose, step: SailStep): ShipPose {
  switch (step) {
    case 'turnStarboard':
      return { hex: pose.hex, facing: turn(pose.facing, 1) };
    case 'turnPort':
      return { hex: pose.hex, facing: turn(pose.facing, -1) };
    case 'ahead':
      return { hex: neighbour(pose.hex, pose.facing), facing: pose.facing };
    case 'reveal':
      return pose;
  }
}

/** Whether the map allows the step at all (ignoring points): a placed hex ahead, or an empty slot to reveal. */
function mapAllows(state: VisibleState, p: PlayerState, pose: ShipPose, step: SailStep): boolean {
  const ahead = neighbour(pose.hex, pose.facing);
  if (step === 'ahead') return hexTypeAt(state, ahead) !== undefined;
  if (step === 'reveal') return isEmptySlotHex(state, ahead) && canRevealTiles(state, p) && canRevealNextTile(state);
  return true;
}

/** The top tile of the stack if its Act is open: each Act limits which tiles can be revealed. */
export function canRevealNextTile(state: VisibleState): boolean {
  const act = topTileAct(state);
  return act !== undefined && act <= state.act;
}

/**
 * Can a ship at this pose, with these points, reach a hex no other ship occupies using turns and moves
 * ahead? Ships pass through each other but cannot end a move in an occupied hex.
 */
function canEndMoveFrom(state: VisibleState, p: PlayerState, start: ShipPose, points: number): boolean {
  const seen = new Map<string, number>();
  const stack: { pose: ShipPose; points: number }[] = [{ pose: start, points }];
  while (stack.length > 0) {
    const { pose, points: left } = stack.pop() as { pose: ShipPose; points: number };
    if (!hexTaken(state, pose.hex, p.seat)) return true;
    const key = `${hexKey(pose.hex)}/${pose.facing}`;
    if ((seen.get(key) ?? -1) >= left) continue;
    seen.set(key, left);
    for (const step of ['ahead', 'turnStarboard', 'turnPort'] as const) {
      const cost = stepCostFrom(state, p, pose, step);
      if (cost > left || !mapAllows(state, p, pose, step)) continue;
      stack.push({ pose: poseAfter(pose, step), points: left - cost });
    }
  }
  return false;
}

/** The sail steps the player can take now, with what each costs. */
export function legalSailSteps(state: VisibleState, p: PlayerState, points: number): { step: SailStep; cost: number }[] {
  const pose = p.position;
  if (!pose) return [];
  const out: { step: SailStep; cost: number }[] = [];
  const inPort = hexTypeAt(state, pose.hex) === 'port';
  for (const step of ['ahead', 'turnStarboard', 'turnPort', 'reveal'] as const) {
    // In a Port the ship takes any facing in one choice (legalFacings, the `face` action), not a turn at a time.
    if (inPort && (step === 'turnStarboard' || step === 'turnPort')) continue;
    const cost = stepCostFrom(state, p, pose, step);
    if (cost > points || !mapAllows(state, p, pose, step)) continue;
    if (step !== 'reveal' && !canEndMoveFrom(state, p, poseAfter(pose, step), points - cost)) continue;
    if (step === 'reveal' && hexTaken(state, pose.hex, p.seat) && !canEndMoveFrom(state, p, pose, points - cost)) continue;
    out.push({ step, cost });
  }
  return out;
}

/**
 * The facings the ship may turn to in a Port, each one choice and free (Departing from Port: "may change the
 * facing of their ship without cost"; D114): every facing but the one it has. A ship that shares the Port's
 * hex and must sail on is offered only the facings it could sail on from with the points it has.
 */
export function legalFacings(state: VisibleState, p: PlayerState, points: number): Facing[] {
  const pose = p.position;
  if (!pose || hexTypeAt(state, pose.hex) !== 'port') return [];
  const mustLeave = hexTaken(state, pose.hex, p.seat);
  const out: Facing[] = [];
  for (let facing = 0 as Facing; facing < 6; facing = (facing + 1) as Facing) {
    if (facing === pose.facing) continue;
    if (mustLeave && !canEndMoveFrom(state, p, { hex: pose.hex, facing }, points)) continue;
    out.push(facing);
  }
  return out;
}

/** True while the ship sits on another ship's hex and must sail on before doing anything else. */
export function mustSailOn(state: VisibleState, p: PlayerState): boolean {
  return p.position !== null && hexTaken(state, p.position.hex, p.seat);
}

export interface Reach {
  readonly hex: Hex;
  readonly facing: Facing;
  readonly cost: number;
  /** A Port on the way where the voyage would stop for its visit (its Denizen, its services) before going on. */
  readonly stop?: Hex;
}

/**
 * One move of a planned voyage, as it is played: a free turn to any facing in a Port (the `face` action,
 * Departing from Port), or a sail step (`sail`).
 */
export type SailMove = { readonly type: 'face'; readonly facing: Facing } | { readonly type: 'sail'; readonly step: SailStep };

/** A pose the ship can reach this turn, and the best moves that get it there. */
interface PoseRoute {
  readonly pose: ShipPose;
  readonly cost: number;
  /** Ports entered on the way (the last hex included). */
  readonly ports: number;
  readonly moves: readonly SailMove[];
  /** The hexes entered, in order. */
  readonly path: readonly Hex[];
  /** The first Port on the way whose visit would stop the voyage before this pose, if any. */
  readonly stop: Hex | null;
  /** The last move entered a Port not yet visited this turn: going on from here stops there first. */
  readonly visiting: boolean;
}

/** Better first: arriving without a stop on the way, then cheaper, then through fewer Ports, then fewer moves. */
function better(a: PoseRoute, b: PoseRoute): number {
  return Number(a.stop !== null) - Number(b.stop !== null) || a.cost - b.cost || a.ports - b.ports || a.moves.length - b.moves.length;
}

/**
 * Every pose reachable with the points, each by its best route (better): turns and moves ahead, and in a Port
 * any facing for free (`face`, as the engine offers it there: never a turn at a time). Entering a Port not yet
 * visited this turn is a visit — its Denizen, its services — which stops a planned voyage there before it goes on.
 */
function poseRoutes(state: VisibleState, p: PlayerState, points: number): PoseRoute[] {
  const start = p.position;
  if (!start) return [];
  const departed = new Set(state.turn?.portsDeparted ?? []);
  const best = new Map<string, PoseRoute>();
  const frontier: PoseRoute[] = [{ pose: start, cost: 0, ports: 0, moves: [], path: [], stop: null, visiting: false }];
  while (frontier.length > 0) {
    frontier.sort(better);
    const current = frontier.shift() as PoseRoute;
    const key = `${hexKey(current.pose.hex)}/${current.pose.facing}`;
    if (best.has(key)) continue;
    best.set(key, current);
    const stop = current.stop ?? (current.visiting ? current.pose.hex : null);
    const push = (route: Omit<PoseRoute, 'stop'>) => {
      if (!best.has(`${hexKey(route.pose.hex)}/${route.pose.facing}`)) frontier.push({ ...route, stop });
    };
    const inPort = hexTypeAt(state, current.pose.hex) === 'port';
    if (inPort) {
      // A free turn to any facing, once (a face after a face is no use).
      if (current.moves[current.moves.length - 1]?.type !== 'face') {
        for (let facing = 0 as Facing; facing < 6; facing = (facing + 1) as Facing) {
          if (facing === current.pose.facing) continue;
          push({ pose: { hex: current.pose.hex, facing }, cost: current.cost, ports: current.ports, moves: [...current.moves, { type: 'face', facing }], path: current.path, visiting: false });
        }
      }
    } else {
      for (const step of ['turnStarboard', 'turnPort'] as const) {
        const cost = current.cost + stepCostFrom(state, p, current.pose, step);
        if (cost > points) continue;
        push({ pose: poseAfter(current.pose, step), cost, ports: current.ports, moves: [...current.moves, { type: 'sail', step }], path: current.path, visiting: false });
      }
    }
    const cost = current.cost + stepCostFrom(state, p, current.pose, 'ahead');
    if (cost > points || !mapAllows(state, p, current.pose, 'ahead')) continue;
    const next = poseAfter(current.pose, 'ahead');
    const port = hexTypeAt(state, next.hex) === 'port';
    const seen = sameHex(next.hex, start.hex) || current.path.some((h) => sameHex(h, next.hex));
    push({
      pose: next, cost, ports: current.ports + (port ? 1 : 0), moves: [...current.moves, { type: 'sail', step: 'ahead' }], path: [...current.path, next.hex],
      visiting: port && !seen && !departed.has(hexKey(next.hex)),
    });
  }
  return [...best.values()];
}

/**
 * The cheapest cost of every pose the ship can reach with the given points, for clients that show reachable
 * hexes before a player commits (the route's Port stop, if one comes on the way).
 */
export function reachablePoses(state: VisibleState, p: PlayerState, points: number): Reach[] {
  return poseRoutes(state, p, points)
    .filter((r) => !hexTaken(state, r.pose.hex, p.seat))
    .map((r) => ({ hex: r.pose.hex, facing: r.pose.facing, cost: r.cost, ...(r.stop ? { stop: r.stop } : {}) }));
}

/**
 * Every hex the ship can sail to, once each, with the voyage a click on it makes (sailPlan's: one without a stop
 * on the way first, then the cheapest): its cost, end facing and stop. The ship's own hex is not among them.
 */
export function reachableHexes(state: VisibleState, p: PlayerState, points: number): Reach[] {
  const start = p.position;
  if (!start) return [];
  const best = new Map<string, PoseRoute>();
  for (const r of poseRoutes(state, p, points)) {
    if (r.moves.length === 0 || sameHex(r.pose.hex, start.hex) || hexTaken(state, r.pose.hex, p.seat)) continue;
    const key = hexKey(r.pose.hex);
    const known = best.get(key);
    if (!known || better(r, known) < 0) best.set(key, r);
  }
  return [...best.values()].map((r) => ({ hex: r.pose.hex, facing: r.pose.facing, cost: r.cost, ...(r.stop ? { stop: r.stop } : {}) }));
}

/**
 * A voyage planned to a hex, to show before it is made and to play move by move: the moves, the hexes entered
 * in order, the points in all, the facing at the end, and — when a Port visit comes on the way (a Denizen met,
 * the services open) — where the voyage stops before going on.
 */
export interface SailPlan {
  readonly moves: readonly SailMove[];
  readonly path: readonly Hex[];
  readonly cost: number;
  readonly facing: Facing;
  readonly stop: Hex | null;
}

/**
 * The best voyage to `target` (ending on `facing` when given) with the points the ship has: one that arrives
 * without stopping on the way if there is one, else the cheapest; undefined when it cannot get there.
 */
export function sailPlan(state: VisibleState, p: PlayerState, points: number, target: Hex, facing?: Facing): SailPlan | undefined {
  if (hexTaken(state, target, p.seat)) return undefined;
  const arrivals = poseRoutes(state, p, points).filter((r) => r.moves.length > 0 && sameHex(r.pose.hex, target)
    && (facing === undefined || r.pose.facing === facing));
  arrivals.sort(better);
  const best = arrivals[0];
  return best ? { moves: best.moves, path: best.path, cost: best.cost, facing: best.pose.facing, stop: best.stop } : undefined;
}

/** A way to sail to a hex: the steps in order and the points they cost (see sailPlan for the whole voyage). */
export interface SailRoute {
  /** In a Port: the facing to take first, free (the `face` action), before the steps. */
  readonly face?: Facing;
  readonly steps: readonly SailStep[];
  readonly cost: number;
  readonly facing: Facing;
}

/**
 * The best steps that bring the ship to `target` (sailPlan's voyage: a free turn in the Port it leaves from
 * first, then turns and moves), or undefined when it cannot get there or only through a Port's visit that needs
 * a turn there (a voyage sailPlan gives whole). Each step is still played, and checked, as its own action.
 */
export function sailRoute(state: VisibleState, p: PlayerState, points: number, target: Hex, facing?: Facing): SailRoute | undefined {
  const plan = sailPlan(state, p, points, target, facing);
  if (!plan) return undefined;
  const [first, ...rest] = plan.moves;
  const face = first?.type === 'face' ? first.facing : undefined;
  const moves = face === undefined ? plan.moves : rest;
  if (moves.some((m) => m.type === 'face')) return undefined;
  return { ...(face !== undefined ? { face } : {}), steps: moves.map((m) => (m as { step: SailStep }).step), cost: plan.cost, facing: plan.facing };
}

/** An empty tile slot the ship could reveal this turn: where it would stand and face, and the points in all. */
export interface RevealTarget {
  readonly hex: Hex;
  readonly from: ShipPose;
  readonly cost: number;
}

/**
 * Every empty slot hex the ship can reveal with the points it has, by turning and sailing first if it must:
 * the cheapest pose facing it, plus the reveal's own cost. None when no tile can be revealed now.
 */
export function revealTargets(state: VisibleState, p: PlayerState, points: number): RevealTarget[] {
  if (!p.position || !canRevealTiles(state, p) || !canRevealNextTile(state)) return [];
  const best = new Map<string, RevealTarget>();
  for (const pose of reachablePoses(state, p, points)) {
    const ahead = neighbour(pose.hex, pose.facing);
    if (!isEmptySlotHex(state, ahead)) continue;
    const cost = pose.cost + stepCostFrom(state, p, pose, 'reveal');
    const key = hexKey(ahead);
    if (cost > points || (best.get(key)?.cost ?? Infinity) <= cost) continue;
    best.set(key, { hex: ahead, from: { hex: pose.hex, facing: pose.facing }, cost });
  }
  return [...best.values()];
}
