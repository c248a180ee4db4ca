import { useState } from 'preact/hooks';
import type { Action } from '@everrain/engine';
import { DEFAULT_BOT_BUDGET, type Advice } from '@everrain/bots';
import { adviceText } from '@everrain/text';
import type { TableSnapshot } from '../drivers/driver';
import { adviseOffThread, canThinkOffThread } from '../drivers/bot-thinker';
import './advice.css';

type Asked =
  | { readonly at: number; readonly status: 'asking' }
  | { readonly at: number; readonly status: 'advised'; readonly advice: Advice }
  | { readonly at: number; readonly status: 'failed'; readonly error: string };

/**
 * "Ask the crew" (issue #25 item 4): the search run for this table's own seat, off the page's thread, from
 * what the table shows that seat (the snapshot's view and legal actions — local and online alike), never the
 * game's hidden state. It says the move, why, and how sure the crew is; the move is marked on the table
 * (`onAdvice`, with the version it stands for) until the game moves on.
 */
export function AskTheCrew(props: { snap: TableSnapshot; onAdvice: (advised: { readonly at: number; readonly action: Action } | null) => void; onAct: (a: Action) => void }) {
  const { snap, onAdvice } = props;
  const [asked, setAsked] = useState<Asked | null>(null);
  const current = asked && asked.at === snap.version ? asked : null;
  if (snap.seat === null || snap.legal.length === 0 || !canThinkOffThread()) return null;
  const seat = snap.seat;
  const ask = () => {
    const at = snap.version;
    setAsked({ at, status: 'asking' });
    void adviseOffThread({ view: snap.view, seat, legal: snap.legal, seed: `${at}:${seat}`, budget: DEFAULT_BOT_BUDGET }).then((answer) => {
      setAsked((now) => {
        if (!now || now.at !== at) return now;
        if (!answer.ok) return { at, status: 'failed', error: answer.error };
        onAdvice({ at, action: answer.advice.action });
        return { at, status: 'advised', advice: answer.advice };
      });
    });
  };
  const dismiss = () => {
    setAsked(null);
    onAdvice(null);
  };
  if (!current) {
    return <p class="ask-crew"><button type="button" id="ask-crew" onClick={ask} title="The crew weigh your choices from what you can see, and say what they would do">Ask the crew</button></p>;
  }
  if (current.status === 'asking') return <p class="ask-crew" role="status" id="crew-advice">The crew confer…</p>;
  if (current.status === 'failed') return <p class="ask-crew" role="alert" id="crew-advice">The crew could not agree: {current.error} <button type="button" onClick={dismiss}>Close</button></p>;
  const words = adviceText(snap.view, current.advice);
  const sure = words.sureness[0]!.toUpperCase() + words.sureness.slice(1);
  return (
    <section class="crew-advice" id="crew-advice" role="status" aria-label="The crew's advice" data-sureness={words.sureness}>
      <h3>The crew would: {words.what}</h3>
      <p>{words.why}</p>
      <p class="sureness"><strong>{sure}.</strong> {words.weighing}</p>
      <p>
        <button type="button" id="take-advice" class="primary-action" onClick={() => { dismiss(); props.onAct(current.advice.action); }}>Do it</button>
        {' '}<button type="button" onClick={dismiss}>Never mind</button>
      </p>
    </section>
  );
}
