import { gameActs, type GameEvent, type VisibleState } from '@everrain/engine';
import { eventText, gameEndText } from '@everrain/text';
import { raceByRound, seatStats, turningPoints, type RacePoint } from '../words/game-story';
import { useSeatName } from '../words/seat-names';
import { Term } from '../words/Term';
import './end-screen.css';
import { useSettings } from '../screens/settings';
import { swatchBackground } from '../table/seat-paint';

const TOKENS: readonly { key: 'player' | 'enemy' | 'elderOne'; label: string; cls: string }[] = [
  { key: 'player', label: 'Players', cls: 'player' },
  { key: 'enemy', label: 'Enemy', cls: 'enemy' },
  { key: 'elderOne', label: 'Elder One', cls: 'elder' },
];
const ROMAN = ['I', 'II', 'III', 'IV'];
const W = 460;
const H = 170;
const PAD = { left: 26, right: 78, top: 10, bottom: 22 };

/** A token's mark at a point: a circle, a square or a diamond, so the lines differ by more than colour. */
function Mark(props: { cls: string; x: number; y: number }) {
  const { x, y } = props;
  if (props.cls === 'enemy') return <rect x={x - 3} y={y - 3} width={6} height={6} />;
  if (props.cls === 'elder') return <polygon points={`${x},${y - 4} ${x + 4},${y} ${x},${y + 4} ${x - 4},${y}`} />;
  return <circle cx={x} cy={y} r={3} />;
}

/** The race on the Discovery Track, round by round: the three tokens as lines, the Act boundaries across. */
function RaceChart(props: { race: readonly RacePoint[]; end: number; boundaries: readonly number[] }) {
  const { race, end } = props;
  const rounds = Math.max(1, race.length - 1);
  const x = (r: number) => PAD.left + (r / rounds) * (W - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + (1 - v / end) * (H - PAD.top - PAD.bottom);
  const last = race[race.length - 1]!;
  const step = Math.max(1, Math.ceil(rounds / 8));
  const ticks = race.filter((p) => p.round % step === 0 || p.round === rounds);
  const label = `The race over ${rounds} round${rounds === 1 ? '' : 's'}: at the end the Player Discovery token was on space ${last.player}, the Enemy token on ${last.enemy} and the Elder One token on ${last.elderOne}, of ${end}.`;
  // Labels at the lines' ends, kept apart when the tokens end close together.
  const ends = TOKENS.map((t) => ({ ...t, y: y(last[t.key]) })).sort((a, b) => a.y - b.y);
  ends.forEach((e, i) => { if (i > 0 && e.y - ends[i - 1]!.y < 11) e.y = ends[i - 1]!.y + 11; });
  return (
    <svg class="race" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label}>
      {props.boundaries.map((b, i) => (
        <g key={b} class="act-line">
          <line x1={PAD.left} x2={W - PAD.right} y1={y(b)} y2={y(b)} />
          <text x={PAD.left - 4} y={y(b) + 3}>{ROMAN[i + 1] ?? ''}</text>
        </g>
      ))}
      <line class="axis" x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} />
      <line class="axis" x1={PAD.left} x2={W - PAD.right} y1={y(end)} y2={y(end)} />
      <text class="axis-label" x={PAD.left - 4} y={y(end) + 3}>{end}</text>
      <text class="axis-label" x={PAD.left - 4} y={y(0) + 3}>0</text>
      {ticks.map((p) => <text key={p.round} class="tick" x={x(p.round)} y={H - 6}>{p.round}</text>)}
      <text class="axis-name" x={W - PAD.right + 6} y={H - 6}>round</text>
      {TOKENS.map((t) => (
        <g key={t.key} class={`race-line ${t.cls}`}>
          <polyline data-token={t.key} data-last={String(last[t.key])} points={race.map((p) => `${x(p.round)},${y(p[t.key])}`).join(' ')} />
          {race.length <= 40 ? race.map((p) => <Mark key={p.round} cls={t.cls} x={x(p.round)} y={y(p[t.key])} />) : <Mark cls={t.cls} x={x(last.round)} y={y(last[t.key])} />}
        </g>
      ))}
      {ends.map((e) => <text key={e.key} class={`end-label ${e.cls}`} x={W - PAD.right + 6} y={e.y + 3}>{e.label} {last[e.key]}</text>)}
    </svg>
  );
}

