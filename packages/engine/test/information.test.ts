import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import {
  activeExpedition, apply, awaitedSeat, canonicalJson, createGame, eventsFor, hexKey, hexTypeAt, legalActions, RandomSource, reachablePoses, sailRoute, seedRng, view,
  type Action, type GameEvent, type GameOptions, type GameState, type RuleOptions,
} from '../src/index';
import { withOverrides, type SetupOverrides } from '../src/testing';
import { HIDDEN_DECKS } from '../src/flow/reveals';

/**
 * What a seat may see (D87): seat 0 receives its view after every action and the events eventsFor gives
 * it. From all of that an attacker tries to recover what lies face down — and must fail.
 */

const content = defaultContent();
const SEAT = 0;
/** How many of a deck's next cards, in order, must never be found in what the seat received. */
const K = 3;
const MAX_ACTIONS = 700;

interface Case { readonly players: number; readonly rules: Partial<RuleOptions> }

/** 1–4 players; every rules option both ways, Exhaustive Expeditions mostly on (their tokens lie face down). */
const CASES: Case[] = [
  { players: 1, rules: { exhaustiveExpeditions: true } },
  { players: 2, rules: { exhaustiveExpeditions: true, boarding: true, finalConfrontation: true } },
  { players: 3, rules: { exhaustiveExpeditions: true, traumaDistribution: 'random', shipDamage: 'colourOrder', firstPlayer: 'choose' } },
  { players: 4, rules: {} },
  { players: 2, rules: { exhaustiveExpeditions: true, firstPlayer: 'choose', traumaDistribution: 'random' } },
  { players: 3, rules: { boarding: true, finalConfrontation: true, exhaustiveExpeditions: true, shipDamage: 'colourOrder' } },
  { players: 4, rules: { exhaustiveExpeditions: true, boarding: true } },
  { players: 2, rules: { exhaustiveExpeditions: true } },
];

/** Seat 0's share of one moment: its view (less the public catalog of content) and its events. */
function received(state: GameState, events: readonly GameEvent[]): { text: string; json: unknown } {
  const { catalog, ...seen } = view(state, SEAT);
  expect(catalog).toBe(state.catalog);
  const json = { view: seen, events: eventsFor(events, SEAT) };
  return { text: JSON.stringify(json), json };
}

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

function stringArrays(value: unknown, out: string[][] = []): string[][] {
  if (Array.isArray(value)) {
    if (value.length >= K && value.every((v) => typeof v === 'string')) out.push(value as string[]);
    for (const v of value) stringArrays(v, out);
  } else if (value && typeof value === 'object') for (const v of Object.values(value)) stringArrays(v, out);
  return out;
}

function isSubsequence(wanted: readonly string[], tokens: readonly string[]): boolean {
  let i = 0;
  for (const t of tokens) if (t === wanted[i] && ++i === wanted.length) return true;
  return false;
}

/** Every string of the content (ids, names, card texts): public, and no game's seed. */
const CONTENT_STRINGS = new Set(strings(content));
const SEP = '\u0001';
const numberToken = (n: number) => new RegExp(`(?<![0-9.])${String(n).replace('-', '\\-')}(?![0-9.])`);

/** The face-down sequences: each hidden deck's next K cards and the tile stack's next K tiles. */
function faceDownSequences(state: GameState): { name: string; next: string[] }[] {
  const out: { name: string; next: string[] }[] = HIDDEN_DECKS.map((deck) => ({ name: deck, next: state.decks[deck].slice(0, K) }));
  out.push({ name: 'tile stack', next: state.map.stack.slice(0, K) });
  return out.filter((s) => s.next.length === K && new Set(s.next).size > 1);
}

interface Tally { snapshots: number; deckChecks: number; facedownTokens: number; heldStories: number; hiddenElderOne: number; arisen: number }

/**
 * Leans towards what puts things face down and turns them up: it sails for unexplored Islands, launches
 * Exhaustive Expeditions and reveals their tokens, goes ashore; otherwise it plays at random.
 */
