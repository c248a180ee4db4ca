import { describe, expect, it } from 'vitest';
import { raceByRound, seatStats, turningPoints } from '../src/words/game-story';
import { newSession, type Session } from '../src/session';
import { playedSession } from './played';

/** Finished games played by the heuristic bot: a solo one and a 2-seat one. */
const games: { name: string; session: Session }[] = [
  { name: 'solo', session: playedSession({ players: 1, length: 'short', rules: {} }, 'story-solo-1', () => false) },
  { name: '2 seats', session: playedSession({ players: 2, length: 'short', rules: {} }, 'story-pair-6', () => false) }, // a game where a ship neither sank nor traded and both earned coin
];

describe('the story of a finished game, from its events', () => {
  for (const { name, session } of games) {
    it(`${name}: the race ends where the engine's final state has the tokens, one point per round`, () => {
      const { state } = session;
      expect(state.outcome).not.toBeNull();
      const race = raceByRound(session.events, state.tracks.end);
      expect(race.map((p) => p.round)).toEqual(Array.from({ length: state.round + 1 }, (_, r) => r));
      expect(race[0]).toEqual({ round: 0, player: 0, enemy: 0, elderOne: state.tracks.end });
      expect(race[race.length - 1]).toEqual({ round: state.round, player: state.tracks.playerDiscovery, enemy: state.tracks.enemyDiscovery, elderOne: state.tracks.elderOne });
    });

    it(`${name}: each seat's coin earned less coin spent is its purse's change over the game (where no sinking or trade moved coin)`, () => {
      const start = newSession(session.setup, session.seed) as Session;
      const stats = seatStats(session.events, session.state.players.length);
      expect(stats).toHaveLength(session.state.players.length);
      let checked = 0;
      for (const s of stats) {
        expect(s.coinEarned).toBeGreaterThan(0);
        const other = session.events.some((e) => e.seat === s.seat && ['shipSunk', 'shipRespawned', 'traded'].includes(e.kind));
        if (other) continue;
        checked += 1;
        expect(start.state.players[s.seat]!.coin + s.coinEarned - s.coinSpent).toBe(session.state.players[s.seat]!.coin);
      }
      expect(checked, 'at least one seat is checked').toBeGreaterThan(0);
      expect(stats.reduce((n, s) => n + s.tiles, 0)).toBe(session.events.filter((e) => e.kind === 'tileRevealed').length);
    });

    it(`${name}: the turning points end with the game's end`, () => {
      const points = turningPoints(session.events);
      expect(points.length).toBeGreaterThan(0);
      expect(points.length).toBeLessThanOrEqual(6);
      expect(['gameWon', 'gameLost']).toContain(points[points.length - 1]!.kind);
    });
  }
});
