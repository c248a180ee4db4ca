import { crewDef, traitDef } from '../core/catalog';
import { emit, type Ctx } from '../core/context';
import type { CrewMember, CrewPosition, PlayerState } from '../core/state';

function contradicts(ctx: Ctx, a: string, b: string): boolean {
  const da = traitDef(ctx.state.catalog, a);
  const db = traitDef(ctx.state.catalog, b);
  return (da.contradicts ?? []).includes(b) || (db.contradicts ?? []).includes(a);
}

/** Draws a Trait card; an empty deck is refilled from the discard pile, shuffled. */
function drawTrait(ctx: Ctx, deck: 'positiveTraits' | 'negativeTraits'): string | null {
  const decks = ctx.state.decks;
  if (decks[deck].length === 0) {
    const polarity = deck === 'positiveTraits' ? 'positive' : 'negative';
    const back = decks.traitDiscard.filter((id) => traitDef(ctx.state.catalog, id).polarity === polarity);
    if (back.length === 0) return null;
    decks.traitDiscard = decks.traitDiscard.filter((id) => !back.includes(id));
    decks[deck] = ctx.random.shuffle(back);
  }
  return decks[deck].shift() ?? null;
}

/**
 * Draws a Negative Trait for a crew member whose Positive is `positive`: one that contradicts it is
 * discarded and redrawn (rulebook, Traits). Null when no fitting Negative is left in the deck or the
 * discard: the crew member then goes without one.
 */
function drawNegativeFitting(ctx: Ctx, p: PlayerState, crew: CrewMember, positive: string | null): string | null {
  const tried = new Set<string>();
  for (let negative = drawTrait(ctx, 'negativeTraits'); negative !== null; negative = drawTrait(ctx, 'negativeTraits')) {
    if (positive === null || !contradicts(ctx, positive, negative)) return negative;
    ctx.state.decks.traitDiscard.push(negative);
    if (tried.has(negative)) return null;
    tried.add(negative);
    emit(ctx, 'traitRedrawn', 'Traits', { crew: crew.id, trait: negative, against: positive }, { seat: p.seat, reveals: true });
  }
  return null;
}

/**
 * Deals a hired crew member's Traits: Deckhands a Positive and a Negative one, Adept Crew just a
 * Negative one (their Positive Trait is fixed). A Negative that contradicts the crew member's Positive
 * is discarded and redrawn.
 */
function dealTraits(ctx: Ctx, p: PlayerState, crew: CrewMember): void {
  const def = crewDef(ctx.state.catalog, crew.token);
  const positive = def.fixedTrait ?? null;
  if (def.kind === 'deckhand') crew.positiveTrait = drawTrait(ctx, 'positiveTraits');
  const against = crew.positiveTrait ?? positive;
  const negative = drawNegativeFitting(ctx, p, crew, against);
  crew.negativeTrait = negative;
  emit(ctx, 'traitDealt', 'Traits', { crew: crew.id, token: crew.token, positive: crew.positiveTrait ?? positive, negative: crew.negativeTrait }, { seat: p.seat, reveals: true });
}

/**
 * Takes the top token of a crew pool into the player's crew, with its Traits, at the given place; or,
 * `atRandom`, any token of the pool with equal chance (tokens that left play wait at the bottom of the
 * pool, so the top is not a random one of all the pool holds; D64).
 */
export function recruitFromPool(ctx: Ctx, p: PlayerState, pool: 'deckhands' | 'adepts', position: CrewPosition, rule: string, atRandom = false): CrewMember | null {
  const tokens = ctx.state.decks[pool];
  if (tokens.length === 0) return null;
  const [token] = tokens.splice(atRandom ? ctx.random.int(0, tokens.length - 1) : 0, 1) as [string];
  const crew: CrewMember = {
    id: `crew-${ctx.state.nextCrewNumber++}`,
    token,
    positiveTrait: null,
    negativeTrait: null,
    trauma: 0,
    strain: 0,
    fatigued: false,
    position,
  };
  p.crew.push(crew);
  emit(ctx, 'crewDealt', rule, { crew: crew.id, token }, { seat: p.seat, reveals: true });
  dealTraits(ctx, p, crew);
  return crew;
}

/** A crew member leaving play: their token goes back to the bottom of its pool, their Traits to the discard. */
export function returnToPool(ctx: Ctx, crew: CrewMember): void {
  const def = crewDef(ctx.state.catalog, crew.token);
  ctx.state.decks[def.kind === 'deckhand' ? 'deckhands' : 'adepts'].push(crew.token);
  for (const t of [crew.positiveTrait, crew.negativeTrait]) if (t) ctx.state.decks.traitDiscard.push(t);
}

/**
 * A crew member gains a new Trait: it replaces their current one of that polarity (issue #4: "gaining a
 * new Trait replaces the current one"), which goes to the discard. Adept Crew keep their fixed Positive
 * Trait: a new Positive one does nothing for them. Contradictions always cost the Negative Trait (rulebook:
 * "the Negative Trait is discarded and redrawn", D15): a new Negative contradicting the Positive is
 * redrawn; a new Positive contradicting the current Negative stays, and that Negative is discarded and
 * redrawn.
 */
export function dealTrait(ctx: Ctx, p: PlayerState, crew: CrewMember, polarity: 'positive' | 'negative', rule: string): void {
  const def = crewDef(ctx.state.catalog, crew.token);
  if (polarity === 'positive' && def.fixedTrait) return;
  const trait = polarity === 'positive' ? drawTrait(ctx, 'positiveTraits') : drawNegativeFitting(ctx, p, crew, crew.positiveTrait ?? def.fixedTrait ?? null);
  if (trait === null) return;
  const field = polarity === 'positive' ? 'positiveTrait' : 'negativeTrait';
  const old = crew[field];
  if (old) ctx.state.decks.traitDiscard.push(old);
  crew[field] = trait;
  emit(ctx, 'traitDealt', rule, { crew: crew.id, token: crew.token, trait, replaced: old }, { seat: p.seat, reveals: true });
  const negative = crew.negativeTrait;
  if (polarity === 'positive' && negative !== null && contradicts(ctx, trait, negative)) {
    emit(ctx, 'traitRedrawn', rule, { crew: crew.id, trait: negative, against: trait }, { seat: p.seat, reveals: true });
    ctx.state.decks.traitDiscard.push(negative);
    crew.negativeTrait = null;
    const redrawn = drawNegativeFitting(ctx, p, crew, trait);
    crew.negativeTrait = redrawn;
    if (redrawn !== null) {
      emit(ctx, 'traitDealt', rule, { crew: crew.id, token: crew.token, trait: redrawn, replaced: null }, { seat: p.seat, reveals: true });
    }
  }
}
