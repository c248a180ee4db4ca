import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import * as api from '../src/index';
import {
  activeBoarding, activeExpedition, activeFray, activeMarket, activeShipyard, apply, artilleryArcs, awaitingTestChance, canRevealNextTile,
  createGame, crewStats, crewTrack, currentFrame, denizenAvailability, denizenTestChance, elderOneCard, elderOneGoalProgress,
  emptySlotHexes, endOfTrackWins, enemiesOnShip, enemyBoardInPlay, enemyShipsAtSea, gameActs, guideFacts, hexTaken, hexTypeAt, holdCapacity,
  installedImprovements, isEmptySlotHex, isExplored, isNodeDisrupted, isOnBoard, legalActions, legalSailSteps, mapHexAt, navigationOrderValue,
  nodeColour, nodesWith, optionTestChance, reachablePoses, remainingHealth, revealBlock, revealedHexes, revealTargets, sailRoute, serviceAvailability,
  serviceCost, stormMoves, trackRoom, universityReach, upgradePrice, view, volleyDice, volleyOptions, voyageFrom, wagesDue, warningsFor,
  RandomSource, seedRng, type GameState, type PlayerState, type RuleOptions, type VisibleState,
} from '../src/index';

/**
 * Queries over a seat's view (issue 22, item 2): every public query takes `VisibleState`, which the state
 * and each seat's `view(state, seat)` both satisfy. Played out in seeded games, each query must give the
 * same answer on the state and on every seat's view — except where the view legitimately cannot know, said
 * below: the Elder One card before it arises (`elderOneCard` is undefined on a view), and an Exhaustive
 * Expedition's face-down tokens (`activeExpedition` shows them as null).
 */

const content = defaultContent();

interface Case { readonly players: number; readonly rules: Partial<RuleOptions>; readonly length: 'short' | 'medium' }
const CASES: Case[] = [
  { players: 1, rules: { exhaustiveExpeditions: true }, length: 'short' },
  { players: 2, rules: { exhaustiveExpeditions: true, boarding: true, finalConfrontation: true }, length: 'short' },
  { players: 3, rules: { exhaustiveExpeditions: true, boarding: true, traumaDistribution: 'random' }, length: 'short' },
  { players: 4, rules: { exhaustiveExpeditions: true, boarding: true, finalConfrontation: true }, length: 'short' },
];

/** What the states visited reached, so the test says which situations it covered. */
const seen = { states: 0, arisen: 0, boarding: 0, expedition: 0, fray: 0, market: 0, shipyard: 0, frame: 0, volleyOptions: 0, storms: 0, enemyShips: 0 };

