import type { ContentSet, EventDeck, ExpeditionTokenKind } from '../core/content';
import { RandomSource, seedRng, startingRng } from '../core/rng';
import type { Decks, GameState, QueueEntry } from '../core/state';
import { enemyCardsOfAct, keptDenizenCards, setupPools } from './setup-pools';
import type { GameView, ShownQueueEntry } from './view';

/**
 * One possible game behind a seat's view (issue 13, the search bot; D96): what the view shows is kept as
 * it is; what lies face down is filled with a sample consistent with it, drawn with a generator made from
 * `seed`. Each deck holds that deck's cards from the catalog less every copy shown anywhere in the view
 * (on ships, in hands and Holds, in play, in Ports, in the queue…), shuffled and split between deck and
 * discard by the view's counts; the tile stack holds each Act's unplaced tiles, as many as the view counts;
 * the face-down Elder One card is one the game could have dealt; an Exhaustive Expedition's face-down
 * tokens come from its board's tokens not yet revealed; held Story cards from their deck's Story cards; the
 * game's generator is a fresh one. It takes a view, never a state, so it cannot read what is hidden.
 * Where the catalog runs short of cards (a count the content cannot explain), any card of that deck fills
 * the gap: the counts are always the view's.
 */
export function determinize(v: GameView, seed: string): GameState {
  const random = new RandomSource(seedRng(`determinize:${seed}`));
  const content = v.catalog;
  const { viewer: _viewer, map, decks, elderOne, queue, storyHeld, ...open } = v;
  const seen = shownCards(open);
  const dealt = dealDecks(content, v, seen, random);
  return {
    ...open,
    rng: startingRng(`determinized:${seed}`),
    scriptedRolls: {},
    map: { placed: [...map.placed], stack: tileStack(content, v, random) },
    decks: dealt.decks,
    elderOne: { ...elderOne, card: elderOne.card ?? random.pick(content.elderOnes).id },
    queue: queue.map((e) => hiddenTokens(content, e, random)),
    storyHeld: storyHeld.map((h) => ({ seat: h.seat, deck: h.deck, card: dealt.held(h.deck) })),
  };
}

/** How many times each string is shown in the open part of the view (content ids among them). */
function shownCards(open: object): Map<string, number> {
  const counts = new Map<string, number>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') counts.set(value, (counts.get(value) ?? 0) + 1);
    else if (Array.isArray(value)) for (const x of value) walk(x);
    else if (value && typeof value === 'object') for (const x of Object.values(value)) walk(x);
  };
  for (const [key, value] of Object.entries(open)) if (key !== 'catalog') walk(value);
  return counts;
}

/** The cards of `universe` (one entry per copy) less the copies `seen` shows (each shown copy used once). */
function unseen(universe: readonly string[], seen: Map<string, number>): string[] {
  const out: string[] = [];
  for (const id of universe) {
    const left = seen.get(id) ?? 0;
    if (left > 0) seen.set(id, left - 1);
    else out.push(id);
  }
  return out;
}

/** Deals `n` cards off `pool` (consumed); where it runs dry, any card of `fallback`. */
function deal(pool: string[], n: number, fallback: readonly string[], random: RandomSource): string[] {
  const out = pool.splice(0, n);
  while (out.length < n && fallback.length > 0) out.push(random.pick(fallback));
  return out;
}

const EVENT_DECKS: readonly { deck: EventDeck; discard: 'seaEventDiscard' | 'expeditionDiscard' | 'denizenDiscard' }[] = [
  { deck: 'seaEvents', discard: 'seaEventDiscard' },
  { deck: 'expeditions', discard: 'expeditionDiscard' },
  { deck: 'denizens', discard: 'denizenDiscard' },
];

