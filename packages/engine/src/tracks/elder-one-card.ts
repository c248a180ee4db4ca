import { elderOneDef } from '../core/catalog';
import type { ElderOneDefinition, ElderOneVictory } from '../core/content';
import { emit, type Ctx } from '../core/context';
import { endGame } from '../core/outcome';
import type { GameState } from '../core/state';

/** Rounds the players have once the enemy reaches the end of the track, with rules.finalConfrontation. */
export const FINAL_CONFRONTATION_ROUNDS = 3;

export function elderOneCard(state: GameState): ElderOneDefinition {
  return elderOneDef(state.catalog, state.elderOne.card);
}

/** One step more toward its goal; the last one loses the game. */
export function advanceGoal(ctx: Ctx, def: ElderOneDefinition, needed: number, what: string): void {
  const eo = ctx.state.elderOne;
  eo.progress += 1;
  emit(ctx, 'elderOneGoalAdvanced', 'End game', `${what}: ${eo.progress} of ${needed}.`, { data: { progress: eo.progress, needed } });
  if (eo.progress >= needed) endGame(ctx, 'lost', `${def.name} completed its goal: ${def.goal}`, 'End game');
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
  emit(ctx, 'elderOneHurt', rule, `${def.name} suffers ${amount} Trauma (${Math.min(eo.trauma, def.health)} of ${def.health}).`, { data: { amount } });
  if (eo.trauma >= def.health) {
    // "Remove all Trauma gems": damage beyond its health is lost with them.
    eo.trauma = 0;
    eo.destructionTokens += 1;
    emit(ctx, 'elderOneDestructionToken', rule, `${def.name} takes a Destruction token (${eo.destructionTokens} in all) and loses its Trauma: it rolls one Enemy die fewer.`, {
      data: { tokens: eo.destructionTokens },
    });
  }
  checkElderOneVictory(ctx);
}

/** The players' win against an Arisen Elder One, as its card says. */
export function checkElderOneVictory(ctx: Ctx): void {
  const { state } = ctx;
  const eo = state.elderOne;
  if (!eo.arisen || state.outcome) return;
  const def = elderOneCard(state);
  const won = victoryMet(state, def.victoryRule) || (def.orVictoryRule !== undefined && victoryMet(state, def.orVictoryRule));
  if (won) endGame(ctx, 'won', `The players defeated ${def.name}: ${def.victory}`, 'End game');
}

function victoryMet(state: GameState, v: ElderOneVictory): boolean {
  const eo = state.elderOne;
  return (v.kind === 'destructionTokens' && eo.destructionTokens >= v.count) ||
    (v.kind === 'agendaWraps' && eo.wraps >= v.count && state.players.some((p) => p.position)) ||
    (v.kind === 'discoveryWhileWounded' && state.tracks.playerDiscovery >= state.tracks.end && eo.destructionTokens > 0) ||
    (v.kind === 'discoveryWhileHurt' && state.tracks.playerDiscovery >= state.tracks.end && (eo.trauma >= (v.trauma ?? 1) || eo.destructionTokens > 0));
}
