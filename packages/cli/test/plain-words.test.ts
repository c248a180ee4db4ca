import { describe, expect, it } from 'vitest';
import { BOTS, seatTurn } from '@everrain/bots';
import { defaultContent } from '@everrain/content';
import { apply, awaitedSeat, createGame, legalActions, view, type GameState, type RuleOptions } from '@everrain/engine';
import { DECISION_TITLES, describeAction, eventText, idLikeTokens as idLike, MANUAL_ENTRIES, waitingText } from '@everrain/text';

/*
 * Issue #24 item 7: no content id, rule-decision number or internal name in any text a player reads. Seeded
 * games (1–4 seats, the advanced rules on) are played by the heuristic and the search bots; every event's text,
 * every legal action's words, the waiting line, the decision titles and every bot reason are searched for
 * tokens that read as ids (the text package's idLikeTokens).
 */

const content = defaultContent();

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
  for (const e of created.events) check(eventText(e, content));
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
      const text = eventText(e, content);
      check(text);
      if (e.kind === 'skillTested') skillTests.push(text);
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