/** The end of a game (issue #15 item 7): how it ended and why, the race, what each seat did, and what next. */
export function EndScreen(props: {
  state: VisibleState;
  events: readonly GameEvent[];
  /** How many moves the game took, when the table knows. */
  moves: number | undefined;
  onPlayAgain?: (() => void) | undefined;
  /** The play-again button's words (online: a rematch, with a new seed). */
  playAgainLabel?: string | undefined;
  onNewGame: () => void;
  newGameLabel?: string | undefined;
  onWatchReplay?: (() => void) | undefined;
}) {
  const { state, events } = props;
  const outcome = state.outcome;
  const name = useSeatName();
  const { palette } = useSettings();
  if (!outcome) return null;
  const race = raceByRound(events, state.tracks.end);
  const stats = seatStats(events, state.players.length);
  const turning = turningPoints(events);
  const count = (kind: string) => events.filter((e) => e.kind === kind).length;
  return (
    <section class={`outcome end-screen ${outcome.result}`} aria-labelledby="outcome-title" tabIndex={-1}>
      {/* Said at once; the chart, the story and the numbers are there to read at leisure. */}
      <div role="alert">
        <h2 id="outcome-title">The players {outcome.result === 'won' ? 'win' : 'lose'}</h2>
        <p class="reason">{gameEndText(events, outcome, state.catalog)}</p>
      </div>
      <div class="end-actions">
        {props.onPlayAgain ? <button type="button" id="play-again" class="primary" onClick={props.onPlayAgain}>{props.playAgainLabel ?? 'Play again with this seed'}</button> : null}
        <button type="button" id="end-new-game" onClick={props.onNewGame}>{props.newGameLabel ?? 'New game'}</button>
        {props.onWatchReplay ? <button type="button" id="watch-replay" onClick={props.onWatchReplay}>Watch the replay</button> : null}
      </div>
      <h3>The race on the <Term id="discovery-track">Discovery Track</Term></h3>
      <RaceChart race={race} end={state.tracks.end} boundaries={gameActs(state).boundaries} />
      <p class="race-key" aria-hidden="true">
        {TOKENS.map((t) => <span key={t.key} class={`key ${t.cls}`}><svg viewBox="-5 -5 10 10" width="10" height="10"><Mark cls={t.cls} x={0} y={0} /></svg> {t.label}</span>)}
        <span class="key act">— Act boundary</span>
      </p>
      <h3>What decided it</h3>
      <ol class="turning-points">
        {turning.map((e) => <li key={e.seq}><span class="when">Round {e.round}</span> {eventText(e, state.catalog)}</li>)}
      </ol>
      <h3>The voyage in numbers</h3>
      <dl class="summary">
        <div><dt>Rounds</dt><dd>{state.round}</dd></div>
        <div><dt><Term id="acts">Act</Term> reached</dt><dd>{state.act}</dd></div>
        <div><dt>Ships sunk</dt><dd>{count('shipSunk')}</dd></div>
        {props.moves === undefined ? null : <div><dt>Moves</dt><dd>{props.moves}</dd></div>}
      </dl>
      <table class="seat-stats">
        <thead><tr><th scope="col">Seat</th><th scope="col">Tiles revealed</th><th scope="col">Enemies destroyed</th><th scope="col">Trauma suffered</th><th scope="col">Coin earned</th></tr></thead>
        <tbody>
          {stats.map((s) => {
            const ship = state.catalog.ships.find((sh) => sh.id === state.players[s.seat]?.ship);
            return (
              <tr key={s.seat}>
                <th scope="row"><span class="swatch" style={{ background: swatchBackground(ship?.colour, s.seat, palette) }} aria-hidden="true" /> {name(s.seat)}<small> · {ship?.name}</small></th>
                <td>{s.tiles}</td><td>{s.enemiesDestroyed}</td><td>{s.trauma}</td><td>{s.coinEarned}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p class="hint">The log (L) tells the whole voyage.</p>
    </section>
  );
}
