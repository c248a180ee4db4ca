/**
 * The turn clock in words (D164): how long a turn has left, whose turn it is and since when — for the online
 * table's header and the lobby's "My games". Times are the server's (ms since the epoch); `now` is the page's.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A length of time, roughly: "45 min", "20 h", "3 days". */
export function lengthOf(ms: number): string {
  const t = Math.max(0, ms);
  if (t < HOUR) return `${Math.max(1, Math.round(t / MINUTE))} min`;
  if (t < 2 * DAY) return `${Math.round(t / HOUR)} h`;
  return `${Math.round(t / DAY)} days`;
}

/** How long ago, in words: "just now", "3 hours ago", "2 days ago". */
export function agoOf(ms: number): string {
  const t = Math.max(0, ms);
  if (t < MINUTE) return 'just now';
  if (t < HOUR) return `${Math.round(t / MINUTE)} minutes ago`;
  if (t < 2 * DAY) {
    const h = Math.round(t / HOUR);
    return `${h} hour${h === 1 ? '' : 's'} ago`;
  }
  return `${Math.round(t / DAY)} days ago`;
}

/** A turn limit chosen at creation, in words ("24 hours a turn"). */
export function limitOf(limitMs: number): string {
  const hours = Math.round(limitMs / HOUR);
  return hours % 24 === 0 && hours >= 48 ? `${hours / 24} days a turn` : `${hours} hours a turn`;
}

export interface ClockFacts {
  readonly limitMs: number | null;
  readonly since: number;
  readonly deadline: number | null;
  readonly pausedLeft: number | null;
}

/** What the turn's time says now: "20 h left", "paused, 14 h left", "time ran out", or null without a limit. */
export function timeLeftOf(clock: ClockFacts, now: number): string | null {
  if (clock.limitMs === null) return null;
  if (clock.pausedLeft !== null) return `clock paused, ${lengthOf(clock.pausedLeft)} left`;
  if (clock.deadline === null) return null;
  return clock.deadline > now ? `${lengthOf(clock.deadline - now)} left` : 'time ran out';
}

/** Whose turn: "Your turn", "Ana's turn", "Ana and Ben's turn". */
export function whoseTurn(names: readonly string[], yours: boolean): string {
  if (yours) return 'Your turn';
  if (names.length === 0) return 'Nobody\'s turn';
  const who = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]!}`;
  return `${who}'s turn`;
}

/** The lobby's line: "your turn since 3 hours ago — 20 h left", "Ben's turn for 2 days — clock paused, 14 h left". */
export function turnLine(names: readonly string[], yours: boolean, clock: ClockFacts, now: number): string {
  const waited = now - clock.since;
  const when = yours ? `your turn since ${agoOf(waited)}` : `${whoseTurn(names, false)} ${waited < MINUTE ? 'just now' : `for ${lengthOf(waited)}`}`;
  const left = timeLeftOf(clock, now);
  return left ? `${when} — ${left}` : when;
}
