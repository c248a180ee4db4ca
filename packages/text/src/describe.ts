import { plural } from './waiting';
import {
  activeExpedition, activeMarket, crewDef, crewStats, enemyBoardInPlay, enemyDef, installedImprovements, priceAt, FACING_NAMES, hexKey, isOnBoard, legalSailSteps, mapHexAt, serviceCost,
  type Action, type CrewPosition, type EnemyInstance, type VisibleState, type Hex, type HexType, type PlayerState,
} from '@everrain/engine';
import { upgradePriceText } from './queries';
import { theName } from './names';

/** The game's actions and places in words, shared by every client (terminal, browser). */

export function positionName(state: VisibleState, at: CrewPosition, p?: PlayerState): string {
  if (at.area === 'below') {
    const improvement = p ? installedImprovements(state, p)[at.slot] : undefined;
    return at.space ? `the ${improvement?.name ?? 'Improvement'} crew space (Below Deck ${at.slot + 1})` : `Below Deck ${at.slot + 1}${improvement ? ` (${improvement.name})` : ''}`;
  }
  const zone = state.catalog.shipBoard.zones.find((z) => z.zone === at.zone) ?? enemyBoardInPlay(state)?.zones.find((z) => z.zone === at.zone);
  return `${zone?.name ?? 'zone'} (${at.zone})`;
}

/** An On Deck zone's name alone ("Waist"), of the ship or of a boarded enemy ship. */
function zoneName(state: VisibleState, zone: number): string {
  return (state.catalog.shipBoard.zones.find((z) => z.zone === zone) ?? enemyBoardInPlay(state)?.zones.find((z) => z.zone === zone))?.name ?? `zone ${zone}`;
}

export const TYPE_NAME: Record<HexType, string> = { calmSea: 'Calm Sea', roughSea: 'Rough Sea', port: 'Port', island: 'Island', altar: 'Altar', shipwreck: 'Shipwreck' };

/** What lies on a hex, in words: "Port of Duskfall", "Calm Sea", "unrevealed", "off the map". */
export function hexLabel(state: VisibleState, hex: Hex): string {
  const printed = mapHexAt(state, hex);
  if (printed) return printed.name ? `${TYPE_NAME[printed.type]} ${printed.name}` : TYPE_NAME[printed.type];
  return isOnBoard(state, hex) ? 'unrevealed' : 'off the map';
}

const STEP_TEXT = { ahead: 'sail ahead', turnStarboard: 'turn to starboard', turnPort: 'turn to port', reveal: 'reveal the tile ahead' } as const;

const ORDER_NAME = { crew: 'Crew', navigation: 'Navigation', artillery: 'Artillery', fleeting: 'Fleeting' } as const;

