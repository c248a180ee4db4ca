import type { SailBlock } from '@everrain/engine';
import { plural } from './waiting';

/** Why no hex can be sailed to now, and what would help (the engine's sailBlock), in a player's words. */
export function sailBlockText(block: SailBlock): string {
  switch (block.kind) {
    case 'noPoints':
      return 'No Navigation points: issue a Navigation Order to sail.';
    case 'tooFewPoints':
      return `${plural(block.points, 'Navigation point')} is not enough for a step here: each costs ${block.stepCost} (a Rough Sea or a Storm doubles it).`;
    case 'nothingAhead':
      return `No hex can be reached with ${plural(block.points, 'Navigation point')}: only the map's edge or other ships' hexes lie within reach.${block.canTurn ? ' Turn to face another way, or reveal a tile ahead, to open a way.' : ''}`;
  }
}
