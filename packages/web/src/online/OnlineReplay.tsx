import { useEffect, useState } from 'preact/hooks';

type ReplayModule = typeof import('../replay/replay-module');

/**
 * The replay of a finished online game, from its link (`/?game=…&replay`): the server gives the game as a
 * save file once it is over (never before: a running game's seed and moves would show what is hidden), and
 * the replay viewer opens it as it opens any save.
 */
export function OnlineReplay(props: { game: string; onClose: () => void }) {
  const [opened, setOpened] = useState<{ m: ReplayModule; replay: import('../replay/replay-module').Replay } | string | null>(null);
  useEffect(() => {
    let live = true;
    (async () => {
      const response = await fetch(`/api/games/${encodeURIComponent(props.game)}/replay`);
      const text = await response.text();
      if (!response.ok) {
        let why = `The server answered ${response.status}.`;
        try {
          why = (JSON.parse(text) as { error?: string }).error ?? why;
        } catch {
          // Not JSON: the status says enough.
        }
        return why;
      }
      const m = await import('../replay/replay-module');
      const replay = m.openReplay(text);
      return typeof replay === 'string' ? `The game's record could not be opened: ${replay}` : { m, replay };
    })().then((r) => live && setOpened(r), () => live && setOpened('The replay could not be loaded: check the connection and reload the page.'));
    return () => { live = false; };
  }, [props.game]);
  if (opened && typeof opened !== 'string') return <opened.m.ReplayViewer replay={opened.replay} onClose={props.onClose} closeLabel="Back to the game" />;
  return (
    <main class="start online">
      <h1>The Everrain — replay</h1>
      <p role={opened ? 'alert' : 'status'} class={opened ? 'error' : ''}>{opened ?? 'Loading the game…'}</p>
      <button type="button" onClick={props.onClose}>Back</button>
    </main>
  );
}