function choose(state: GameState, bot: RandomSource, legal: readonly Action[]): Action {
  const keen = legal.filter((a) => a.type === 'exhaustiveExpedition' || (a.type === 'expeditionStep' && (a.reveal || a.node !== null)));
  if (keen.length > 0 && bot.int(0, 3) > 0) return bot.pick(keen);
  const ashore = legal.filter((a) => a.type === 'sendAshore');
  if (ashore.length > 0 && bot.int(0, 1) > 0) return bot.pick(ashore);
  const seat = awaitedSeat(state);
  const p = seat === undefined ? undefined : state.players[seat];
  const points = state.turn?.navigationPoints ?? 0;
  if (p?.position && points > 0 && state.pending.length === 0) {
    const islands = reachablePoses(state, p, points).filter((r) => hexTypeAt(state, r.hex) === 'island' && !state.tokens.explored.some((e) => hexKey(e) === hexKey(r.hex)) && hexKey(r.hex) !== hexKey(p.position!.hex));
    const target = islands[0];
    const route = target ? sailRoute(state, p, points, target.hex) : undefined;
    const step = route?.steps[0];
    const sail = step ? legal.find((a) => a.type === 'sail' && a.step === step) : undefined;
    if (sail) return sail;
  }
  const navigate = legal.find((a) => a.type === 'issueNavigationOrder');
  if (navigate && bot.int(0, 1) > 0) return navigate;
  return bot.pick(legal);
}

interface Watched { readonly actions: Action[]; readonly end: string; readonly seen: Set<string> }

/**
 * Plays from `start`, taking each action from `next` until it has none or the game ends, and after every
 * action checks that nothing seat 0 received names what lies face down.
 */
function watch(start: GameState, startEvents: readonly GameEvent[], secret: string, next: (state: GameState) => Action | null, tally: Tally): Watched {
  let state = start;
  const actions: Action[] = [];
  const seen = new Set<string>();
  const arrays = new Set<string>();
  let events: readonly GameEvent[] = startEvents;
  let before: GameState = state;
  for (;;) {
    const { text, json } = received(state, events);
    tally.snapshots += 1;
    for (const t of strings(json)) if (seen.size < 5000) seen.add(t);

    // The seed, and the generator's state before and after the action.
    expect(text.includes(secret), 'the seed').toBe(false);
    // (Words small enough to be any count in the view are skipped: a state drawn at random has none.)
    for (const word of [...state.rng, ...before.rng].filter((w) => Math.abs(w) >= 0x10000)) expect(numberToken(word).test(text), `generator word ${word}`).toBe(false);

    // The Elder One card, until it arises.
    if (!state.elderOne.arisen) {
      tally.hiddenElderOne += 1;
      const name = content.elderOnes.find((e) => e.id === state.elderOne.card)!.name;
      expect(text.includes(state.elderOne.card), 'the face-down Elder One card').toBe(false);
      expect(text.includes(name), 'the face-down Elder One by name').toBe(false);
    } else tally.arisen += 1;

    // Each deck's next cards, in order: in no list of this moment, even with other cards between them, and
    // side by side in no list received so far. (Not across the whole moment: decks hold several copies of a
    // card, and the enemies in play or the Hold's Treasures name them in any order.)
    const lists = stringArrays(json);
    for (const l of lists) arrays.add(SEP + l.join(SEP) + SEP);
    const allArrays = [...arrays].join('\u0002');
    for (const s of faceDownSequences(state)) {
      tally.deckChecks += 1;
      expect(lists.some((l) => isSubsequence(s.next, l)), `the next ${K} of the ${s.name}: ${s.next.join(', ')}`).toBe(false);
      expect(allArrays.includes(SEP + s.next.join(SEP) + SEP), `the ${s.name}'s order in a list received`).toBe(false);
    }

    // An Exhaustive Expedition's tokens, until each is revealed.
    // (The expedition's entry of the queue, as the view shows it.)
    const x = activeExpedition(state);
    if (x) {
      const shown = view(state, SEAT).queue.flatMap((e) => (e.kind === 'expedition' ? [e.expedition] : []))[0]!;
      for (const [node, kind] of Object.entries(x.tokens)) {
        if (x.revealed.includes(Number(node))) continue;
        tally.facedownTokens += 1;
        expect(shown.tokens[node], `the face-down token at node ${node}`).toBeNull();
        expect(eventsFor(events, SEAT).some((e) => String(e.data?.node) === node && e.data?.token === kind), `an event naming node ${node}'s token`).toBe(false);
      }
    }

    // Story cards held face down beside a ship: whose and which deck, never which card.
    for (const h of state.storyHeld) {
      tally.heldStories += 1;
      expect(text.includes(`"${h.card}"`), `the held Story card ${h.card}`).toBe(false);
      expect(text.includes(content.stories.find((s) => s.id === h.card)!.name), `the held Story card ${h.card} by name`).toBe(false);
    }

    const action = state.outcome ? null : next(state);
    if (!action) break;
    const result = apply(state, action);
    if (!result.ok) throw new Error(`legal action refused: ${result.error.message}`);
    actions.push(action);
    before = state;
    state = result.state;
    events = result.events;
  }
  return { actions, end: fingerprint(state), seen };
}

