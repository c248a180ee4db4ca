import { useState } from 'preact/hooks';
import { AskFirst } from '../table/AskFirst';
import { deleteKept, keptSaves, keptText, renameKept, resumeKept, type KeptSave } from '../saved-game';

/** "27 Nov, 14:05": when a game was saved, in the reader's own locale. */
function when(at: number): string {
  if (!at) return 'date unknown';
  return new Date(at).toLocaleString(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}

function detail(s: KeptSave): string {
  const seats = s.players === 1 ? '1 seat' : `${s.players} seats`;
  const where = s.over ? `${s.over.result} in round ${s.over.round}` : s.round > 0 ? `round ${s.round}` : `${s.actions} moves in`;
  return `${seats} · ${where} · saved ${when(s.savedAt)}`;
}

/**
 * The games put aside in this browser (issue #24 item 9): each with its name, seats, round and date, to continue
 * (or see how it ended), watch, rename or delete — deleting asks on the page, never in a browser dialog.
 */
export function SavedGames(props: { busy: boolean; onContinue: () => void; onReplay: (text: string) => void }) {
  const [saves, setSaves] = useState<KeptSave[]>(() => keptSaves());
  const [naming, setNaming] = useState<{ id: string; name: string } | null>(null);
  if (saves.length === 0) return null;
  const refresh = () => setSaves(keptSaves());
  return (
    <section class="saved-games" aria-label="Saved games">
      <h2>Saved games</h2>
      <ul>
        {saves.map((s) => (
          <li key={s.id} data-save={s.id}>
            {naming?.id === s.id
              ? <form class="rename" onSubmit={(e) => { e.preventDefault(); renameKept(s.id, naming.name); setNaming(null); refresh(); }}>
                <input aria-label="The save's name" maxLength={60} value={naming.name} onInput={(e) => setNaming({ id: s.id, name: e.currentTarget.value })} />
                {' '}<button type="submit">Keep the name</button> <button type="button" onClick={() => setNaming(null)}>Cancel</button>
              </form>
              : <strong class="save-name">{s.name}</strong>}
            <small class="save-detail"> {detail(s)}</small>
            <span class="save-actions">
              <button type="button" class="save-continue" disabled={props.busy} onClick={() => { if (resumeKept(s.id)) props.onContinue(); else refresh(); }}>{s.over ? 'See how it ended' : 'Continue'}</button>
              <button type="button" class="save-replay" disabled={props.busy} onClick={() => { const text = keptText(s.id); if (text) props.onReplay(text); }}>Watch</button>
              <button type="button" class="save-rename" onClick={() => setNaming({ id: s.id, name: s.name })}>Rename</button>
              <AskFirst class="save-delete" label="Delete…" question={`Delete ${s.name} for good?`} yes="Delete" no="Keep it"
                onYes={() => { deleteKept(s.id); refresh(); }} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
