import { render } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Session, Setup } from './session';
import type { LocalDriver, ReplayDriver } from './game-module';
import { SAVE_KEY } from './saved-game';
import { Lazy } from './screens/lazy';
import { Start } from './screens/Start';
import { applyToPage, changeSettings, HANDOFF_KEY, MOTION_KEY, remember, remembered, settings, useSettings } from './screens/settings';
import { UiContext, type Ui } from './table/ui-context';
import './style.css';

type GameModule = typeof import('./game-module');

let loading: Promise<GameModule> | null = null;

/** The offline part (offline/updates.ts), fetched once after the first page. */
let offline: Promise<typeof import('./offline/updates')> | null = null;
const updates = () => (offline ??= import('./offline/updates'));

/** The game's code, fetched once: on the first click that needs it, or while the start screen waits. */
function loadGame(): Promise<GameModule> {
  loading ??= import('./game-module');
  return loading;
}

/** The screen on show: the start screen, a game at the table, or a replay (over the game it was opened from, if any). */
interface Screens {
  readonly game: { readonly m: GameModule; readonly driver: LocalDriver; readonly start: Session } | null;
  readonly replay: { readonly m: GameModule; readonly driver: ReplayDriver } | null;
}

/** The page's root: it chooses a screen, nothing else (the table and its drivers do the rest). */
function App() {
  const [m, setM] = useState<GameModule | null>(null);
  const [screens, setScreens] = useState<Screens>({ game: null, replay: null });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [manual, setManual] = useState<string | null | false>(false);
  /** The tutorial on show (its lessons' list, or a lesson at the table): its code is fetched when opened. */
  const [tutorial, setTutorial] = useState(false);
  const { reducedMotion } = useSettings();
  useEffect(() => {
    const warm = () => void loadGame().then(setM);
    const idle = window.requestIdleCallback?.(warm) ?? window.setTimeout(warm, 200);
    return () => { window.cancelIdleCallback?.(idle); };
  }, []);
  const ui = useMemo<Ui>(() => ({ openManual: (entry) => { void loadGame().then(setM); setManual(entry ?? null); }, reducedMotion }), [reducedMotion]);

  /** Runs something that needs the game's code; a game it returns goes to the table, a message it returns is shown. */
  const withGame = async (run: (m: GameModule) => Session | string | null, guide: boolean) => {
    setBusy(true);
    let loaded: GameModule;
    try {
      loaded = await loadGame();
    } catch {
      setMessage('The game could not be loaded: check the connection and reload the page.');
      setBusy(false);
      return;
    }
    try {
      setM(loaded);
      const result = run(loaded);
      if (typeof result === 'string') setMessage(result);
      else if (result) {
        // The game on the table (if any) is saved as it leaves, before the new one takes the save slot.
        screens.game?.driver.close();
        changeSettings({ guided: guide });
        loaded.storeSession(result);
        setScreens({ game: { m: loaded, start: result, driver: new loaded.LocalDriver(result, { handoff: remembered(HANDOFF_KEY) }) }, replay: null });
        setMessage(null);
      }
    } catch {
      // The code is loaded: what failed is what it was given (a save file, most likely), not the connection.
      setMessage('That could not be opened: the file is not a save this game can read.');
    } finally {
      setBusy(false);
    }
  };
  /** Opens a replay of a save's text: the table on its cursor on success; a message, and nothing else changed, on failure. */
  const watch = async (text: string | null) => {
    setBusy(true);
    try {
      const loaded = await loadGame();
      const stored = text ?? localStorage.getItem(SAVE_KEY);
      const driver = stored === null ? 'There is no saved game in this browser.' : loaded.replayOfSave(stored);
      if (typeof driver === 'string') setMessage(`That replay could not be opened: ${driver}`);
      else { setScreens((s) => ({ ...s, replay: { m: loaded, driver } })); setMessage(null); }
    } catch {
      setMessage('The replay viewer could not be loaded: check the connection and reload the page.');
    } finally {
      setBusy(false);
    }
  };
  const { game, replay } = screens;
  // A newer build waits for the person's click while a game or a replay is on the table.
  useEffect(() => { void updates().then((m) => m.holdUpdates(game !== null || replay !== null)); }, [game, replay]);
  const closeReplay = () => { replay?.driver.close(); setScreens((s) => ({ ...s, replay: null })); };
  const leaveGame = () => { game?.driver.close(); setScreens({ game: null, replay: null }); };
  return (
    <UiContext.Provider value={ui}>
      <Lazy when load={() => updates().then((m) => m.UpdateNotice)} props={{}} />
      {replay
        ? <replay.m.Table key="replay" driver={replay.driver} onLeave={closeReplay} leaveLabel={game ? 'Back to the game' : 'Back to the menu'} />
        : game
        ? <game.m.Table key="game" driver={game.driver} onLeave={leaveGame}
          onWatchReplay={game.driver.saveText ? () => void watch(game.driver.saveText!()) : undefined}
          onPlayAgain={() => void withGame((g) => g.newSession(game.start.setup, game.start.seed, game.start.crew, game.start.names), settings().guided)} />
        : tutorial
        ? <Lazy when load={() => import('./lessons/index').then((t) => t.Tutorial)} props={{ onLeave: () => setTutorial(false) }} />
        : <Start busy={busy} message={message}
          onNew={(setup: Setup, seed: string, guide: boolean, crew: Record<number, string>, names: string[], pass: boolean) => {
            remember(HANDOFF_KEY, pass);
            void withGame((g) => g.newSession(setup, seed, crew, names), guide);
          }}
          onImport={(text) => void withGame((g) => g.fromSave(text), false)}
          onContinue={() => void withGame((g) => g.storedSession() ?? 'There is no saved game in this browser.', settings().guided)}
          onReplay={(text) => void watch(text)}
          onManual={() => ui.openManual()} onLessons={() => setTutorial(true)} />}
      {manual !== false && m ? <m.Manual start={manual} onClose={() => setManual(false)} /> : null}
    </UiContext.Provider>
  );
}

/** Online play's code (lobby, live game), fetched only when the address asks for it. */
function OnlineRoot() {
  const [online, setOnline] = useState<typeof import('./online/index') | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => { void import('./online/index').then(setOnline, () => setFailed(true)); }, []);
  if (online) return <><Lazy when load={() => updates().then((m) => m.UpdateNotice)} props={{}} /><online.OnlineApp reducedMotion={remembered(MOTION_KEY)} /></>;
  return <main class="start"><p role="status">{failed ? 'Online play could not be loaded: check the connection and reload the page.' : 'Loading…'}</p></main>;
}

const root = document.getElementById('app');
const params = new URLSearchParams(window.location.search);
applyToPage(settings());
// Installable and offline (issue #24 item 13): the service worker and the update check, fetched after the first page.
void updates().then((m) => m.startOffline());
if (root) render(params.has('online') || params.has('game') ? <OnlineRoot /> : <App />, root);
