import type { PendingDecision } from '@everrain/engine';

/** How each decision the rules leave to the players is put to them: a title, a line of help, a manual entry. */
export interface DecisionPrompt {
  readonly title: string;
  readonly help: string;
  readonly manual: string;
}

const PROMPTS: Record<PendingDecision['kind'], DecisionPrompt> = {
  placeShip: { title: 'Place your ship', help: 'Choose where your ship starts (the ⚓ hexes) and the way its bow faces: click a hex on the map, or pick below.', manual: 'setup' },
  chooseFirstPlayer: { title: 'Choose the First Player', help: 'Who takes the first turn this round?', manual: 'first-player' },
  recoverOrders: { title: 'Recover Orders', help: 'Turn 3 Issued Orders back to Fresh: choose which kinds you will need this turn.', manual: 'orders' },
  actReward: { title: 'An Act ends: choose a reward', help: 'Reaching the end of the Act first earns one more Order.', manual: 'acts' },
  payWages: { title: 'Pay wages', help: 'Every crew member, Deckhand or Adept, asks for their wage, and the purse cannot cover them all: choose whom to pay; anyone unpaid leaves the ship.', manual: 'wages' },
  respawn: { title: 'Return to sea', help: 'Your ship sank: choose where it returns.', manual: 'sinking' },
  chooseEnemy: { title: 'Which enemy acts next?', help: 'The players choose the order in which enemies activate.', manual: 'activation' },
  convertOmens: { title: 'Spend Orders on Omens?', help: 'Each Fresh Order spent turns an Omen: on Attack dice into Damage, on Evasion dice into Evade.', manual: 'omen' },
  assignTrauma: { title: 'Distribute Trauma', help: 'Spread the Trauma over the targets: choose how many each takes.', manual: 'trauma' },
  moveStorm: { title: 'Move the Storm', help: 'The Fate Die lets the players steer this Storm: choose its direction.', manual: 'storms' },
  boardingCrew: { title: 'Boarding: activate a crew member', help: 'Move a crew member across the enemy deck, or fight where they stand.', manual: 'boarding' },
  chooseOption: { title: 'The card offers a choice', help: 'Options you cannot pay for are not offered.', manual: 'sea-events' },
  chooseCrew: { title: 'Who does this fall on?', help: "The card's effect falls on one crew member of your choice.", manual: 'crew' },
  market: { title: 'The Marketplace', help: 'Buy and sell Treasures at this Port\'s prices, then say when you are done.', manual: 'marketplace' },
  hireCrew: { title: 'Hire this crew member?', help: 'Pay their wage to take them aboard, or let them go.', manual: 'hiring-crew' },
  denizen: { title: 'A Denizen of the Port', help: 'Deal with them (a crew member spends their visit), take them aboard as a Passenger, or leave them be.', manual: 'denizens' },
  shipyard: { title: 'The Shipwright', help: 'Buy Improvements and Artillery from what was drawn, then say when you are done.', manual: 'shipwright' },
  capture: { title: 'Take it captive?', help: 'Drag the beaten creature into a free enemy space Below Deck, or take its Loot.', manual: 'captives' },
  keepTreasure: { title: 'Your ship sinks: which Treasure does the wreck keep?', help: 'The Shipwreck keeps one Treasure from your Hold for whoever reaches it; the others are lost.', manual: 'sinking' },
  expedition: { title: 'Exhaustive Expedition', help: 'Move a crew member across the Island, answer a token, or end the expedition.', manual: 'exhaustive-expeditions' },
};

export function decisionPrompt(decision: PendingDecision): DecisionPrompt {
  return PROMPTS[decision.kind];
}
