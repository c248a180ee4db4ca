import { hexKey, trackRoom, volleyDice, volleyOptions, type Action } from '@everrain/engine';
import type { Context, Judges, Scored } from './context';
import { fitDice } from './goal';

/** Orders spent on Omens: a Fleeting Order is dearest, a Navigation one dear while there is way to make. */
function paid(pay: { crew: number; navigation: number; artillery: number; fleeting: number }): number {
  return pay.crew * 1 + pay.navigation * 1.3 + pay.artillery * 0.7 + pay.fleeting * 2.5;
}

/**
 * Combat: fire on enemy ships and the Elder One, turn Omens where it pays, spread Trauma so nobody dies
 * (and so enemies do), take captives that give Clues.
 */
export const combatJudges = {
  fireArtillery: (a, c) => {
      const key = hexKey(a.target);
      const eo = c.v.elderOne.hex && hexKey(c.v.elderOne.hex) === key;
      const ship = c.enemyShips.find((e) => hexKey(e.hex) === key);
      const dice = artilleryDice(c, a);
      const fleeting = a.fleeting ? 2 : 0;
      if (eo) return { score: (c.elderOne === 'agendaWraps' ? 1 : 8) + dice - fleeting, reason: `fires ${dice} dice at the Elder One` };
      if (ship) return { score: 5 + dice - ship.health * 0.3 - fleeting, reason: `fires ${dice} dice at the enemy ship (${ship.health} health left)` };
      return { score: 0.5 + dice * 0.3 - fleeting, reason: `fires on the enemies aboard a friendly ship (${dice} dice)` };
  },
  board: (a, c) => {
      // Boarding takes the Artillery Order a volley would: worth it when the crew fit to fight outnumber the
      // defenders (as many as the Act) two dice to one, for the Loot a cleared deck gives.
      const dice = fitDice(c);
      const margin = dice - 2 * c.v.act;
      const fleeting = a.fleeting ? 2 : 0;
      return margin >= 0
        ? { score: 6 + 0.5 * margin - fleeting, reason: `boards the enemy ship: ${dice} Attack dice against ${c.v.act} defender${c.v.act > 1 ? 's' : ''}` }
        : { score: -1, reason: 'too few fit hands to board' };
  },
  convertOmens: (a, c) => {
      const decision = c.v.pending[0];
      const defending = decision?.kind === 'convertOmens' && c.v.queue.some((e) => e.kind === 'enemyAttack');
      const value = a.evasion * (defending ? 2.2 : 1.6) + a.attack * 1.6;
      return { score: value - paid(a.pay), reason: a.attack + a.evasion > 0 ? `turns ${a.attack + a.evasion} Omen${a.attack + a.evasion > 1 ? 's' : ''} with Orders` : 'keeps the Orders' };
  },
  assignTrauma: trauma,
  capture: (a) => (a.take ? { score: 1, reason: 'takes the creature captive: it gives every round' } : { score: 0.5, reason: 'takes its Loot' }),
  activateEnemy: () => ({ score: 0, reason: 'activates the next enemy' }),
  activateCrew: (a) => ({ score: a.to === null ? 1 : 0, reason: 'fights where they stand' }),
} satisfies Judges;

/** The Attack dice this volley rolls (the card's for that hex, and what Improvements add: `volleyDice`). */
function artilleryDice(c: Context, a: Extract<Action, { type: 'fireArtillery' }>): number {
  const option = volleyOptions(c.v, c.me).find((o) => o.slot === a.slot && o.astern === a.astern && o.target.q === a.target.q && o.target.r === a.target.r);
  return option ? volleyDice(c.v, c.me, option) : 1;
}

/** Crew: nobody slain, the load on those with most room. Enemies: as many destroyed as can be. */
function trauma(a: Extract<Action, { type: 'assignTrauma' }>, c: Context): Scored {
  const d = c.v.pending[0];
  if (d?.kind !== 'assignTrauma') return { score: 0, reason: 'spreads the Trauma' };
  let score = 0;
  let slain = 0;
  d.targets.forEach((t, i) => {
    const n = a.allocation[i] ?? 0;
    const crew = c.me.crew.find((x) => x.id === t.id);
    if (d.side === 'crew') {
      const left = crew ? trackRoom(c.v, crew) - n : t.capacity - n;
      if (n > 0 && left < 0) slain += 1;
      score -= n > 0 ? 1 / (left + 1.5) : 0;
    } else if (n >= t.capacity) {
      slain += 1;
      score += 0.1 * (t.capacity - n); // no Trauma wasted
    }
  });
  return d.side === 'crew'
    ? { score: score - 10 * slain, reason: slain ? 'spreads the Trauma: no way to save everyone' : 'spreads the Trauma where there is room for it' }
    : { score: score + 5 * slain, reason: `puts the Trauma where it destroys ${slain} enem${slain === 1 ? 'y' : 'ies'}` };
}
