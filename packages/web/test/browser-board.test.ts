import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOTS, seatTurn } from '@everrain/bots';
import { artilleryArcs, awaitedSeat, hexKey, legalActions, revealedHexes, stormMoves, universityReach, type Action, type GameState } from '@everrain/engine';
import { Driver, hexElement, openPage, startGame, startHarness, type Harness } from './harness';
import { planPort } from './plans';
import { newSession, play, toSave, type Session } from '../src/session';

/*
 * The board drawn as a board (issue #15 items 1 and 8): the map draws each hex kind, the Storms and the
 * Rough Sea with their legend entries; hovering or focusing an Artillery slot shades the hexes the engine
 * says it covers; arrows around a hex play the facing chosen (placing the ship, turning in a Port); the
 * Orders and the Trauma/Strain pips are in the accessibility tree. Its own build folder (dist-board).
 */

let h: Harness;

beforeAll(async () => {
  h = await startHarness('dist-board');
}, 240_000);

afterAll(async () => {
  await h?.close();
});

const FACING_WORDS = ['east', 'south-east', 'south-west', 'west', 'north-west', 'north-east'];

/** A seeded solo game played by the heuristic bot on the node side until `stop` holds at a person's turn. */
function playedUntil(seed: string, stop: (s: GameState) => boolean): Session {
  const made = newSession({ players: 1, length: 'short', rules: {} }, seed);
  if (typeof made === 'string') throw new Error(made);
  let s = made;
  const bot = BOTS.heuristic!(`${seed}/0`);
  for (let i = 0; i < 20_000 && !s.state.outcome; i++) {
    if (s.state.turn && !s.state.pending[0] && s.actions.length > 0 && stop(s.state)) return s;
    const legal = legalActions(s.state);
    const seat = awaitedSeat(s.state) ?? 0;
    const own = legal.filter((a) => a.seat === seat);
    const next = play(s, bot.choose(seatTurn(s.state, seat, own.length ? own : legal)).action);
    if (typeof next === 'string') throw new Error(next);
    s = next;
  }
  throw new Error(`seed ${seed}: the game never reached the situation`);
}

async function loadSession(page: import('playwright-core').Page, session: Session): Promise<void> {
  await page.evaluate((save) => localStorage.setItem('everrain-save', save), JSON.stringify(toSave(session)));
  await page.reload();
  await page.locator('#continue').click();
  await page.locator('.game').waitFor();
}

