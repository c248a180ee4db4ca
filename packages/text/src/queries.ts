import { upgradePrice, type DenizenClosed, type RevealBlock, type VisibleState, type Seat, type ServiceClosed, type SkillTestOdds, type WagesDue } from '@everrain/engine';
import { plural } from './waiting';

/** The engine's answers to clients' questions (packages/engine/src/queries), in words. */

function joinNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * Why a Port service is closed. For the whole crew by default; with `crew` (a name), for that crew member.
 * `served` names crew members the service would take who have already used their service here this visit.
 */
export function serviceClosedText(closed: ServiceClosed, opts: { readonly crew?: string; readonly served?: readonly string[]; readonly port?: string | null } = {}): string {
  const who = opts.crew;
  // The Port the reason speaks of, by name when the caller gives it (PortAvailability.portName): a visit to another Port is another visit.
  const here = opts.port ? `at ${opts.port}` : 'at this Port';
  const served = opts.served?.length ? ` (${joinNames(opts.served)} ${opts.served.length === 1 ? 'has' : 'have'} already used a service here this visit.)` : '';
  switch (closed.code) {
    case 'gameOver': return 'The game is over.';
    case 'decisionPending': return 'A decision must be answered first.';
    case 'notYourTurn': return 'Only on your own turn.';
    case 'notInPort': return 'The ship is not in a Port it may still visit this turn.';
    case 'mustSailOn': return 'The ship shares its hex with another and must sail on first.';
    case 'alreadyServed': return who ? `${who} has used their service ${here} this visit.` : `Every crew member has used their service ${here} this visit.`;
    case 'tooFewClues': return `Needs ${plural(closed.need, 'Clue')} for a step (Treasures with a Clue value count); you have ${closed.have}.`;
    case 'noTrauma': return who ? `${who} has no Trauma to heal.` : `Nobody who can still go has Trauma to heal.${served}`;
    case 'tooLittleCoin': return `Needs ${closed.need} coin; you have ${closed.have}.`;
    case 'crewSlotsFull': return `Every crew slot is taken (${closed.slots}).`;
    case 'nobodyToHire': return 'Nobody is left to hire.';
    case 'notOffered': return who ? `Not for ${who} now.` : 'Not open to anyone now.';
  }
}

/** "Port Skill Test: passes on a Fate Die of 4 or less (50%)". */
export function skillTestText(odds: SkillTestOdds): string {
  return `${odds.skill === 'island' ? 'Island' : 'Port'} Skill Test: passes on a Fate Die of ${odds.value} or less (${Math.round(odds.chance * 100)}%)`;
}

/** "Wages: 12 coin for 3 crew (you have 10)". */
export function wagesText(due: WagesDue): string {
  return `Wages: ${due.total} coin for ${plural(due.crew.length, 'crew member')} (you have ${due.coin}${due.canPayAll ? '' : ': not enough to pay everyone'}).`;
}

/** Why a Denizen cannot be taken on now. */
export function denizenClosedText(closed: DenizenClosed): string {
  return closed.code === 'cabinsFull'
    ? `No Cabin space is free for a Passenger (${closed.capacity} aboard at most).`
    : 'Every crew member has used their service at this Port this visit: nobody is free to deal with them.';
}

/** What the Shipwright takes for an upgrade from this seat now (the engine's upgradePrice): "20 coin", or "free, from a Schematic". */
export function upgradePriceText(state: VisibleState, seat: Seat, card: string): string {
  const price = upgradePrice(state, seat, card);
  return price.schematic ? 'free, from a Schematic' : `${price.coin} coin`;
}

const ACT_NAME = ['', 'I', 'II', 'III', 'IV'] as const;

/** Why no tile can be revealed now (the engine's revealBlock), and what would help where something would. */
export function revealBlockText(block: RevealBlock): string {
  switch (block.code) {
    case 'noTilesLeft': return 'No tile can be revealed: none is left in the stack.';
    case 'mapFull': return 'No tile can be revealed: every part of the map is already revealed.';
    case 'laterAct': return `No tile can be revealed: the next tile belongs to Act ${ACT_NAME[block.nextAct]}, and this is Act ${ACT_NAME[block.act]}.`;
    case 'noLookout': return "No tile can be revealed: nobody is on watch in a working Crow's Nest (a Crew Order sends someone there).";
    case 'noPoints': return 'No tile can be revealed without a Navigation point: a Navigation Order gives some.';
    case 'outOfReach': return `No tile can be revealed: no unrevealed part of the map can be faced with ${plural(block.points, 'Navigation point')} (more points would help).`;
  }
}
