import { crewDef, denizenDef, enemyDef, expeditionDef, seaEventDef, storyDef, treasureDef, type ContentSet, type DeckDrawn, type EventDeck } from '@everrain/engine';
import { s, seatOf, seatWord, type SomeRenderers } from './words';

const DECK_NAME: Record<EventDeck, string> = { seaEvents: 'Sea Event', expeditions: 'Expedition', denizens: 'Denizen' };

/** A card of an event deck, a Story card among them: its name and words. */
function eventCard(content: ContentSet, deck: EventDeck, id: string): { readonly name: string; readonly text: string } {
  if (content.stories.some((c) => c.id === id)) return storyDef(content, id);
  if (deck === 'seaEvents') return seaEventDef(content, id);
  if (deck === 'expeditions') return expeditionDef(content, id);
  return denizenDef(content, id);
}

/** "Seat 1 draws a Sea Event: Becalmed. …" */
function drawn(d: DeckDrawn, seat: string, content: ContentSet): string {
  const card = eventCard(content, d.deck, d.card);
  return `${seat} draws ${d.story ? 'a Story card' : `${d.deck === 'expeditions' ? 'an' : 'a'} ${DECK_NAME[d.deck]}`}: ${card.name}. ${card.text}`;
}

const TRACK = { agenda: 'Enemy Agenda', elderOne: 'Elder One', playerDiscovery: 'Player Discovery' } as const;

/** Cards: the event decks, Story cards, and what a card's effects do. */
export const CARDS_TEXT: SomeRenderers<
  | 'seaEventDrawn' | 'expeditionDrawn' | 'denizenDrawn' | 'storyCardHeld' | 'storyUnfinished' | 'storiesShuffledIn' | 'storyCardSetAside'
  | 'skillTested' | 'fateResult' | 'optionChosen' | 'traitLost' | 'wagesDue' | 'enemyHealed' | 'trackPushedBack' | 'stormsGrew' | 'treasureSpent'
> = {
  seaEventDrawn: (d, e, content) => drawn(d, seatOf(e), content),
  expeditionDrawn: (d, e, content) => drawn(d, seatOf(e), content),
  denizenDrawn: (d, e, content) => {
    if ('story' in d) return drawn(d, seatOf(e), content);
    const denizen = denizenDef(content, d.card);
    return `At ${d.port}, ${seatWord(e.seat ?? 0)} meets a Denizen: ${denizen.name}. ${denizen.text}`;
  },
  // Set face down: the words say whose story and which deck, never the card (eventsFor takes it out of the data).
  storyCardHeld: (d, e) => `${seatOf(e)} draws a card of ${seatWord(d.owner)}'s story: it is set face down beside their ship, and ${seatWord(e.seat ?? 0)} draws again.`,
  storyUnfinished: (d, e, content) => `${seatOf(e)} cannot meet what ${eventCard(content, d.deck, d.card).name} asks: the card is discarded and the story ends unfinished.`,
  storiesShuffledIn: (d) => `${d.cards} Story card${s(d.cards)} set aside ${d.cards === 1 ? 'is' : 'are'} shuffled into ${d.cards === 1 ? 'its deck' : 'their decks'}.`,
  storyCardSetAside: (d, _e, content) => `${d.known ? `The Story card ${storyDef(content, d.card).name}` : 'A Story card'} is set aside: it joins its deck at the next Act.`,
  skillTested: (d) => `${d.source}: roll ${d.value} or less to succeed — rolled ${d.roll}: ${d.passed ? 'succeeded' : 'failed'}.`,
  fateResult: (d) => {
    const row = d.row ? (d.row.from === d.row.to ? `${d.row.from}` : `${d.row.from}–${d.row.to}`) : '';
    return `${d.source}: ${d.roll}${row ? ` is in ${row}` : ''}${d.effects === 0 ? ': nothing comes of it' : ''}.`;
  },
  optionChosen: (d, e) => `${d.source}: ${seatWord(e.seat ?? 0)} chooses "${d.label}".`,
  traitLost: (d, _e, content) => `${crewDef(content, d.token).name} loses ${content.traits.find((t) => t.id === d.trait)?.name ?? 'a Trait'}.`,
  wagesDue: (d, e) => `${d.source}: ${seatWord(e.seat ?? 0)}'s crew want their wages now (${d.coin} coin in all; ${seatWord(e.seat ?? 0)} has ${d.purse}).`,
  enemyHealed: (d, _e, content) => `The ${enemyDef(content, d.card).name} removes ${d.healed} Trauma.`,
  trackPushedBack: (d) => `The ${TRACK[d.track]} token goes back to space ${d.to}.`,
  stormsGrew: () => 'Every Storm grows by one hex.',
  treasureSpent: (d, e, content) => `${seatOf(e)} hands over ${treasureDef(content, d.treasure).name} for its Clue value (${d.clues}).`,
};
