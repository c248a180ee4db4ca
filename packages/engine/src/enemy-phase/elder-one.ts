import type { Actor } from '../core/events';
import { hexTypeAt, revealedHexes, slotHexes } from '../map/board';
import type { ElderOneDefinition } from '../core/content';
import { emit, type Ctx } from '../core/context';
import { resolveNow } from '../cards/effect-interpreter';
import { rollDice } from '../core/dice';
import { announceIgnored, tallyEnemyDice } from '../enemies/enemy-dice';
import { closeToFire, nearestShip, sailForGoal, startShipAttack, type Mover } from './at-sea';
import { hexDistance, neighbours, sameHex, type Hex } from '../core/hex';
import { nearest, seaOccupied } from '../enemies/spawn';
import { advanceGoal, elderOneCard } from '../tracks/elder-one-card';
import type { GameState } from '../core/state';

/** The Elder One fires like an enemy ship with this attack range. */
export const ELDER_ONE_ATTACK_RANGE = 1;
export const ELDER_ONE_ID = 'elder-one';


/**
 * The Elder One rises (rulebook, Revealing & spawning an Elder One): its card is revealed, its figure
 * placed as the card says, and its When Arisen effect resolved at once.
 */
export function placeElderOne(ctx: Ctx): void {
  const { state } = ctx;
  const def = elderOneCard(state);
  const hex = risingHex(state, def);
  state.elderOne.hex = hex;
  emit(ctx, 'elderOnePlaced', 'Revealing & spawning an Elder One', { hex: { ...hex }, card: def.id, players: ctx.state.players.length });
  resolveNow(ctx, { source: def.name, rule: def.name, everyShip: true }, def.arisenEffects);
}

function centreHexes(state: GameState): Hex[] {
  const centre = state.catalog.board.tileSlots[0];
  return centre ? slotHexes(centre) : [{ q: 0, r: 0 }];
}

/**
 * The Elder One never stands in a Port: a Port is a safe haven no Artillery fires into (D34), and the
 * players must be able to hurt it. Islands and Altars, where ships can be targeted, are allowed.
 */
function allowed(state: GameState, hex: Hex): boolean {
  const type = hexTypeAt(state, hex);
  return type !== undefined && type !== 'port';
}

function risingHex(state: GameState, def: ElderOneDefinition): Hex {
  const free = (h: Hex) => !seaOccupied(state, h) && allowed(state, h);
  const centre = centreHexes(state).filter(free);
  const fallback = centre[0] ?? nearest(revealedHexes(state).map((h) => h.hex).filter(free), { q: 0, r: 0 }) ?? { q: 0, r: 0 };
  if (def.rises === 'altarNearestFirstPlayer') {
    const from = firstShipAfloat(state)?.position?.hex ?? { q: 0, r: 0 };
    return nearest(revealedHexes(state).filter((h) => h.type === 'altar' && free(h.hex)).map((h) => h.hex), from) ?? fallback;
  }
  if (def.rises === 'shipwreckNearestFirstPlayer') {
    const from = firstShipAfloat(state)?.position?.hex ?? { q: 0, r: 0 };
    return nearest(revealedHexes(state).filter((h) => h.type === 'shipwreck' && free(h.hex)).map((h) => h.hex), from) ?? fallback;
  }
  if (def.rises === 'shipwreckFarthestFromShips') {
    const ships = state.players.flatMap((p) => (p.position ? [p.position.hex] : []));
    const wrecks = revealedHexes(state).filter((h) => h.type === 'shipwreck' && free(h.hex)).map((h) => h.hex);
    const score = (h: Hex) => Math.min(...ships.map((s) => hexDistance(s, h)), 99);
    return wrecks.sort((a, b) => score(b) - score(a) || a.r - b.r || a.q - b.q)[0] ?? fallback;
  }
  return fallback;
}

/** The First Player's ship, or the next one clockwise that is afloat. */
function firstShipAfloat(state: GameState): GameState['players'][number] | undefined {
  const n = state.players.length;
  for (let i = 0; i < n; i++) {
    const p = state.players[(state.firstPlayer + i) % n];
    if (p?.position) return p;
  }
  return undefined;
}

/**
 * The Elder One activates first in the Enemy Phase and moves like an enemy ship, ignoring Engagement
 * Range, single-mindedly after its goal; it rolls one Enemy die fewer per Destruction token.
 */
export function elderOnePhase(ctx: Ctx): void {
  const { state } = ctx;
  const eo = state.elderOne;
  if (!eo.arisen || !eo.hex || state.outcome) return;
  const def = elderOneCard(state);
  const dice = Math.max(0, def.dice - eo.destructionTokens);
  emit(ctx, 'elderOneActivated', 'Activating & controlling an Elder One', { dice, tokens: eo.destructionTokens, card: def.id, players: state.players.length });
  const { moves, damage, omens } = tallyEnemyDice(rollDice(ctx, 'enemy', dice, 'Activating & controlling an Elder One'));
  const who: Actor = { elderOne: def.id, players: state.players.length };
  const mover: Mover = {
    who,
    where: () => eo.hex ?? { q: 0, r: 0 },
    moveTo: (to) => {
      const from = eo.hex ? { q: eo.hex.q, r: eo.hex.r } : null;
      eo.hex = { q: to.q, r: to.r };
      emit(ctx, 'elderOneMoved', 'Activating & controlling an Elder One', { hex: { q: to.q, r: to.r }, from, card: def.id, players: state.players.length });
    },
  };
  const goal = def.goalRule;
  switch (goal.kind) {
    case 'sinkShips': {
      const target = nearestShip(ctx, who, mover.where(), Number.MAX_SAFE_INTEGER);
      if (!target) {
        announceIgnored(ctx, who, moves, damage, omens);
        return;
      }
      const d = closeToFire(ctx, mover, target, ELDER_ONE_ATTACK_RANGE, moves, damage);
      announceIgnored(ctx, who, 0, 0, omens);
      if (d !== null && d > 0) startShipAttack(ctx, who, ELDER_ONE_ID, target, d);
      return;
    }
    case 'reachPorts': {
      // It sings a Port under from the sea beside it; a ship lying in the Port protects it.
      const ports = revealedHexes(state)
        .filter((h) => h.type === 'port' && !eo.portsReached.some((r) => sameHex(r, h.hex)) && !seaOccupied(state, h.hex))
        .map((h) => h.hex);
      const port = nearest(ports, mover.where());
      const reached = () => (port ? hexDistance(port, mover.where()) <= 1 : false);
      const mouth = port ? nearest(neighbours(port).filter((h) => allowed(state, h) && (!seaOccupied(state, h) || sameHex(h, mover.where()))), mover.where()) : undefined;
      if (!port || (!mouth && !reached())) {
        announceIgnored(ctx, who, moves, damage, omens);
        return;
      }
      if (reached() || (mouth && sailForGoal(ctx, mover, mouth, moves, damage, omens))) {
        eo.portsReached.push(port);
        advanceGoal(ctx, def, goal.count, { goal: 'port', hex: { q: port.q, r: port.r } });
      }
      return;
    }
    case 'holdCentre': {
      const centre = centreHexes(state);
      const onCentre = () => centre.some((h) => sameHex(h, mover.where()));
      if (!onCentre()) {
        const spot = nearest(centre.filter((h) => !seaOccupied(state, h) && allowed(state, h)), mover.where());
        if (spot) sailForGoal(ctx, mover, spot, moves, damage, omens);
      } else {
        announceIgnored(ctx, who, moves, damage, omens);
      }
      if (onCentre()) advanceGoal(ctx, def, goal.phases, { goal: 'centre' });
      return;
    }
  }
}



