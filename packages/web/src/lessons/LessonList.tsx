import { LESSONS } from './lessons';
import './lessons.css';

/** The tutorial's lessons to choose from: each opens its position at the table with its guide card. */
export function LessonList(props: { message: string | null; onOpen: (number: number) => void; onClose: () => void }) {
  return (
    <main class="start lessons" aria-labelledby="lessons-title">
      <h1 id="lessons-title">Learn to play</h1>
      <p>{LESSONS.length} short lessons, each a position at the table: read the card, do what it asks, and go on to the next.</p>
      <ol class="lesson-list">
        {LESSONS.map((l) => (
          <li key={l.number}>
            <button type="button" id={`lesson-${l.number}`} onClick={() => props.onOpen(l.number)}>
              <strong>{l.title}</strong> <span>{l.summary}</span>
            </button>
          </li>
        ))}
      </ol>
      {props.message ? <p role="alert" class="error">{props.message}</p> : null}
      <p><button type="button" id="lessons-close" onClick={props.onClose}>Back</button></p>
    </main>
  );
}
