import type { CrewSelector, Effect, EffectCost } from './content';
import { emit, type Ctx } from './context';
import { crewName, crewStats, sufferGems } from './crew';
import { rollFate } from './dice';
import { advanceAgenda } from './enemy-phase';
import { gainClues, gainCoin } from './gains';
import { rollSpoils } from './loot';
import { dealTrait } from './recruit';
import { currentFrame, queueFirst } from './queue';
import { player } from './ship';
import { damageShip, repairShip } from './ship-damage';
import { spawnEnemy, spawnNamedAtSea, spawnNamedOnDeck } from './spawn';
import { spawnStormAt } from './storms';
import { drawTreasure } from './treasures';
import { advanceDiscovery, advanceElderOne } from './tracks';
import { promptWages, wagesOwed } from './wages';
import type { CrewMember, EffectFrame, GameState, PlayerState, Seat } from './state';

/**
 * The effects language's interpreter. A card's effects go at the front of the queue as a frame (the
 * innermost card first, every card before the steps queued around it); `runEffects` resolves them one
 * at a time, first to last. An effect that needs the players (a choice, which crew
 * member) opens a decision and leaves itself at the front of its frame; the answer lets it run. Tests
 * and choices put their chosen branch at the front. Nothing here names a card.
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
  emit(ctx, 'optionChosen', frame.rule, `${frame.source}: seat ${p.seat + 1} chooses "${option.label}".`, { seat: p.seat, data: { option: index } });
  if (option.cost) payCost(ctx, p, option.cost, frame.rule);
  frame.effects.unshift(...option.effects);
}

/** The options of the choice waiting at the top of the stack that the player can pay for. */
export function affordableOptions(state: GameState): number[] {
  const frame = currentFrame(state);
  const effect = frame?.effects[0];
  if (!frame || effect?.kind !== 'choice') return [];
  const p = player(state, frame.seat);
  return effect.options.flatMap((o, i) => (canPay(p, o.cost, state) ? [i] : []));
}

/** Clue costs may be paid with Treasures' Clue values (rulebook, University; issue #4 for every Clue cost). */
export function clueWorth(state: GameState, p: PlayerState): number {
  return p.clues + p.hold.reduce((sum, id) => sum + (state.catalog.treasures.find((t) => t.id === id)?.clues ?? 0), 0);
}

export function canPay(p: PlayerState, cost: EffectCost | undefined, state?: GameState): boolean {
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
    p.hold.splice(p.hold.indexOf(pick.id), 1);
    state.decks.treasureDiscard.push(pick.id);
    owed -= pick.clues;
    emit(ctx, 'treasureSpent', rule, `Seat ${p.seat + 1} hands over ${state.catalog.treasures.find((t) => t.id === pick.id)?.name ?? pick.id} for its Clue value (${pick.clues}).`, { seat: p.seat, data: { treasure: pick.id } });
  }
  if (cost.coin) gainCoin(ctx, p, -cost.coin, rule);
}

/** Loses the least valuable Treasure (standard price) of the kind, if the Hold has one. */
function loseTreasure(ctx: Ctx, p: PlayerState, kind: string | undefined, rule: string): void {
  const { state } = ctx;
  const defs = p.hold.map((id) => state.catalog.treasures.find((t) => t.id === id)).filter((t) => t && (!kind || t.kind === kind));
  const lost = defs.sort((a, b) => (a?.standard ?? 0) - (b?.standard ?? 0))[0];
  if (!lost) return;
  p.hold.splice(p.hold.indexOf(lost.id), 1);
  state.decks.treasureDiscard.push(lost.id);
  emit(ctx, 'treasureLost', rule, `Seat ${p.seat + 1} loses ${lost.name} from the Hold.`, { seat: p.seat, data: { treasure: lost.id } });
}

/** The crew an effect's selector names in a frame. */
export function targets(state: GameState, frame: EffectFrame, p: PlayerState, selector: CrewSelector): CrewMember[] {
  switch (selector) {
    case 'all':
      return p.crew.slice();
    case 'onDeck':
      return p.crew.filter((c) => c.position.area === 'deck');
    case 'chosen':
      return p.crew.filter((c) => c.id === frame.chosen);
    case 'involved':
      return p.crew.filter((c) => frame.crew.includes(c.id) || c.id === frame.chosen);
  }
}

