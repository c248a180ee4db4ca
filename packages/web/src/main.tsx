import { render } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { Game } from './Game';
import { Manual } from './Manual';
import { storeSession, type Session } from './session';
import { Start, TOUR_DONE_KEY } from './Start';
import { UiContext, type Ui } from './ui-context';
import './style.css';

const MOTION_KEY = 'everrain-reduced-motion';

function remember(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the setting lasts for this page only.
  }
}

function App() {
  const [session, setSession] = useState<Session | null>(null);
  const [guided, setGuided] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [manual, setManual] = useState<string | null | false>(false);
  const [reducedMotion, setReducedMotion] = useState(() => {
    try {
      return localStorage.getItem(MOTION_KEY) === '1' || window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    } catch {
      return false;
    }
  });
  useEffect(() => { document.documentElement.classList.toggle('reduced-motion', reducedMotion); }, [reducedMotion]);
  const ui = useMemo<Ui>(() => ({ openManual: (entry) => setManual(entry ?? null), reducedMotion }), [reducedMotion]);
  const start = (s: Session, guide: boolean) => {
    setSession(s);
    setGuided(guide);
    storeSession(s);
    setMessage(null);
  };
  return (
    <UiContext.Provider value={ui}>
      {session
        ? <Game session={session} guided={guided}
          onChange={(s) => { setSession(s); storeSession(s); }}
          onQuit={() => setSession(null)}
          onTourDone={() => { setGuided(false); remember(TOUR_DONE_KEY, '1'); }}
          onToggleMotion={() => { remember(MOTION_KEY, reducedMotion ? '0' : '1'); setReducedMotion(!reducedMotion); }} />
        : <Start onStart={start} message={message} onMessage={setMessage} onManual={() => setManual(null)} />}
      {manual !== false ? <Manual start={manual} onClose={() => setManual(false)} /> : null}
    </UiContext.Provider>
  );
}

const root = document.getElementById('app');
if (root) render(<App />, root);
