import { topTileAct, type VisibleState } from '../core/visible';
import type { SailStep } from '../core/actions';
import { hexTaken, hexTypeAt, isEmptySlotHex } from '../map/board';
import { stormCovers } from '../map/sight';
import { ignoresRoughSeas } from '../ship/improvements';
import { hexKey, neighbour, sameHex, turn, type Facing, type Hex } from '../core/hex';
import { canRevealTiles } from '../ship/ship';
import type { PlayerState } from '../core/state';

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
  if ((step === 'turnPort' || step === 'turnStarboard') && type === 'port') return 0;
  const rough = type === 'roughSea' && !ignoresRoughSeas(state, p);
  return rough || stormCovers(state, pose.hex) ? 2 : 1;
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
}

/** A pose the ship can reach this turn, and the cheapest steps that get it there. */
interface PoseRoute {
  readonly pose: ShipPose;
  readonly cost: number;
  /** Ports entered on the way: arriving in a Port stops to visit it, so fewer is better at equal cost. */
  readonly ports: number;
  readonly steps: readonly SailStep[];
}

/** Every pose reachable with the points (turns and moves ahead), each by its cheapest route. */
function poseRoutes(state: VisibleState, p: PlayerState, points: number): PoseRoute[] {
  const start = p.position;
  if (!start) return [];
  const best = new Map<string, PoseRoute>();
  const frontier: PoseRoute[] = [{ pose: start, cost: 0, ports: 0, steps: [] }];
  while (frontier.length > 0) {
    frontier.sort((a, b) => a.cost - b.cost || a.ports - b.ports || a.steps.length - b.steps.length);
    const current = frontier.shift() as PoseRoute;
    const key = `${hexKey(current.pose.hex)}/${current.pose.facing}`;
    if (best.has(key)) continue;
    best.set(key, current);
    for (const step of ['ahead', 'turnStarboard', 'turnPort'] as const) {
      const cost = current.cost + stepCostFrom(state, p, current.pose, step);
      if (cost > points || !mapAllows(state, p, current.pose, step)) continue;
      const next = poseAfter(current.pose, step);
      const ports = current.ports + (step === 'ahead' && hexTypeAt(state, next.hex) === 'port' ? 1 : 0);
      if (!best.has(`${hexKey(next.hex)}/${next.facing}`)) frontier.push({ pose: next, cost, ports, steps: [...current.steps, step] });
    }
  }
  return [...best.values()];
}

/**
 * The cheapest cost of every pose the ship can reach with the given points (turns and moves only),
 * for clients that show reachable hexes before a player commits.
 */
export function reachablePoses(state: VisibleState, p: PlayerState, points: number): Reach[] {
  return poseRoutes(state, p, points)
    .filter((r) => !hexTaken(state, r.pose.hex, p.seat))
    .map((r) => ({ hex: r.pose.hex, facing: r.pose.facing, cost: r.cost }));
}

/** A way to sail to a hex: the steps in order and the points they cost. */
export interface SailRoute {
  readonly steps: readonly SailStep[];
  readonly cost: number;
  readonly facing: Facing;
}

/**
 * The cheapest steps (turns and moves ahead) that bring the ship to `target` with the points it has,
 * ending on any facing (or on `facing` when given), entering as few Ports on the way as that cost allows;
 * undefined when it cannot get there. For clients that let a player click where to sail: each step is
 * still played, and checked, as its own action.
 */
export function sailRoute(state: VisibleState, p: PlayerState, points: number, target: Hex, facing?: Facing): SailRoute | undefined {
  if (hexTaken(state, target, p.seat)) return undefined;
  const arrivals = poseRoutes(state, p, points).filter((r) => r.steps.length > 0 && sameHex(r.pose.hex, target)
    && (facing === undefined || r.pose.facing === facing));
  arrivals.sort((a, b) => a.cost - b.cost || a.ports - b.ports || a.steps.length - b.steps.length);
  const best = arrivals[0];
  return best ? { steps: best.steps, cost: best.cost, facing: best.pose.facing } : undefined;
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
