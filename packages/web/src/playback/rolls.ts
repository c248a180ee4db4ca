import type { EventKind, GameEvent } from '@everrain/engine';

/** Events that start a batch of rolls: the dice tray shows the rolls of the latest turn or Enemy Phase that rolled. */
const BATCH_START: ReadonlySet<EventKind> = new Set<EventKind>(['turnStarted', 'enemyPhaseStarted', 'roundStarted']);
/** Events that say why the dice after them are rolled. */
const CAUSES: ReadonlySet<EventKind> = new Set<EventKind>([
  'enemyActivated', 'elderOneActivated', 'frayStarted', 'artilleryFired', 'enemyAttack', 'seaEventDrawn', 'boardingStarted', 'altarVisited', 'serviceEngaged',
]);

export interface ShownRoll {
  readonly roll: GameEvent;
  /** Why it was rolled: the event that set it going, else the rule it was rolled under. */
  readonly cause: string;
}

export interface LatestRolls {
  /** Where the batch belongs ("Enemy Phase, round 3", "Seat 1's turn, round 3"). */
  readonly heading: string;
  readonly rolls: readonly ShownRoll[];
}

/**
 * The dice the tray shows: the rolls of the latest turn or Enemy Phase in which dice were rolled (the last
 * `max`), up to `upTo` while the playback is part-way — kept until the next roll, whatever the round.
 */
export function latestRolls(events: readonly GameEvent[], say: (e: GameEvent) => string, upTo = Number.POSITIVE_INFINITY, max = 8): LatestRolls | null {
  let last = events.length - 1;
  while (last >= 0 && (events[last]!.seq > upTo || events[last]!.kind !== 'dieRolled')) last -= 1;
  if (last < 0) return null;
  let start = last;
  while (start > 0 && !BATCH_START.has(events[start - 1]!.kind)) start -= 1;
  const opener = start > 0 ? events[start - 1]! : undefined;
  const heading = opener?.kind === 'enemyPhaseStarted'
    ? `Enemy Phase, round ${opener.round}`
    : opener?.kind === 'turnStarted' && opener.seat !== undefined ? `Seat ${opener.seat + 1}'s turn, round ${opener.round}` : `Round ${events[last]!.round}`;
  const rolls: ShownRoll[] = [];
  let cause: string | undefined;
  for (const e of events.slice(start, last + 1)) {
    if (CAUSES.has(e.kind)) cause = say(e);
    else if (e.kind === 'dieRolled') rolls.push({ roll: e, cause: cause ?? e.rule });
  }
  return { heading, rolls: rolls.slice(-max) };
}