describe('the board drawn as a board', () => {
  it('draws every revealed hex as its kind, the Storms over their hexes and the Rough Sea, each with a drawn legend entry; names above the ships', async () => {
    // A game with a Storm on the map and a Rough Sea revealed.
    const session = playedUntil('shots-solo', (s) => s.tokens.storms.length > 0 && revealedHexes(s).some((x) => x.type === 'roughSea'));
    const { state } = session;
    const { page, errors } = await openPage(h);
    await loadSession(page, session);
    for (const place of revealedHexes(state)) {
      const cell = page.locator(`g.hex[data-hex="${hexKey(place.hex)}"]`);
      await expect.poll(() => cell.getAttribute('data-type')).toBe(place.type);
      expect(await cell.getAttribute('class')).toContain(`kind-${place.type}`);
      // Every kind but the calm sea has a drawing of its own over the sea (land, harbour, stone, hulk, whitecaps).
      if (place.type !== 'calmSea') expect(await cell.locator('.art').count(), `${place.type} at ${hexKey(place.hex)} is drawn`).toBeGreaterThan(0);
    }
    const stormHexes = state.tokens.storms.flat().map(hexKey).sort();
    const drawn = await page.locator('[data-storm-hex]').evaluateAll((els) => els.map((e) => e.getAttribute('data-storm-hex')!));
    expect(drawn.sort()).toEqual(stormHexes);
    // A Storm's possible moves (the engine's stormMoves) shaded while its hex is hovered or the Storm focused.
    const moves = stormMoves(state, 0)!;
    const reach = [...new Set(moves.options.flatMap((o) => o.hexes.map(hexKey)))].sort();
    const shaded = () => page.locator('svg.board [data-mark-hex]').evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-mark-hex')!))].sort());
    await page.locator(`g.hex[data-hex="${stormHexes[0]}"]`).hover({ force: true });
    await expect.poll(shaded, { message: 'hovering a Storm shades its possible moves' }).toEqual(reach);
    await page.mouse.move(1, 1);
    await expect.poll(shaded).toEqual([]);
    await page.locator('.storm-focus').first().focus();
    await expect.poll(shaded, { message: 'focusing a Storm shades its possible moves' }).toEqual(reach);
    expect(await page.getByRole('img', { name: /^Storm 1 over/ }).count()).toBe(1);
    // The Rough Sea's whitecaps reach past a ship in the middle of the hex: seen even under a ship.
    const rough = revealedHexes(state).find((x) => x.type === 'roughSea')!;
    const caps = (await page.locator(`g.hex[data-hex="${hexKey(rough.hex)}"] .art.rough`).boundingBox())!;
    const cell = (await (await hexElement(page, rough.hex)).first().boundingBox())!;
    expect(caps.width, 'the whitecaps span most of the hex, far wider than a ship').toBeGreaterThan(cell.width * 0.7);
    for (const kind of ['roughSea', 'storm', 'port', 'island', 'altar', 'shipwreck', 'unrevealed', 'ship', 'enemy']) {
      const entry = page.locator(`.map-legend [data-legend="${kind}"]`);
      expect(await entry.locator('svg').count(), `the legend draws ${kind}`).toBe(1);
    }
    expect(await page.locator('.map-legend').textContent()).toMatch(/Storm.*Explored/);
    // The names' banners come after the ships in the drawing: painted above them.
    const above = await page.evaluate(() => {
      const labels = document.querySelector('svg.board .labels');
      const ship = document.querySelector('svg.board g.ship');
      return !!labels && !!ship && !!(ship.compareDocumentPosition(labels) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(above).toBe(true);
    expect(errors).toEqual([]);
  });

  it('places the ship with the arrows around a chosen hex, shades the arc of a hovered or focused Artillery slot, and turns in a Port with the arrows', async () => {
    const setup = { players: 1, length: 'short' as const, rules: {} };
    const plan = planPort(setup);
    const { page, errors } = await openPage(h);
    await startGame(page, plan.seed);
    const d = await Driver.attach(page, plan.seed);
    const place = plan.before[0] as Extract<Action, { type: 'placeShip' }>;
    const key = hexKey(place.hex);
    // A click on the hex offers its facings as arrows; the arrow of the plan's facing places the ship so.
    await (await hexElement(page, place.hex)).first().click();
    const arrow = page.getByRole('button', { name: `Place the ship at ${key} facing ${FACING_WORDS[place.facing]}` });
    await expect.poll(() => page.locator('.facing-arrows.place .facing-arrow').count()).toBe(legalActions(d.state).filter((a) => a.type === 'placeShip' && hexKey(a.hex) === key).length);
    await arrow.click();
    await d.adopt((s) => s.players[0]!.position !== null && hexKey(s.players[0]!.position.hex) === key && s.players[0]!.position.facing === place.facing, 'the arrow places the ship with that facing');

    // Artillery: each slot's arc as the engine says, on hover and on keyboard focus.
    const me = d.state.players[0]!;
    const arcs = artilleryArcs(d.state, me);
    expect(arcs.length, 'the ship has an Artillery arc to show').toBeGreaterThan(0);
    const shaded = () => page.locator('svg.board [data-mark-hex]').evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-mark-hex')!))].sort());
    for (const slot of [...new Set(arcs.map((a) => a.slot))]) {
      const want = [...new Set(arcs.filter((a) => a.slot === slot).flatMap((a) => a.hexes.map((x) => hexKey(x.hex))))].sort();
      const button = page.locator(`button.artillery-slot[data-artillery-slot="${slot}"]`);
      await button.hover();
      await expect.poll(shaded, { message: `hovering the ${slot} slot shades its arc` }).toEqual(want);
      await page.mouse.move(1, 1);
      await expect.poll(shaded).toEqual([]);
      await button.focus();
      await expect.poll(shaded, { message: `focusing the ${slot} slot shades its arc` }).toEqual(want);
      await button.blur();
    }

    // Into the Port, then turn in place with an arrow (the engine's `face`, D114).
    await d.act(plan.before[1]!);
    await d.act(legalActions(d.state).find((a) => a.type === 'sail' && a.step === 'ahead')!);
    for (let guard = 0; d.state.pending.length > 0 && guard < 10; guard++) {
      const legal = legalActions(d.state);
      await d.act(legal.find((a) => a.type === 'answerDenizen' && !a.accept) ?? legal[0]!);
    }
    const faces = legalActions(d.state).filter((a): a is Extract<Action, { type: 'face' }> => a.type === 'face');
    expect(faces.length, 'the ship may turn in the Port').toBeGreaterThan(0);
    await expect.poll(() => page.locator('.facing-arrows.face .facing-arrow').count()).toBe(faces.length);
    const turn = faces[0]!;
    const faceArrow = page.getByRole('button', { name: `Face ${FACING_WORDS[turn.facing]}`, exact: true });
    await faceArrow.focus();
    await page.keyboard.press('Enter');
    await d.adopt((s) => s.players[0]!.position?.facing === turn.facing, 'Enter on the arrow turns the ship');
    expect(errors).toEqual([]);
  });

  it('shades the arc of the Artillery that would fire while a target on the map is hovered or focused', async () => {
    // The first of a few seeded games in which a volley is offered at a person's turn.
    let session: Session | null = null;
    for (let i = 0; i < 12 && !session; i++) {
      try { session = playedUntil(`board-fire-${i}`, (s) => legalActions(s).some((a) => a.type === 'fireArtillery')); } catch { session = null; }
    }
    if (!session) throw new Error('no seeded game offers a volley');
    const { state } = session;
    const fires = legalActions(state).filter((a): a is Extract<Action, { type: 'fireArtillery' }> => a.type === 'fireArtillery');
    const target = hexKey(fires[0]!.target);
    const me = state.players[awaitedSeat(state) ?? state.firstPlayer]!;
    const want = [...new Set(artilleryArcs(state, me)
      .filter((a) => fires.some((f) => hexKey(f.target) === target && f.slot === a.slot && f.astern === a.astern))
      .flatMap((a) => a.hexes.map((x) => hexKey(x.hex))))].sort();
    expect(want).toContain(target);
    const { page, errors } = await openPage(h);
    await loadSession(page, session);
    const shaded = () => page.locator('svg.board [data-mark-hex]').evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-mark-hex')!))].sort());
    const cell = page.locator(`g.hex.target[data-hex="${target}"]`);
    await cell.hover({ force: true });
    await expect.poll(shaded, { message: 'hovering a target shades the arc that reaches it' }).toEqual(want);
    await page.mouse.move(1, 1);
    await expect.poll(shaded).toEqual([]);
    await cell.focus();
    await expect.poll(shaded, { message: 'focusing a target shades the arc that reaches it' }).toEqual(want);
    expect(errors).toEqual([]);
  });

  it('gives the Orders counts and the Trauma and Strain pips real text in the accessibility tree', async () => {
    const { page, errors } = await openPage(h);
    await startGame(page, 'aria-board');
    const d = await Driver.attach(page, 'aria-board');
    const p = d.state.players[0]!;
    const orders = await page.locator('.shipboard .orders').ariaSnapshot();
    expect(orders).toContain(`Crew Orders: ${p.orders.fresh.crew} Fresh, ${p.orders.issued.crew} Issued.`);
    expect(orders).toContain(`Navigation Orders: ${p.orders.fresh.navigation} Fresh, ${p.orders.issued.navigation} Issued.`);
    const crew = p.crew[0]!;
    const card = await page.locator(`.crew-card[data-crew-card="${crew.id}"]`).ariaSnapshot();
    expect(card).toMatch(new RegExp(`Trauma ${crew.trauma} of \\d+`));
    expect(card).toMatch(new RegExp(`Strain ${crew.strain} of \\d+`));
    expect(errors).toEqual([]);
  });

  it('counts Clues once: the ship board adds the Clues the Treasures in the Hold carry, as the University counts them', async () => {
    const holdsClues = (s: GameState) => s.players[0]!.hold.some((id) => (s.catalog.treasures.find((t) => t.id === id)?.clues ?? 0) > 0);
    let session: Session | undefined;
    for (let n = 0; n < 30 && !session; n++) {
      try {
        session = playedUntil(`clues-${n}`, holdsClues);
      } catch {
        // This seed's heuristic never held such a Treasure at its turn: the next seed.
      }
    }
    if (!session) throw new Error('no seeded game held a Treasure with Clues');
    const p = session.state.players[0]!;
    const university = universityReach(session.state, p);
    const { page, errors } = await openPage(h);
    await loadSession(page, session);
    const shown = await page.locator('.shipboard [data-testid=clues]').textContent();
    expect(shown).toBe(`${p.clues} +${university.clues - p.clues} in Treasures`);
    expect(await page.locator('.shipboard .clues-in-treasures').getAttribute('title')).toContain(`The University counts ${university.clues}`);
    expect(errors).toEqual([]);
  });
});
