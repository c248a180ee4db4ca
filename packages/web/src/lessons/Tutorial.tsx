import { useEffect, useState } from 'preact/hooks';
import { LocalDriver, Table } from '../game-module';
import { holdGuideOff } from '../screens/settings';
import { LessonGuide } from './LessonGuide';
import { LessonList } from './LessonList';
import { LESSONS, lessonSession } from './lessons';

/** The lesson at the table: its number, its driver (never saved), and a serial that remounts the table each time. */
interface Open {
  readonly number: number;
  readonly driver: LocalDriver;
  readonly serial: number;
}

/**
 * The tutorial (issue #24 item 6): the lessons' list, and a lesson's position at the table with its guide card.
 * The first-game guide is off meanwhile (the lesson's card guides) and back as it was when the tutorial is left.
 */
export function Tutorial(props: { onLeave: () => void }) {
  const [open, setOpen] = useState<Open | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  // The first-game guide gives way to the lesson's card; the stored setting is never touched.
  useEffect(() => holdGuideOff(), []);
  // A lesson left, replaced or the tutorial closed: its driver stops (and, being a lesson's, saves nothing).
  useEffect(() => () => open?.driver.close(), [open]);
  const start = (number: number) => {
    const session = lessonSession(number);
    if (typeof session === 'string') { setMessage(session); return; }
    setMessage(null);
    setOpen({ number, driver: new LocalDriver(session, { handoff: false, keep: false }), serial: (open?.serial ?? 0) + 1 });
  };
  const lesson = open ? LESSONS.find((l) => l.number === open.number) : undefined;
  if (!open || !lesson) return <LessonList message={message} onOpen={start} onClose={props.onLeave} />;
  return (
    <>
      <Table key={`lesson-${open.serial}`} driver={open.driver} onLeave={() => setOpen(null)} leaveLabel="Leave the lesson" onPlayAgain={() => start(open.number)} />
      <LessonGuide key={`guide-${open.serial}`} driver={open.driver} lesson={lesson} onOpen={start} onList={() => setOpen(null)} onClose={props.onLeave} />
    </>
  );
}
