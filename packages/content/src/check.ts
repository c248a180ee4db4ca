import type { z } from 'zod';
import type { ContentSet } from '@everrain/engine';
import {
  artillerySchema, boardSchema, crewSchema, denizenSchema, storyCardSchema, diceSchema, elderOneSchema, enemySchema, improvementSchema, seaEventSchema,
  servicesSchema, shipBoardSchema, shipSchema, spoilsSchema, startingSchema, tileSchema, traitSchema, treasureSchema,
} from './schemas';
import { crossCheck } from './cross-check';

/** Where each part of a content set lives, relative to the content folder. */
export const CONTENT_FILES = {
  board: 'board.json',
  shipBoard: 'ship-board.json',
  starting: 'starting.json',
  dice: 'dice.json',
  ships: 'ships.json',
  tiles: 'tiles.json',
  crew: 'crew.json',
  traits: 'traits.json',
  artillery: 'artillery.json',
  improvements: 'improvements.json',
  elderOnes: 'elder-ones.json',
  enemies: 'enemies.json',
  spoils: 'spoils.json',
  seaEvents: 'sea-events.json',
  treasures: 'treasures.json',
  expeditions: 'expeditions.json',
  services: 'services.json',
  denizens: 'denizens.json',
  stories: 'stories.json',
} as const;

export type ContentPart = keyof typeof CONTENT_FILES;
export type RawContent = Record<ContentPart, unknown>;

/** One thing wrong with the content: which file, which card, which field, and why. */
export interface ContentProblem {
  readonly file: string;
  /** Where in the file (a JSON syntax error), 1-based. */
  readonly line?: number;
  readonly column?: number;
  readonly card?: string;
  readonly field?: string;
  readonly message: string;
}

export type CheckResult = { readonly ok: true; readonly content: ContentSet } | { readonly ok: false; readonly problems: readonly ContentProblem[] };

export function formatProblem(p: ContentProblem): string {
  return `${p.file}${p.line !== undefined ? `:${p.line}:${p.column ?? 1}` : ''}${p.card ? ` › ${p.card}` : ''}${p.field ? ` › ${p.field}` : ''}: ${p.message}`;
}

const single = { board: boardSchema, shipBoard: shipBoardSchema, starting: startingSchema, dice: diceSchema, spoils: spoilsSchema, services: servicesSchema } as const;
const lists = {
  ships: shipSchema, tiles: tileSchema, crew: crewSchema, traits: traitSchema,
  artillery: artillerySchema, improvements: improvementSchema, elderOnes: elderOneSchema, enemies: enemySchema, seaEvents: seaEventSchema, treasures: treasureSchema, expeditions: seaEventSchema, denizens: denizenSchema, stories: storyCardSchema,
} as const;

function issuesOf(file: string, error: z.ZodError, card?: string): ContentProblem[] {
  return error.issues.map((issue) => ({
    file,
    ...(card ? { card } : {}),
    ...(issue.path.length ? { field: issue.path.join('.') } : {}),
    message: issue.message,
  }));
}

function cardName(item: unknown, index: number): string {
  if (item && typeof item === 'object' && typeof (item as { id?: unknown }).id === 'string') return (item as { id: string }).id;
  return `item ${index}`;
}

/**
 * Validates every file against its schema, then the references between cards. Parts in `unreadable`
 * (already reported, e.g. not JSON) are skipped, and then the references are not checked.
 */
export function checkContent(raw: RawContent, version = 'custom', unreadable: ReadonlySet<ContentPart> = new Set()): CheckResult {
  const problems: ContentProblem[] = [];
  const parsed: Record<string, unknown> = {};
  for (const part of Object.keys(single) as (keyof typeof single)[]) {
    if (unreadable.has(part)) continue;
    const result = single[part].safeParse(raw[part]);
    if (result.success) parsed[part] = result.data;
    else problems.push(...issuesOf(CONTENT_FILES[part], result.error));
  }
  for (const part of Object.keys(lists) as (keyof typeof lists)[]) {
    if (unreadable.has(part)) continue;
    const file = CONTENT_FILES[part];
    const value = raw[part];
    if (!Array.isArray(value)) {
      problems.push({ file, message: 'must be a JSON array of cards' });
      continue;
    }
    const items: unknown[] = [];
    const seen = new Set<string>();
    value.forEach((item, index) => {
      const result = lists[part].safeParse(item);
      const name = cardName(item, index);
      if (!result.success) {
        problems.push(...issuesOf(file, result.error, name));
        return;
      }
      if (seen.has(name)) problems.push({ file, card: name, field: 'id', message: 'this id is used twice' });
      seen.add(name);
      items.push(result.data);
    });
    parsed[part] = items;
  }
  if (problems.length > 0 || unreadable.size > 0) return { ok: false, problems };
  const content = { version, ...parsed } as unknown as ContentSet;
  const crossProblems = crossCheck(content);
  return crossProblems.length > 0 ? { ok: false, problems: crossProblems } : { ok: true, content };
}
