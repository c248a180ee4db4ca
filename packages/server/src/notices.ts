/**
 * What the server tells people away from the table (issue #23 items 3–4): a seat's turn, a reminder before
 * its turn's time runs out, a bot taking over an absent seat. The rooms and the turn clocks only say what
 * happened (`queue`); which of the seat's opted-in channels (e-mail, webhook) hear it, whether its person is
 * looking at the game just now, and the delivery (once across nodes, surviving a restart) are the notices'
 * own business (notify-*.ts).
 */
export type NoticeKind =
  /** The seat is awaited now (its turn, or a decision it must make). */
  | 'your-turn'
  /** The seat's turn time (a per-game limit) runs out at `deadline` and it has not moved. */
  | 'reminder'
  /** The turn's time ran out: a bot plays the seat until its person comes back. */
  | 'bot-playing'
  /** The game ended (won, lost or ended by its host). */
  | 'game-over';

export interface Notice {
  readonly kind: NoticeKind;
  readonly game: string;
  readonly seat: number;
  /** The game's version the notice is about (a stale turn notice is not sent once the game moved on). */
  readonly version: number;
  /** When the seat's turn time runs out (ms since the epoch), for a reminder or a your-turn under a limit. */
  readonly deadline?: number | null;
}

export interface Notices {
  /** Records the notice durably for delivery; resolves once queued (not once sent). Never throws for a seat nobody subscribed. */
  queue(notice: Notice): Promise<void>;
}

/** A server with no way to reach anyone away from the page. */
export const noNotices: Notices = { queue: async () => {} };
