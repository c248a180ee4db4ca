import { emit, type Ctx } from '../core/context';
import { onShip, type Handler } from '../core/effect-run';
import { advanceAgenda } from '../tracks/agenda';
import { FACINGS, neighbour, sameHex, type Hex } from '../core/hex';
import { damageShip, repairShip } from '../ship/ship-damage';
import { spawnStormAt } from '../map/storms';
import { advanceDiscovery, advanceElderOne } from '../tracks/tracks';

/** The effects on the world around the ships: Storms, the Story cards, the tracks, the ship's hull. */

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
  emit(ctx, 'trackPushedBack', rule, { track, from, to: t[track] });
}

/** A Storm grows by the first hex, clockwise from East around its first hex, that it does not cover yet. */
function grow(storm: readonly Hex[]): Hex[] {
  const anchor = storm[0];
  if (!anchor) return [...storm];
  const extra = FACINGS.map((f) => neighbour(anchor, f)).find((h) => !storm.some((s) => sameHex(s, h)));
  return extra ? [...storm, extra] : [...storm];
}

type WorldKind = 'storm' | 'growStorms' | 'story' | 'track' | 'shipDamage' | 'repair';

export const WORLD_EFFECTS: { readonly [K in WorldKind]: Handler<K> } = {
  storm: onShip((run, p) => {
    if (p.position) spawnStormAt(run.ctx, p.position.hex, run.thread.rule);
  }),
  growStorms: (run) => {
    const { state } = run.ctx;
    state.tokens.storms = state.tokens.storms.map((storm) => grow(storm));
    emit(run.ctx, 'stormsGrew', run.thread.rule, {});
  },
  story: onShip((run, p, effect) => {
    run.ctx.state.decks.storiesAside.push(effect.card);
    const known = run.ctx.state.catalog.stories.some((c) => c.id === effect.card);
    emit(run.ctx, 'storyCardSetAside', 'Deck building prompt', { card: effect.card, known }, { seat: p.seat });
  }),
  track: (run, effect) => {
    const { ctx, thread } = run;
    if (effect.amount < 0) pushBackTrack(ctx, effect.track, -effect.amount, thread.rule);
    else if (effect.track === 'playerDiscovery') advanceDiscovery(ctx, 'player', effect.amount, thread.rule);
    else if (effect.track === 'agenda') advanceAgenda(ctx, effect.amount, thread.rule);
    else advanceElderOne(ctx, effect.amount, thread.rule);
  },
  shipDamage: (run, effect) => {
    if (run.volley) run.volley.damage += effect.amount;
    else if (run.ship) damageShip(run.ctx, run.ship, effect.amount, run.thread.rule);
  },
  repair: onShip((run, p, effect) => repairShip(run.ctx, p, effect.amount, run.thread.rule)),
};
