import type { ContentSet } from '@everrain/engine';
import artillery from '../data/artillery.json';
import board from '../data/board.json';
import crew from '../data/crew.json';
import dice from '../data/dice.json';
import elderOnes from '../data/elder-ones.json';
import enemies from '../data/enemies.json';
import seaEvents from '../data/sea-events.json';
import spoils from '../data/spoils.json';
import treasures from '../data/treasures.json';
import expeditions from '../data/expeditions.json';
import services from '../data/services.json';
import denizens from '../data/denizens.json';
import stories from '../data/stories.json';
import improvements from '../data/improvements.json';
import shipBoard from '../data/ship-board.json';
import ships from '../data/ships.json';
import starting from '../data/starting.json';
import tiles from '../data/tiles.json';
import traits from '../data/traits.json';

export const CONTENT_VERSION = '0.1.0';

/** The game's own content files, as shipped (the type is check.ts's RawContent; this file imports no schema). */
export const bundledRaw = { board, shipBoard, starting, dice, ships, tiles, crew, traits, artillery, improvements, elderOnes, enemies, spoils, seaEvents, treasures, expeditions, services, denizens, stories };

/**
 * The shipped content as the catalog the engine plays, without checking it against the schemas: for the
 * browser (content/package.json's "browser" export), which then carries no schema library. The same files
 * are checked by `defaultContent()` everywhere else, by the content tests (which also require the two to be
 * equal) and by every test that loads a game, so nothing unchecked reaches a player.
 */
export function assembledContent(): ContentSet {
  return { version: CONTENT_VERSION, ...bundledRaw } as unknown as ContentSet;
}
