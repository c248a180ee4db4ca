import type { EventKind, GameEvent } from '@everrain/engine';

/** The table's sounds (issue #24 item 4), one per kind of moment. */
export type Cue = 'dice' | 'cannon' | 'hit' | 'waves' | 'weather' | 'death' | 'elder' | 'turn';

export const CUES: readonly Cue[] = ['dice', 'cannon', 'hit', 'waves', 'weather', 'death', 'elder', 'turn'];

/** Which events sound, and how. Every other event is silent. */
export const CUE_OF: Readonly<Partial<Record<EventKind, Cue>>> = {
  dieRolled: 'dice', skillTested: 'dice', fateResult: 'dice',
  artilleryFired: 'cannon', volleyHits: 'cannon', volleyBlanks: 'cannon', enemyAttack: 'cannon',
  frayHits: 'hit', nodeDestroyed: 'hit', enemyDestroyed: 'hit', traumaSuffered: 'hit', enemyTraumaSuffered: 'hit',
  shipMoved: 'waves', shipTurned: 'waves', shipPlaced: 'waves',
  stormSpawned: 'weather', stormMoved: 'weather', stormsGrew: 'weather', seaEventDrawn: 'weather',
  crewSlain: 'death', shipSunk: 'death',
  elderOneArisen: 'elder',
  turnStarted: 'turn',
};

/** Louder moments first: when several sound at once, the first few of these play. */
const PRIORITY: readonly Cue[] = ['elder', 'death', 'hit', 'cannon', 'dice', 'weather', 'waves', 'turn'];

/** The cues of a batch of new events: each cue once, the weightiest first, at most `limit`. */
export function cuesFor(events: readonly Pick<GameEvent, 'kind'>[], limit = 3): Cue[] {
  const found = new Set<Cue>();
  for (const e of events) {
    const cue = CUE_OF[e.kind];
    if (cue) found.add(cue);
  }
  return PRIORITY.filter((c) => found.has(c)).slice(0, limit);
}
