import type { ShownExpedition, VisibleState } from './visible';
import type { Ctx } from './context';
import { copyList, mapList } from './lists';
import type { BoardingState, EffectFrame, EnemyAttackState, ExpeditionState, FrayState, GameState, MarketState, QueueEntry, QueuedStep, ShipyardState, VolleyState, WorkEntry } from './state';

/**
 * The engine's one queue of unfinished work (state.queue), first next. Three kinds of entry:
 * - cards being resolved (`effects`, a frame each): pushed at the very front, so the innermost card runs
 *   first and every card runs before the steps queued around it;
 * - parked rolls (`fray`, `volley`, `enemyAttack`): a combat's dice waiting on a decision, resumed by
 *   the decision's answer (parked-roll.ts);
 * - places open to the player (`expedition`, `shipyard`, `market`): an Exhaustive Expedition under way,
 *   the Shipwright's offer, the Marketplace, each open while its decision is and carried on by its answers;
 * - steps, and the `boarding` entry that runs in place until the boarding is over.
 * Cards, parked rolls and open places form the front of the queue; `queueNext` puts steps just behind them.
 *
 * An open place stands at the front as a parked roll does, for the same reason: it is only ever open with
 * its decision open (the random-play invariants check it), and `drain` stops at any open decision, so it
 * never runs one — the answers carry it on, and the last one takes it out (`endWork`). At the front, the
 * steps queued while it is open (an enemy spawned by an Expedition's token, an Act ended by its Clue) go
 * behind it and wait, exactly as they waited behind the former slot; cards begun meanwhile still go before
 * it. So the order of everything else in the queue is the one it had when these were slots.
 */

/** Entries that stand at the front, before any step queued while they are there. */
function atFront(entry: QueueEntry): boolean {
  switch (entry.kind) {
    case 'effects': case 'fray': case 'volley': case 'enemyAttack': case 'expedition': case 'shipyard': case 'market':
      return true;
    default:
      return false;
  }
}

function frontLength(queue: readonly QueueEntry[]): number {
  let i = 0;
  while (i < queue.length && atFront(queue[i] as QueueEntry)) i++;
  return i;
}

/**
 * Puts steps at the front of the engine's queue (behind cards being resolved and parked rolls): they run
 * before anything queued earlier, and after anything the same piece of work queued before them (two
 * creatures spawned one after the other make their first rolls in that order).
 */
export function queueNext(ctx: Ctx, ...steps: (QueuedStep | Extract<WorkEntry, { kind: 'boarding' }>)[]): void {
  ctx.state.queue.splice(frontLength(ctx.state.queue) + ctx.insertAt, 0, ...steps);
  ctx.insertAt += steps.length;
}

/** Puts steps at the back of the queue. */
export function queueLast(ctx: Ctx, ...steps: QueuedStep[]): void {
  ctx.state.queue.push(...steps);
}

/**
 * Puts a consequence before everything, paused work included, to happen at once: a ship left without crew
 * by something below the ship's rules sinks before the card that caused it goes on (D19, D53).
 */
export function queueAtOnce(state: GameState, step: Extract<QueuedStep, { kind: 'sinkShip' }>): void {
  state.queue.unshift(step);
}

/** Puts paused work at the very front: a card to resolve, a combat's parked roll, a place opened. */
export function queueFirst(state: GameState, entry: Extract<WorkEntry, { kind: 'effects' | 'fray' | 'volley' | 'enemyAttack' | 'expedition' | 'shipyard' | 'market' }>): void {
  state.queue.unshift(entry);
}

/** Takes the first entry of a kind of paused work out of the queue (the work is over). */
export function endWork(state: GameState, kind: WorkEntry['kind']): void {
  const i = state.queue.findIndex((e) => e.kind === kind);
  if (i >= 0) state.queue.splice(i, 1);
}

/** What each combat's or open place's entry carries, under its kind's name. */
interface WorkData {
  fray: FrayState;
  volley: VolleyState;
  enemyAttack: EnemyAttackState;
  boarding: BoardingState;
  expedition: ShownExpedition;
  shipyard: ShipyardState;
  market: MarketState;
}

