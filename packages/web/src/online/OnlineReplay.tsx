import { useEffect, useState } from 'preact/hooks';
import { replayOfSave, type ReplayDriver } from '../drivers/replay';
import { Table } from '../table/Table';

/**
 * The replay of a finished online game, from its link (`/?game=…&replay`): the server gives the game as a
 * save file once it is over (never before: a running game's seed and moves would show what is hidden), and
 * the table opens it on the replay driver, as it opens any save.
 */
export function OnlineReplay(props: { game: string; onClose: () => void }) {
  const [opened, setOpened] = useState<ReplayDriver | string | null>(null);
  useEffect(() => {
    let live = true;
    let made: ReplayDriver | null = null;
    (async (): Promise<ReplayDriver | string> => {
      const response = await fetch(`/api/games/${encodeURIComponent(props.game)}/replay`);
      const text = await response.text();
      if (!response.ok) {
        try {
          return (JSON.parse(text) as { error?: string }).error ?? `The server answered ${response.status}.`;
        } catch {
          return `The server answered ${response.status}.`;
        }
      }
      const driver = replayOfSave(text);
      return typeof driver === 'string' ? `The game's record could not be opened: ${driver}` : driver;
    })().then(
      (r) => { if (typeof r !== 'string') made = r; if (live) setOpened(r); else made?.close(); },
      () => live && setOpened('The replay could not be loaded: check the connection and reload the page.'),
    );
    return () => { live = false; made?.close(); };
  }, [props.game]);
  if (opened && typeof opened !== 'string') return <Table key="replay" driver={opened} onLeave={props.onClose} leaveLabel="Back to the game" />;
  return (
    <main class="start online">
      <h1>The Everrain — replay</h1>
      <p role={opened ? 'alert' : 'status'} class={opened ? 'error' : ''}>{opened ?? 'Loading the game…'}</p>
      <button type="button" onClick={props.onClose}>Back</button>
    </main>
  );
}
