import { useEffect, useMemo, useState } from 'preact/hooks';
import { Manual } from '../screens/Manual';
import { UiContext, type Ui } from '../table/ui-context';
import { gameAddress, readRoute, type OnlineRoute } from './credentials';
import { Lobby } from './Lobby';
import './online.css';
import { OnlineGame } from './OnlineGame';

/**
 * Online play (issue #14 item 9), loaded only when the address asks for it (`/?online`, or a game's
 * `/?game=…`): the lobby, and a game played live against the server (packages/server).
 */
export function OnlineApp(props: { reducedMotion: boolean }) {
  const [route, setRoute] = useState<OnlineRoute>(() => readRoute(window.location, window.history));
  const [manual, setManual] = useState<string | null | false>(false);
  useEffect(() => {
    const back = () => setRoute(readRoute(window.location, window.history));
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, []);
  const ui = useMemo<Ui>(() => ({ openManual: (entry) => setManual(entry ?? null), reducedMotion: props.reducedMotion }), [props.reducedMotion]);
  const go = (next: OnlineRoute) => {
    window.history.pushState(null, '', next.kind === 'lobby' ? '/?online' : gameAddress(next.game, next.seat));
    setRoute(next);
  };
  return (
    <UiContext.Provider value={ui}>
      {route.kind === 'lobby'
        ? <Lobby onOpen={(game, seat) => go({ kind: 'game', game, seat })} onBack={() => window.location.assign('/')} />
        : <OnlineGame key={`${route.game}/${route.seat}`} game={route.game} seat={route.seat} onLobby={() => go({ kind: 'lobby' })} />}
      {manual !== false ? <Manual start={manual} onClose={() => setManual(false)} /> : null}
    </UiContext.Provider>
  );
}
