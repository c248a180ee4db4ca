import type { NotifySubscription, NotifyToken, OutboxEntry, PresenceRow } from './store';

/* The notices' rows (D165) as both stores read them (SQLite gives integers and 0/1, PostgreSQL BIGINT text and booleans). */

/** Sent, dropped and failed messages are kept this long (to look into), then pruned. */
export const OUTBOX_KEPT_MS = 7 * 86_400_000;
/** A confirmation link works a week (notify-settings.ts); its token is then pruned. An unsubscribe link works a year. */
export const CONFIRM_TOKEN_KEPT_MS = 8 * 86_400_000;
export const TOKEN_KEPT_MS = 366 * 86_400_000;

export interface NotifySubRow { game_id: string; seat: number; email: string | null; email_confirmed: number; webhook: string | null; always: number }
export interface NotifyTokenRow { hash: Buffer; purpose: string; game_id: string; seat: number; channel: string; target: string; created_at: number }
export interface OutboxRow { id: number | string; game_id: string; seat: number; kind: string; version: number; deadline: number | string | null; channel: string; target: string; due_at: number | string; state: string; attempts: number }
export interface PresenceDbRow { game_id: string; seat: number; node: string; looking: number | boolean; at: number | string }

export function subscriptionOf(r: NotifySubRow | { game_id: string; seat: number; email: string | null; email_confirmed: boolean | number; webhook: string | null; always: boolean | number }): NotifySubscription {
  return { game: r.game_id, seat: r.seat, email: r.email, emailConfirmed: Boolean(r.email_confirmed), webhook: r.webhook, always: Boolean(r.always) };
}
export function tokenOf(r: NotifyTokenRow | (Omit<NotifyTokenRow, 'created_at'> & { created_at: number | string })): NotifyToken {
  return { hash: r.hash, purpose: r.purpose as NotifyToken['purpose'], game: r.game_id, seat: r.seat, channel: r.channel as NotifyToken['channel'], target: r.target, createdAt: Number(r.created_at) };
}
export function outboxOf(r: OutboxRow): OutboxEntry {
  return { id: Number(r.id), game: r.game_id, seat: r.seat, kind: r.kind, version: r.version, deadline: r.deadline === null ? null : Number(r.deadline), channel: r.channel as OutboxEntry['channel'], target: r.target, dueAt: Number(r.due_at), attempts: r.attempts };
}
export function presenceOf(r: PresenceDbRow): PresenceRow {
  return { node: r.node, game: r.game_id, seat: r.seat, looking: Boolean(r.looking), at: Number(r.at) };
}
