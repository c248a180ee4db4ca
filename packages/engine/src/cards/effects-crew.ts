import type { VisibleState } from '../core/visible';
import type { CrewSelector, EffectOf } from '../core/effect-language';
import { emit } from '../core/context';
import { recoverGems, sufferGems } from '../crew/crew';
import { onEnemy, onShip, shipsOf, type EffectRun, type EffectThread, type Handler } from '../core/effect-run';
import { dealTrait } from '../crew/recruit';
import { promptWages, wagesOwed } from '../crew/wages';
import type { CrewMember, PlayerState } from '../core/state';

/** The effects on crew members: gems suffered and recovered, Traits dealt and lost, wages due. */

/** The crew an effect's selector names in a thread. */
export function targets(state: VisibleState, thread: Pick<EffectThread, 'crew' | 'chosen'>, p: PlayerState, selector: CrewSelector): CrewMember[] {
  switch (selector) {
    case 'all':
      return p.crew.slice();
    case 'onDeck':
      return p.crew.filter((c) => c.position.area === 'deck');
    case 'chosen':
      return p.crew.filter((c) => c.id === thread.chosen);
    case 'involved':
      return p.crew.filter((c) => thread.crew.includes(c.id) || c.id === thread.chosen);
  }
}

function suffer(run: EffectRun, p: PlayerState, effect: EffectOf<'trauma' | 'strain'>): void {
  for (const c of targets(run.ctx.state, run.thread, p, effect.crew)) sufferGems(run.ctx, p, c, effect.kind, effect.amount, run.thread.rule);
}

export const CREW_EFFECTS: { readonly [K in 'trauma' | 'strain' | 'recover' | 'trait' | 'loseTrait' | 'strainOnDeck' | 'traumaInZone' | 'payWages']: Handler<K> } = {
  trauma: onShip<'trauma'>(suffer),
  strain: onShip<'strain'>(suffer),
  recover: onShip((run, p, effect) => {
    for (const c of targets(run.ctx.state, run.thread, p, effect.crew)) recoverGems(run.ctx, p, c, effect.gem, effect.amount, run.thread.rule);
  }),
  trait: onShip((run, p, effect) => {
    for (const c of targets(run.ctx.state, run.thread, p, effect.crew)) dealTrait(run.ctx, p, c, effect.polarity, run.thread.rule);
  }),
  loseTrait: onShip((run, p, effect) => {
    const { ctx } = run;
    const { state } = ctx;
    for (const c of targets(state, run.thread, p, effect.crew)) {
      const field = effect.polarity === 'positive' ? 'positiveTrait' : 'negativeTrait';
      const trait = c[field];
      if (!trait) continue;
      c[field] = null;
      state.decks.traitDiscard.push(trait);
      emit(ctx, 'traitLost', run.thread.rule, { crew: c.id, token: c.token, trait }, { seat: p.seat });
    }
  }),
  strainOnDeck: (run: EffectRun, effect) => {
    for (const p of shipsOf(run)) {
      for (const c of p.crew.filter((x) => x.position.area === 'deck')) sufferGems(run.ctx, p, c, 'strain', effect.amount, run.thread.rule);
    }
  },
  traumaInZone: onEnemy((run, e, effect) => {
    const p = run.ship;
    if (!p || e.position.area !== 'deck') return;
    const zone = e.position.zone;
    for (const c of p.crew.filter((x) => x.position.area === 'deck' && x.position.zone === zone)) {
      sufferGems(run.ctx, p, c, 'trauma', effect.amount, run.thread.rule);
    }
  }),
  payWages: onShip((run, p) => {
    const { ctx } = run;
    if (p.crew.length === 0) return;
    emit(ctx, 'wagesDue', 'Hiring Crew & paying wages', { coin: wagesOwed(ctx.state, p), purse: p.coin, source: run.thread.source }, { seat: p.seat });
    promptWages(ctx, p);
  }),
};
