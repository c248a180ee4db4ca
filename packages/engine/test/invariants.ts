import { expect } from 'vitest';
import { activeBoarding, activeExpedition, agendaLength, activeFray, activeMarket, activeShipyard, currentFrame, hexKey, legalActions, revealedHexes, type GameState } from '../src/index';
import { reachablePorts } from '../src/map/reachable-ports';

/** The game's invariants, checked after every action of the random-play tests. */
export function checkInvariants(state: GameState, ordersGained: number[]): void {
  const layout = state.catalog.shipBoard;
  const revealed = new Set(revealedHexes(state).map((h) => hexKey(h.hex)));
  const shipHexes = new Set<string>();
  const crewIds = new Set<string>();
  state.players.forEach((p, seat) => {
    const o = p.orders;
    const standard = o.fresh.crew + o.fresh.navigation + o.fresh.artillery + o.issued.crew + o.issued.navigation + o.issued.artillery;
    const initial = state.catalog.starting.orders;
    expect(standard, 'standard Orders are conserved').toBe(initial.crew + initial.navigation + initial.artillery + (ordersGained[seat] ?? 0));
    for (const n of [o.fresh.crew, o.fresh.navigation, o.fresh.artillery, o.issued.crew, o.issued.navigation, o.issued.artillery, o.fleeting]) {
      expect(n).toBeGreaterThanOrEqual(0);
    }
    expect(p.coin).toBeGreaterThanOrEqual(0);
    expect(p.coin % 5, 'coin comes in 5, 10 and 20 (rulebook, Coin): a purse is always a multiple of 5').toBe(0);
    expect(p.clues).toBeGreaterThanOrEqual(0);
    if (p.position) {
      expect(revealed.has(hexKey(p.position.hex)), 'a ship is on a revealed hex').toBe(true);
      // The ship whose turn it is may be passing through another's hex; every other ship has a hex of its own.
      if (!state.turn || state.turn.seat !== seat) {
        expect(shipHexes.has(hexKey(p.position.hex)), 'no two ships end in one hex').toBe(false);
        shipHexes.add(hexKey(p.position.hex));
      }
    } else if (state.phase !== 'setup') {
      expect(p.sunkAt, 'a ship off the board has sunk').not.toBeNull();
    }
    expect(p.crew.length).toBeLessThanOrEqual(layout.crewSlots);
    for (const z of [...layout.zones, ...(layout.enemyShipBoards[activeBoarding(state)?.board ?? 0]?.zones ?? [])]) {
      const inZone = p.crew.filter((c) => c.position.area === 'deck' && c.position.zone === z.zone).length
        + state.enemies.filter((e) => e.position.area === 'deck' && e.position.seat === seat && e.position.zone === z.zone).length;
      expect(inZone, 'at most 3 miniatures in a zone, crew and enemies together').toBeLessThanOrEqual(layout.maxMiniaturesPerZone);
    }
    if (activeBoarding(state)?.seat !== seat) {
      expect(p.crew.some((c) => c.position.area === 'deck' && c.position.zone >= 10), 'crew stand on an enemy ship only while boarding it').toBe(false);
    }
    if (!p.position) expect(state.enemies.some((e) => e.position.area === 'deck' && e.position.seat === seat), 'no enemies aboard a sunk ship').toBe(false);
    for (const c of p.crew) {
      expect(crewIds.has(c.id)).toBe(false);
      crewIds.add(c.id);
      const boardedZones = activeBoarding(state)?.seat === seat ? layout.enemyShipBoards[activeBoarding(state)?.board ?? 0]?.zones ?? [] : [];
      if (c.position.area === 'deck') expect([...layout.zones, ...boardedZones].some((z) => z.zone === (c.position as { zone: number }).zone)).toBe(true);
      else expect(c.position.slot).toBeLessThan(layout.belowDeckSlots);
      expect(c.trauma + c.strain).toBeGreaterThanOrEqual(0);
    }
  });
  for (const e of state.enemies) {
    if (e.defends !== undefined) {
      expect(activeBoarding(state)?.enemy, 'an enemy of a boarding is left only while that boarding goes on (it is won when all are destroyed)').toBe(e.defends);
    }
  }
  const tilesSeen = [...state.map.placed.filter((t): t is string => t !== null), ...state.map.stack];
  expect(new Set(tilesSeen).size, 'no tile is in two places').toBe(tilesSeen.length);
  expect(tilesSeen.length, 'every tile is placed or in the stack').toBe(state.catalog.tiles.length);
  const deckhands = state.catalog.crew.filter((c) => c.kind === 'deckhand').length;
  const onShips = state.players.flatMap((p) => p.crew).filter((c) => c.token.startsWith('deckhand')).length;
  expect(state.decks.deckhands.length + onShips, 'every Deckhand token is in the pool or on a ship').toBe(deckhands);
  const t = state.tracks;
  for (const v of [t.playerDiscovery, t.enemyDiscovery, t.elderOne]) {
    expect(v).toBeGreaterThanOrEqual(0);
    expect(v).toBeLessThanOrEqual(t.end);
  }
  expect(t.agenda).toBeLessThan(agendaLength(state));
  if (!state.elderOne.arisen) expect(t.enemyDiscovery).toBeLessThanOrEqual(t.elderOne);
  const seaHexes = new Set<string>();
  for (const e of state.enemies) {
    const def = state.catalog.enemies.find((d) => d.id === e.card);
    expect(def, 'an enemy in play has a card').toBeDefined();
    expect(e.trauma, 'an enemy in play has health left').toBeLessThan(def?.health ?? 0);
    expect(def?.arena === 'onDeck', 'creatures are On Deck, ships At Sea').toBe(e.position.area === 'deck');
    if (e.position.area === 'sea') {
      const key = hexKey(e.position.hex);
      expect(revealed.has(key), 'an enemy ship is on a revealed hex').toBe(true);
      expect(seaHexes.has(key) || shipHexes.has(key), 'an enemy ship has a hex of its own').toBe(false);
      seaHexes.add(key);
    }
  }
  if (state.elderOne.hex) {
    const key = hexKey(state.elderOne.hex);
    expect(state.elderOne.arisen, 'the Elder One is on the map only once Arisen').toBe(true);
    expect(seaHexes.has(key) || shipHexes.has(key), 'the Elder One has a hex of its own').toBe(false);
  }
  const treasuresHeld = state.players.reduce((n, p) => n + p.hold.length, 0) + state.tokens.shipwrecks.reduce((n, w) => n + w.treasures.length, 0);
  const treasureCards = state.catalog.treasures.reduce((n, t) => n + t.copies, 0);
  expect(state.decks.treasures.length + state.decks.treasureDiscard.length + treasuresHeld + (activeMarket(state)?.offered.length ?? 0), 'every Treasure card is somewhere').toBe(treasureCards);
  for (const p of state.players) expect(p.hold.length, 'the Hold holds at most its capacity').toBeLessThanOrEqual(state.catalog.shipBoard.holdCapacity);
  const ports = reachablePorts(state.catalog, state.tracks.end);
  for (const id of [...state.decks.denizens, ...state.decks.denizenDiscard, ...state.players.flatMap((p) => p.passengers)]) {
    const destination = state.catalog.denizens.find((d) => d.id === id)?.passenger?.destination;
    if (destination !== undefined) expect(ports.has(destination), `a Passenger bound for ${destination} is in a game that can never show it (D72)`).toBe(true);
  }
  const copies = state.catalog.enemies.reduce((sum, d) => sum + (d.act === null || d.act <= state.act ? d.copies : 0), 0);
  const captives = state.players.reduce((n, p) => n + p.captives.length, 0);
  expect(state.decks.enemies.length + state.decks.enemyDiscard.length + state.enemies.length + captives, 'every Enemy card of the Acts so far is in the deck, the discard, in play or held captive').toBe(copies);
  // Component limits (D63): never more miniatures of a figure in play (enemies and captives) than the box holds.
  const figureOf = (card: string) => state.catalog.enemies.find((d) => d.id === card)?.figure;
  for (const [figure, inBox] of Object.entries(state.catalog.board.enemyFigures)) {
    const inPlay = state.enemies.filter((e) => figureOf(e.card) === figure).length
      + state.players.reduce((n, p) => n + p.captives.filter((c) => figureOf(c.card) === figure).length, 0);
    expect(inPlay, `at most ${inBox} ${figure} miniatures in play`).toBeLessThanOrEqual(inBox);
  }
  if (state.pending.length === 0) {
    expect(state.queue, 'queued work only waits on a decision').toEqual(state.outcome ? state.queue : []);
    expect(currentFrame(state), 'a card only waits on a decision').toBeUndefined();
    expect(activeMarket(state), 'the Marketplace only stays open for trading').toBeNull();
    expect(activeShipyard(state), 'the Shipwright only stays open for buying').toBeNull();
    expect(activeExpedition(state), 'an Exhaustive Expedition only waits on a decision').toBeNull();
    expect(activeFray(state), 'combat only waits on a decision').toBeNull();
  }
  const legal = legalActions(state);
  expect(state.outcome !== null || legal.length > 0, 'a running game always has a legal action').toBe(true);
  const thawed = legal.find((a) => !deeplyFrozen(a));
  expect(thawed, `a legal ${thawed?.type} is deep-frozen (apply admits it by identity)`).toBeUndefined();
  for (const a of legal) {
    if (a.type !== 'issueCrewOrder') continue;
    const from = state.players[a.seat]?.crew.find((c) => c.id === a.crew)?.position;
    if (!from || JSON.stringify(from) !== JSON.stringify(a.to)) continue;
    // A Crew Order keeps someone where they are only to fight the enemies in their zone (D51).
    expect(from.area === 'deck' && state.enemies.some((e) => e.position.area === 'deck' && e.position.seat === a.seat && e.position.zone === from.zone),
      'a Crew Order to where one stands is a Fray against enemies there').toBe(true);
  }
}

function deeplyFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  return Object.isFrozen(value) && Object.values(value).every(deeplyFrozen);
}
