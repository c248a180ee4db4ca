import { copyList, emptyList, withAt } from '../core/lists';
import { shipDef } from '../core/catalog';
import { createCtx, emit, settle } from '../core/context';
import { engineError, type EngineError } from '../core/errors';
import type { GameEvent } from '../core/events';
import { optionsProblem, type GameOptions } from '../core/options';
import { startingRng, type GameSeed } from '../core/rng';
import { keptDenizenCards, setupPools } from './setup-pools';
import { recruitFromPool } from '../crew/recruit';
import { elderOneStart } from '../tracks/tracks';
import { DEFAULT_RULES, type GameState, type PlayerState } from '../core/state';

export type { GameOptions };

export type CreateResult =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly error: EngineError };

export const MIN_PLAYERS = 1;
export const MAX_PLAYERS = 4;

/**
 * Setup, as the rulebook lists it: tracks and the face-down Elder One card; decks shuffled; map tiles
 * stacked by Act; each player's ship, Orders, coin and two Deckhands with Traits, Below Deck; a random
 * First Player draws the first Act I tile into the centre slot. Each player then places their ship on
 * a Calm Sea with a facing of their choice (the first pending decisions).
 */
export function createGame(options: GameOptions, seed: GameSeed): CreateResult {
  const problem = checkOptions(options);
  if (problem) return { ok: false, error: engineError('invalid-options', problem) };
  const content = options.content;
  const length = options.length ?? 'medium';
  const shipIds = options.ships ?? content.ships.slice(0, options.players).map((s) => s.id);
  const end = content.board.trackEnd[length];
  const start = elderOneStart(content.board, length, options.players);
  const state: GameState = {
    format: 3,
    length,
    rules: { ...DEFAULT_RULES, ...(options.rules ?? {}) },
    catalog: content,
    rng: startingRng(seed),
    scriptedRolls: {},
    phase: 'setup',
    round: 0,
    act: 1,
    firstPlayer: 0,
    turn: null,
    turnsLeft: [],
    players: emptyList(),
    map: { placed: content.board.tileSlots.map(() => null), stack: emptyList() },
    tokens: { explored: emptyList(), shipwrecks: emptyList(), storms: emptyList(), enemyDestinations: emptyList() },
    tracks: { playerDiscovery: 0, enemyDiscovery: 0, elderOne: start, agenda: 0, end, boundariesReached: [] },
    elderOne: { card: '', arisen: false, hex: null, trauma: 0, destructionTokens: 0, progress: 0, portsReached: emptyList(), wraps: 0, deadline: null },
    decks: {
      deckhands: emptyList(), adepts: emptyList(), positiveTraits: emptyList(), negativeTraits: emptyList(), traitDiscard: emptyList(), improvements: emptyList(), artillery: emptyList(),
      enemies: emptyList(), enemyDiscard: emptyList(), seaEvents: emptyList(), seaEventDiscard: emptyList(), treasures: emptyList(), treasureDiscard: emptyList(), storiesAside: emptyList(), expeditions: emptyList(), expeditionDiscard: emptyList(), denizens: emptyList(), denizenDiscard: emptyList(), storiesDone: emptyList(),
    },
    enemies: emptyList(),
    nextEnemyNumber: 1,
    storyOwners: {},
    storyHeld: emptyList(),
    queue: emptyList(),
    pending: emptyList(),
    nextCrewNumber: 1,
    eventCount: 0,
    outcome: null,
  };
  const ctx = createCtx(state);
  const { random } = ctx;
  state.elderOne.card = random.pick(content.elderOnes).id;
  const pool = setupPools(content);
  state.decks.improvements = random.shuffle(pool.improvements);
  state.decks.artillery = random.shuffle(pool.artillery);
  state.map.stack = pool.tiles.flatMap((tiles) => random.shuffle(tiles));
  state.decks.deckhands = random.shuffle(pool.deckhands);
  state.decks.adepts = random.shuffle(pool.adepts);
  state.decks.enemies = random.shuffle(pool.enemies);
  state.decks.seaEvents = random.shuffle(pool.seaEvents);
  state.decks.expeditions = random.shuffle(pool.expeditions);
  // Shuffled whole, then Passengers bound for a Port this game can never reveal leave the deck (D72).
  const denizens = random.shuffle(pool.denizens);
  const keep = keptDenizenCards(content, end);
  state.decks.denizens = denizens.filter((id) => keep.has(id));
  const leftOut = denizens.filter((id) => !keep.has(id));
  state.decks.treasures = random.shuffle(pool.treasures);
  state.decks.positiveTraits = random.shuffle(pool.positiveTraits);
  state.decks.negativeTraits = random.shuffle(pool.negativeTraits);
  emit(ctx, 'gameCreated', 'Setup', { players: options.players, length, elderOneSpace: start });
  if (leftOut.length > 0) {
    emit(ctx, 'passengersLeftOut', 'Denizens & Passengers', { cards: leftOut, length });
  }

  shipIds.forEach((shipId, seat) => {
    const def = shipDef(content, shipId);
    const p: PlayerState = {
      seat,
      ship: def.id,
      coin: content.starting.coin,
      clues: 0,
      crew: emptyList(),
      orders: { fresh: { ...content.starting.orders }, issued: { crew: 0, navigation: 0, artillery: 0 }, fleeting: 0 },
      position: null,
      sunkAt: null,
      destroyedNodes: [],
      improvements: Array.from({ length: content.shipBoard.belowDeckSlots }, () => null),
      artillery: { ...def.artillery },
      hold: emptyList(),
      schematics: emptyList(),
      passengers: emptyList(),
      captives: emptyList(),
    };
    state.players.push(p);
    rewriteRareFields(p);
    for (let i = 0; i < content.starting.deckhands; i++) recruitFromPool(ctx, p, 'deckhands', { area: 'below', slot: i }, 'Setup');
  });

  state.firstPlayer = random.int(0, options.players - 1);
  emit(ctx, 'firstPlayerChosen', 'Setup', { seat: state.firstPlayer, atRandom: true }, { reveals: true });
  const first = state.map.stack[0];
  if (first !== undefined) {
    state.map.stack = state.map.stack.slice(1);
    state.map.placed = withAt(state.map.placed, 0, first);
    emit(ctx, 'tilePlaced', 'Setup', { tile: first, slot: 0 }, { reveals: true });
  }
  for (let i = 0; i < options.players; i++) state.pending.push({ kind: 'placeShip', seat: (state.firstPlayer + i) % options.players });
  settle(ctx);
  return { ok: true, state, events: ctx.events };
}