interface Game extends Watched { readonly options: GameOptions; readonly start: string }

function playAndWatch(c: Case, seed: string, tally: Tally): Game {
  const options: GameOptions = { players: c.players, length: 'short', rules: c.rules, content };
  const created = createGame(options, seed);
  if (!created.ok) throw new Error(created.error.message);
  const bot = new RandomSource(seedRng(`${seed}-bot`));
  let played = 0;
  const next = (state: GameState) => (played++ < MAX_ACTIONS ? choose(state, bot, legalActions(state)) : null);
  return { options, start: fingerprint(created.state), ...watch(created.state, created.events, seed, next, tally) };
}

/** The whole state but the (public, unchanging) catalog of content: equal fingerprints, equal games. */
function fingerprint(state: GameState): string {
  const { catalog: _catalog, ...rest } = state;
  return canonicalJson(rest);
}

/** Seeds a careless player or program might use, and the numbers up to 100. */
const GUESSES = ['', '0', '1', '42', 'everrain', 'seed', 'test', 'game', 'random', 'scenario', 'sim', 'default', 'information', 'secret', 'password', ...Array.from({ length: 101 }, (_, i) => String(i))];

/**
 * The attacker: with every string seat 0 ever received and the guesses above as candidate seeds, derived
 * both the current way and the old 32-bit fold, it deals a new game and compares it with the real one at
 * the start (equal there, the public action list replays it to the end); for the guesses it replays the
 * whole action list too.
 */
function attack(game: Game): string | null {
  const candidates = new Set([...GUESSES, ...[...game.seen].filter((t) => t.length <= 80 && !CONTENT_STRINGS.has(t))]);
  for (const candidate of candidates) {
    for (const seed of [candidate, { scenario: candidate }]) {
      const created = createGame(game.options, seed);
      if (created.ok && fingerprint(created.state) === game.start) return `the start, from ${JSON.stringify(seed)}`;
    }
  }
  for (const guess of GUESSES.slice(0, 15)) {
    const created = createGame(game.options, guess);
    if (!created.ok) continue;
    let state = created.state;
    for (const action of game.actions) {
      const r = apply(state, action);
      if (!r.ok) break;
      state = r.state;
    }
    if (fingerprint(state) === game.end) return `the end, from "${guess}"`;
  }
  return null;
}

describe('a seat cannot recover what lies face down (D87)', () => {
  it(`seat 0's views and events name no seed, generator word, face-down card, token or deck order, and no guessed seed deals the game`, () => {
    const tally: Tally = { snapshots: 0, deckChecks: 0, facedownTokens: 0, heldStories: 0, hiddenElderOne: 0, arisen: 0 };
    CASES.forEach((c, i) => {
      const game = playAndWatch(c, `information-${c.players}-${i}`, tally);
      expect(attack(game), 'an attacker reproduced the game').toBeNull();
    });
    // The games did put things face down for the seat to look for.
    console.log(JSON.stringify(tally));
    expect(tally.snapshots).toBeGreaterThan(1000);
    expect(tally.deckChecks).toBeGreaterThan(5000);
    expect(tally.hiddenElderOne).toBeGreaterThan(1000);
    expect(tally.facedownTokens).toBeGreaterThan(50);
  });

  it('a Story card drawn by seat 2 and set face down beside seat 1\'s ship is never named to seat 1 until it is resolved', () => {
    // The position of scenarios/world/22 (its seed and reseed derived as scenario files derive them).
    const file = JSON.parse(readFileSync('scenarios/world/22-story-card-drawn-by-another-player.json', 'utf8')) as {
      setup: { players: number; seed: string; overrides: SetupOverrides }; steps: { do: Record<string, unknown> }[];
    };
    const created = createGame({ players: file.setup.players, content }, { scenario: file.setup.seed });
    if (!created.ok) throw new Error(created.error.message);
    const start = withOverrides(created.state, file.setup.overrides);
    const tally: Tally = { snapshots: 0, deckChecks: 0, facedownTokens: 0, heldStories: 0, hiddenElderOne: 0, arisen: 0 };
    const steps = file.steps.map((s) => s.do);
    const next = (state: GameState) => {
      const step = steps.shift();
      return step ? ({ seat: awaitedSeat(state) ?? 0, ...step } as Action) : null;
    };
    const watched = watch(start, created.events, file.setup.seed, next, tally);
    expect(watched.actions).toHaveLength(file.steps.length);
    expect(tally.heldStories).toBeGreaterThanOrEqual(3);
  });
});