/** The data of the first entry of a kind of combat or open place, or null. */
export function work<K extends keyof WorkData>(state: VisibleState, kind: K): WorkData[K] | null {
  for (const e of state.queue) if (e.kind === kind) return (e as unknown as Record<K, WorkData[K]>)[kind];
  return null;
}

/** The Fray under way, or null. */
export function activeFray(state: VisibleState): FrayState | null {
  return work(state, 'fray');
}

/** The volley of Artillery waiting on its Omens or Trauma, or null. */
export function activeVolley(state: GameState): VolleyState | null {
  return work(state, 'volley');
}

/** The enemy ship's attack waiting on the defender's Evasion Omens, or null. */
export function activeEnemyAttack(state: GameState): EnemyAttackState | null {
  return work(state, 'enemyAttack');
}

/** The boarding under way (advanced rule), or null. */
export function activeBoarding(state: VisibleState): BoardingState | null {
  return work(state, 'boarding');
}

/** The Exhaustive Expedition under way, or null: in a seat's view, its face-down tokens are null. */
export function activeExpedition(state: GameState): ExpeditionState | null;
export function activeExpedition(state: VisibleState): ShownExpedition | null;
export function activeExpedition(state: VisibleState): ShownExpedition | null {
  return work(state, 'expedition');
}

/** The Shipwright's upgrades on offer, or null. */
export function activeShipyard(state: VisibleState): ShipyardState | null {
  return work(state, 'shipyard');
}

/** The Marketplace being traded at, or null. */
export function activeMarket(state: VisibleState): MarketState | null {
  return work(state, 'market');
}

/** Whether the game's end keeps an entry on record: the combats and places open when it ended (as the slots once did). */
export function keptAtGameOver(entry: QueueEntry): boolean {
  switch (entry.kind) {
    case 'fray': case 'volley': case 'enemyAttack': case 'boarding': case 'expedition': case 'shipyard': case 'market':
      return true;
    default:
      return false;
  }
}

/** The card being resolved now (the innermost), or undefined. */
export function currentFrame(state: VisibleState): EffectFrame | undefined {
  for (const e of state.queue) if (e.kind === 'effects') return e.frame;
  return undefined;
}

/** The cards being resolved, innermost last (the order of the former effect stack). */
export function effectFrames(state: GameState): EffectFrame[] {
  const out: EffectFrame[] = [];
  for (const e of state.queue) if (e.kind === 'effects') out.unshift(e.frame);
  return out;
}

/** A private copy of the queue for `apply`: steps are never changed in place, paused work's data is. */
export function copyQueue(queue: readonly QueueEntry[]): QueueEntry[] {
  return mapList(queue, (e): QueueEntry => {
    switch (e.kind) {
      case 'effects':
        return { kind: e.kind, frame: { ...e.frame, crew: copyList(e.frame.crew), effects: copyList(e.frame.effects) } };
      case 'fray':
        return { kind: e.kind, fray: { ...e.fray, attack: copyList(e.fray.attack), evasion: copyList(e.fray.evasion) } };
      case 'volley':
        return { kind: e.kind, volley: { ...e.volley, attack: copyList(e.volley.attack) } };
      case 'enemyAttack':
        return { kind: e.kind, enemyAttack: { ...e.enemyAttack, evasion: copyList(e.enemyAttack.evasion) } };
      case 'boarding':
        return { kind: e.kind, boarding: { ...e.boarding } };
      case 'expedition': {
        // The tokens are never changed once dealt (shared); where each crew member stands is.
        const x = e.expedition;
        return { kind: e.kind, expedition: { ...x, revealed: x.revealed.slice(), crew: mapList(x.crew, (c) => ({ ...c })) } };
      }
      case 'shipyard':
        return { kind: e.kind, shipyard: { ...e.shipyard, offered: copyList(e.shipyard.offered) } };
      case 'market':
        return { kind: e.kind, market: { ...e.market, offered: copyList(e.market.offered) } };
      default:
        return e;
    }
  });
}