function joinAnd(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** One line per action, in the rulebook's words. */
export function describeAction(state: VisibleState, a: Action): string {
  const crewName = (seat: number, id: string) => {
    const c = state.players[seat]?.crew.find((m) => m.id === id);
    return c ? crewDef(state.catalog, c.token).name : id;
  };
  switch (a.type) {
    case 'placeShip':
      return `Place your ship on the ${hexLabel(state, a.hex)} at ${hexKey(a.hex)} facing ${FACING_NAMES[a.facing]}`;
    case 'respawn':
      return `Return to sea at the ${hexLabel(state, a.hex)} at ${hexKey(a.hex)} facing ${FACING_NAMES[a.facing]}`;
    case 'chooseFirstPlayer':
      return `Seat ${a.firstPlayer + 1} goes first this round`;
    case 'recoverOrders':
      return `Recover ${joinAnd((['crew', 'navigation', 'artillery'] as const).filter((k) => a[k] > 0).map((k) => plural(a[k], `${ORDER_NAME[k]} Order`))) || 'no Orders'}`;
    case 'chooseActReward':
      return `Gain a ${a.order === 'fleeting' ? 'Fleeting' : a.order} Order`;
    case 'payWages':
      return a.pay.length ? `Pay wages of ${a.pay.map((id) => crewName(a.seat, id)).join(', ')} (the rest leave)` : 'Pay nobody (all crew leave)';
    case 'issueCrewOrder': {
      const order = a.fleeting ? 'Fleeting Order as Crew' : 'Crew Order';
      const from = state.players[a.seat]?.crew.find((m) => m.id === a.crew)?.position;
      // An order to the zone they already stand in keeps them there to fight (a crew-triggered Fray, D51).
      if (from?.area === 'deck' && a.to.area === 'deck' && from.zone === a.to.zone) {
        return `${order}: ${crewName(a.seat, a.crew)} fights where they stand in the ${zoneName(state, a.to.zone)} (a Fray)`;
      }
      return `${order}: move ${crewName(a.seat, a.crew)} to ${positionName(state, a.to, state.players[a.seat])}`;
    }
    case 'issueNavigationOrder':
      return `${a.fleeting ? 'Fleeting Order as Navigation' : 'Navigation Order'} (gain Navigation points)`;
    case 'sail': {
      const p = state.players[a.seat];
      const cost = p && state.turn ? legalSailSteps(state, p, state.turn.navigationPoints).find((s) => s.step === a.step)?.cost : undefined;
      return `Sail: ${STEP_TEXT[a.step]}${cost === undefined ? '' : ` (${cost} point${cost === 1 ? '' : 's'})`}`;
    }
    case 'face':
      return `Turn in Port to face ${FACING_NAMES[a.facing]} (free)`;
    case 'engageService': {
      const who = crewName(a.seat, a.crew);
      const s = state.catalog.services;
      switch (a.service) {
        case 'university':
          return `Send ${who} to the University: ${plural(a.steps, 'Discovery step')} for ${plural(serviceCost(state, a).clues, 'Clue')}${a.treasures?.length ? ` and ${a.treasures.map((id) => state.catalog.treasures.find((t) => t.id === id)?.name ?? id).join(', ')} (their Clue value)` : ''}`;
        case 'apothecary':
          return `Send ${who} to the Apothecary: recover ${a.trauma} Trauma for ${serviceCost(state, a).coin} coin`;
        case 'shipwright':
          return `Send ${who} to the Shipwright: repair ${plural(a.repairs, 'node')} for ${serviceCost(state, a).coin} coin, and see ${plural(a.improvements, 'Improvement')} and ${plural(s.shipwright.draw - a.improvements, 'Artillery card')}`;
        case 'marketplace':
          return `Send ${who} to the Marketplace: see ${plural(s.marketplace.draw, 'Treasure')}, buy and sell`;
        case 'inn': {
          const inn = s.inn.find((i) => i.id === a.option);
          return `Send ${who} to the Inn: ${inn ? `${inn.name} — ${inn.text}` : a.option}`;
        }
        case 'hire':
          return `Send ${who} to the Inn to hire ${a.pool === 'adepts' ? 'an Adept' : 'a Deckhand'} (draw one, then decide)`;
      }
      return '';
    }
    case 'trade': {
      const port = activeMarket(state)?.port ?? '';
      const name = (id: string) => state.catalog.treasures.find((t) => t.id === id);
      const price = (id: string) => {
        const t = name(id);
        return t ? priceAt(t, port) : 0;
      };
      if (a.buy) return `Buy ${name(a.buy)?.name ?? a.buy} for ${price(a.buy)} coin`;
      if (a.sell) return `Sell ${name(a.sell)?.name ?? a.sell} for ${price(a.sell)} coin`;
      return 'Done trading';
    }
    case 'exhaustiveExpedition':
      return `Launch an Exhaustive Expedition with ${a.crew.map((id) => crewName(a.seat, id)).join(', ')}`;
    case 'expeditionStep':
      if (a.crew && a.node !== null) return `Expedition: ${crewName(a.seat, a.crew)} moves to node ${a.node}`;
      if (activeExpedition(state)?.revealing) return a.reveal ? 'Suffer 1 Strain to reveal the token' : 'End the expedition rather than reveal it';
      return 'End the expedition';
    case 'capture':
      return a.take ? 'Drag it Below Deck as a captive (no Loot)' : 'Take its Loot';
    case 'transfer': {
      const item = a.item;
      const what = item.kind === 'clue' ? '1 Clue' : item.kind === 'coin' ? `${item.amount} coin` : item.kind === 'treasure'
        ? state.catalog.treasures.find((t) => t.id === item.treasure)?.name ?? item.treasure : crewName(a.from, item.crew);
      return `Trade: seat ${a.from + 1} passes ${what} to seat ${a.to + 1}`;
    }
    case 'buyUpgrade': {
      if (!a.card) return 'Done at the Shipwright';
      const imp = state.catalog.improvements.find((x) => x.id === a.card);
      const art = state.catalog.artillery.find((x) => x.id === a.card);
      const shown = upgradePriceText(state, a.seat, a.card);
      return imp ? `Buy ${imp.name} (${shown}) for Below Deck slot ${(a.slot ?? 0) + 1}` : `Buy ${art?.name ?? a.card} (${shown}) for the ${art?.slot ?? ''} slot`;
    }
    case 'answerDenizen': {
      if (!a.accept) return 'Leave them be';
      return a.crew ? `Send ${crewName(a.seat, a.crew)} to deal with them` : 'Take the Passenger aboard';
    }
    case 'hireCrew': {
      const d = state.pending[0];
      const crew = d?.kind === 'hireCrew' ? state.players[a.seat]?.crew.find((c) => c.id === d.crew) : undefined;
      if (!a.hire) return 'Let them go';
      return crew ? `Hire ${crewDef(state.catalog, crew.token).name} for ${crewStats(state, crew).wage} coin` : 'Hire them (pay their wage)';
    }
    case 'fireArtillery':
      return `${a.fleeting ? 'Fleeting Order as Artillery' : 'Artillery Order'}: fire the ${a.slot === 'bowStern' ? (a.astern ? 'Stern' : 'Bow') : a.slot === 'port' ? 'Port' : 'Starboard'} Artillery at ${hexKey(a.target)} (${targetLabel(state, a.target)})`;
    case 'endTurn':
      return 'End your turn';
    case 'activateEnemy': {
      const e = state.enemies.find((x) => x.id === a.enemy);
      return `Activate the ${e ? enemyDef(state.catalog, e.card).name : a.enemy}${e ? ` (${enemyWhere(state, e)})` : ''} next`;
    }
    case 'convertOmens': {
      const n = a.attack + a.evasion;
      if (n === 0) return 'Convert no Omens';
      const paid = (['crew', 'navigation', 'artillery', 'fleeting'] as const).filter((k) => a.pay[k] > 0).map((k) => plural(a.pay[k], `${ORDER_NAME[k]} Order`)).join(', ');
      return `Convert ${[a.attack ? `${plural(a.attack, 'Attack Omen')} to Damage` : '', a.evasion ? `${plural(a.evasion, 'Evasion Omen')} to Evade` : ''].filter(Boolean).join(' and ')}, paying ${paid}`;
    }
    case 'assignTrauma': {
      const d = state.pending[0];
      if (d?.kind !== 'assignTrauma') return `Assign Trauma ${a.allocation.join('/')}`;
      return `Trauma: ${d.targets.map((t, i) => `${a.allocation[i] ?? 0} on ${targetName(state, a.seat, t.id)}`).join(', ')}`;
    }
    case 'moveStorm':
      return `Move the Storm ${FACING_NAMES[a.direction]}`;
    case 'board': {
      const e = state.enemies.find((x) => x.id === a.enemy);
      return `${a.fleeting ? 'Fleeting Order as Artillery' : 'Artillery Order'}: board the ${e ? enemyDef(state.catalog, e.card).name : a.enemy} instead of firing`;
    }
    case 'chooseOption': {
      const d = state.pending[0];
      return `Choose: ${d?.kind === 'chooseOption' ? d.labels[a.option] ?? a.option : a.option}`;
    }
    case 'chooseCrew':
      return `Choose ${crewName(a.seat, a.crew)}`;
    case 'visitAltar':
      return 'Visit the Altar (the Fate Die draws out 1–3 enemies)';
    case 'plunderShipwreck':
      return 'Plunder the Shipwreck (one Spoils roll)';
    case 'lootWreck':
      return "Recover what the sunk ship's wreck holds";
    case 'sendAshore':
      return `Send ${a.crew.map((id) => crewName(a.seat, id)).join(', ')} ashore on an Expedition`;
    case 'keepTreasure': {
      const name = state.catalog.treasures.find((t) => t.id === a.treasure)?.name ?? a.treasure;
      return `The Shipwreck keeps ${theName(name)} (the other Treasures are discarded)`;
    }
    case 'activateCrew':
      return a.to ? `Boarding: ${crewName(a.seat, a.crew)} moves to ${positionName(state, a.to)}` : `Boarding: ${crewName(a.seat, a.crew)} fights where they stand`;
  }
}

function targetName(state: VisibleState, seat: number, id: string): string {
  const e = state.enemies.find((x) => x.id === id);
  if (e) return `the ${enemyDef(state.catalog, e.card).name}`;
  for (const p of state.players) {
    const c = p.crew.find((m) => m.id === id);
    if (c) return crewDef(state.catalog, c.token).name;
  }
  return `${id} (seat ${seat + 1})`;
}

export function enemyWhere(state: VisibleState, e: EnemyInstance): string {
  if (e.position.area === 'sea') return `at sea, ${hexKey(e.position.hex)}`;
  // Of the seat's own ship, or of the enemy ship it boards (a defender there stands aboard the boarded deck).
  return `aboard seat ${e.position.seat + 1}, ${zoneName(state, e.position.zone)}`;
}

/** What a volley would hit on a hex: an enemy ship, or the enemies aboard a player's ship. */
export function targetLabel(state: VisibleState, hex: Hex): string {
  const ship = state.enemies.find((e) => e.position.area === 'sea' && e.position.hex.q === hex.q && e.position.hex.r === hex.r);
  if (ship) return `the ${enemyDef(state.catalog, ship.card).name}`;
  const p = state.players.find((x) => x.position && x.position.hex.q === hex.q && x.position.hex.r === hex.r);
  return p ? `the enemies aboard seat ${p.seat + 1}'s ship` : hexLabel(state, hex);
}
