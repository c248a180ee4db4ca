import { useEffect, useRef, useState } from 'preact/hooks';
import { MANUAL_CATEGORIES, MANUAL_ENTRIES, MANUAL_HOME, manualSegments, searchManual, type ManualEntry } from '@everrain/text';
import { findEntry } from '../words/Term';

/** A paragraph of the manual, its [[links]] as links to other entries. */
function Paragraph(props: { text: string; onOpen: (id: string) => void }) {
  return (
    <p>
      {manualSegments(props.text).map((s, i) => ('link' in s
        ? <a key={i} href={`#manual/${s.link}`} onClick={(e) => { e.preventDefault(); props.onOpen(s.link); }}>{s.text}</a>
        : <Plain key={i} text={s.text} />))}
    </p>
  );
}

/** Plain text, with the decisions it cites ("(Decision D31)") set small: they are for the curious. */
function Plain(props: { text: string }) {
  const parts = props.text.split(/(\((?:see )?(?:Decisions?|D)\s?D?\d+[^)]*\))/);
  return <>{parts.map((part, i) => (i % 2 === 1 ? <small key={i} class="cite">{part}</small> : part))}</>;
}

/**
 * The Reference Manual: an index by category, a search, and one entry at a time with its links; Back
 * retraces the links followed, "Index" is the way back to the top.
 */
export function Manual(props: { start: string | null; onClose: () => void }) {
  // Each page seen: an entry, the index (null), or a search; Back retraces them.
  const [history, setHistory] = useState<{ readonly entry: string | null; readonly query: string }[]>(
    [{ entry: props.start ? findEntry(props.start)?.id ?? null : null, query: '' }]);
  const [query, setQuery] = useState('');
  const dialog = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const current = history[history.length - 1]?.entry ?? null;
  const entry = current ? findEntry(current) : undefined;
  const open = (id: string | null) => { setHistory([...history.slice(0, -1), { entry: current, query }, { entry: id, query: '' }]); setQuery(''); };
  const back = () => {
    const previous = history[history.length - 2];
    if (!previous) return;
    setHistory(history.slice(0, -1));
    setQuery(previous.query);
  };
  useEffect(() => { heading.current?.focus(); }, [current]);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    return () => before?.focus?.();
  }, []);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') { e.preventDefault(); props.onClose(); return; }
    if (e.key !== 'Tab' || !dialog.current) return;
    // Keep the focus inside the dialog while it is open.
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, [tabindex="0"]')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) { e.preventDefault(); last.focus(); }
    else if (!e.shiftKey && document.activeElement === last) { e.preventDefault(); first.focus(); }
  };
  const found = query.trim() ? searchManual(query) : [];
  return (
    <div class="overlay" onClick={(e) => { if (e.target === e.currentTarget) props.onClose(); }}>
      <div ref={dialog} id="manual" class="manual" role="dialog" aria-modal="true" aria-labelledby="manual-title" onKeyDown={onKey}>
        <header class="manual-head">
          <strong id="manual-title">Reference Manual</strong>
          <input type="search" placeholder="Search the rules…" aria-label="Search the Reference Manual" value={query}
            onInput={(e) => setQuery(e.currentTarget.value)} id="manual-search" />
          <button type="button" disabled={history.length < 2} onClick={back}>Back</button>
          <button type="button" onClick={() => open(null)} disabled={current === null && !query}>Index</button>
          <button type="button" onClick={props.onClose} aria-label="Close the Reference Manual">Close</button>
        </header>
        <div class="manual-body">
          {query.trim() ? (
            <section aria-label="Search results">
              <h2 tabIndex={-1} ref={heading}>{found.length} result{found.length === 1 ? '' : 's'} for “{query}”</h2>
              <ul class="manual-results">
                {found.map((e) => <li key={e.id}><a href={`#manual/${e.id}`} onClick={(ev) => { ev.preventDefault(); open(e.id); }}>{e.term}</a> — {e.summary}</li>)}
              </ul>
            </section>
          ) : entry ? (
            <EntryView entry={entry} headingRef={heading} onOpen={open} />
          ) : (
            <Index headingRef={heading} onOpen={open} />
          )}
        </div>
      </div>
    </div>
  );
}

function EntryView(props: { entry: ManualEntry; headingRef: { current: HTMLHeadingElement | null }; onOpen: (id: string) => void }) {
  const { entry } = props;
  const linkedFrom = MANUAL_ENTRIES.filter((e) => e.id !== entry.id && e.body.some((b) => b.includes(`[[${entry.id}]]`) || b.includes(`[[${entry.id}|`)));
  return (
    <article data-entry={entry.id}>
      <p class="crumbs">{entry.category}</p>
      <h2 tabIndex={-1} ref={props.headingRef}>{entry.term}</h2>
      <p class="summary">{entry.summary}</p>
      {entry.body.map((b, i) => <Paragraph key={i} text={b} onOpen={props.onOpen} />)}
      {entry.sources.length ? <p class="sources">From: {entry.sources.join(' · ')}</p> : null}
      {linkedFrom.length ? (
        <p class="see-also">Mentioned in: {linkedFrom.map((e, i) => (
          <span key={e.id}>{i ? ', ' : ''}<a href={`#manual/${e.id}`} onClick={(ev) => { ev.preventDefault(); props.onOpen(e.id); }}>{e.term}</a></span>
        ))}</p>
      ) : null}
    </article>
  );
}

function Index(props: { headingRef: { current: HTMLHeadingElement | null }; onOpen: (id: string) => void }) {
  return (
    <nav aria-label="Index of the Reference Manual">
      <h2 tabIndex={-1} ref={props.headingRef}>Index</h2>
      <p>Every rules term of The Everrain, in our words. Terms underlined with dots on the board and in the log open here.
        New to the game? Start with the <a href={`#manual/${MANUAL_HOME}`} onClick={(ev) => { ev.preventDefault(); props.onOpen(MANUAL_HOME); }}>Overview</a>.</p>
      {MANUAL_CATEGORIES.map((category) => {
        const entries = MANUAL_ENTRIES.filter((e) => e.category === category).sort((a, b) => a.term.localeCompare(b.term));
        if (entries.length === 0) return null;
        return (
          <section key={category} class="manual-category">
            <h3>{category}</h3>
            <ul>{entries.map((e) => <li key={e.id}><a href={`#manual/${e.id}`} title={e.summary} onClick={(ev) => { ev.preventDefault(); props.onOpen(e.id); }}>{e.term}</a></li>)}</ul>
          </section>
        );
      })}
    </nav>
  );
}
