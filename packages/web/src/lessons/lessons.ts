import { defaultContent } from '@everrain/content';
import { createGame, type ContentSet, type GameLength, type RuleOptions } from '@everrain/engine';
import { withOverrides, type SetupOverrides } from '@everrain/engine/testing';
import type { Session } from '../session';

/** One card of a lesson (docs/scenarios.md, "lesson"): what to read, what to highlight, what to do. */
export interface LessonCard {
  readonly title: string;
  readonly text: string;
  readonly term?: string;
  /** A CSS selector: the part of the table the card highlights. */
  readonly show?: string;
  /** The event kind of the player's play that completes the card; none: read, then "Next". */
  readonly until?: string;
}

export interface Lesson {
  readonly number: number;
  readonly title: string;
  readonly summary: string;
  readonly cards: readonly LessonCard[];
}

/** The part of a scenario file a lesson is opened from (the runner checks the whole file: packages/cli). */
interface LessonScenario {
  readonly setup: {
    readonly players: number;
    readonly seed?: string;
    readonly length?: GameLength;
    readonly ships?: readonly string[];
    readonly rules?: Partial<RuleOptions>;
    readonly tiles?: ContentSet['tiles'];
    readonly overrides?: SetupOverrides;
  };
  readonly lesson: Lesson;
}

// The lessons are scenario files, tested by the scenario runner like every other (scenarios/lessons).
const files = import.meta.glob<LessonScenario>('../../../../scenarios/lessons/*.json', { eager: true, import: 'default' });
const scenarios: readonly LessonScenario[] = Object.keys(files).sort().map((path) => files[path]!);

/** The tutorial's lessons, in order. */
export const LESSONS: readonly Lesson[] = scenarios.map((s) => s.lesson);

/**
 * A lesson's position as a session at the table: the scenario's setup built as the scenario runner builds it
 * (its seed, its tiles added to the content, its overrides), or why it cannot be.
 */
export function lessonSession(number: number): Session | string {
  const scenario = scenarios.find((s) => s.lesson.number === number);
  if (!scenario) return `There is no lesson ${number}.`;
  const { setup } = scenario;
  const base = defaultContent();
  const content: ContentSet = setup.tiles ? { ...base, tiles: [...base.tiles, ...setup.tiles] } : base;
  const seed = setup.seed ?? 'scenario';
  const created = createGame({
    players: setup.players, length: setup.length ?? 'medium', content, rules: setup.rules ?? {},
    ...(setup.ships ? { ships: setup.ships } : {}),
  }, { scenario: seed });
  if (!created.ok) return created.error.message;
  const state = setup.overrides ? withOverrides(created.state, setup.overrides) : created.state;
  return {
    setup: { players: setup.players, length: setup.length ?? 'medium', rules: setup.rules ?? {}, ...(setup.ships ? { ships: setup.ships } : {}) },
    seed, state, actions: [], events: created.events, undo: [],
  };
}
