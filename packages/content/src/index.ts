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
import { checkContent, formatProblem, type RawContent } from './check';

export { checkContent, CONTENT_FILES, formatProblem, type CheckResult, type ContentPart, type ContentProblem, type RawContent } from './check';
export { PRINTED_COUNTS } from './cross-check';
export { checkContentTexts, parseJsonWithPlace, type JsonSyntaxError } from './read';

export const CONTENT_VERSION = '0.1.0';

/** The game's own content files, as shipped. */
export const bundledRaw: RawContent = { board, shipBoard, starting, dice, ships, tiles, crew, traits, artillery, improvements, elderOnes, enemies, spoils, seaEvents, treasures, expeditions, services, denizens, stories };

export class ContentError extends Error {}

let cached: ContentSet | undefined;

/** The shipped content, validated once. A corrupt file fails loudly here, naming file, card and field. */
export function defaultContent(): ContentSet {
  if (!cached) {
    const result = checkContent(bundledRaw, CONTENT_VERSION);
    if (!result.ok) throw new ContentError(`The game's content is invalid:\n${result.problems.map(formatProblem).join('\n')}`);
    cached = result.content;
  }
  return cached;
}
