import { useEffect, useRef, useState } from 'preact/hooks';
import type { TableChatLine } from '../drivers/driver';

/** Lines said by others after `seenAt` (the time of the newest line this browser has had on screen). */
export function unreadCount(chat: readonly TableChatLine[], seenAt: number, mySeat: number | null): number {
  return chat.filter((l) => l.at > seenAt && l.seat !== mySeat).length;
}

/** The time of the newest line (0 for none). */
export function newestAt(chat: readonly TableChatLine[]): number {
  return chat.reduce((t, l) => Math.max(t, l.at), 0);
}

/**
 * An online game's chat, beside the log in its drawer: the lines so far with who said them, and a field to
 * say one (seats only; spectators read). `onSeen` gives the time of the newest line on screen (the
 * drawer open), so the header can mark the lines said after it as unread.
 */
export function Chat(props: { chat: readonly TableChatLine[]; seat: number | null; onSay: (text: string) => void; onSeen: (at: number) => void }) {
  const { chat, seat, onSeen } = props;
  const [text, setText] = useState('');
  const box = useRef<HTMLElement>(null);
  const visible = useRef(false);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const watch = new IntersectionObserver(([entry]) => {
      visible.current = entry?.isIntersecting ?? false;
      if (visible.current) onSeen(newestAt(chat));
    });
    watch.observe(el);
    return () => watch.disconnect();
  }, [chat.length]);
  useEffect(() => {
    if (visible.current) onSeen(newestAt(chat));
    const list = box.current?.querySelector('.chat-lines');
    if (list) list.scrollTop = list.scrollHeight;
  }, [chat.length]);
  const say = (e: Event) => {
    e.preventDefault();
    if (!text.trim()) return;
    props.onSay(text);
    setText('');
  };
  return (
    <section class="chat" aria-label="Chat" ref={box}>
      <h2>Chat</h2>
      <ol class="chat-lines" aria-live="polite">
        {chat.length === 0 ? <li class="hint">Nothing said yet.</li> : chat.map((l) => (
          <li key={`${l.at}/${l.seat}/${l.text}`} class={l.seat === seat ? 'mine' : ''}><strong>{l.name}</strong>: {l.text}</li>
        ))}
      </ol>
      {seat !== null ? (
        <form class="chat-say" onSubmit={say}>
          <input id="chat-input" maxLength={280} value={text} aria-label="Say something" placeholder="Say something…" autoComplete="off"
            onInput={(e) => setText(e.currentTarget.value)} />
          <button type="submit">Send</button>
        </form>
      ) : <p class="hint">Watchers read the chat.</p>}
    </section>
  );
}
