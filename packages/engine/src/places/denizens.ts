import type { VisibleState } from '../core/visible';
import { emptyList, withItem, withoutItem } from '../core/lists';
import type { Action } from '../core/actions';
import { denizenDef } from '../core/catalog';
import type { DenizenDefinition } from '../core/content';
import { emit, type Ctx } from '../core/context';
import { runEffects, startEffects } from '../cards/effects';
import { drawEventCard, resolveEventCard } from '../cards/event-decks';
import { hexKey } from '../core/hex';
import { passengerCapacity } from '../ship/improvements';
import { portName } from '../map/board';
import type { GameState, PlayerState } from '../core/state';

/**
 * Denizens & Passengers (rulebook): a Denizen card is drawn on each visit to a Port. Interacting is
 * optional and takes one crew member's service for this visit (they are the card's involved crew). A
 * Passenger may be taken aboard while the ship has room (its Cabins' spaces) and is delivered, for its
 * reward, on reaching its Port.
 */
export function arriveAtPort(ctx: Ctx, p: PlayerState): void {
  deliverPassengers(ctx, p);
  // Their reward is collected at once, before the Port's Denizen.
  runEffects(ctx);
  const id = drawDenizen(ctx, p);
  if (id === undefined) return;
  const denizen = denizenCard(ctx.state, id);
  if (denizen) {
    emit(ctx, 'denizenDrawn', 'Denizens & Passengers', { deck: 'denizens', card: id, port: portName(ctx.state, p) }, { seat: p.seat, reveals: true });
    ctx.state.pending.push({ kind: 'denizen', seat: p.seat, card: id });
    return;
  }
  // A Story card of the Denizen deck is resolved as drawn, with a crew member of the player's choice.
  resolveEventCard(ctx, p, 'denizens', id);
}

/** The Denizen card of this id, or undefined for a Story card of the Denizen deck. */
function denizenCard(state: GameState, id: string): DenizenDefinition | undefined {
  return state.catalog.denizens.some((d) => d.id === id) ? denizenDef(state.catalog, id) : undefined;
}

/** A Passenger card whose destination is this Port: meeting them here is no use, so they are redrawn (D52). */
function boundHere(state: GameState, id: string, port: string): boolean {
  return denizenCard(state, id)?.passenger?.destination === port;
}

/**
 * Draws the Denizen met on this visit (gap facts: "redraw a Passenger whose destination is this Port",
 * D52). Such a Passenger goes to the top of the Denizen discard and the next card is drawn. Each redraw
 * moves a card from the deck to the discard, and the discard only comes back when the deck is empty, so
 * the loop ends as long as some other card is left in the deck or the discard; when none is (or both
 * are empty), no Denizen is met this visit.
 */
function drawDenizen(ctx: Ctx, p: PlayerState): string | undefined {
  const { state } = ctx;
  const port = portName(state, p);
  const noneMet = (why: 'empty' | 'onlyBoundHere') => {
    emit(ctx, 'noDenizenMet', 'Denizens & Passengers', { port, why }, { seat: p.seat });
    return undefined;
  };
  for (;;) {
    const id = drawEventCard(ctx, p, 'denizens');
    if (id === undefined) return noneMet('empty');
    const def = denizenCard(state, id);
    if (!def || !boundHere(state, id, port)) return id;
    state.decks.denizenDiscard.push(id);
    emit(ctx, 'denizenRedrawn', 'Denizens & Passengers', { deck: 'denizens', card: id, destination: port }, { seat: p.seat, reveals: true });
    const another = state.storyHeld.some((h) => h.seat === p.seat && h.deck === 'denizens')
      || [...state.decks.denizens, ...state.decks.denizenDiscard].some((c) => !boundHere(state, c, port));
    if (!another) return noneMet('onlyBoundHere');
  }
}

/** Crew who can still engage a service at this Port this visit. */
export function freeCrew(state: VisibleState, p: PlayerState): string[] {
  const turn = state.turn;
  const port = p.position ? hexKey(p.position.hex) : '';
  // Into a list of one elements kind whether empty or not (core/lists.ts): `filter(…).map(…)` gave an empty one
  // another, and the listing that reads it was compiled again on the first Port with nobody free.
  const out = emptyList<string>();
  for (const c of p.crew) if (!turn?.portServices.some((s) => s.port === port && s.crew === c.id)) out.push(c.id);
  return out;
}

/** Whether a Passenger can come aboard: a Cabin space is free. */
export function cabinSpaceFree(state: VisibleState, p: PlayerState): boolean {
  return p.passengers.length < passengerCapacity(state, p);
}

export function denizenActions(state: GameState, p: PlayerState, card: string): Action[] {
  const def = denizenDef(state.catalog, card);
  const out: Action[] = [{ type: 'answerDenizen', seat: p.seat, crew: null, accept: false }];
  if (def.type === 'passenger') {
    if (cabinSpaceFree(state, p)) out.push({ type: 'answerDenizen', seat: p.seat, crew: null, accept: true });
    return out;
  }
  for (const crew of freeCrew(state, p)) out.push({ type: 'answerDenizen', seat: p.seat, crew, accept: true });
  return out;
}

export function answerDenizen(ctx: Ctx, p: PlayerState, card: string, accept: boolean, crewId: string | null): void {
  const { state } = ctx;
  const def: DenizenDefinition = denizenDef(state.catalog, card);
  if (!accept) {
    state.decks.denizenDiscard.push(card);
    emit(ctx, 'denizenIgnored', 'Denizens & Passengers', { card }, { seat: p.seat });
    return;
  }
  if (def.passenger) {
    p.passengers = withItem(p.passengers, card);
    emit(ctx, 'passengerBoarded', 'Denizens & Passengers', { card }, { seat: p.seat });
    return;
  }
  state.decks.denizenDiscard.push(card);
  const crew = p.crew.find((c) => c.id === crewId);
  if (!crew || !p.position) return;
  state.turn?.portServices.push({ port: hexKey(p.position.hex), crew: crew.id });
  emit(ctx, 'denizenMet', 'Denizens & Passengers', { card, crew: crew.id, token: crew.token }, { seat: p.seat });
  startEffects(ctx, p.seat, def.name, 'Denizens & Passengers', def.effects, [crew.id]);
}

/** Passengers bound for this Port leave the ship, and their reward is collected. */
function deliverPassengers(ctx: Ctx, p: PlayerState): void {
  const port = portName(ctx.state, p);
  for (const card of p.passengers.slice()) {
    const def = denizenDef(ctx.state.catalog, card);
    if (def.passenger?.destination !== port) continue;
    p.passengers = withoutItem(p.passengers, card);
    ctx.state.decks.denizenDiscard.push(card);
    emit(ctx, 'passengerDelivered', 'Denizens & Passengers', { card, port }, { seat: p.seat });
    startEffects(ctx, p.seat, def.name, 'Denizens & Passengers', def.passenger.reward);
  }
}
