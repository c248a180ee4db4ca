import type { GameEvent } from '@everrain/engine';

/**
 * The story of a finished game told from its events (issue #15 item 7): where the three tokens of the
 * Discovery Track stood at the end of each round, what each seat did, and the turning points. The
 * positions are the ones the engine's track events carry (`to`); nothing here applies a rule again.
 */

export interface RacePoint {
  readonly round: number;
  readonly player: number;
  readonly enemy: number;
  readonly elderOne: number;
}

type Token = 'player' | 'enemy' | 'elderOne';

/** The token a track event moved, and where to. */
function moved(e: GameEvent): { token: Token; to: number } | null {
  const to = e.data?.to;
  if (typeof to !== 'number') return null;
  if (e.kind === 'discoveryAdvanced') return e.data?.token === 'enemy' ? { token: 'enemy', to } : e.data?.token === 'player' ? { token: 'player', to } : null;
  if (e.kind === 'elderOneAdvanced') return { token: 'elderOne', to };
  if (e.kind === 'trackPushedBack') return e.data?.track === 'playerDiscovery' ? { token: 'player', to } : e.data?.track === 'elderOne' ? { token: 'elderOne', to } : null;
  return null;
}

/** The tokens at the end of each round, from the setup (round 0: Player and Enemy on 0, the Elder One on the end) on. */
export function raceByRound(events: readonly GameEvent[], end: number): RacePoint[] {
  const now: Record<Token, number> = { player: 0, enemy: 0, elderOne: end };
  const points: RacePoint[] = [];
  let round = 0;
  const close = () => points.push({ round, player: now.player, enemy: now.enemy, elderOne: now.elderOne });
  for (const e of events) {
    while (e.round > round) { close(); round += 1; }
    const m = moved(e);
    if (m) now[m.token] = m.to;
  }
  close();
  return points;
}

export interface SeatStats {
  readonly seat: number;
  readonly tiles: number;
  readonly enemiesDestroyed: number;
  readonly trauma: number;
  readonly coinEarned: number;
  readonly coinSpent: number;
}

const num = (v: unknown): number => (typeof v === 'number' ? v : 0);

/**
 * What each seat did. An enemy destroyed counts for the seat its event names, else for the seat whose
 * turn it was (an Enemy Phase's losses count for nobody); Trauma is what that seat's crew suffered; coin
 * earned is what the seat gained (a sunk ship's purse, a trade and a new ship's purse are neither earned nor spent).
 */
export function seatStats(events: readonly GameEvent[], players: number): SeatStats[] {
  const stats = Array.from({ length: players }, (_, seat) => ({ seat, tiles: 0, enemiesDestroyed: 0, trauma: 0, coinEarned: 0, coinSpent: 0 }));
  let turn: number | null = null;
  for (const e of events) {
    if (e.kind === 'turnStarted') turn = e.seat ?? null;
    else if (e.kind === 'enemyPhaseStarted' || e.kind === 'roundStarted' || e.kind === 'turnEnded') turn = null;
    const own = e.seat !== undefined ? stats[e.seat] : undefined;
    if (e.kind === 'tileRevealed' && own) own.tiles += 1;
    else if (e.kind === 'enemyDestroyed') { const by = own ?? (turn !== null ? stats[turn] : undefined); if (by) by.enemiesDestroyed += 1; }
    else if (e.kind === 'traumaSuffered' && own) own.trauma += num(e.data?.count);
    else if (e.kind === 'coinGained' && own) own.coinEarned += num(e.data?.coin);
    else if (e.kind === 'coinLost' && own) own.coinSpent -= num(e.data?.coin);
    else if (e.kind === 'wagesPaid' && own) own.coinSpent += num(e.data?.coin);
    else if (e.kind === 'crewHired' && own) own.coinSpent += num(e.data?.wage);
  }
  return stats;
}

/** The kinds of event that turn a game: an Act ending, the Elder One rising, a ship sunk, a crew member lost... */
const TURNING: readonly GameEvent['kind'][] = [
  'actEnded', 'elderOneArisen', 'finalConfrontation', 'shipSunk', 'crewSlain', 'crewLeft', 'elderOneDestructionToken',
  'elderOneGoalAdvanced', 'boardingWon', 'boardingLost', 'enemyDestroyed', 'gameWon', 'gameLost',
];

/** The last turning points of the game, oldest first (the race's last moves included). */
export function turningPoints(events: readonly GameEvent[], count = 6): GameEvent[] {
  const lastMoves = new Set<GameEvent>();
  for (const token of ['player', 'enemy'] as const) {
    const last = [...events].reverse().find((e) => e.kind === 'discoveryAdvanced' && e.data?.token === token);
    if (last) lastMoves.add(last);
  }
  return events.filter((e) => TURNING.includes(e.kind) || lastMoves.has(e)).slice(-count);
}
