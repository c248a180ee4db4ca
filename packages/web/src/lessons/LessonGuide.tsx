import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { TableDriver } from '../drivers/driver';
import { focusControl } from '../panels/guide-scroll';
import { Term } from '../words/Term';
import { LESSONS, type Lesson } from './lessons';
import { around, dockSide, type DockSide } from './dock';
import { cardsDone, lessonCounter } from './progress';
import './lessons.css';

/** The first event of the lesson's own play: what came before is the position it was set up with. */
function nextSeq(driver: TableDriver): number {
  const events = driver.snapshot().events;
  const last = events[events.length - 1];
  return last ? last.seq + 1 : 0;
}

/** The element a card highlights, if it is on the table now (a selector the page cannot read shows nothing). */
function shown(selector: string | undefined): HTMLElement | null {
  if (!selector) return null;
  try {
    return document.querySelector<HTMLElement>(selector);
  } catch {
    return null;
  }
}

/**
 * The tutorial's guide card (issue #24 item 6): docked to the window, outside every scrolling box, so neither
 * "Show me" nor a move scrolls it away. It walks through the lesson's cards, each done by reading ("Next") or by
 * the play it asks for, and offers the next lesson at the end.
 */
export function LessonGuide(props: {
  driver: TableDriver;
  lesson: Lesson;
  onOpen: (number: number) => void;
  onList: () => void;
  /** Leaves the tutorial for the start screen. */
  onClose: () => void;
}) {
  const { driver, lesson } = props;
  const [snap, setSnap] = useState(() => driver.snapshot());
  const [fromSeq] = useState(() => nextSeq(driver));
  const [nexts, setNexts] = useState(0);
  /** Folded to its counter line, to see what it covers. */
  const [folded, setFolded] = useState(false);
  const [side, setSide] = useState<DockSide>('left');
  const box = useRef<HTMLElement>(null);
  useEffect(() => driver.subscribe(() => setSnap(driver.snapshot())), [driver]);
  const done = cardsDone(lesson.cards, snap.events, fromSeq, nexts);
  const card = lesson.cards[done];
  // Docked in the lower corner where it hides least of what the card points at and of the waters around the ship.
  useLayoutEffect(() => {
    const guide = box.current?.getBoundingClientRect();
    if (!guide) return;
    const target = shown(card?.show)?.getBoundingClientRect();
    const ship = document.querySelector('svg.board g.ship[data-seat="0"]')?.getBoundingClientRect();
    const avoid = [...(target ? [{ box: target, weight: 4 }] : []), ...(ship ? [{ box: around(ship, 90), weight: 1 }] : [])];
    setSide((now) => dockSide(now, guide.width, guide.height, { width: window.innerWidth, height: window.innerHeight }, avoid));
  }, [snap, done, folded]);
  const next = LESSONS.find((l) => l.number === lesson.number + 1);
  const showMe = () => {
    const el = shown(card?.show);
    if (!el) return;
    el.scrollIntoView({ block: 'nearest' });
    focusControl(el);
  };
  return (
    <aside ref={box} id="lesson-guide" class={`lesson-guide dock-${side}${folded ? ' folded' : ''}`} data-dock={side} aria-label={`Tutorial: lesson ${lesson.number}, ${lesson.title}`} aria-live="polite">
      {/* The outline of what the card talks about: the selector is the lesson file's, matched while the card is up. */}
      {card?.show ? <style>{`${card.show} { outline: 3px solid var(--guide-outline, #f2c14e); outline-offset: 2px; }`}</style> : null}
      <p class="lesson-count">
        <span data-testid="lesson-count">{lessonCounter(lesson.number, LESSONS.length, done, lesson.cards.length)} — {lesson.title}</span>
        <button type="button" id="lesson-fold" class="lesson-fold" aria-expanded={!folded} onClick={() => setFolded(!folded)}>{folded ? 'Show the lesson' : 'Fold'}</button>
      </p>
      {folded ? null : card ? (
        <>
          <h2>{card.title}</h2>
          <p>{card.text}{card.term ? <> <Term id={card.term}>More…</Term></> : null}</p>
          <div class="lesson-controls">
            {card.show ? <button type="button" id="lesson-show-me" onClick={showMe}>Show me</button> : null}
            {card.until
              ? <span class="lesson-doing">Do it on the table: the lesson goes on by itself.</span>
              : <button type="button" id="lesson-next" class="primary" onClick={() => setNexts(nexts + 1)}>Next</button>}
            <button type="button" id="lesson-list" onClick={props.onList}>All lessons</button>
          </div>
        </>
      ) : (
        <>
          <h2>Lesson {lesson.number} done</h2>
          <p>{next ? `Next: ${next.title} — ${next.summary}` : 'That is the whole game: every rule is in the Reference Manual (press M). Now a game of your own: the start screen sets one up.'}</p>
          <div class="lesson-controls">
            {next
              ? <button type="button" id="lesson-next-lesson" class="primary" onClick={() => props.onOpen(next.number)}>Lesson {next.number}: {next.title}</button>
              : <button type="button" id="lesson-close" class="primary" onClick={props.onClose}>To the start screen</button>}
            <button type="button" id="lesson-again" onClick={() => props.onOpen(lesson.number)}>Again</button>
            <button type="button" id="lesson-list" onClick={props.onList}>All lessons</button>
          </div>
        </>
      )}
    </aside>
  );
}
