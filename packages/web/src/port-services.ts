import type { Action, GameState } from '@everrain/engine';

export type ServiceName = Extract<Action, { type: 'engageService' }>['service'];

/** Why nobody aboard can use a Port service now, in words. */
export function serviceClosedText(state: GameState, seat: number, service: ServiceName): string {
  const s = state.catalog.services;
  const p = state.players[seat]!;
  switch (service) {
    case 'university': return `Needs ${s.university.cluesPerStep} Clues for a step; you have ${p.clues}.`;
    case 'apothecary': return p.crew.some((c) => c.trauma > 0) ? `Needs ${s.apothecary.coinPerTrauma} coin; you have ${p.coin}.` : 'Nobody aboard has Trauma to heal.';
    case 'shipwright': case 'marketplace': return 'Not open to anyone now.';
    case 'inn': return 'You cannot pay for anything at the Inn.';
    case 'hire': return p.crew.length >= state.catalog.shipBoard.crewSlots ? `Every crew slot is taken (${state.catalog.shipBoard.crewSlots}).` : 'Nobody is left to hire.';
  }
}
