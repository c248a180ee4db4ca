import { catalogMemo } from '../core/catalog-memo';
import type { ContentSet, TileAct } from '../core/content';
import { keepsDenizenCard, reachablePorts } from '../map/reachable-ports';

/**
 * The cards each deck is shuffled from at setup, one entry per copy, in content order: they depend only on
 * the content (and the Denizens kept on the game's length), so each is listed once per catalog and shared,
 * frozen — `shuffle` deals from its own copy.
 */
export interface SetupPools {
  readonly improvements: readonly string[];
  readonly artillery: readonly string[];
  /** The map tiles of Acts I, II and III. */
  readonly tiles: readonly (readonly string[])[];
  readonly deckhands: readonly string[];
  readonly adepts: readonly string[];
  /** The Enemy cards in the deck from the start, then Act I's. */
  readonly enemies: readonly string[];
  readonly seaEvents: readonly string[];
  readonly expeditions: readonly string[];
  readonly denizens: readonly string[];
  readonly treasures: readonly string[];
  readonly positiveTraits: readonly string[];
  readonly negativeTraits: readonly string[];
}

const pools = catalogMemo<SetupPools>();
const kept = catalogMemo<ReadonlySet<string>>();

export function setupPools(content: ContentSet): SetupPools {
  const known = pools(content).child(null);
  return (known.value ??= listPools(content));
}

/** The Denizen deck's cards kept in a game whose Elder One track ends at `end` (D72: Passengers bound for a Port it can reveal). */
export function keptDenizenCards(content: ContentSet, end: number): ReadonlySet<string> {
  const known = kept(content).child(String(end));
  if (known.value === undefined) {
    const ports = reachablePorts(content, end);
    known.value = new Set(setupPools(content).denizens.filter((id) => keepsDenizenCard(content, ports, id)));
  }
  return known.value;
}

/** The Enemy cards (one entry per copy) that join the deck with an Act; null: those in it from the start. */
export function enemyCardsOfAct(content: ContentSet, act: TileAct | null): string[] {
  return content.enemies.filter((e) => e.act === act).flatMap((e) => Array.from({ length: e.copies }, () => e.id));
}

function listPools(content: ContentSet): SetupPools {
  const firstStoryCards = (deck: 'seaEvents' | 'expeditions' | 'denizens') => content.stories.filter((s) => s.deck === deck && s.story.stage === 1).map((s) => s.id);
  const copiesOf = (cards: readonly { id: string; copies: number }[]) => cards.flatMap((c) => Array.from({ length: c.copies }, () => c.id));
  const dealt = content.traits.filter((t) => !t.adeptOnly);
  return deepFrozen({
    improvements: content.improvements.filter((i) => !i.printed).flatMap((i) => Array.from({ length: i.copies }, () => i.id)),
    artillery: content.artillery.filter((a) => !a.starting).map((a) => a.id),
    tiles: ([1, 2, 3] as TileAct[]).map((act) => content.tiles.filter((t) => t.act === act).map((t) => t.id)),
    deckhands: content.crew.filter((c) => c.kind === 'deckhand').map((c) => c.id),
    adepts: content.crew.filter((c) => c.kind === 'adept').map((c) => c.id),
    enemies: [...enemyCardsOfAct(content, null), ...enemyCardsOfAct(content, 1)],
    seaEvents: [...copiesOf(content.seaEvents), ...firstStoryCards('seaEvents')],
    expeditions: [...copiesOf(content.expeditions), ...firstStoryCards('expeditions')],
    denizens: [...copiesOf(content.denizens), ...firstStoryCards('denizens')],
    treasures: content.treasures.flatMap((t) => Array.from({ length: t.copies }, () => t.id)),
    positiveTraits: dealt.filter((t) => t.polarity === 'positive').map((t) => t.id),
    negativeTraits: dealt.filter((t) => t.polarity === 'negative').map((t) => t.id),
  });
}

function deepFrozen(p: SetupPools): SetupPools {
  for (const list of Object.values(p)) {
    for (const inner of list) if (Array.isArray(inner)) Object.freeze(inner);
    Object.freeze(list);
  }
  return Object.freeze(p);
}
