import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

/**
 * The game log in a drawer over the right of the screen (issue #15 item 4): opened by the Log button or
 * L, closed by its button or Escape. Open, it takes the keyboard (the log itself, scrolled to its newest
 * line); closed, it stays in the page, hidden, so it keeps its place and the newest lines.
 */
export function LogDrawer(props: { open: boolean; onClose: () => void; children: ComponentChildren }) {
  const drawer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!props.open) return;
    const log = drawer.current?.querySelector<HTMLElement>('.log');
    if (log) { log.scrollTop = log.scrollHeight; log.focus({ preventScroll: true }); }
  }, [props.open]);
  return (
    <div id="log-drawer" class="log-drawer" data-region="log-drawer" ref={drawer} role="dialog" aria-modal="false" aria-label="Game log" hidden={!props.open}>
      <div class="log-drawer-head">
        <button type="button" id="log-close" onClick={props.onClose}>Close the log <kbd>Esc</kbd></button>
      </div>
      {props.children}
    </div>
  );
}
