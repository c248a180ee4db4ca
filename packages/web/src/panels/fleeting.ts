import type { Action } from '@everrain/engine';

/** The same action paid by another Order: every field but `fleeting`. */
export function withoutPayment(a: Action): string {
  if (!('fleeting' in a)) return JSON.stringify(a);
  const { fleeting: _paid, ...rest } = a;
  return JSON.stringify(rest);
}

/**
 * The legal actions with the Fleeting duplicates folded away (D145): an action the engine offers both with a
 * Fresh Order and with a Fleeting Order is listed once — with the Fresh Order, or with the Fleeting one when
 * `payFleeting`. An action only a Fleeting Order can pay for stays as it is. `twins`: how many are folded.
 */
export function plainActions(legal: readonly Action[], payFleeting: boolean): { shown: Action[]; twins: number } {
  const byKey = new Map<string, { fresh?: Action; fleeting?: Action; at: number }>();
  legal.forEach((a, at) => {
    const key = withoutPayment(a);
    const entry = byKey.get(key) ?? { at };
    if ('fleeting' in a && a.fleeting) entry.fleeting = a;
    else entry.fresh = a;
    byKey.set(key, entry);
  });
  let twins = 0;
  const shown: Action[] = [];
  for (const e of [...byKey.values()].sort((x, y) => x.at - y.at)) {
    if (e.fresh && e.fleeting) twins += 1;
    const pick = payFleeting ? e.fleeting ?? e.fresh : e.fresh ?? e.fleeting;
    if (pick) shown.push(pick);
  }
  return { shown, twins };
}
