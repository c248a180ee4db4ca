import type { OrderKind, OrderPool } from './state';

// A player's rarely changed lists (hold, passengers, schematics, captives, destroyed nodes, Below Deck,
// Artillery), Order pools and position, and the map's tiles placed and face down, are shared from state to
// state, never changed in place (their types are readonly): a rule that changes one puts a new one in its place.

/** A new list without the entry at `index` (as `splice(index, 1)` would take it: -1 is the last). */
export function withoutIndex<T>(list: readonly T[], index: number): T[] {
  const out = list.slice();
  out.splice(index, 1);
  return out;
}

/** A new list without the first `item` (as `splice(indexOf(item), 1)` would take it). */
export function withoutItem<T>(list: readonly T[], item: T): T[] {
  return withoutIndex(list, list.indexOf(item));
}

/** A new list with `item` at the end. */
export function withItem<T>(list: readonly T[], item: T): T[] {
  const out = list.slice();
  out.push(item);
  return out;
}

/** A new list with `item` at `index`. */
export function withAt<T>(list: readonly T[], index: number, item: T): T[] {
  const out = list.slice();
  out[index] = item;
  return out;
}

/** Whether two lists hold the same items in the same order (a memo's key compared without making a string). */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A new Order pool with `delta` more Orders of `kind` (an Order pool is shared from state to state, never changed in place). */
export function withOrders(pool: OrderPool, kind: OrderKind, delta: number): OrderPool {
  // Each kind written out: a computed key over a named one made every new pool in the runtime's slow path.
  switch (kind) {
    case 'crew': return { crew: pool.crew + delta, navigation: pool.navigation, artillery: pool.artillery };
    case 'navigation': return { crew: pool.crew, navigation: pool.navigation + delta, artillery: pool.artillery };
    case 'artillery': return { crew: pool.crew, navigation: pool.navigation, artillery: pool.artillery + delta };
  }
}
