import { crewDef, denizenDef, enemyDef, improvementDef, treasureDef, zoneDef, type SinkCause } from '@everrain/engine';
import { theName } from '../names';
import { orderName, seatOf, seatWord, type SomeRenderers } from './words';

const SUNK_BECAUSE: Record<SinkCause, string> = {
  crewLost: 'every crew member is lost',
  boardingLost: 'every crew member fell in the boarding',
  nodesDestroyed: 'every node is destroyed',
};

/** The ship: its nodes, its Hold, its Schematics and Orders, its sinking. */
export const SHIP_TEXT: SomeRenderers<
  | 'shipSunk' | 'passengerLost' | 'treasureKept' | 'damageFellBack' | 'nodeDestroyed' | 'nodeTrauma' | 'nodesRepaired' | 'treasureUnavailable'
  | 'treasureLost' | 'treasureGained' | 'enemyCaptured' | 'schematicGained' | 'orderLost'
> = {
  shipSunk: (d, e) => `${seatOf(e)}'s ship is lost (${SUNK_BECAUSE[d.cause]}). A Shipwreck token marks the spot with ${d.clues} Clues${d.treasure ? ` and 1 Treasure${d.treasure === 'chosen' ? ' of the player\'s choice' : ''}` : ''}; the ship returns at the nearest free Port on its next turn.`,
  passengerLost: (d, _e, content) => `${denizenDef(content, d.card).name} goes down with the ship.`,
  treasureKept: (d, _e, content) => `The Shipwreck keeps ${theName(treasureDef(content, d.treasure).name)}; the other Treasures are discarded.`,
  damageFellBack: (d) => `Zone ${d.rolled}'s node is already destroyed: the damage falls to Zone ${d.zone}, the nearest ${d.zone < d.rolled ? 'lower' : 'higher'} Zone with an intact node.`,
  nodeDestroyed: (d, e, content) => `The ${zoneDef(content, d.zone).name} node (Zone ${d.zone}) of ${seatWord(e.seat ?? 0)}'s ship is destroyed.`,
  nodeTrauma: (d, _e, content) => `${crewDef(content, d.token).name} is on the node as it is destroyed.`,
  nodesRepaired: (d, e, content) => `${seatOf(e)}'s ship repairs ${d.zones.map((z) => `the ${zoneDef(content, z).name}`).join(', ')}.`,
  treasureUnavailable: (d) => `No ${d.kind ? `${d.kind} ` : ''}Treasure is left to draw.`,
  treasureLost: (d, e, content) => (d.holdFull
    ? `${seatOf(e)} finds ${treasureDef(content, d.treasure).name}, but the Hold is full: it is left behind.`
    : `${seatOf(e)} loses ${treasureDef(content, d.treasure).name} from the Hold.`),
  treasureGained: (d, e, content) => {
    const treasure = treasureDef(content, d.treasure);
    return `${seatOf(e)} stows ${treasure.name} (${treasure.kind}) in the Hold.`;
  },
  enemyCaptured: (d, e, content) => `${seatOf(e)} drags the beaten ${enemyDef(content, d.card).name} Below Deck into the ${d.improvement ? improvementDef(content, d.improvement).name : 'hold'}.`,
  schematicGained: (d, e) => `${seatOf(e)} gains an ${d.schematic === 'artillery' ? 'Artillery' : 'Improvement'} Schematic: a Shipwright will build one ${d.schematic === 'artillery' ? 'Artillery card' : 'Improvement'} from it for free.`,
  orderLost: (d, e) => `${seatOf(e)} loses a Fresh ${orderName(d.order)} Order.`,
};
