import { Component } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { linkTerms, type ManualSegment } from '@everrain/text';
import type { GameEvent } from '@everrain/engine';
import { useSeatName, useSeatText } from '../words/seat-names';
import { findEntry } from '../words/Term';
import { useUi } from '../table/ui-context';
import { useEventText } from '../words/event-words';

/** Events shown until the player asks for the whole log: enough for several rounds, light to redraw. */
const LATEST = 120;

interface Group { readonly title: string; readonly events: GameEvent[] }

/** Rounds, and within each the turns and the Enemy Phase, as the events that start them mark them. */
function groupEvents(events: readonly GameEvent[], name: (seat: number) => string): { round: number; groups: Group[] }[] {
  const rounds: { round: number; groups: Group[] }[] = [];
  for (const e of events) {
    let round = rounds[rounds.length - 1];
    if (!round || round.round !== e.round) {
      round = { round: e.round, groups: [] };
      rounds.push(round);
    }
    const title = e.kind === 'turnStarted' ? `${name(e.seat ?? 0)}'s turn` : e.kind === 'enemyPhaseStarted' ? 'Enemy Phase' : undefined;
    if (title || round.groups.length === 0) round.groups.push({ title: title ?? (e.round === 0 ? 'Setup' : 'Start of the round'), events: [] });
    round.groups[round.groups.length - 1]!.events.push(e);
  }
  return rounds;
}

const linked = new Map<string, readonly ManualSegment[]>();

/** Log lines repeat a lot and never change: their linked terms are worked out once per text. */
function termsOf(text: string): readonly ManualSegment[] {
  let segments = linked.get(text);
  if (!segments) {
    segments = linkTerms(text);
    if (linked.size > 5000) linked.clear();
    linked.set(text, segments);
  }
  return segments;
}

function Segments(props: { segments: readonly ManualSegment[] }) {
  const ui = useUi();
  return (
    <>
      {props.segments.map((s, i) => ('link' in s
        ? <a key={i} class="term" href={`#manual/${s.link}`} onClick={(e) => { e.preventDefault(); ui.openManual(s.link); }}>{s.text}</a>
        : <span key={i}>{s.text}</span>))}
    </>
  );
}

/** Every event in words, grouped by round and turn, newest last; rules terms link to the Reference Manual. */
export function Log(props: { events: readonly GameEvent[]; notes?: readonly { readonly seq: number; readonly text: string }[] }) {
  const ui = useUi();
  const name = useSeatName();
  const named = useSeatText();
  const say = useEventText();
  const box = useRef<HTMLElement>(null);
  const [whole, setWhole] = useState(false);
  const shown = whole ? props.events : props.events.slice(-LATEST);
  // The bots' reasons, each before the first shown event its move caused (notes and events both run in seq order).
  const reasonsAt = new Map<number, string[]>();
  const notes = props.notes ?? [];
  let n = 0;
  const from = shown[0]?.seq ?? 0;
  while (n < notes.length && notes[n]!.seq < from) n += 1;
  for (const e of shown) {
    for (; n < notes.length && notes[n]!.seq <= e.seq; n += 1) reasonsAt.set(e.seq, [...(reasonsAt.get(e.seq) ?? []), notes[n]!.text]);
  }
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [props.events.length]);
  return (
    <section ref={box} class="log" aria-label="Game log" tabIndex={0}>
      <h2>Log</h2>
      {props.events.length > LATEST
        ? <button type="button" class="log-more" onClick={() => setWhole(!whole)}>{whole ? 'Show only the latest events' : `Show the whole log (${props.events.length} events)`}</button>
        : null}
      {groupEvents(shown, name).map(({ round, groups }) => (
        <div key={round} class="log-round">
          <h3>{round === 0 ? 'Setup' : `Round ${round}`}</h3>
          {groups.map((g, gi) => (
            <div key={gi} class="log-turn">
              <h4>{g.title}</h4>
              <ol>
                {g.events.map((e) => {
                  const reasons = reasonsAt.get(e.seq) ?? [];
                  return [
                    ...reasons.map((text, i) => <li key={`note-${e.seq}-${i}`} class="bot-reason">{text}</li>),
                    <LogLine key={e.seq} event={e} text={named(say(e))} openManual={ui.openManual} />,
                  ];
                })}
              </ol>
            </div>
          ))}
        </div>
      ))}
    </section>
  );
}

interface LineProps {
  readonly event: GameEvent;
  readonly text: string;
  readonly openManual: (entry?: string) => void;
}

/**
 * One event's line. A logged event never changes, so a line is drawn once and then skipped while its words
 * stay the same: the log's hundred-odd lines cost nothing on each move (the browser bench's action-to-screen
 * time counted them).
 */
class LogLine extends Component<LineProps> {
  override shouldComponentUpdate(next: LineProps): boolean {
    return next.event.seq !== this.props.event.seq || next.text !== this.props.text || next.openManual !== this.props.openManual;
  }

  override render() {
    const { event: e, text, openManual } = this.props;
    const entry = findEntry(e.rule);
    return (
      <li class={`${e.kind}${e.reveals ? ' reveals' : ''}`} data-kind={e.kind} data-seq={e.seq}>
        {entry
          ? <a class="rule" href={`#manual/${entry.id}`} title={`Rule: ${e.rule}`} onClick={(ev) => { ev.preventDefault(); openManual(entry.id); }}>{e.rule}</a>
          : <span class="rule">{e.rule}</span>}{' '}
        <Segments segments={termsOf(text)} />
      </li>
    );
  }
}
