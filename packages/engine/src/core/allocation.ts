import type { TraumaTarget } from './state';

/**
 * Every way to spread `amount` Trauma over targets, none taking more than its capacity (what destroys
 * or slays it). When the capacities cannot absorb it all, the surplus is lost and every target takes
 * its full capacity. Targets keep their order; each allocation lists an amount per target.
 */
export function traumaAllocations(amount: number, targets: readonly TraumaTarget[]): number[][] {
  const total = Math.min(amount, targets.reduce((sum, t) => sum + t.capacity, 0));
  const out: number[][] = [];
  const walk = (i: number, left: number, acc: number[]) => {
    if (i === targets.length) {
      if (left === 0) out.push(acc.slice());
      return;
    }
    const room = targets.slice(i + 1).reduce((sum, t) => sum + t.capacity, 0);
    const cap = (targets[i] as TraumaTarget).capacity;
    for (let give = Math.max(0, left - room); give <= Math.min(cap, left); give++) {
      acc.push(give);
      walk(i + 1, left - give, acc);
      acc.pop();
    }
  };
  walk(0, total, []);
  return out;
}

/** True when the players have a real choice to make (more than one allocation). */
export function allocationIsOpen(amount: number, targets: readonly TraumaTarget[]): boolean {
  return traumaAllocations(amount, targets).length > 1;
}
