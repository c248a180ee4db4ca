import { useState } from 'preact/hooks';
import type { TableChatLine } from '../drivers/driver';

/** Longest line the chat box takes: the server's MAX_CHAT (packages/server/src/protocol.ts), which refuses longer ones. */
const CHAT_LIMIT = 280;

/** An online game's chat, in the log drawer beside the log: the lines so far and a box to say one. */
export function Chat(props: { lines: readonly TableChatLine[]; onSay: ((text: string) => void) | undefined }) {
  const [text, setText] = useState('');
  const say = props.onSay;
  return (
    <section class="chat" aria-label="Chat" data-region="chat">
      <ol class="chat-lines" aria-live="polite">
        {/* A line from the table itself (seat -1: a turn's time ran out, the clock paused) is said, not spoken by a seat. */}
        {props.lines.map((l, i) => (l.seat < 0
          ? <li key={i} class="table-line" data-seat={l.seat}><em>{l.text}</em></li>
          : <li key={i} data-seat={l.seat}><strong>{l.name}:</strong> {l.text}</li>))}
      </ol>
      {say ? (
        <form class="chat-say" onSubmit={(e) => { e.preventDefault(); const line = text.trim(); if (line) { say(line); setText(''); } }}>
          <input id="chat-input" aria-label="Say in the chat" maxLength={CHAT_LIMIT} value={text} onInput={(e) => setText(e.currentTarget.value)} />
          <button type="submit" id="chat-send">Say</button>
        </form>
      ) : null}
    </section>
  );
}
