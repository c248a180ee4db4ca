import { withOrders } from './lists';
import type { DieFace } from './content';
import type { OrderPool, PlayerState } from './state';

/** What pays for an Omen conversion — Fresh Orders of every type, Fleeting ones included. */
export interface OrderPayment extends OrderPool {
  fleeting: number;
}

export function freshOrderCount(p: PlayerState): number {
  const f = p.orders.fresh;
  return f.crew + f.navigation + f.artillery + p.orders.fleeting;
}

export function countFaces(faces: readonly DieFace[], wanted: readonly DieFace[]): number {
  return faces.filter((f) => wanted.includes(f)).length;
}

/** Every way to pay `n` Orders from the player's Fresh Orders. */
export function payments(p: PlayerState, n: number): OrderPayment[] {
  const f = p.orders.fresh;
  const out: OrderPayment[] = [];
  for (let crew = 0; crew <= Math.min(f.crew, n); crew++) {
    for (let navigation = 0; navigation <= Math.min(f.navigation, n - crew); navigation++) {
      for (let artillery = 0; artillery <= Math.min(f.artillery, n - crew - navigation); artillery++) {
        const fleeting = n - crew - navigation - artillery;
        if (fleeting <= p.orders.fleeting) out.push({ crew, navigation, artillery, fleeting });
      }
    }
  }
  return out;
}

/** Spends Orders on conversions: standard ones become Issued, Fleeting ones are discarded. */
export function payOrders(p: PlayerState, pay: OrderPayment): void {
  for (const kind of ['crew', 'navigation', 'artillery'] as const) {
    p.orders.fresh = withOrders(p.orders.fresh, kind, -pay[kind]);
    p.orders.issued = withOrders(p.orders.issued, kind, pay[kind]);
  }
  p.orders.fleeting -= pay.fleeting;
}

/** Turns up to `n` Omens of a roll into `into`, in place. */
export function convertFaces(faces: DieFace[], n: number, into: DieFace): void {
  let left = n;
  for (let i = 0; i < faces.length && left > 0; i++) {
    if (faces[i] === 'omen') {
      faces[i] = into;
      left -= 1;
    }
  }
}
