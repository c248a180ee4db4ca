import {
  apply, awaitedSeat, canonicalJson, createGame, DOCUMENT_LIMITS, plainCopy, legalActions, stateHash,
  type ContentSet, type GameEvent, type GameState,
} from '@everrain/engine';
import { eventText } from '@everrain/text';
import { FORMER_SLOT_NAMES, formerSlots, withOverrides, type SetupOverrides } from '@everrain/engine/testing';
import { scenarioSchema, type Expectations, type Lesson, type Scenario } from './schema';

export interface ScenarioResult {
  readonly name: string;
  readonly file: string;
  readonly passed: boolean;
  readonly failures: readonly string[];
}

/** Parses and runs a scenario file's text. A malformed file is a failed scenario with a clear reason. */
export function runScenarioText(text: string, file: string, content: ContentSet): ScenarioResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { name: file, file, passed: false, failures: [`not valid JSON: ${(error as Error).message}`] };
  }
  // Plain data within bounds before anything walks it: a deep file once overflowed the stack here.
  const plain = plainCopy(json, DOCUMENT_LIMITS);
  if (!plain.ok) return { name: file, file, passed: false, failures: [`not a plain JSON scenario: ${plain.problem}`] };
  const parsed = scenarioSchema.safeParse(plain.value);
  if (!parsed.success) {
    return { name: file, file, passed: false, failures: parsed.error.issues.map((i) => `${i.path.join('.') || 'file'}: ${i.message}`) };
  }
  return runScenario(parsed.data, file, content);
}

export function runScenario(scenario: Scenario, file: string, content: ContentSet): ScenarioResult {
  const failures: string[] = [];
  const fail = (message: string) => failures.push(message);
  const setup = scenario.setup;
  const withTiles: ContentSet = setup.tiles ? { ...content, tiles: [...content.tiles, ...setup.tiles] } : content;
  const created = createGame({
    players: setup.players, length: setup.length, content: withTiles,
    ...(setup.ships ? { ships: setup.ships } : {}), ...(setup.rules ? { rules: setup.rules } : {}),
  }, { scenario: setup.seed });
  if (!created.ok) return { name: scenario.name, file, passed: false, failures: [`setup refused: ${created.error.message}`] };
  let state: GameState;
  try {
    state = setup.overrides ? withOverrides(created.state, setup.overrides as SetupOverrides) : created.state;
  } catch (error) {
    return { name: scenario.name, file, passed: false, failures: [`setup overrides refused: ${(error as Error).message}`] };
  }
  const allEvents: GameEvent[] = [...created.events];
  scenario.steps.forEach((step, index) => {
    if (failures.length > 0) return;
    const label = `step ${index + 1}${step.note ? ` (${step.note})` : ''}`;
    const action = { seat: (awaitedSeat(state) ?? 0), ...step.do };
    const before = stateHash(state);
    const result = apply(state, action);
    if (step.expectError) {
      if (result.ok) fail(`${label}: expected the error ${step.expectError}, but the action was accepted`);
      else if (result.error.code !== step.expectError) fail(`${label}: expected the error ${step.expectError}, got ${result.error.code}: ${result.error.message}`);
      else if (stateHash(state) !== before) fail(`${label}: a refused action changed the state`);
      return;
    }
    if (!result.ok) {
      fail(`${label}: refused (${result.error.code}): ${result.error.message}`);
      return;
    }
    state = result.state;
    allEvents.push(...result.events);
    if (step.expect) check(step.expect, state, result.events, label, fail);
  });
  if (failures.length === 0 && scenario.expect) check(scenario.expect, state, allEvents, 'at the end', fail);
  if (failures.length === 0 && scenario.lesson) checkLesson(scenario.lesson, allEvents.slice(created.events.length), fail);
  return { name: scenario.name, file, passed: failures.length === 0, failures };
}

function check(expect: Expectations, state: GameState, events: readonly GameEvent[], where: string, fail: (m: string) => void): void {
  for (const [path, wanted] of Object.entries(expect.state ?? {})) {
    const found = readPath(state, path);
    if (canonicalJson(found) !== canonicalJson(wanted)) fail(`${where}: ${path} is ${JSON.stringify(found)}, expected ${JSON.stringify(wanted)}`);
  }
  let from = 0;
  for (const wanted of expect.events ?? []) {
    const at = events.findIndex((e, i) => i >= from && eventMatches(e, wanted, state.catalog));
    if (at < 0) {
      fail(`${where}: no ${wanted.kind} event${wanted.text ? ` saying "${wanted.text}"` : ''} in order; events were: ${events.slice(from).map((e) => e.kind).join(', ')}`);
      return;
    }
    from = at + 1;
  }
  for (const kind of expect.noEvents ?? []) if (events.some((e) => e.kind === kind)) fail(`${where}: a ${kind} event happened`);
  const legal = legalActions(state).map((a) => canonicalJson(a));
  const seat = (awaitedSeat(state) ?? 0);
  for (const a of expect.legal ?? []) if (!legal.includes(canonicalJson({ seat, ...a }))) fail(`${where}: ${JSON.stringify(a)} should be legal`);
  for (const a of expect.illegal ?? []) if (legal.includes(canonicalJson({ seat, ...a }))) fail(`${where}: ${JSON.stringify(a)} should not be legal`);
}

/** A lesson's steps are played by the scenario: each card's `until` event happens, in the cards' order. */
function checkLesson(lesson: Lesson, events: readonly GameEvent[], fail: (m: string) => void): void {
  let from = 0;
  for (const card of lesson.cards) {
    if (!card.until) continue;
    const at = events.findIndex((e, i) => i >= from && e.kind === card.until);
    if (at < 0) {
      fail(`lesson card "${card.title}": no ${card.until} event after the cards before it; the steps must play what the card asks`);
      return;
    }
    from = at + 1;
  }
}

function eventMatches(e: GameEvent, wanted: { kind: string; seat?: number | undefined; text?: string | undefined; data?: Record<string, unknown> | undefined }, content: ContentSet): boolean {
  if (e.kind !== wanted.kind) return false;
  if (wanted.seat !== undefined && e.seat !== wanted.seat) return false;
  if (wanted.text !== undefined && !eventText(e, content).includes(wanted.text)) return false;
  for (const [key, value] of Object.entries(wanted.data ?? {})) {
    if (canonicalJson(e.data?.[key]) !== canonicalJson(value)) return false;
  }
  return true;
}

/**
 * A state path's value. The slots paused work had before the one queue (`effectStack`, `fray`, `volley`,
 * `enemyAttack`, `boarding`, `expedition`, `shipyard`, `market`) are still read, from the queue's entries (docs/scenarios.md, "old path, still read").
 */
function readPath(state: GameState, path: string): unknown {
  const parts = path.split('.');
  const slot = FORMER_SLOT_NAMES.find((name) => name === parts[0]);
  let current: unknown = slot ? formerSlots(state)[slot] : state;
  for (const part of slot ? parts.slice(1) : parts) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}
