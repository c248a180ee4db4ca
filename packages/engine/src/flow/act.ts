import { emit, type Ctx } from '../core/context';
import { actForBoundaries, advanceElderOne, checkTrackEnd, elderOneAdvanceForLead, type Racer } from '../tracks/tracks';
import { seatsFrom } from '../core/seats';
import { enemyCardsOfAct } from './setup-pools';
import { spawnStorm } from '../map/storms';
import { shuffleInStories } from '../cards/event-decks';
import { promptWages } from '../crew/wages';
import type { TileAct } from '../core/content';

/**
 * End of Act (gap facts, in order): the leader's reward or penalty; the trailing token catches up;
 * wages (wages.ts, shared with the cards that prompt them); then the new Act begins: its Enemy cards join
 * the deck, the Story cards set aside are shuffled into their decks (D45) and a Storm spawns (D36).
 */
export function endOfAct(ctx: Ctx, boundary: number, leader: Racer): void {
  const { state } = ctx;
  const t = state.tracks;
  // Both tokens can cross one boundary before the step runs: the first to get there ends the Act.
  if (t.boundariesReached.includes(boundary)) return;
  t.boundariesReached.push(boundary);
  const ending = state.act;
  emit(ctx, 'actEnded', 'Acts', { act: ending, leader, boundary });
  if (leader === 'player') {
    for (const seat of seatsFrom(state, state.firstPlayer)) state.pending.push({ kind: 'actReward', seat });
  } else {
    advanceElderOne(ctx, elderOneAdvanceForLead(state, boundary - t.playerDiscovery), 'Advancing the Elder One');
    if (state.outcome) return;
  }
  const trailing = leader === 'player' ? 'enemyDiscovery' : 'playerDiscovery';
  const leading = leader === 'player' ? 'playerDiscovery' : 'enemyDiscovery';
  if (t[trailing] < t[leading]) {
    const from = t[trailing];
    t[trailing] = t[leading];
    emit(ctx, 'discoveryAdvanced', 'Acts', { token: leader === 'player' ? 'enemy' : 'player', from, to: t[trailing], trailing: true });
    if (checkTrackEnd(ctx)) return;
  }
  for (const seat of seatsFrom(state, state.firstPlayer)) {
    const p = state.players[seat];
    if (p) promptWages(ctx, p);
  }
  state.act = actForBoundaries(t.boundariesReached);
  emit(ctx, 'actBegan', 'Acts', { act: state.act });
  if (state.act <= 3) {
    const joining = enemyCardsOfAct(state.catalog, state.act as TileAct);
    state.decks.enemies = ctx.random.shuffle([...state.decks.enemies, ...joining]);
    emit(ctx, 'enemyCardsAdded', 'Acts', { act: state.act, cards: joining.length });
  }
  shuffleInStories(ctx);
  spawnStorm(ctx);
  checkTrackEnd(ctx);
}
