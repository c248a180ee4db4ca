import type { VisibleState } from '../core/visible';
import { withoutItem } from '../core/lists';
import type { CrewSelector, Effect, EffectCost } from '../core/content';
import { emit, type Ctx } from '../core/context';
import { resolveEffect } from './effect-interpreter';
import { gainClues, gainCoin } from '../core/gains';
import { currentFrame, queueFirst } from '../core/queue';
import { player } from '../ship/ship';
import type { EffectFrame, GameState, PlayerState, Seat } from '../core/state';

export { targets } from './effects-crew';
export { skillTestValue } from './effects-branches';

/**
 * A card's effects go at the front of the queue as a frame (the innermost card first, every card before
 * the steps queued around it); `runEffects` resolves them one at a time, first to last, each through the
 * one interpreter (effect-interpreter.ts). An effect that needs the players (a choice, which crew member)
 * opens a decision and leaves itself at the front of its frame; the answer lets it run. Tests and choices
 * put their chosen branch at the front. Nothing here names a card.
 */
export function startEffects(ctx: Ctx, seat: Seat, source: string, rule: string, effects: readonly Effect[], crew: readonly string[] = []): void {
  if (effects.length === 0) return;
  queueFirst(ctx.state, { kind: 'effects', frame: { seat, source, rule, crew: [...crew], chosen: null, effects: [...effects] } });
}

/** Resolves effects until no card is at the front of the queue or a decision is open. */
export function runEffects(ctx: Ctx): void {
  const { state } = ctx;
  while (!state.outcome && state.pending.length === 0) {
    const front = state.queue[0];
    if (front?.kind !== 'effects') return;
    const frame = front.frame;
    const effect = frame.effects[0];
    if (!effect) {
      state.queue.shift();
      continue;
    }
    const p = player(state, frame.seat);
    if (!p.position) {
      // A ship lost in the middle of a card: the rest of the card has nobody to happen to.
      state.queue.shift();
      continue;
    }
    if (needsChosenCrew(effect, frame) && !askForCrew(ctx, frame, p)) return;
    frame.effects.shift();
    resolveEffect(ctx, frame, p, effect);
    // The first crew member a card picks is who the rest of it is about, unless it named its crew already.
    if (frame.chosen !== null && frame.crew.length === 0) frame.crew = [frame.chosen];
    frame.chosen = null;
  }
}

function selectorOf(effect: Effect): CrewSelector | undefined {
  if ('crew' in effect) return effect.crew;
  if (effect.kind === 'test') return 'involved';
  return undefined;
}

/** A test with nobody involved yet tests a crew member of the player's choice. */
function needsChosenCrew(effect: Effect, frame: EffectFrame): boolean {
  const selector = selectorOf(effect);
  if (selector === 'chosen') return frame.chosen === null;
  return effect.kind === 'test' && frame.crew.length === 0 && frame.chosen === null;
}

/** Opens a chooseCrew decision when there is a real choice; returns true when the effect can run now. */
function askForCrew(ctx: Ctx, frame: EffectFrame, p: PlayerState): boolean {
  if (p.crew.length <= 1) {
    frame.chosen = p.crew[0]?.id ?? null;
    return true;
  }
  ctx.state.pending.push({ kind: 'chooseCrew', seat: p.seat, crew: p.crew.map((c) => c.id) });
  return false;
}

/** The answer to a chooseCrew decision. */
export function chooseCrewForEffect(state: GameState, crew: string): void {
  const frame = currentFrame(state);
  if (frame) frame.chosen = crew;
}

/** The answer to a chooseOption decision: pay, then the option's effects come next. */
export function chooseOption(ctx: Ctx, index: number): void {
  const { state } = ctx;
  const frame = currentFrame(state);
  const effect = frame?.effects[0];
  if (!frame || effect?.kind !== 'choice') return;
  const option = effect.options[index];
  if (!option) return;
  frame.effects.shift();
  const p = player(state, frame.seat);
  emit(ctx, 'optionChosen', frame.rule, { option: index, source: frame.source, label: option.label }, { seat: p.seat });
  if (option.cost) payCost(ctx, p, option.cost, frame.rule);
  frame.effects.unshift(...option.effects);
}

/** The options of the choice waiting at the top of the stack that the player can pay for. */
export function affordableOptions(state: GameState): number[] {
  const frame = currentFrame(state);
  const effect = frame?.effects[0];
  if (!frame || effect?.kind !== 'choice') return [];
  const p = player(state, frame.seat);
  const out: number[] = [];
  for (let i = 0; i < effect.options.length; i++) if (canPay(p, effect.options[i]!.cost, state)) out.push(i);
  return out;
}

/** Clue costs may be paid with Treasures' Clue values (rulebook, University; issue #4 for every Clue cost). */
export function clueWorth(state: VisibleState, p: PlayerState): number {
  return p.clues + p.hold.reduce((sum, id) => sum + (state.catalog.treasures.find((t) => t.id === id)?.clues ?? 0), 0);
}

export function canPay(p: PlayerState, cost: EffectCost | undefined, state?: VisibleState): boolean {
  if (!cost) return true;
  const clues = state ? clueWorth(state, p) : p.clues;
  return (cost.clues ?? 0) <= clues && (cost.coin ?? 0) <= p.coin;
}

/** Pays a cost: Clues first, then Treasures with a Clue value, the smallest that still cover the rest. */
export function payCost(ctx: Ctx, p: PlayerState, cost: EffectCost, rule: string): void {
  const { state } = ctx;
  const fromClues = Math.min(p.clues, cost.clues ?? 0);
  if (fromClues) gainClues(ctx, p, -fromClues, rule);
  let owed = (cost.clues ?? 0) - fromClues;
  while (owed > 0) {
    const valued = p.hold
      .map((id) => ({ id, clues: state.catalog.treasures.find((t) => t.id === id)?.clues ?? 0 }))
      .filter((t) => t.clues > 0)
      .sort((a, b) => a.clues - b.clues);
    const pick = valued.find((t) => t.clues >= owed) ?? valued[valued.length - 1];
    if (!pick) break;
    p.hold = withoutItem(p.hold, pick.id);
    state.decks.treasureDiscard.push(pick.id);
    owed -= pick.clues;
    emit(ctx, 'treasureSpent', rule, { treasure: pick.id, clues: pick.clues }, { seat: p.seat });
  }
  if (cost.coin) gainCoin(ctx, p, -cost.coin, rule);
}

type TestEffect = Extract<Effect, { kind: 'test' }>;

/** The Skill Test waiting on a chooseCrew decision, if that is what the crew member is being chosen for. */
export function testAwaitingCrew(state: VisibleState): TestEffect | undefined {
  if (state.pending[0]?.kind !== 'chooseCrew') return undefined;
  const next = currentFrame(state)?.effects[0];
  return next?.kind === 'test' ? next : undefined;
}
