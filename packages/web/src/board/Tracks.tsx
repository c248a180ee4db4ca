import { agendaLength, elderOneCard, elderOneGoalProgress, type GameEvent, type VisibleState } from '@everrain/engine';
import { useSeatName } from '../words/seat-names';
import { Term } from '../words/Term';

const ACT = ['', 'I', 'II', 'III', 'IV'];

type TrackKey = 'playerDiscovery' | 'enemyDiscovery' | 'elderOne' | 'agenda';

/**
 * The tokens the last move moved (issue #24 item 11), read from its events: lit until the next move. Read
 * from the events, not from the screen's last showing, so a replay draws a position the same way whether it
 * was stepped to forward or back.
 */
function movedTokens(events: readonly GameEvent[]): ReadonlySet<TrackKey> {
  const moved = new Set<TrackKey>();
  for (const e of events) {
    if (e.kind === 'discoveryAdvanced') moved.add(e.data['token'] === 'player' ? 'playerDiscovery' : 'enemyDiscovery');
    else if (e.kind === 'agendaAdvanced') moved.add('agenda');
    else if (e.kind === 'trackPushedBack') {
      const track = e.data['track'];
      if (track === 'agenda' || track === 'elderOne' || track === 'playerDiscovery') moved.add(track);
    }
  }
  return moved;
}

/** The Discovery Track (its three tokens and the Act boundaries) and the Enemy Agenda track. */
export function Tracks(props: { state: VisibleState; events?: readonly GameEvent[] }) {
  const { state } = props;
  const seatName = useSeatName();
  const t = state.tracks;
  const spaces = Array.from({ length: t.end + 1 }, (_, i) => i);
  const boundaries = state.catalog.board.actBoundaries;
  const agendaSpaces = agendaLength(state);
  const agenda = Array.from({ length: agendaSpaces }, (_, i) => i + 1);
  const moved = movedTokens(props.events ?? []);
  const lit = (k: TrackKey) => (moved.has(k) ? ' moved' : '');
  return (
    <section class="tracks" aria-label="Tracks">
      <div class="track-title">
        Round {state.round} · <Term id="acts">Act</Term> {ACT[state.act]} · <Term id="first-player">First Player</Term>: {seatName(state.firstPlayer)}
        {state.elderOne.arisen ? <strong class="arisen"> · the <Term id="elder-one">Elder One</Term> has ARISEN</strong> : null}
      </div>
      <div class="track-label"><Term id="discovery-track">Discovery Track</Term>
        <span class="legend"><span class="tok player">P</span> Players <span class="tok enemy">E</span> Enemy <span class="tok elder">✺</span> Elder One · gold edge: a new Act</span>
      </div>
      <ol class="discovery" aria-label={`Discovery Track: Player Discovery ${t.playerDiscovery}, Enemy Discovery ${t.enemyDiscovery}, Elder One ${t.elderOne} of ${t.end}`}>
        {spaces.map((i) => (
          <li key={i} class={boundaries.includes(i) ? 'boundary' : ''} aria-hidden="true">
            <span class="space">{i}</span>
            {t.playerDiscovery === i ? <span class={`tok player${lit('playerDiscovery')}`} title="Player Discovery">P</span> : null}
            {t.enemyDiscovery === i ? <span class={`tok enemy${lit('enemyDiscovery')}`} title="Enemy Discovery">E</span> : null}
            {t.elderOne === i ? <span class={`tok elder${lit('elderOne')}`} title="Elder One">✺</span> : null}
          </li>
        ))}
      </ol>
      <ElderOne state={state} />
      <div class="track-label"><Term id="agenda">Enemy Agenda</Term> {t.agenda} / {agendaSpaces}</div>
      <ol class="agenda" aria-label={`Enemy Agenda ${t.agenda} of ${agendaSpaces}`}>
        {agenda.map((i) => <li key={i} aria-hidden="true" class={`${i <= t.agenda ? 'on' : ''}${i === t.agenda ? lit('agenda') : ''}`} />)}
      </ol>
    </section>
  );
}

/** "1 of 2 done: one more and the players lose", from the engine's count. */
function goalLine(state: VisibleState): string {
  const g = elderOneGoalProgress(state);
  if (!g) return '';
  const left = g.needed - g.progress;
  return `${g.progress} of ${g.needed} done${left === 1 ? ': one more and the players lose' : ''}`;
}

/** The Elder One's card, once it has Arisen (it is face down until then): its health, tokens, goal and how to win. */
function ElderOne(props: { state: VisibleState }) {
  const { state } = props;
  const e = state.elderOne;
  const card = e.arisen ? elderOneCard(state) : undefined; // as it plays at this table (D159)
  if (!card) return null;
  return (
    <div class="elder-card" aria-label="The Elder One">
      <strong>✺ {card.name}</strong> · health {Math.max(0, card.health - e.trauma)}/{card.health} · <Term id="destruction-tokens">Destruction tokens</Term> {e.destructionTokens}
      {e.deadline !== null ? <> · the players lose at the end of round {e.deadline}</> : null}
      <div><Term id="elder-one-goal">Its goal</Term> (the players lose): {card.goal} <em>({goalLine(state)})</em></div>
      <div>The players win: {card.victory}</div>
    </div>
  );
}
