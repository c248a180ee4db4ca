import { useEffect, useMemo, useState } from 'preact/hooks';
import { Manual } from '../screens/Manual';
import { useSettings } from '../screens/settings';
import { UiContext, type Ui } from '../table/ui-context';
import { gameAddress, holdRematch, readRoute, replayAddress, type OnlineRoute } from './credentials';
import { Lobby } from './Lobby';
import './online.css';
import { OnlineGame } from './OnlineGame';
import { OnlineReplay } from './OnlineReplay';

/**
 * Online play (issue #14 item 9, issue #22 item 4), loaded only when the address asks for it (`/?online`,
 * a game's `/?game=…`, a finished game's `/?game=…&replay`): the lobby, a game played live against the
 * server (packages/server) on the one table, and a finished game's replay.
 */
export function OnlineApp(_props: { reducedMotion: boolean }) {
  // The table's own "Animations" button changes the setting: read live, as the local game's root does.
  const { reducedMotion } = useSettings();
  const [route, setRoute] = useState<OnlineRoute>(() => readRoute(window.location, window.history));
  const [manual, setManual] = useState<string | null | false>(false);
  // A link opened in this tab again differs from its address only after `#` (the key): the browser loads no page,
  // so the game is opened afresh here with the key it brings (a new invitation, a device link).
  const [opened, setOpened] = useState(0);
  useEffect(() => {
    const back = () => setRoute(readRoute(window.location, window.history));
    const link = () => {
      back();
      setOpened((n) => n + 1);
    };
    window.addEventListener('popstate', back);
    window.addEventListener('hashchange', link);
    return () => {
      window.removeEventListener('popstate', back);
      window.removeEventListener('hashchange', link);
    };
  }, []);
  const ui = useMemo<Ui>(() => ({ openManual: (entry) => setManual(entry ?? null), reducedMotion }), [reducedMotion]);
  const go = (next: OnlineRoute) => {
    window.history.pushState(null, '', next.kind === 'lobby' ? '/?online' : next.kind === 'replay' ? replayAddress(next.game) : gameAddress(next.game, next.seat));
    setRoute(next);
  };
  return (
    <UiContext.Provider value={ui}>
      {route.kind === 'lobby'
        ? <Lobby onOpen={(game, seat) => go({ kind: 'game', game, seat })} onReplay={(game) => go({ kind: 'replay', game })} onBack={() => window.location.assign('/')} />
        : route.kind === 'replay'
        ? <OnlineReplay game={route.game} onClose={() => window.history.length > 1 ? window.history.back() : go({ kind: 'lobby' })} />
        : <OnlineGame key={`${route.game}/${route.seat}/${opened}`} game={route.game} seat={route.seat} onLobby={() => go({ kind: 'lobby' })}
          onReplay={(game) => go({ kind: 'replay', game })}
          onFollow={(next) => {
            // The rematch keeps the seats: this browser's credential for the seat is the new game's too.
            if (route.seat !== null) holdRematch(route.game, next, route.seat);
            go({ kind: 'game', game: next, seat: route.seat });
          }} />}
      {manual !== false ? <Manual start={manual} onClose={() => setManual(false)} /> : null}
    </UiContext.Provider>
  );
}
