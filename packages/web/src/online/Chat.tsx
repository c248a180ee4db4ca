import { useEffect, useRef, useState } from 'preact/hooks';
import type { TableChatLine } from '../drivers/driver';

/** Lines said by others since this browser last had the chat open (or since the page opened it). */
export function unreadCount(chat: readonly TableChatLine[], seenUpTo: number, mySeat: number | null): number {
  return chat.slice(seenUpTo).filter((l) => l.seat !== mySeat).length;
}

/**
 * An online game's chat, beside the log: the lines so far with who said them, a field to say one (seats
 * only; spectators read), and, while it is folded away, how many lines others said since it was last open.
 */
export function Chat(props: { chat: readonly TableChatLine[]; seat: number | null; onSay: (text: string) => void }) {
  const { chat, seat } = props;
  const [open, setOpen] = useState(true);
  const [seen, setSeen] = useState(chat.length);
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (open) setSeen(chat.length);
    list.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [open, chat.length]);
  const unread = open ? 0 : unreadCount(chat, seen, seat);
  const say = (e: Event) => {
    e.preventDefault();
    if (!text.trim()) return;
    props.onSay(text);
    setText('');
  };
  return (
    <section class={`chat${open ? ' open' : ''}`} aria-label="Chat">
      <button type="button" class="chat-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        Chat{unread > 0 ? <span class="unread" data-unread={unread} aria-label={`${unread} unread`}> {unread}</span> : null}
      </button>
      {open ? (
        <>
          <ol class="chat-lines" ref={list} aria-live="polite">
            {chat.length === 0 ? <li class="hint">Nothing said yet.</li> : chat.map((l) => (
              <li key={`${l.at}/${l.seat}/${l.text}`} class={l.seat === seat ? 'mine' : ''}><strong>{l.name}</strong>: {l.text}</li>
            ))}
          </ol>
          {seat !== null ? (
            <form class="chat-say" onSubmit={say}>
              <input id="chat-input" maxLength={280} value={text} aria-label="Say something" placeholder="Say something…"
                onInput={(e) => setText(e.currentTarget.value)} onKeyDown={(e) => e.stopPropagation()} />
              <button type="submit">Send</button>
            </form>
          ) : <p class="hint">Spectators read the chat.</p>}
        </>
      ) : null}
    </section>
  );
}
