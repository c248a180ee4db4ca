import { denizenDef, expeditionDef, seaEventDef, storyDef } from '../core/catalog';
import type { EventDeck, SeaEventDefinition, StoryCardDefinition } from '../core/content';
import { emit, type Ctx } from '../core/context';
import { canPay, payCost, startEffects } from './effects';
import type { GameState, PlayerState } from '../core/state';

const DISCARD = { seaEvents: 'seaEventDiscard', expeditions: 'expeditionDiscard', denizens: 'denizenDiscard' } as const;
export const DECK_RULE: Record<EventDeck, string> = { seaEvents: 'Sea event cards', expeditions: 'Islands & Expeditions', denizens: 'Denizens & Passengers' };
const DRAWN = { seaEvents: 'seaEventDrawn', expeditions: 'expeditionDrawn', denizens: 'denizenDrawn' } as const;

/** A card of an event deck, a Story card included. */
export function eventCard(state: GameState, deck: EventDeck, id: string): SeaEventDefinition | StoryCardDefinition {
  const story = state.catalog.stories.find((s) => s.id === id);
  if (story) return story;
  if (deck === 'seaEvents') return seaEventDef(state.catalog, id);
  if (deck === 'expeditions') return expeditionDef(state.catalog, id);
  return denizenDef(state.catalog, id);
}

function storyCard(state: GameState, id: string): StoryCardDefinition | undefined {
  return state.catalog.stories.some((s) => s.id === id) ? storyDef(state.catalog, id) : undefined;
}

/**
 * Draws from an event deck for a player (rulebook, Triggering stories): a Story card set beside their ship
 * earlier is resolved first, instead of a draw; a card of a Story another player began is set beside that
 * player's ship, and the drawer draws again. An empty deck is reshuffled from its discard.
 */
export function drawEventCard(ctx: Ctx, p: PlayerState, deck: EventDeck): string | undefined {
  const { state } = ctx;
  const held = state.storyHeld.findIndex((h) => h.seat === p.seat && h.deck === deck);
  if (held >= 0) {
    const [card] = state.storyHeld.splice(held, 1);
    return card?.card;
  }
  for (;;) {
    if (state.decks[deck].length === 0) {
      state.decks[deck] = ctx.random.shuffle(state.decks[DISCARD[deck]]);
      state.decks[DISCARD[deck]] = [];
    }
    const id = state.decks[deck].shift();
    if (id === undefined) return undefined;
    const story = storyCard(state, id);
    const owner = story ? state.storyOwners[story.story.story] : undefined;
    if (story && story.story.stage > 1 && owner !== undefined && owner !== p.seat) {
      state.storyHeld.push({ seat: owner, deck, card: id });
      // Set face down (rulebook): the text says whose story and which deck, never which card; the card is
      // in the engine's record only, and eventsFor keeps it from every seat (D87).
      emit(ctx, 'storyCardHeld', 'Triggering stories', { deck, owner, card: id }, { seat: p.seat, reveals: true });
      continue;
    }
    return id;
  }
}

/**
 * Resolves a drawn event card: a Story's first card makes the story the player's; a Journey's sacrifice
 * is paid, or the card is discarded and the story ends unfinished. Story cards leave play once resolved;
 * others go to their discard pile. `crew` are the card's involved crew.
 */
export function resolveEventCard(ctx: Ctx, p: PlayerState, deck: EventDeck, id: string, crew: readonly string[] = []): void {
  const { state } = ctx;
  const card = eventCard(state, deck, id);
  const story = storyCard(state, id);
  emit(ctx, DRAWN[deck], DECK_RULE[deck], { deck, card: id, story: story !== undefined }, { seat: p.seat, reveals: true });
  if (!story) {
    state.decks[DISCARD[deck]].push(id);
    startEffects(ctx, p.seat, card.name, DECK_RULE[deck], card.effects, crew);
    return;
  }
  state.decks.storiesDone.push(id);
  if (story.story.stage === 1) state.storyOwners[story.story.story] = p.seat;
  if (story.requires) {
    if (!canPay(p, story.requires, state)) {
      emit(ctx, 'storyUnfinished', 'Lost & unfinished stories', { card: id, deck }, { seat: p.seat });
      return;
    }
    payCost(ctx, p, story.requires, 'Journey consequence');
  }
  startEffects(ctx, p.seat, card.name, DECK_RULE[deck], card.effects, crew);
}

/** Deck building (rulebook): Story cards set aside by "+N" are shuffled into their decks as each new Act begins. */
export function shuffleInStories(ctx: Ctx): void {
  const { state } = ctx;
  const aside = state.decks.storiesAside;
  if (aside.length === 0) return;
  state.decks.storiesAside = [];
  for (const deck of ['seaEvents', 'expeditions', 'denizens'] as const) {
    const joining = aside.filter((id) => storyCard(state, id)?.deck === deck);
    if (joining.length > 0) state.decks[deck] = ctx.random.shuffle([...state.decks[deck], ...joining]);
  }
  emit(ctx, 'storiesShuffledIn', 'Deck building prompt', { cards: aside.length });
}
