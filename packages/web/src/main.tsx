import { render } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Session, Setup } from './session';
import { SAVE_KEY } from './saved-game';
import { HANDOFF_KEY, Start, TOUR_DONE_KEY } from './screens/Start';
import { UiContext, type Ui } from './table/ui-context';
import './style.css';

type GameModule = typeof import('./game-module');
type ReplayModule = typeof import('./replay/replay-module');

const MOTION_KEY = 'everrain-reduced-motion';
/** Whether the game in the save slot is being guided: the guide comes back with it after a reload. */
const GUIDED_KEY = 'everrain-guided';

function remembered(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}
let loading: Promise<GameModule> | null = null;

/** The game's code, fetched once: on the first click that needs it, or while the start screen waits. */
function loadGame(): Promise<GameModule> {
  loading ??= import('./game-module');
  return loading;
}

let replayLoading: Promise<ReplayModule> | null = null;

/** The replay viewer's code, fetched when a replay is first opened. */
function loadReplay(): Promise<ReplayModule> {
  replayLoading ??= import('./replay/replay-module');
  return replayLoading;
}

function remember(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the setting lasts for this page only.
  }
}

function App() {
  const [game, setGame] = useState<GameModule | null>(null);
  const [session, setSession] = useState<Session | null>(null);
  const [guided, setGuided] = useState(false);
  const [handoff, setHandoff] = useState(() => remembered(HANDOFF_KEY));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [manual, setManual] = useState<string | null | false>(false);
  const [watching, setWatching] = useState<{ m: ReplayModule; replay: import('./replay/replay-module').Replay } | null>(null);
  const [reducedMotion, setReducedMotion] = useState(() => {
    try {
      return localStorage.getItem(MOTION_KEY) === '1' || window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    } catch {
      return false;
    }
  });
  useEffect(() => { document.documentElement.classList.toggle('reduced-motion', reducedMotion); }, [reducedMotion]);
  useEffect(() => {
    const warm = () => void loadGame().then(setGame);
    const idle = window.requestIdleCallback?.(warm) ?? window.setTimeout(warm, 200);
    return () => { window.cancelIdleCallback?.(idle); };
  }, []);
  const ui = useMemo<Ui>(() => ({ openManual: (entry) => { void loadGame().then(setGame); setManual(entry ?? null); }, reducedMotion }), [reducedMotion]);

  /** Runs something that needs the game's code; a game it returns starts, a message it returns is shown. */
  const withGame = async (run: (m: GameModule) => Session | string | null, guide: boolean) => {
    setBusy(true);
    let m: GameModule;
    try {
      m = await loadGame();
    } catch {
      setMessage('The game could not be loaded: check the connection and reload the page.');
      setBusy(false);
      return;
    }
    try {
      setGame(m);
      const result = run(m);
      if (typeof result === 'string') setMessage(result);
      else if (result) {
        setSession(result);
        setGuided(guide);
        remember(GUIDED_KEY, guide ? '1' : '0');
        m.storeSession(result);
        setMessage(null);
      }
    } catch {
      // The code is loaded: what failed is what it was given (a save file, most likely), not the connection.
      setMessage('That could not be opened: the file is not a save this game can read.');
    } finally {
      setBusy(false);
    }
  };
  /** Opens a replay of a save's text: the viewer on success; a message, and nothing else changed, on failure. */
  const watch = async (text: string | null) => {
    setBusy(true);
    try {
      const m = await loadReplay();
      const stored = text ?? localStorage.getItem(SAVE_KEY);
      const replay = stored === null ? 'There is no saved game in this browser.' : m.openReplay(stored);
      if (typeof replay === 'string') setMessage(`That replay could not be opened: ${replay}`);
      else { setWatching({ m, replay }); setMessage(null); }
    } catch {
      setMessage('The replay viewer could not be loaded: check the connection and reload the page.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <UiContext.Provider value={ui}>
      {watching
        ? <watching.m.ReplayViewer replay={watching.replay} onClose={() => setWatching(null)} closeLabel={session ? 'Back to the game' : 'Back to the menu'} />
        : session && game
        ? <game.Game session={session} guided={guided} handoff={handoff}
          onChange={(s) => {
            setSession(s);
            // The end of a game is saved at once; other moves when the browser is idle.
            if (s.state.outcome) game.storeSession(s);
            else game.storeSessionSoon(s);
          }}
          onQuit={() => { game.storeSession(session); setSession(null); }}
          onTourDone={() => { setGuided(false); remember(GUIDED_KEY, '0'); remember(TOUR_DONE_KEY, '1'); }}
          onToggleGuide={() => { remember(GUIDED_KEY, guided ? '0' : '1'); setGuided(!guided); }}
          onToggleMotion={() => { remember(MOTION_KEY, reducedMotion ? '0' : '1'); setReducedMotion(!reducedMotion); }}
          onWatchReplay={() => void watch(JSON.stringify(game.toSave(session)))}
          onPlayAgain={() => void withGame((m) => m.newSession(session.setup, session.seed, session.crew, session.names), guided)} />
        : <Start busy={busy} message={message}
          onNew={(setup: Setup, seed: string, guide: boolean, crew: Record<number, string>, names: string[], pass: boolean) => {
            remember(HANDOFF_KEY, pass ? '1' : '0');
            setHandoff(pass);
            void withGame((m) => m.newSession(setup, seed, crew, names), guide);
          }}
          onImport={(text) => void withGame((m) => m.fromSave(text), false)}
          onContinue={() => void withGame((m) => m.storedSession() ?? 'There is no saved game in this browser.', remembered(GUIDED_KEY))}
          onReplay={(text) => void watch(text)}
          onManual={() => ui.openManual()} />}
      {manual !== false && game ? <game.Manual start={manual} onClose={() => setManual(false)} /> : null}
    </UiContext.Provider>
  );
}

/** Online play's code (lobby, live game), fetched only when the address asks for it. */
function OnlineRoot() {
  const [online, setOnline] = useState<typeof import('./online/index') | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => { void import('./online/index').then(setOnline, () => setFailed(true)); }, []);
  if (online) return <online.OnlineApp reducedMotion={remembered(MOTION_KEY)} />;
  return <main class="start"><p role="status">{failed ? 'Online play could not be loaded: check the connection and reload the page.' : 'Loading…'}</p></main>;
}

const root = document.getElementById('app');
const params = new URLSearchParams(window.location.search);
if (root) render(params.has('online') || params.has('game') ? <OnlineRoot /> : <App />, root);