/**
 * A player's rarely replaced lists are replaced once here, by copies. V8 treats an object's field as constant
 * until it is first written again, and throws away every rule it compiled on that belief at that moment. A
 * Shipwright's first Improvement came hundreds of games into a simulator's run and threw away a dozen compiled
 * rules there (issue #25); written now, the field is known to change before anything is compiled.
 */
function rewriteRareFields(p: PlayerState): void {
  p.improvements = p.improvements.slice();
  p.artillery = { ...p.artillery };
  p.destroyedNodes = p.destroyedNodes.slice();
  p.hold = copyList(p.hold);
  p.schematics = copyList(p.schematics);
  p.passengers = copyList(p.passengers);
  p.captives = copyList(p.captives);
}

function checkOptions(options: GameOptions): string | null {
  if (!options || typeof options !== 'object') return 'Options must be an object.';
  const unknown = optionsProblem(options);
  if (unknown) return unknown;
  const { players, content } = options;
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    return `The game is for ${MIN_PLAYERS}–${MAX_PLAYERS} players; got ${String(players)}.`;
  }
  if (!content || typeof content !== 'object') return 'Options need a content set.';
  if (options.length !== undefined && !['short', 'medium', 'long'].includes(options.length)) {
    return `Game length must be short, medium or long; got ${String(options.length)}.`;
  }
  const ships = options.ships ?? content.ships.slice(0, players).map((s) => s.id);
  if (ships.length !== players) return `Choose one ship per player: ${players} needed, ${ships.length} given.`;
  if (new Set(ships).size !== ships.length) return 'Each player needs a different ship.';
  for (const id of ships) if (!content.ships.some((s) => s.id === id)) return `Unknown ship "${id}".`;
  const rules = options.rules ?? {};
  if (rules.firstPlayer !== undefined && !['clockwise', 'choose'].includes(rules.firstPlayer)) {
    return `rules.firstPlayer must be "clockwise" or "choose".`;
  }
  if (rules.shipDamage !== undefined && !['fateDie', 'colourOrder'].includes(rules.shipDamage)) {
    return `rules.shipDamage must be "fateDie" or "colourOrder".`;
  }
  for (const flag of ['finalConfrontation', 'boarding', 'exhaustiveExpeditions'] as const) {
    if (rules[flag] !== undefined && typeof rules[flag] !== 'boolean') return `rules.${flag} must be true or false.`;
  }
  if (rules.traumaDistribution !== undefined && !['choose', 'random'].includes(rules.traumaDistribution)) {
    return `rules.traumaDistribution must be "choose" or "random".`;
  }
  const deckhands = content.crew.filter((c) => c.kind === 'deckhand').length;
  if (deckhands < players * content.starting.deckhands) return `Not enough Deckhand tokens for ${players} players.`;
  if (!content.tiles.some((t) => t.act === 1)) return 'The content has no Act I map tile for the centre slot.';
  if (content.elderOnes.length === 0) return 'The content has no Elder One card.';
  return null;
}