function dealDecks(content: ContentSet, v: GameView, seen: Map<string, number>, random: RandomSource): { decks: Decks; held: (deck: EventDeck) => string } {
  const n = v.decks;
  const pools = setupPools(content);
  const shuffled = (universe: readonly string[]) => random.shuffle(unseen(universe, seen));
  const simple = (universe: readonly string[], count: number) => deal(shuffled(universe), count, universe, random);
  const pair = (universe: readonly string[], a: number, b: number): [string[], string[]] => {
    const pool = shuffled(universe);
    return [deal(pool, a, universe, random), deal(pool, b, universe, random)];
  };

  const positive = shuffled(pools.positiveTraits);
  const negative = shuffled(pools.negativeTraits);
  const positiveTraits = deal(positive, n.positiveTraits, pools.positiveTraits, random);
  const negativeTraits = deal(negative, n.negativeTraits, pools.negativeTraits, random);
  const allTraits = [...pools.positiveTraits, ...pools.negativeTraits];
  const traitDiscard = deal(random.shuffle([...positive, ...negative]), n.traitDiscard, allTraits, random);

  const enemyUniverse = [...enemyCardsOfAct(content, null)];
  for (let act = 1; act <= Math.min(v.act, 3); act++) enemyUniverse.push(...enemyCardsOfAct(content, act as 1 | 2 | 3));
  const [enemies, enemyDiscard] = pair(enemyUniverse, n.enemies, n.enemyDiscard);
  const [treasures, treasureDiscard] = pair(pools.treasures, n.treasures, n.treasureDiscard);

  // The event decks: their cards and the first cards of their Stories, and the later cards of Stories begun.
  const begun = new Set(Object.keys(v.storyOwners));
  const kept = keptDenizenCards(content, v.tracks.end);
  const events: Partial<Record<EventDeck, [string[], string[]]>> = {};
  const storyLeft: string[] = [];
  for (const { deck, discard } of EVENT_DECKS) {
    const base = deck === 'denizens' ? pools.denizens.filter((id) => kept.has(id)) : pools[deck];
    const later = content.stories.filter((s) => s.deck === deck && s.story.stage > 1 && begun.has(s.story.story)).map((s) => s.id);
    const universe = [...base, ...later];
    const pool = shuffled(universe);
    events[deck] = [deal(pool, n[deck], universe, random), deal(pool, n[discard], universe, random)];
    storyLeft.push(...pool.filter((id) => content.stories.some((s) => s.id === id)));
  }
  const allStories = content.stories.map((s) => s.id);
  const stories = random.shuffle([...storyLeft, ...unseen(allStories.filter((id) => !storyLeft.includes(id)), seen)]);
  const held = (deck: EventDeck): string => {
    const i = stories.findIndex((id) => content.stories.some((s) => s.id === id && s.deck === deck));
    if (i >= 0) return stories.splice(i, 1)[0]!;
    const any = content.stories.filter((s) => s.deck === deck);
    return any.length > 0 ? random.pick(any).id : random.pick(allStories);
  };
  const storiesAside = deal(stories, n.storiesAside, allStories, random);
  const storiesDone = deal(stories, n.storiesDone, allStories, random);

  const [seaEvents, seaEventDiscard] = events.seaEvents!;
  const [expeditions, expeditionDiscard] = events.expeditions!;
  const [denizens, denizenDiscard] = events.denizens!;
  return {
    held,
    decks: {
      deckhands: simple(pools.deckhands, n.deckhands),
      adepts: simple(pools.adepts, n.adepts),
      positiveTraits, negativeTraits, traitDiscard,
      improvements: simple(pools.improvements, n.improvements),
      artillery: simple(pools.artillery, n.artillery),
      enemies, enemyDiscard, seaEvents, seaEventDiscard, treasures, treasureDiscard,
      expeditions, expeditionDiscard, denizens, denizenDiscard, storiesDone, storiesAside,
    },
  };
}

/** The face-down tile stack: each Act's tiles not on the map, as many as the view counts, Act I first. */
function tileStack(content: ContentSet, v: GameView, random: RandomSource): string[] {
  const placed = new Set(v.map.placed.filter((t): t is string => t !== null));
  const stack: string[] = [];
  for (const act of [1, 2, 3] as const) {
    const want = v.map.stackByAct[String(act)] ?? 0;
    if (want === 0) continue;
    const all = content.tiles.filter((t) => t.act === act).map((t) => t.id);
    stack.push(...deal(random.shuffle(all.filter((id) => !placed.has(id))), want, all, random));
  }
  return stack;
}

/** An Exhaustive Expedition's face-down tokens, drawn from its board's tokens not yet turned up. */
function hiddenTokens(content: ContentSet, e: ShownQueueEntry, random: RandomSource): QueueEntry {
  if (e.kind !== 'expedition') return e;
  const x = e.expedition;
  const board = content.board.islandBoards[x.board];
  const pool = board ? (Object.entries(board.tokens) as [ExpeditionTokenKind, number][]).flatMap(([kind, count]) => Array.from({ length: count }, () => kind)) : [];
  for (const kind of Object.values(x.tokens)) {
    if (kind === null) continue;
    const i = pool.indexOf(kind);
    if (i >= 0) pool.splice(i, 1);
  }
  const left = random.shuffle(pool);
  const tokens: Record<string, ExpeditionTokenKind> = {};
  for (const [node, kind] of Object.entries(x.tokens)) tokens[node] = kind ?? left.pop() ?? 'rest';
  return { kind: 'expedition', expedition: { ...x, tokens } };
}
