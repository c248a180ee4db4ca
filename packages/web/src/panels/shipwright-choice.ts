import type { Action } from '@everrain/engine';

export type ShipwrightAction = Extract<Action, { type: 'engageService' }> & { readonly service: 'shipwright' };

/**
 * The Shipwright as a two-step choice (D144), from the engine's legal actions only: first how many destroyed
 * nodes to repair (what the purse allows), then how many of the cards drawn are Improvements (the rest
 * Artillery), then who goes. Each step lists only what some legal action offers.
 */
export function shipwrightActions(legal: readonly Action[]): ShipwrightAction[] {
  return legal.filter((a): a is ShipwrightAction => a.type === 'engageService' && a.service === 'shipwright');
}

const unique = (xs: readonly number[]) => [...new Set(xs)].sort((a, b) => a - b);

/** Step 1: the repair counts offered. */
export function repairChoices(actions: readonly ShipwrightAction[]): number[] {
  return unique(actions.map((a) => a.repairs));
}

/** Step 2: with `repairs` chosen, the counts of Improvements to see. */
export function improvementChoices(actions: readonly ShipwrightAction[], repairs: number): number[] {
  return unique(actions.filter((a) => a.repairs === repairs).map((a) => a.improvements));
}

/** Step 3: the crew who could go for that choice, one legal action each. */
export function crewFor(actions: readonly ShipwrightAction[], repairs: number, improvements: number): ShipwrightAction[] {
  return actions.filter((a) => a.repairs === repairs && a.improvements === improvements);
}
