import type { ComponentChildren } from 'preact';
import type { GameEvent, VisibleState } from '@everrain/engine';

export interface CardFace {
  readonly id: string;
  readonly deck: string;
  readonly name: string;
  readonly text: string;
  readonly details: readonly string[];
}

/** Any card of the game by its id, face up: which deck it is from, its name, its text. */
export function cardFace(state: VisibleState, id: string): CardFace | undefined {
  const c = state.catalog;
  const story = c.stories.find((s) => s.id === id);
  if (story) return { id, deck: `Story card (${story.story.stage} of 3)`, name: story.name, text: story.text, details: [] };
  const sea = c.seaEvents.find((s) => s.id === id);
  if (sea) return { id, deck: 'Sea Event', name: sea.name, text: sea.text, details: [] };
  const exp = c.expeditions.find((s) => s.id === id);
  if (exp) return { id, deck: 'Expedition', name: exp.name, text: exp.text, details: [] };
  const den = c.denizens.find((s) => s.id === id);
  if (den) return { id, deck: `Denizen · ${den.type}`, name: den.name, text: den.text, details: den.passenger ? [`Passenger bound for ${den.passenger.destination}`] : [] };
  const t = c.treasures.find((s) => s.id === id);
  if (t) return { id, deck: `Treasure · ${t.kind}`, name: t.name, text: t.text, details: [`Worth ${t.standard} coin${t.clues ? ` · ${t.clues} Clue${t.clues === 1 ? '' : 's'}` : ''}`] };
  const imp = c.improvements.find((s) => s.id === id);
  if (imp) return { id, deck: 'Improvement', name: imp.name, text: imp.text, details: [`${imp.cost} coin`] };
  const art = c.artillery.find((s) => s.id === id);
  if (art) return { id, deck: `Artillery · ${art.slot === 'bowStern' ? 'Bow/Stern' : art.slot}`, name: art.name, text: art.text, details: [`${art.cost} coin · ${art.targets.length} target hexes`] };
  const e = c.enemies.find((s) => s.id === id);
  if (e) return { id, deck: `Enemy · ${e.arena}`, name: e.name, text: e.text, details: [`Health ${e.health} · ${e.dice} dice · Loot ${e.loot}`, ...e.abilities.map((a) => `${a.name} (${a.omens} Omen${a.omens === 1 ? '' : 's'}): ${a.text}`)] };
  return undefined;
}

export function Card(props: { face: CardFace; children?: ComponentChildren }) {
  const { face } = props;
  return (
    <article class="card" data-card={face.id} aria-label={`${face.deck} card: ${face.name}`}>
      <header><span class="card-deck">{face.deck}</span><h4>{face.name}</h4></header>
      <p>{face.text}</p>
      {face.details.map((d, i) => <p key={i} class="card-detail">{d}</p>)}
      {props.children ? <div class="card-actions">{props.children}</div> : null}
    </article>
  );
}

/** The cards the latest action drew, turned face up, and the seats that drew them. */
export function drawnCards(state: VisibleState, events: readonly GameEvent[]): { faces: CardFace[]; seats: Set<number> } {
  const ids: string[] = [];
  const seats = new Set<number>();
  for (const e of events) {
    const id = typeof e.data?.card === 'string' && e.reveals ? e.data.card : typeof e.data?.treasure === 'string' && e.reveals ? e.data.treasure : undefined;
    if (id && !ids.includes(id)) ids.push(id);
    if (id && e.seat !== undefined) seats.add(e.seat);
  }
  return { faces: ids.map((id) => cardFace(state, id)).filter((f): f is CardFace => f !== undefined), seats };
}

/** The cards the latest action drew, turned face up. */
export function DrawnCards(props: { state: VisibleState; events: readonly GameEvent[] }) {
  const { faces, seats } = drawnCards(props.state, props.events);
  if (faces.length === 0) return null;
  return (
    <section class="drawn" aria-label="Cards just drawn" aria-live="polite">
      <h3>Drawn{seats.size === 1 && props.state.players.length > 1 ? ` by seat ${[...seats][0]! + 1}` : ''}</h3>
      <div class="cards">{faces.map((f) => <Card key={f.id} face={f} />)}</div>
    </section>
  );
}