function resolveEffect(ctx: Ctx, frame: EffectFrame, p: PlayerState, effect: Effect): void {
  const { state } = ctx;
  const rule = frame.rule;
  switch (effect.kind) {
    case 'clues':
      gainClues(ctx, p, Math.max(effect.amount, -p.clues), rule);
      return;
    case 'coin':
      gainCoin(ctx, p, Math.max(effect.amount, -p.coin), rule);
      return;
    case 'treasure':
      drawTreasure(ctx, p, effect.treasure, rule);
      return;
    case 'loseTreasure':
      loseTreasure(ctx, p, effect.treasure, rule);
      return;
    case 'loseOrder': {
      const have = effect.order === 'fleeting' ? p.orders.fleeting : p.orders.fresh[effect.order];
      if (have <= 0) return;
      if (effect.order === 'fleeting') p.orders.fleeting -= 1;
      else p.orders.fresh[effect.order] -= 1;
      emit(ctx, 'orderLost', rule, `Seat ${p.seat + 1} loses a Fresh ${effect.order === 'fleeting' ? 'Fleeting' : effect.order} Order.`, { seat: p.seat, data: { order: effect.order } });
      return;
    }
    case 'loseTrait':
      for (const c of targets(state, frame, p, effect.crew)) {
        const field = effect.polarity === 'positive' ? 'positiveTrait' : 'negativeTrait';
        const trait = c[field];
        if (!trait) continue;
        c[field] = null;
        state.decks.traitDiscard.push(trait);
        emit(ctx, 'traitLost', rule, `${crewName(state, c)} loses ${state.catalog.traits.find((t) => t.id === trait)?.name ?? trait}.`, { seat: p.seat, data: { crew: c.id, trait } });
      }
      return;
    case 'order':
      if (effect.order === 'fleeting') p.orders.fleeting += 1;
      else p.orders.fresh[effect.order] += 1;
      emit(ctx, 'orderGained', rule, `Seat ${p.seat + 1} gains a ${effect.order === 'fleeting' ? 'Fleeting' : effect.order} Order.`, { seat: p.seat, data: { order: effect.order } });
      return;
    case 'trauma':
    case 'strain':
      for (const c of targets(state, frame, p, effect.crew)) sufferGems(ctx, p, c, effect.kind, effect.amount, rule);
      return;
    case 'recover':
      for (const c of targets(state, frame, p, effect.crew)) recoverGems(ctx, p, c, effect.gem, effect.amount, rule);
      return;
    case 'trait':
      for (const c of targets(state, frame, p, effect.crew)) dealTrait(ctx, p, c, effect.polarity, rule);
      return;
    case 'test':
      skillTest(ctx, frame, p, effect);
      return;
    case 'choice': {
      frame.effects.unshift(effect);
      state.pending.push({ kind: 'chooseOption', seat: p.seat, labels: effect.options.map((o) => o.label) });
      return;
    }
    case 'spawnEnemy':
      if (effect.card && effect.arena === 'onDeck') spawnNamedOnDeck(ctx, p, effect.card, rule);
      else if (effect.card) spawnNamedAtSea(ctx, p, effect.card, rule);
      else spawnEnemy(ctx, p, effect.arena, rule);
      return;
    case 'storm':
      if (p.position) spawnStormAt(ctx, p.position.hex, rule);
      return;
    case 'story':
      state.decks.storiesAside.push(effect.card);
      emit(ctx, 'storyCardSetAside', 'Deck building prompt', `Story card ${effect.card} is set aside: it joins its deck at the next Act.`, { seat: p.seat, data: { card: effect.card } });
      return;
    case 'track':
      if (effect.amount < 0) pushBackTrack(ctx, effect.track, -effect.amount, rule);
      else if (effect.track === 'playerDiscovery') advanceDiscovery(ctx, 'player', effect.amount, rule);
      else if (effect.track === 'agenda') advanceAgenda(ctx, effect.amount, rule);
      else advanceElderOne(ctx, effect.amount, rule);
      return;
    case 'shipDamage':
      damageShip(ctx, p, effect.amount, rule);
      return;
    case 'repair':
      repairShip(ctx, p, effect.amount, rule);
      return;
    case 'spoils':
      rollSpoils(ctx, p, effect.rolls, rule);
      return;
    case 'payWages':
      if (p.crew.length === 0) return;
      emit(ctx, 'wagesDue', 'Hiring Crew & paying wages', `${frame.source}: seat ${p.seat + 1}'s crew want their wages now (${wagesOwed(state, p)} coin in all; seat ${p.seat + 1} has ${p.coin}).`, {
        seat: p.seat, data: { coin: wagesOwed(state, p) },
      });
      promptWages(ctx, p);
      return;
    case 'fate': {
      const roll = rollFate(ctx, rule, frame.source);
      const outcome = effect.outcomes.find((o) => o.from <= roll && roll <= o.to);
      // Say which row of the card's table the roll falls in, and when that row does nothing, say so.
      const row = outcome ? (outcome.from === outcome.to ? `${outcome.from}` : `${outcome.from}–${outcome.to}`) : '';
      const nothing = !outcome || outcome.effects.length === 0;
      emit(ctx, 'fateResult', rule, `${frame.source}: ${roll}${row ? ` is in ${row}` : ''}${nothing ? ': nothing comes of it' : ''}.`, {
        seat: p.seat, data: { roll, effects: outcome?.effects.length ?? 0 },
      });
      if (outcome) frame.effects.unshift(...outcome.effects);
      return;
    }
  }
}

