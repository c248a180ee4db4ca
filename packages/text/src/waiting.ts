import { shipDef, type VisibleState, type PendingDecision } from '@everrain/engine';
import { theShip } from './names';

/** Words shared by every client for counting and for whom the game waits on (issue #15, item 9). */

/** "1 Clue", "2 Clues", "1 Artillery card": the count with its noun, singular or plural. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** What each decision the rules leave to the players asks, in the rulebook's words (never the engine's kind). */
export const DECISION_TITLES: Record<PendingDecision['kind'], string> = {
  placeShip: 'Place your ship',
  chooseFirstPlayer: 'Choose the First Player',
  recoverOrders: 'Recover Orders',
  actReward: 'An Act ends: choose a reward',
  payWages: 'Pay wages',
  respawn: 'Return to sea',
  chooseEnemy: 'Which enemy acts next?',
  convertOmens: 'Spend Orders on Omens?',
  assignTrauma: 'Distribute Trauma',
  moveStorm: 'Move the Storm',
  boardingCrew: 'Boarding: activate a crew member',
  chooseOption: 'The card offers a choice',
  chooseCrew: 'Who does this fall on?',
  market: 'The Marketplace',
  hireCrew: 'Hire this crew member?',
  denizen: 'A Denizen of the Port',
  shipyard: 'The Shipwright',
  capture: 'Take it captive?',
  keepTreasure: 'Your ship sinks: which Treasure does the wreck keep?',
  expedition: 'Exhaustive Expedition',
};

/** "Seat 1 (the Bitter End)": a seat with its ship's name. */
export function seatName(state: VisibleState, seat: number): string {
  const p = state.players[seat];
  return p ? `Seat ${seat + 1} (${theShip(shipDef(state.catalog, p.ship).name)})` : `Seat ${seat + 1}`;
}

/** Whom the game waits on and for what: "Seat 1 (the Bitter End): Place your ship." */
export function waitingText(state: VisibleState): string {
  const decision = state.pending[0];
  if (decision) return `${seatName(state, decision.seat)}: ${DECISION_TITLES[decision.kind]}.`;
  if (state.turn) return `${seatName(state, state.turn.seat)}: your turn.`;
  return '';
}
