import type { NoticeKind } from './notices';

/*
 * What a notice says (issue #23 item 3, D165): players' words only — the game by the names at its table, a
 * link to the seat's game address (never a key: the person's browser holds it) and a link to unsubscribe.
 * Never an internal id in the prose.
 */

/** Every message the outbox sends: the notices' kinds and an address's confirmation. */
export type MessageKind = NoticeKind | 'confirm';

export interface MessageFacts {
  readonly kind: MessageKind;
  /** Every seat's name, in seat order. */
  readonly names: readonly string[];
  readonly seat: number;
  /** The game's result once over: 'won', 'lost', 'ended' (by its host). */
  readonly result: string | null;
  readonly deadline: number | null;
  readonly now: number;
  readonly gameLink: string;
  readonly unsubscribeLink: string;
  /** The confirmation link (a 'confirm' message). */
  readonly confirmLink?: string;
}

export interface Words {
  readonly subject: string;
  /** The message's one paragraph, without the links. */
  readonly line: string;
  /** The whole plain text: the line, the game's link, the unsubscribe link. */
  readonly text: string;
}

/** "the game with Ana and Ben": the others at the table, by name. */
export function gameWith(names: readonly string[], seat: number): string {
  const others = names.filter((_, i) => i !== seat);
  if (others.length === 0) return 'your solo game';
  const list = others.length === 1 ? others[0]! : `${others.slice(0, -1).join(', ')} and ${others[others.length - 1]!}`;
  return `the game with ${list}`;
}

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "in about 3 hours (Friday 27 November, 12:00 UTC)" — spelled out here, not by the locale data Node was built with. */
export function whenItRunsOut(deadline: number, now: number): string {
  const minutes = Math.max(0, Math.round((deadline - now) / 60_000));
  const about = minutes < 90 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : minutes < 36 * 60 ? `${Math.round(minutes / 60)} hours` : `${Math.round(minutes / 1440)} days`;
  const d = new Date(deadline);
  const two = (n: number) => String(n).padStart(2, '0');
  return `in about ${about} (${DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}, ${two(d.getUTCHours())}:${two(d.getUTCMinutes())} UTC)`;
}

function resultWords(result: string | null): string {
  switch (result) {
    case 'won': return 'The crew won.';
    case 'lost': return 'The crew lost.';
    case 'ended': return 'Its host ended it.';
    default: return '';
  }
}

export function wordsFor(f: MessageFacts): Words {
  const game = gameWith(f.names, f.seat);
  const { subject, line } = ((): { subject: string; line: string } => {
    switch (f.kind) {
      case 'your-turn':
        return { subject: 'Your turn in The Everrain', line: `It is your turn in The Everrain (${game}).${f.deadline !== null ? ` Your turn's time runs out ${whenItRunsOut(f.deadline, f.now)}.` : ''}` };
      case 'reminder':
        return { subject: 'Your turn in The Everrain is running out', line: `It is still your turn in The Everrain (${game}), and its time runs out ${f.deadline !== null ? whenItRunsOut(f.deadline, f.now) : 'soon'}: then a bot plays your seat until you come back.` };
      case 'bot-playing':
        return { subject: 'A bot plays your seat in The Everrain', line: `Your turn's time ran out in The Everrain (${game}): a bot plays your seat until you come back to the game.` };
      case 'game-over':
        return { subject: 'Your game of The Everrain is over', line: `Your game of The Everrain (${game}) is over. ${resultWords(f.result)}`.trim() };
      case 'confirm':
        return { subject: 'Confirm your address for The Everrain', line: `Someone (you, we hope) asked for a mail when it is your turn in The Everrain (${game}). Open this link to confirm: ${f.confirmLink ?? ''}\nIf it was not you, ignore this mail: nothing more is sent unless the link is opened.` };
    }
  })();
  const text = `${line}\n\nThe game: ${f.gameLink}\n\nNo more of these: ${f.unsubscribeLink}\n`;
  return { subject, line, text };
}

/** A webhook's body: Discord reads `content`, Slack `text` (its own escaping); nobody is mentioned by a name. */
export function webhookBody(words: Words, gameLink: string, unsubscribeLink: string): { content: string; text: string; allowed_mentions: { parse: never[] } } {
  const plain = `${words.line}\n${gameLink}\nNo more of these: ${unsubscribeLink}`;
  const slack = plain.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return { content: plain.slice(0, 2000), text: slack, allowed_mentions: { parse: [] } };
}
