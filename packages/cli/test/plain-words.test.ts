import { describe, expect, it } from 'vitest';
import { BOTS, seatTurn } from '@everrain/bots';
import { defaultContent } from '@everrain/content';
import { apply, awaitedSeat, createGame, legalActions, view, type GameState, type RuleOptions } from '@everrain/engine';
import { DECISION_TITLES, describeAction, MANUAL_ENTRIES, waitingText } from '@everrain/text';

/*
 * Issue #24 item 7: no content id, rule-decision number or internal name in any text a player reads. Seeded
 * games (1–4 seats, the advanced rules on) are played by the heuristic and the search bots; every event's text,
 * every legal action's words, the waiting line, the decision titles and every bot reason are searched for
 * tokens that read as ids: a hyphenated lower-case id with a number or several parts (`the-caged-gull-2`), a
 * camelCase word (`calmSea`), a snake_case word, a decision number (`D4`, `Decision D12`).
 */

const content = defaultContent();

/** The id-like tokens in a text (each with a little of its context). */
export function idLike(text: string): string[] {
  const found: string[] = [];
  const patterns: RegExp[] = [
    /\b[a-z]+(?:-[a-z0-9]+)+-\d+\b/g, // kebab with a trailing number: the-caged-gull-2
    /\b[a-z]+(?:-[a-z]+){2,}\b/g, // three or more kebab parts: sea-event-card
    /\b[a-z]+[A-Z][A-Za-z]*\b/g, // camelCase: calmSea, roughSea, issueCrewOrder
    /\b[a-z]+_[a-z_]+\b/g, // snake_case
    /\bD\d{1,3}\b/g, // a decision number
  ];
  const seen = new Set<string>();
  for (const re of patterns) {
    for (const m of text.matchAll(re)) {
      if ([...seen].some((s) => s.includes(m[0]))) continue;
      seen.add(m[0]);
      found.push(`${m[0]} in "${text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30)}"`);
    }
  }
  return found;
}

/** Words a player reads that look like ids but are English (none yet: add with a reason). */
const ENGLISH = new Set<string>([]);

let checked = 0;
/** Skill tests' results as the log says them (issue #24 item 7: the target and the roll, in words). */
const skillTests: string[] = [];

function play(players: number, seed: string, bot: 'heuristic' | 'search', rules: Partial<RuleOptions>, limit: number): Set<string> {
  const created = createGame({ players, length: 'short', content, rules }, seed);
  if (!created.ok) throw new Error(created.error.message);
  let state: GameState = created.state;
  const bots = state.players.map((p) => BOTS[bot]!(`${seed}/${p.seat}`));
  const leaks = new Set<string>();
  const check = (text: string) => { checked += 1; for (const l of idLike(text)) if (!ENGLISH.has(l.split(' ')[0]!)) leaks.add(l); };
  for (const e of created.events) check(e.text);
  for (let i = 0; i < limit && !state.outcome; i++) {
    const legal = legalActions(state);
    const seat = awaitedSeat(state) ?? legal[0]!.seat;
    const v = view(state, seat);
    check(waitingText(v));
    for (const a of legal.slice(0, 60)) check(describeAction(v, a));
    const own = legal.filter((a) => a.seat === seat);
    const { action, reason } = bots[seat]!.choose(seatTurn(state, seat, own.length ? own : legal));
    check(reason);
    const r = apply(state, action);
    if (!r.ok) throw new Error(r.error.message);
    for (const e of r.events) {
      check(e.text);
      if (e.kind === 'skillTested') skillTests.push(e.text);
    }
    state = r.state;
  }
  return leaks;
}

describe('plain words (issue #24 item 7)', () => {
  it('the id-like check finds what it should, and not plain English', () => {
    expect(idLike('Story card the-caged-gull-2 is set aside').length).toBe(1);
    expect(idLike('ends the turn calmSea').length).toBe(1);
    expect(idLike('see (Decision D4)').length).toBe(1);
    expect(idLike('Seat 2 sails ahead into a Rough Sea for 2 points; a well-known Port.')).toEqual([]);
  });

  it('the Reference Manual cites no decision number and names no internal', () => {
    for (const entry of MANUAL_ENTRIES) {
      for (const text of [entry.term, entry.summary, ...entry.body, ...entry.sources]) {
        // [[links|shown]] carry entry ids: only the words shown count.
        const shown = text.replace(/\[\[([^\]|]+)\|([^\]]+)\]\]/g, '$2').replace(/\[\[([^\]]+)\]\]/g, (_, id: string) => id.replace(/-/g, ' '));
        expect(idLike(shown), `${entry.id}: ${shown.slice(0, 80)}`).toEqual([]);
      }
    }
  });

  it('decision titles name no internal', () => {
    for (const title of Object.values(DECISION_TITLES)) expect(idLike(title)).toEqual([]);
  });

  it('no event, action, waiting line or bot reason of seeded games names an internal id', () => {
    const rules: Partial<RuleOptions> = { boarding: true, exhaustiveExpeditions: true, finalConfrontation: true };
    const leaks = new Set<string>();
    for (const [players, seed, bot, limit] of [[1, 'words-1', 'heuristic', 1500], [2, 'words-2', 'heuristic', 1500], [4, 'words-4', 'heuristic', 1500], [2, 'words-s', 'search', 250]] as const) {
      for (const l of play(players, seed, bot, rules, limit)) leaks.add(l);
    }
    expect([...leaks].slice(0, 40)).toEqual([]);
    expect(checked, 'texts read').toBeGreaterThan(20_000);
    expect(skillTests.length, 'skill tests were rolled').toBeGreaterThan(0);
    for (const text of skillTests) expect(text).toMatch(/: roll \d or less to succeed — rolled \d: (succeeded|failed)\.$/);
  }, 240_000);
});
