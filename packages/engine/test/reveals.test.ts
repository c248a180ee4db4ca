import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import {
  activeExpedition, apply, canonicalJson, createGame, eventsFor, legalActions, RandomSource, seedRng, tileDef, view, type Action, type GameState,
} from '../src/index';
import { withOverrides } from '../src/testing';
import { HIDDEN_DECKS, revealedBetween } from '../src/flow/reveals';

const content = defaultContent();

/** The Bitter End at Gull's Rest (an unexplored Island), three Deckhands On Deck, no enemy in sight. */
function atGullsRest(): GameState {
  const created = createGame({ players: 1, content, rules: { exhaustiveExpeditions: true } }, 'reveals');
  if (!created.ok) throw new Error(created.error.message);
  return withOverrides(created.state, {
    placed: [{ slot: 0, tile: 'duskfall-reach' }],
    ships: [{ seat: 0, hex: { q: 1, r: 1 }, facing: 0 }],
    crew: [{ seat: 0, members: [
      { token: 'deckhand-cass', at: { area: 'deck', zone: 2 } },
      { token: 'deckhand-abel', at: { area: 'deck', zone: 7 } },
      { token: 'deckhand-bryn', at: { area: 'deck', zone: 8 } },
    ] }],
  });
}

describe('an action reveals when chance or something face down comes into play (D86)', () => {
  it('starting an Exhaustive Expedition (an Island board and its tokens dealt at random) reveals', () => {
    const state = atGullsRest();
    const start = legalActions(state).find((a): a is Extract<Action, { type: 'exhaustiveExpedition' }> => a.type === 'exhaustiveExpedition');
    expect(start, 'an Exhaustive Expedition is offered').toBeDefined();
    const result = apply(state, start);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(activeExpedition(result.state)).not.toBeNull();
    expect(result.reveals).toBe(true);
    expect(result.events.some((e) => e.reveals), 'an event says so too').toBe(true);
  });

  it('a card taken from the top of any face-down deck reveals; one put beneath it does not', () => {
    const state = atGullsRest();
    for (const deck of HIDDEN_DECKS) {
      const cards = state.decks[deck];
      expect(cards.length, `${deck} has cards to draw`).toBeGreaterThan(0);
      const drawn: GameState = { ...state, decks: { ...state.decks, [deck]: cards.slice(1) } };
      expect(revealedBetween(state, drawn), `drawn from ${deck}`).toBe(true);
      const beneath: GameState = { ...state, decks: { ...state.decks, [deck]: [...cards, cards[0]!] } };
      expect(revealedBetween(state, beneath), `put beneath ${deck}`).toBe(false);
    }
  });

  it('a plain Crew Order reveals nothing', () => {
    const state = atGullsRest();
    const order = legalActions(state).find((a) => a.type === 'issueCrewOrder' && !a.fleeting);
    expect(order).toBeDefined();
    const result = apply(state, order);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.events.map((e) => e.kind)).toContain('crewMoved');
    expect(result.reveals).toBe(false);
    expect(result.events.some((e) => e.reveals)).toBe(false);
  });

  it('drawing a Story card held face down for the player reveals, though nothing random happens', () => {
    const state = atGullsRest();
    state.storyHeld.push({ seat: 0, deck: 'expeditions', card: content.stories.find((s) => s.deck === 'expeditions')!.id });
    const ashore = legalActions(state).find((a) => a.type === 'sendAshore');
    expect(ashore).toBeDefined();
    const result = apply(state, ashore);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.state.storyHeld).toEqual([]);
    expect(result.reveals).toBe(true);
  });

  it('an action that reveals nothing plays out the same whatever lies face down (seeded random games)', () => {
    /** The same game with everything face down dealt otherwise: another generator, decks, stack, Elder One, tokens. */
    const redealt = (state: GameState, shuffler: RandomSource): GameState => {
      const other = structuredClone({ ...state, catalog: null }) as unknown as GameState;
      const copy: GameState = { ...other, catalog: state.catalog };
      copy.rng = seedRng(`other-${state.rng.join(',')}`);
      for (const deck of HIDDEN_DECKS) copy.decks[deck] = shuffler.shuffle(copy.decks[deck]);
      copy.map.stack = ([1, 2, 3] as const).flatMap((act) => shuffler.shuffle(copy.map.stack.filter((t) => tileDef(copy.catalog, t).act === act)));
      if (!copy.elderOne.arisen) copy.elderOne.card = shuffler.pick(copy.catalog.elderOnes).id;
      const at = copy.queue.findIndex((e) => e.kind === 'expedition');
      const x = activeExpedition(copy);
      if (x) {
        const hidden = Object.keys(x.tokens).filter((n) => !x.revealed.includes(Number(n)));
        const kinds = shuffler.shuffle(hidden.map((n) => x.tokens[n]!));
        copy.queue[at] = { kind: 'expedition', expedition: { ...x, tokens: { ...x.tokens, ...Object.fromEntries(hidden.map((n, i) => [n, kinds[i]!])) } } };
      }
      return copy;
    };
    const seen = (state: GameState) => canonicalJson({ ...view(state, 0), catalog: null });
    let quiet = 0;
    let revealing = 0;
    for (let g = 0; g < 6; g++) {
      const seed = `reveals-${g}`;
      const created = createGame({ players: 1 + (g % 4), length: 'short', content, rules: { exhaustiveExpeditions: true, boarding: g % 2 === 0, traumaDistribution: g % 3 === 0 ? 'random' : 'choose' } }, seed);
      if (!created.ok) throw new Error(created.error.message);
      let state = created.state;
      const bot = new RandomSource(seedRng(`${seed}-bot`));
      for (let n = 0; n < 400 && !state.outcome; n++) {
        const legal = legalActions(state);
        const keen = legal.filter((a) => a.type === 'exhaustiveExpedition' || a.type === 'expeditionStep' || a.type === 'sendAshore');
        const action = keen.length > 0 && bot.int(0, 1) === 0 ? bot.pick(keen) : bot.pick(legal);
        const result = apply(state, action);
        if (!result.ok) throw new Error(result.error.message);
        expect(result.reveals, 'the result agrees with its events').toBe(result.events.some((e) => e.reveals));
        if (!result.reveals) {
          quiet += 1;
          const other = apply(redealt(state, bot), action);
          expect(other.ok).toBe(true);
          if (other.ok) {
            expect(other.reveals, `${action.type} revealed nothing here, but did there`).toBe(false);
            expect(seen(other.state), `${action.type} revealed nothing, yet its outcome depends on what lies face down`).toBe(seen(result.state));
            expect(canonicalJson(eventsFor(other.events, 0))).toBe(canonicalJson(eventsFor(result.events, 0)));
          }
        } else revealing += 1;
        state = result.state;
      }
    }
    expect(quiet).toBeGreaterThan(500);
    expect(revealing).toBeGreaterThan(100);
  });
});