type TestEffect = Extract<Effect, { kind: 'test' }>;

/** The Fate Die face a Skill Test must not exceed: the best skill tested, +1 per other crew member, the card's modifier, within 0–9. */
export function skillTestValue(state: GameState, tested: readonly CrewMember[], effect: TestEffect): number {
  const skills = tested.map((c) => (effect.skill === 'island' ? crewStats(state, c).islandSkill : crewStats(state, c).portSkill));
  return Math.min(9, Math.max(0, Math.max(...skills) + tested.length - 1 + (effect.modifier ?? 0)));
}

/** The Skill Test waiting on a chooseCrew decision, if that is what the crew member is being chosen for. */
export function testAwaitingCrew(state: GameState): TestEffect | undefined {
  if (state.pending[0]?.kind !== 'chooseCrew') return undefined;
  const next = currentFrame(state)?.effects[0];
  return next?.kind === 'test' ? next : undefined;
}

/**
 * A Skill Test (gap facts: it succeeds when the Fate Die is at most the value). The value is the best
 * Island or Port skill among the crew tested, +1 for each other crew member with them, plus the card's
 * modifier, between 0 and 9 (docs/rules-decisions.md).
 */
function skillTest(ctx: Ctx, frame: EffectFrame, p: PlayerState, effect: TestEffect): void {
  const tested = targets(ctx.state, frame, p, 'involved');
  if (tested.length === 0) {
    frame.effects.unshift(...effect.failure);
    return;
  }
  const value = skillTestValue(ctx.state, tested, effect);
  const roll = rollFate(ctx, frame.rule, `${effect.skill === 'island' ? 'an Island' : 'a Port'} Skill Test against ${value} (${tested.map((c) => crewName(ctx.state, c)).join(', ')})`);
  const passed = roll <= value;
  // Whoever was tested is who the rest of the card is about.
  if (frame.crew.length === 0) frame.crew = tested.map((c) => c.id);
  emit(ctx, 'skillTested', frame.rule, `${frame.source}: the test ${passed ? 'succeeds' : 'fails'} (${roll} against ${value}).`, {
    seat: p.seat, data: { skill: effect.skill, value, roll, passed },
  });
  frame.effects.unshift(...(passed ? effect.success : effect.failure));
}

export function recoverGems(ctx: Ctx, p: PlayerState, c: CrewMember, gem: 'trauma' | 'strain', amount: number | 'all', rule: string): void {
  const removed = amount === 'all' ? c[gem] : Math.min(c[gem], amount);
  if (removed <= 0) return;
  c[gem] -= removed;
  emit(ctx, 'gemsRecovered', rule, `${crewName(ctx.state, c)} recovers ${removed} ${gem === 'trauma' ? 'Trauma' : 'Strain'}.`, {
    seat: p.seat, data: { crew: c.id, gem, removed },
  });
}

/**
 * A card that sets a track back: the Agenda token moves back (never below 0, never un-wrapping), the
 * Elder One token moves back up toward the end, the Player Discovery token back (never past an Act
 * boundary already reached).
 */
function pushBackTrack(ctx: Ctx, track: 'playerDiscovery' | 'agenda' | 'elderOne', amount: number, rule: string): void {
  const t = ctx.state.tracks;
  const from = t[track];
  if (track === 'agenda') t.agenda = Math.max(0, t.agenda - amount);
  else if (track === 'elderOne') t.elderOne = ctx.state.elderOne.arisen ? t.elderOne : Math.min(t.end, t.elderOne + amount);
  else t.playerDiscovery = Math.max(Math.max(0, ...t.boundariesReached.filter((b) => b <= from)), t.playerDiscovery - amount);
  if (t[track] === from) return;
  emit(ctx, 'trackPushedBack', rule, `The ${track === 'agenda' ? 'Enemy Agenda' : track === 'elderOne' ? 'Elder One' : 'Player Discovery'} token goes back to space ${t[track]}.`, {
    data: { track, from, to: t[track] },
  });
}
