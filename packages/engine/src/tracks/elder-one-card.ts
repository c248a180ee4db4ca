import type { VisibleState } from '../core/visible';
import { elderOneDef } from '../core/catalog';
import type { ContentSet, ElderOneDefinition, ElderOnePlayerCount, ElderOneVictory } from '../core/content';
import { emit, type Ctx } from '../core/context';
import { endGame } from '../core/outcome';
import type { GoalStep } from '../core/events';
import type { GameLength, GameState } from '../core/state';

/** Rounds the players have once the enemy reaches the end of the track, with rules.finalConfrontation. */
export const FINAL_CONFRONTATION_ROUNDS = 3;

/**
 * An Elder One card as it plays with this many players in a game of this length (D159, D166, D168): its
 * printed fields, with those its `byLength` names for the length put in their place, then those the length
 * names for the count, then those its `byPlayers` names for the count (a count's fields win). Every reader of
 * a card (rules, queries, text, bots, clients) goes through here, so all of them see the card that applies to
 * the game. Without a length: the medium game's.
 */
export function elderOneAt(def: ElderOneDefinition, players: number, length: GameLength = 'medium'): ElderOneDefinition {
  const count = String(players) as ElderOnePlayerCount;
  const { byPlayers: forLengthAndCount, ...forLength } = def.byLength?.[length] ?? {};
  const forCount = forLengthAndCount?.[count];
  const forPlayers = def.byPlayers?.[count];
  if (Object.keys(forLength).length === 0 && !forCount && !forPlayers) return def;
  return { ...def, ...forLength, ...forCount, ...forPlayers };
}

/** The card with this id, as it plays with this many players in a game of this length (D159, D166). */
export function elderOneFor(catalog: ContentSet, id: string, players: number, length?: GameLength): ElderOneDefinition {
  return elderOneAt(elderOneDef(catalog, id), players, length);
}

/**
 * The game's Elder One card, as it plays at the game's player count (D159). A seat's view holds the card
 * only once the Elder One has arisen (it lies face down before): undefined then.
 */
export function elderOneCard(state: GameState): ElderOneDefinition;
export function elderOneCard(state: VisibleState): ElderOneDefinition | undefined;
export function elderOneCard(state: VisibleState): ElderOneDefinition | undefined {
  const id = state.elderOne.card;
  return id === null ? undefined : elderOneFor(state.catalog, id, state.players.length, state.length);
}

/** One step more toward its goal; the last one loses the game. */
export function advanceGoal(ctx: Ctx, def: ElderOneDefinition, needed: number, what: GoalStep): void {
  const eo = ctx.state.elderOne;
  eo.progress += 1;
  emit(ctx, 'elderOneGoalAdvanced', 'End game', { progress: eo.progress, needed, step: what, card: def.id, players: ctx.state.players.length });
  if (eo.progress >= needed) endGame(ctx, 'lost', { kind: 'elderOneGoalCompleted', card: def.id, players: ctx.state.players.length, length: ctx.state.length }, `${def.name} completed its goal: ${def.goal}`, 'End game');
}

/**
 * Hurting the Elder One (rulebook, Combatting & Slowing an Elder One): it cannot be killed; each time its
 * Trauma reaches its health it takes a Destruction token and loses its Trauma.
 */
export function hurtElderOne(ctx: Ctx, amount: number, rule: string): void {
  const { state } = ctx;
  const eo = state.elderOne;
  if (!eo.arisen || amount <= 0) return;
  const def = elderOneCard(state);
  eo.trauma += amount;
  emit(ctx, 'elderOneHurt', rule, { amount, trauma: Math.min(eo.trauma, def.health), card: def.id, players: state.players.length, length: state.length });
  if (eo.trauma >= def.health) {
    // "Remove all Trauma gems": damage beyond its health is lost with them.
    eo.trauma = 0;
    eo.destructionTokens += 1;
    emit(ctx, 'elderOneDestructionToken', rule, { tokens: eo.destructionTokens, card: def.id, players: state.players.length });
  }
  checkElderOneVictory(ctx);
}

/**
 * The players' win against an Arisen Elder One, as its card says. `phaseEnd` is the end of a Player Phase
 * (the Enemy Phase's start, before the Elder One activates), the only moment a `driveOff` victory is checked (D160).
 */
export function checkElderOneVictory(ctx: Ctx, phaseEnd = false): void {
  const { state } = ctx;
  const eo = state.elderOne;
  if (!eo.arisen || state.outcome) return;
  const def = elderOneCard(state);
  const won = victoryMet(state, def.victoryRule, phaseEnd) || (def.orVictoryRule !== undefined && victoryMet(state, def.orVictoryRule, phaseEnd));
  if (won) endGame(ctx, 'won', { kind: 'elderOneDefeated', card: def.id, players: state.players.length, length: state.length }, `The players defeated ${def.name}: ${def.victory}`, 'End game');
}

/**
 * Whether the players reaching the end of the Discovery Track now would defeat the Arisen Elder One (its card
 * wins on the track once it is wounded or hurt, D157, D158): false before it arises, or when its card never wins so.
 */
export function endOfTrackWins(state: VisibleState): boolean {
  const def = state.elderOne.arisen ? elderOneCard(state) : undefined;
  if (!def) return false;
  return [def.victoryRule, def.orVictoryRule].some((v) => v !== undefined && (v.kind === 'discoveryWhileWounded' || v.kind === 'discoveryWhileHurt') && victoryMet(state, v, false, true));
}

function victoryMet(state: VisibleState, v: ElderOneVictory, phaseEnd: boolean, atTrackEnd = state.tracks.playerDiscovery >= state.tracks.end): boolean {
  const eo = state.elderOne;
  return (v.kind === 'destructionTokens' && eo.destructionTokens >= v.count) ||
    (v.kind === 'driveOff' && phaseEnd && eo.trauma >= v.trauma) ||
    (v.kind === 'agendaWraps' && eo.wraps >= v.count && state.players.some((p) => p.position)) ||
    (v.kind === 'discoveryWhileWounded' && atTrackEnd && eo.destructionTokens > 0) ||
    (v.kind === 'discoveryWhileHurt' && atTrackEnd && (eo.trauma >= (v.trauma ?? 1) || eo.destructionTokens > 0));
}
