import type { GameEvent } from '@everrain/engine';
import { useEventText } from '../words/event-words';
import { useSeatText } from '../words/seat-names';

/** Events that only set the scene, or that the dice and cards already show: not repeated in "Just now". */
const QUIET: readonly GameEvent['kind'][] = ['dieRolled', 'orderIssued', 'turnStarted', 'roundStarted', 'enemyPhaseStarted', 'navigationPointsGained'];

/**
 * What the last move itself did, where the player is looking: only its own results (the enemy's turn and
 * every automatic sequence after it are played back step by step by the playback, never cut short here).
 */
export function JustHappened(props: { events: readonly GameEvent[] }) {
  const named = useSeatText();
  const say = useEventText();
  const shown = props.events.filter((e) => !QUIET.includes(e.kind));
  if (shown.length === 0) return null;
  return (
    <section class="just-now" aria-label="What the last move did">
      <ul>{shown.map((e) => <li key={e.seq} class={e.kind}>{named(say(e))}</li>)}</ul>
    </section>
  );
}