/** Every query answer a seat may ask for, on one VisibleState; `me` and friends read from that same state. */
function answers(s: VisibleState, probe: { actions: readonly api.Action[] }): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const put = (key: string, value: unknown) => { out[key] = value; };
  const revealed = revealedHexes(s);
  const empty = emptySlotHexes(s);
  put('revealedHexes', revealed);
  put('emptySlotHexes', empty);
  put('hexFacts', revealed.map((h) => [hexTypeAt(s, h.hex), mapHexAt(s, h.hex), isOnBoard(s, h.hex), isEmptySlotHex(s, h.hex), isExplored(s, h.hex), hexTaken(s, h.hex)]));
  put('emptyFacts', empty.map((h) => [isEmptySlotHex(s, h), hexTypeAt(s, h)]));
  put('gameActs', gameActs(s));
  put('canRevealNextTile', canRevealNextTile(s));
  put('revealBlock', s.players.map((p) => revealBlock(s, p.seat)));
  put('elderOneGoalProgress', elderOneGoalProgress(s));
  put('endOfTrackWins', endOfTrackWins(s));
  put('denizenAvailability', denizenAvailability(s));
  put('enemyShipsAtSea', enemyShipsAtSea(s));
  put('enemyBoardInPlay', enemyBoardInPlay(s));
  put('remainingHealth', s.enemies.map((e) => remainingHealth(s, e)));
  put('stormMoves', s.tokens.storms.map((_, i) => stormMoves(s, i)));
  put('nodes', ['navigation', 'artillery', 'crowsNest'].map((symbol) => nodesWith(s, symbol as 'navigation')));
  put('nodeColour', s.catalog.shipBoard.zones.map((z) => nodeColour(s, z.zone)));
  put('activeFray', activeFray(s));
  put('activeBoarding', activeBoarding(s));
  put('activeMarket', activeMarket(s));
  put('activeShipyard', activeShipyard(s));
  put('currentFrame', currentFrame(s));
  put('warningsFor', probe.actions.map((a) => warningsFor(s, a)));
  put('optionTestChance', [0, 1, 2].map((o) => optionTestChance(s, o)));
  const shipyard = activeShipyard(s);
  if (shipyard) put('upgradePrice', shipyard.offered.map((o) => upgradePrice(s, shipyard.seat, o.card)));
  for (const p of s.players as readonly PlayerState[]) {
    const seat = p.seat;
    const points = s.turn?.seat === seat ? s.turn.navigationPoints : 3;
    const reach = reachablePoses(s, p, Math.max(points, 3));
    const voyage = voyageFrom(s, p);
    const options = volleyOptions(s, p);
    put(`seat${seat}`, {
      serviceAvailability: serviceAvailability(s, seat),
      guideFacts: guideFacts(s, seat),
      wagesDue: wagesDue(s, seat),
      enemiesOnShip: enemiesOnShip(s, seat),
      universityReach: universityReach(s, p),
      navigationOrderValue: navigationOrderValue(s, p),
      holdCapacity: holdCapacity(s, p),
      installedImprovements: installedImprovements(s, p),
      disrupted: s.catalog.shipBoard.zones.map((z) => isNodeDisrupted(s, p, z.zone)),
      legalSailSteps: legalSailSteps(s, p, points),
      reachablePoses: reach,
      sailRoute: reach.slice(0, 6).map((r) => sailRoute(s, p, Math.max(points, 3), r.hex)),
      revealTargets: revealTargets(s, p, Math.max(points, 3)),
      voyage: voyage && [revealed.map((h) => voyage.toHex(h.hex)), empty.map((h) => voyage.toFace(h))],
      volleyOptions: options,
      volleyDice: options.map((o) => volleyDice(s, p, o)),
      artilleryArcs: artilleryArcs(s, p),
      crew: p.crew.map((c) => [crewStats(s, c), crewTrack(s, c), trackRoom(s, c), awaitingTestChance(s, c.id), denizenTestChance(s, c.id)]),
      serviceCost: [serviceCost(s, { service: 'university', steps: 1, treasures: p.hold.slice(0, 1) }), serviceCost(s, { service: 'shipwright', repairs: 1, improvements: 0 })],
    });
    if (options.length > 0) seen.volleyOptions += 1;
  }
  return out;
}

/** Seeded random play; every `every`-th state and the last are checked on the state and on each seat's view. */
function play(c: Case, seed: string, every: number): void {
  const created = createGame({ players: c.players, length: c.length, content, rules: c.rules }, seed);
  if (!created.ok) throw new Error(created.error.message);
  let state: GameState = created.state;
  const random = new RandomSource(seedRng(`${seed}-bot`));
  // The actions whose warnings are compared are picked by a generator of their own: the game's course is the bot's alone.
  const probes = new RandomSource(seedRng(`${seed}-probe`));
  let n = 0;
  while (!state.outcome && n < 4000) {
    const legal = legalActions(state);
    if (n % every === 0) check(state, legal, probes);
    const result = apply(state, random.pick(legal));
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    n += 1;
  }
  check(state, legalActions(state), probes);
}

