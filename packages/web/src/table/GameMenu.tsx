import { useEffect, useRef, useState } from 'preact/hooks';
import { keepCopy } from '../saved-game';
import { AskFirst } from './AskFirst';

/**
 * The game's menu (issue #24 item 5): back to the game, the settings, a copy of the game kept among the saved
 * games (at one table), and leaving — asked on the page first (the game is saved; online it lives on the server).
 */
export function GameMenu(props: {
  leaveLabel: string;
  saveText: (() => string) | null;
  round: number;
  online: boolean;
  onClose: () => void;
  onSettings: () => void;
  onLeave: () => void;
}) {
  const [kept, setKept] = useState<string | null>(null);
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    first.current?.focus();
    const key = (e: KeyboardEvent) => { if (e.key === 'Escape') { e.stopPropagation(); props.onClose(); } };
    window.addEventListener('keydown', key, true);
    return () => window.removeEventListener('keydown', key, true);
  }, []);
  const save = props.saveText;
  return (
    <div class="game-menu" id="game-menu" role="menu" aria-label="Game menu">
      <button type="button" role="menuitem" id="menu-resume" ref={first} onClick={props.onClose}>Back to the game</button>
      <button type="button" role="menuitem" id="menu-settings" onClick={props.onSettings}>Settings…</button>
      {save
        ? <button type="button" role="menuitem" id="menu-keep" onClick={() => setKept(keepCopy(save(), props.round) ?? 'not kept: this browser\'s storage is full')}>Keep a copy among the saved games</button>
        : null}
      {kept ? <p role="status" id="menu-kept">Kept: {kept}.</p> : null}
      <AskFirst id="menu-leave" role="menuitem" label={`${props.leaveLabel}…`} yes={props.leaveLabel} no="Stay"
        question={props.online ? 'Leave the table? The game goes on on the server: come back to it from "My games".' : 'Leave the game? It is saved: continue it from the start screen.'}
        onYes={props.onLeave} />
    </div>
  );
}
