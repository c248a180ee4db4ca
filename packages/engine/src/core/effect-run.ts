import type { Ctx } from './context';
import type { Effect, EffectKind, EffectOf } from './effect-language';
import type { EnemyInstance, PlayerState } from './state';

/**
 * The thread of effects one card-like thing is running: its name and rule for the log, the crew it
 * concerns ('involved', and the one just 'chosen'), and the effects still to come — a test, a choice or
 * a Fate roll puts its branch at the front. An effect-stack frame is one; an immediate run makes its own.
 */
export interface EffectThread {
  readonly source: string;
  readonly rule: string;
  crew: string[];
  chosen: string | null;
  effects: Effect[];
}

/**
 * The context an effect runs in. Every source runs the same handlers; what differs is passed in here:
 * whose ship the effects happen to, which enemy is using an ability, whether an enemy ship's volley is
 * being made ready. Plain data and the ctx: nothing of it is kept in the state.
 */
export interface EffectRun {
  readonly ctx: Ctx;
  readonly thread: EffectThread;
  /** The ship the effects happen to: the card's player, the ship an enemy stands on or fires at. */
  readonly ship: PlayerState | undefined;
  /** The Elder One's effects concern every ship. */
  readonly everyShip?: boolean;
  /** The enemy using the ability. */
  readonly enemy?: EnemyInstance;
  /** An enemy ship's volley being made ready: ship damage adds to it (D32). */
  readonly volley?: { damage: number };
}

/** How one kind of effect is resolved; `needs: 'enemy'` marks an enemy's own effect (content may give it to enemies only). */
export type Handler<K extends EffectKind> = ((run: EffectRun, effect: EffectOf<K>) => void) & { readonly needs?: 'enemy' };

/** A handler for an effect that happens to one ship: with no ship in its context it does nothing. */
export function onShip<K extends EffectKind>(resolve: (run: EffectRun, p: PlayerState, effect: EffectOf<K>) => void): Handler<K> {
  return (run, effect) => {
    if (run.ship) resolve(run, run.ship, effect);
  };
}

/** A handler for an enemy's own effect (it needs the enemy using the ability): elsewhere it does nothing. */
export function onEnemy<K extends EffectKind>(resolve: (run: EffectRun, e: EnemyInstance, effect: EffectOf<K>) => void): Handler<K> {
  const handler = (run: EffectRun, effect: EffectOf<K>): void => {
    if (run.enemy) resolve(run, run.enemy, effect);
  };
  return Object.assign(handler, { needs: 'enemy' as const });
}

/** The ships an effect concerns: every one for the Elder One, else the ship in the context. */
export function shipsOf(run: EffectRun): readonly PlayerState[] {
  if (run.everyShip) return run.ctx.state.players;
  return run.ship ? [run.ship] : [];
}