function check(state: GameState, legal: readonly api.Action[], random: RandomSource): void {
  const probe = { actions: legal.length <= 8 ? legal : [...legal.slice(0, 4), random.pick(legal), random.pick(legal), random.pick(legal), random.pick(legal)] };
  const expected = answers(state, probe);
  seen.states += 1;
  if (state.elderOne.arisen) seen.arisen += 1;
  if (activeBoarding(state)) seen.boarding += 1;
  if (activeExpedition(state)) seen.expedition += 1;
  if (activeFray(state)) seen.fray += 1;
  if (activeMarket(state)) seen.market += 1;
  if (activeShipyard(state)) seen.shipyard += 1;
  if (currentFrame(state)) seen.frame += 1;
  if (state.tokens.storms.length > 0) seen.storms += 1;
  if (enemyShipsAtSea(state).length > 0) seen.enemyShips += 1;
  for (let seat = 0; seat < state.players.length; seat++) {
    const v = view(state, seat);
    expect(answers(v, probe)).toEqual(expected);
    // Where the view cannot know: the Elder One card lies face down until it arises.
    expect(elderOneCard(v)).toEqual(state.elderOne.arisen ? elderOneCard(state) : undefined);
    // An Expedition's tokens lie face down until revealed: the view shows those as null, the rest alike.
    const x = activeExpedition(state);
    const shown = activeExpedition(v);
    if (x === null) expect(shown).toBeNull();
    else {
      const tokens = Object.fromEntries(Object.entries(x.tokens).map(([node, kind]) => [node, x.revealed.includes(Number(node)) ? kind : null]));
      expect(shown).toEqual({ ...x, tokens });
    }
  }
}

describe('every public query gives the same answer on the state and on each seat\'s view', () => {
  CASES.forEach((c, i) => {
    it(`${c.players} player(s), ${c.length}, rules ${JSON.stringify(c.rules)}`, () => {
      for (let g = 0; g < 2; g++) play(c, `vq-${i}-${g}`, 9);
    });
  });

  // Seeds whose random play opens an Exhaustive Expedition and the Marketplace: every state is checked.
  it('1 and 2 players, every state of games that reach an Exhaustive Expedition and the Marketplace', () => {
    play({ players: 1, rules: { exhaustiveExpeditions: true, boarding: true }, length: 'short' }, 'vq-x1-11', 1);
    play({ players: 2, rules: { exhaustiveExpeditions: true, boarding: true }, length: 'short' }, 'vq-x2-1', 1);
  });

  it('covered the situations that matter (states with each, over all the games above)', () => {
    expect(seen.states).toBeGreaterThan(300);
    expect(seen.arisen).toBeGreaterThan(0);
    expect(seen.fray + seen.frame).toBeGreaterThan(0);
    expect(seen.enemyShips).toBeGreaterThan(0);
    expect(seen.storms).toBeGreaterThan(0);
    expect(seen.boarding).toBeGreaterThan(0);
    expect(seen.expedition).toBeGreaterThan(0);
    expect(seen.market).toBeGreaterThan(0);
    expect(seen.shipyard).toBeGreaterThan(0);
    expect(seen.volleyOptions).toBeGreaterThan(0);
  });
});

describe('the queries above are the reading section of the public API', () => {
  it('every exported function that reads a game is asked here, or is said not to read one', () => {
    const source = String(answers) + String(check);
    // Functions of the reading section that take no state, or that change nothing a view holds differently.
    const notStateQueries = new Set(['hexKey', 'neighbour', 'toOffset', 'turn', 'hexDistance', 'slotHexes', 'crewDef', 'enemyDef', 'shipDef', 'tileDef', 'traitDef',
      'isNodeDestroyed', 'priceAt', 'randomAllocation', 'formerStateHash']);
    const reading = ['reachablePoses', 'sailRoute', 'revealTargets', 'legalSailSteps', 'volleyOptions', 'volleyDice', 'serviceAvailability', 'warningsFor',
      'guideFacts', 'gameActs', 'crewTrack', 'wagesDue', 'artilleryArcs', 'stormMoves', 'denizenAvailability', 'awaitingTestChance', 'elderOneGoalProgress',
      'voyageFrom', 'emptySlotHexes', 'hexTaken', 'enemyShipsAtSea', 'endOfTrackWins', 'universityReach', 'canRevealNextTile', 'nodesWith',
      'isExplored', 'trackRoom', 'navigationOrderValue', 'elderOneCard', 'activeExpedition', 'denizenTestChance', 'optionTestChance', 'revealBlock'];
    for (const name of reading) {
      expect(typeof (api as Record<string, unknown>)[name], name).toBe('function');
      expect(source.includes(name), name).toBe(true);
    }
    expect(notStateQueries.size).toBeGreaterThan(0);
  });
});
