import type { PendingDecision } from '@everrain/engine';
import { DECISION_TITLES } from '@everrain/text';

/** How each decision the rules leave to the players is put to them: a title, a line of help, a manual entry. */
export interface DecisionPrompt {
  readonly title: string;
  readonly help: string;
  readonly manual: string;
}

/** Each decision's help and manual entry; its title is the text package's (the waiting line says the same). */
const PROMPTS: Record<PendingDecision['kind'], Omit<DecisionPrompt, 'title'>> = {
  placeShip: { help: 'Choose where your ship starts (the ⚓ hexes) and the way its bow faces: click a hex on the map, or pick below.', manual: 'setup' },
  chooseFirstPlayer: { help: 'Who takes the first turn this round?', manual: 'first-player' },
  recoverOrders: { help: 'Turn 3 Issued Orders back to Fresh: choose which kinds you will need this turn.', manual: 'orders' },
  actReward: { help: 'Reaching the end of the Act first earns one more Order.', manual: 'acts' },
  payWages: { help: 'Every crew member, Deckhand or Adept, asks for their wage, and the purse cannot cover them all: choose whom to pay; anyone unpaid leaves the ship.', manual: 'wages' },
  respawn: { help: 'Your ship sank: choose where it returns.', manual: 'sinking' },
  chooseEnemy: { help: 'The players choose the order in which enemies activate.', manual: 'activation' },
  convertOmens: { help: 'Each Fresh Order spent turns an Omen: on Attack dice into Damage, on Evasion dice into Evade.', manual: 'omen' },
  assignTrauma: { help: 'Spread the Trauma over the targets: choose how many each takes.', manual: 'trauma' },
  moveStorm: { help: 'The Fate Die lets the players steer this Storm: choose its direction.', manual: 'storms' },
  boardingCrew: { help: 'Move a crew member across the enemy deck, or fight where they stand.', manual: 'boarding' },
  chooseOption: { help: 'Options you cannot pay for are not offered.', manual: 'sea-events' },
  chooseCrew: { help: "The card's effect falls on one crew member of your choice.", manual: 'crew' },
  market: { help: 'Buy and sell Treasures at this Port\'s prices, then say when you are done.', manual: 'marketplace' },
  hireCrew: { help: 'Pay their wage to take them aboard, or let them go.', manual: 'hiring-crew' },
  denizen: { help: 'Deal with them (a crew member spends their visit), take them aboard as a Passenger, or leave them be.', manual: 'denizens' },
  shipyard: { help: 'Buy Improvements and Artillery from what was drawn, then say when you are done.', manual: 'shipwright' },
  capture: { help: 'Drag the beaten creature into a free enemy space Below Deck, or take its Loot.', manual: 'captives' },
  keepTreasure: { help: 'The Shipwreck keeps one Treasure from your Hold for whoever reaches it; the others are lost.', manual: 'sinking' },
  expedition: { help: 'Move a crew member across the Island, answer a token, or end the expedition.', manual: 'exhaustive-expeditions' },
};

export function decisionPrompt(decision: PendingDecision): DecisionPrompt {
  return { title: DECISION_TITLES[decision.kind], ...PROMPTS[decision.kind] };
}
