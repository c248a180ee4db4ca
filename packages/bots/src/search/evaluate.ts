import { crewStats, type GameState } from '@everrain/engine';

/** What a won or lost game is worth against every other term. */
export const DECIDED = 100;

/**
 * What each coin a ship holds short of its crew's wages costs. Wages fall due at every end of Act (D19); a
 * ship that cannot pay anyone loses its whole crew and sinks (the Elder One token comes down, half the
 * Clues and all the coin are lost): 28 of the 36 ships sunk in 40 heuristic 2-player games sank so, at
 * 0 coin, after spending it on information, rest and the Apothecary (architecture.md, search).
 */
export const WAGE_SHORTFALL = 0.8;

/**
 * With `risk` (evaluate): what the Elder One's nearness costs, RISING / (gap + 1) for a gap of `gap` spaces
 * between its token and the Enemy token (8 at a gap of 1, 1.2 at 12), and its rising RISING more than
 * before; and each Agenda space, a tenth of the 3.5 points an enemy Discovery step costs.
 */
export const RISING = 16;
export const AGENDA_STEP = 0.35;

/** The coin a player holds short of their crew's wages (0 when they could pay everyone now). */
export function wageShortfall(s: GameState, seat: number): number {
  const p = s.players[seat];
  if (!p || !p.position) return 0;
  const owed = p.crew.reduce((sum, c) => sum + crewStats(s, c).wage, 0);
  return Math.max(0, owed - p.coin);
}

/**
 * How well a (sampled) game stands for the whole crew of captains — the game is cooperative, so one score
 * for every seat — read from its public facts only: the race on the Discovery Track (the Player token up,
 * the Enemy token down, the Elder One token still far), the Arisen Elder One's wounds and goal, each ship's
 * hull and whether it floats, its crew alive and their Trauma and Strain, Clues and Treasures for the
 * University, coin, and the enemies On Deck. Won and lost games score ±DECIDED. With `wages` (WAGE_SHORTFALL
 * in the search), each coin a ship holds short of its crew's wages costs that much.
 */
export function evaluate(s: GameState, wages = 0, risk = false): number {
  if (s.outcome) return s.outcome.result === 'won' ? DECIDED : -DECIDED;
  const t = s.tracks;
  const eo = s.elderOne;
  let score = 3 * t.playerDiscovery - 3 * t.enemyDiscovery;
  if (!eo.arisen) {
    const gap = t.elderOne - t.enemyDiscovery;
    score += 0.5 * gap;
    // With `risk`: each step the Elder One token comes nearer its rising costs more the nearer it is (nearly
    // every lost game had it risen, architecture.md), and each Agenda space is a tenth of an enemy step
    // (a wrap moves the Enemy token up one, tracks/agenda.ts).
    if (risk) score -= RISING / (gap + 1) + AGENDA_STEP * t.agenda;
  } else score += (risk ? -4 - RISING : -4) + 6 * eo.destructionTokens + 1 * eo.trauma - 6 * eo.progress + 3 * eo.wraps;
  for (const p of s.players) {
    if (!p.position) score -= 6;
    score -= 1.5 * p.destroyedNodes.length;
    score += 0.6 * p.clues + 0.1 * p.coin + 0.6 * p.hold.length;
    for (const c of p.crew) score += 2.5 - 0.6 * c.trauma - 0.3 * c.strain;
    if (wages > 0) score -= wages * wageShortfall(s, p.seat);
  }
  for (const e of s.enemies) if (e.position.area === 'deck') score -= 2;
  return score;
}
