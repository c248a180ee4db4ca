import type { ComponentChildren } from 'preact';
import { entryForRule, manualEntry, type ManualEntry } from '@everrain/text';
import { useUi } from '../table/ui-context';

/** The Reference Manual entry an id, term or rulebook section name stands for. */
export function findEntry(ref: string): ManualEntry | undefined {
  return manualEntry(ref) ?? entryForRule(ref);
}

/** A rules term on the screen: its summary as a tooltip, a click away from its Reference Manual entry. */
export function Term(props: { id: string; children?: ComponentChildren }) {
  const ui = useUi();
  const entry = findEntry(props.id);
  if (!entry) return <>{props.children ?? props.id}</>;
  return (
    <a class="term" href={`#manual/${entry.id}`} title={`${entry.term}: ${entry.summary}`} data-term={entry.id}
      onClick={(e) => { e.preventDefault(); ui.openManual(entry.id); }}>
      {props.children ?? entry.term}
    </a>
  );
}
