import type { OrderKind, OrderPool } from './state';

// A player's rarely changed lists (hold, passengers, schematics, captives, destroyed nodes, Below Deck,
// Artillery), Order pools and position, and the map's tiles placed and face down, are shared from state to
// state, never changed in place (their types are readonly): a rule that changes one puts a new one in its place.

// V8 gives every array an elements kind, and an empty array made by `[]`, `map` or `slice` has the kind of
// small integers until something else is put in it. A list of objects or strings that is empty in one state
// and not in the next then came in two kinds, and every rule compiled for one was thrown away when it met
// the other, all game long (issue #25: a quarter of the deoptimizations over a process's first games). The
// lists of a state that hold objects or strings are made and copied with these three, so they have one kind
// however long they are. Lists of numbers keep `[]` and `slice`, whose kind is already the same empty or not.
const EMPTY_OF_OBJECTS: unknown[] = [{}];
EMPTY_OF_OBJECTS.pop();

/** A new empty list of objects or strings (see above for why not `[]`). */
export function emptyList<T extends object | string | null>(): T[] {
  return EMPTY_OF_OBJECTS.slice() as T[];
}

/** A copy of a list of objects or strings, of the one kind whether it is empty or not. */
export function copyList<T extends object | string | null>(list: readonly T[]): T[] {
  return list.length === 0 ? (EMPTY_OF_OBJECTS.slice() as T[]) : list.slice();
}

/** `list.map(f)` into a list of objects of the one kind whether it is empty or not. */
export function mapList<T, U extends object>(list: readonly T[], f: (item: T) => U): U[] {
  return list.length === 0 ? (EMPTY_OF_OBJECTS.slice() as U[]) : list.map(f);
}

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

/** A new list with `item` (an object or string) at the end. */
export function withItem<T extends object | string>(list: readonly T[], item: T): T[] {
  const out = copyList(list);
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
