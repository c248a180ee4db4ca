import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { createGame } from '../src/index';
import { playUntil } from './play-until';
import type { RuleOptions } from '../src/core/state';

const content = defaultContent();

/** The Agenda's advance over the first Enemy Phase: end every turn, answer whatever is asked with the first legal action. */
function firstAgendaAdvance(players: number, rules: Partial<RuleOptions>): number {
  const made = createGame({ content, players, rules }, 'agenda-pace');
  if (!made.ok) throw new Error(made.error.message);
  let from = made.state.tracks.agenda;
  const { state } = playUntil(made.state, (s) => {
    if (s.round < 1) from = s.tracks.agenda;
    return s.round >= 2;
  });
  expect(state.round).toBe(2);
  return (state.tracks.agenda - from + content.board.agendaTrackLength) % content.board.agendaTrackLength;
}

describe('rules.agendaPace: the difficulty option (D88)', () => {
  it.each([1, 2, 4])('with %i players the Agenda moves 2 + 1 per player (standard), one less (gentle), one more (harsh)', (players) => {
    expect(firstAgendaAdvance(players, {})).toBe(2 + players);
    expect(firstAgendaAdvance(players, { agendaPace: 'standard' })).toBe(2 + players);
    expect(firstAgendaAdvance(players, { agendaPace: 'gentle' })).toBe(1 + players);
    expect(firstAgendaAdvance(players, { agendaPace: 'harsh' })).toBe(3 + players);
  });

  it('refuses an unknown pace, naming the option', () => {
    const made = createGame({ content, players: 2, rules: { agendaPace: 'glacial' } as unknown as Partial<RuleOptions> }, 'agenda-pace');
    expect(made.ok).toBe(false);
    if (!made.ok) expect(made.error.message).toContain('agendaPace');
  });
});
