import { describe, expect, it } from 'vitest';
import { hexKey, type GameEvent } from '@everrain/engine';
import { eventText, manualEntry } from '@everrain/text';
import { rollNotes } from '../src/playback/explain';
import { latestRolls } from '../src/playback/rolls';
import { ownEvents, splitMove } from '../src/playback/steps';
import { newSession, play, type Session } from '../src/session';
import { legalActions } from '@everrain/engine';

let seq = 100;
/** An event of the steps' fixture, its sentence carried in its data (the steps take the words as given). */
function ev(kind: GameEvent['kind'], text: string, more: Partial<GameEvent> = {}): GameEvent {
  return { seq: seq++, round: 3, kind, rule: 'Test rule', reveals: false, ...more, data: { ...more.data, text } };
}
const say = (e: GameEvent): string => String(e.data.text);

/** The events of ending a turn into an Enemy Phase in which a creature aboard and a ship At Sea act. */
function enemyTurn(): GameEvent[] {
  seq = 100;
  return [
    ev('orderIssued', 'Seat 1 issues a Crew Order.', { seat: 0 }),
    ev('crewMoved', 'Abel moves to the Helm.', { seat: 0 }),
    ev('seaEventDrawn', 'Seat 1 draws a Sea Event: Becalmed.', { seat: 0 }),
    ev('turnEnded', 'Seat 1 ends the turn.', { seat: 0 }),
    ev('enemyPhaseStarted', 'Round 3: the Enemy Phase.'),
    ev('enemyActivated', 'The Cultist activates.', { data: { enemy: 'enemy-1', dice: 2 } }),
    ev('dieRolled', '2 Enemy dice: Move, Omen.', { rule: 'Movement, attacking & objectives', data: { die: 'enemy', faces: ['move', 'omen'] } }),
    ev('enemyResultsIgnored', 'The Cultist: 1 Omen had no use and is ignored.', { data: { moves: 0, damage: 0, omens: 1 } }),
    ev('enemyMoved', 'The Cultist moves to the Main Deck (Zone 4).', { seat: 0, data: { enemy: 'enemy-1', zone: 4, from: 7 } }),
    ev('enemyActivated', 'The Cult Sloop activates.', { data: { enemy: 'enemy-2', dice: 3 } }),
    ev('dieRolled', '3 Enemy dice: Move, Damage, Blank.', { data: { die: 'enemy', faces: ['move', 'damage', 'blank'] } }),
    ev('enemyMoved', 'The Cult Sloop sails to 1,0.', { data: { enemy: 'enemy-2', hex: { q: 1, r: 0 }, from: { q: 2, r: 0 } } }),
    ev('enemyAttack', "The Cult Sloop fires on seat 1's ship: 1 Damage.", { seat: 0, data: { enemy: 'enemy-2', damage: 1, evasionDice: 0 } }),
    ev('enemyAttackResolved', "0 Damage evaded: seat 1's ship takes 1 damage.", { seat: 0, data: { evades: 0, hits: 1 } }),
    ev('dieRolled', 'The Fate Die shows 5: the Zone the damage strikes.', { data: { die: 'fate', value: 5 } }),
    ev('nodeDestroyed', "The Starboard Battery node (Zone 5) of seat 1's ship is destroyed.", { seat: 0, data: { zone: 5 } }),
    ev('agendaAdvanced', 'The Enemy Agenda advances 4 to space 5.'),
    ev('firstPlayerPassed', 'The First Player token passes to seat 1.'),
    ev('roundStarted', 'Round 4 begins: the Player Phase.', { round: 4 }),
    ev('turnStarted', "Seat 1's turn.", { seat: 0, round: 4 }),
  ];
}

describe('the playback: a move cut into its own results and the steps that followed', () => {
  it('keeps the move\'s own results for "Just now" and plays back everything from the Sea Event on', () => {
    const events = enemyTurn();
    const { own, steps } = splitMove(events, say);
    expect(own.map((e) => e.kind)).toEqual(['orderIssued', 'crewMoved']);
    expect(ownEvents(events)).toEqual(own);
    // Nothing is lost or reordered: the steps hold every event after the own results, in order.
    expect(steps.flatMap((s) => s.events)).toEqual(events.slice(2));
  });

  it('groups an activation with its roll and what the roll came to, a Fate Die with what it decided', () => {
    const { steps } = splitMove(enemyTurn(), say);
    const kinds = steps.map((s) => s.events.map((e) => e.kind).join('+'));
    // The Enemy Phase's title opens its first step, with the first activation.
    expect(kinds).toContain('enemyPhaseStarted+enemyActivated+dieRolled+enemyResultsIgnored');
    expect(kinds).toContain('enemyActivated+dieRolled');
    expect(kinds).toContain('enemyAttack+enemyAttackResolved');
    expect(kinds).toContain('dieRolled+nodeDestroyed');
    // Scene-setting events never make a step of their own.
    expect(steps.every((s) => s.events.some((e) => !['turnEnded', 'turnStarted'].includes(e.kind)))).toBe(true);
  });

  it('gives each step its cause: the sequence, and the enemy acting', () => {
    const { steps } = splitMove(enemyTurn(), say);
    const cause = (kind: string) => steps.find((s) => s.events.some((e) => e.kind === kind))!.cause;
    expect(cause('seaEventDrawn')).toBe('Sea Event (seat 1)');
    expect(cause('enemyPhaseStarted')).toBe('Enemy Phase, round 3');
    expect(cause('nodeDestroyed')).toBe('Enemy Phase, round 3 — The Cult Sloop activates.');
    expect(steps.find((s) => s.events.some((e) => say(e).includes('moves to the Main Deck')))!.cause).toBe('Enemy Phase, round 3 — The Cultist activates.');
    // The tracks move after every activation: no enemy is their cause.
    expect(cause('agendaAdvanced')).toBe('Enemy Phase, round 3');
  });

  it('marks a ship sailing from hex to hex, a creature between Zones, damage on a node and the ship fired on', () => {
    const { steps } = splitMove(enemyTurn(), say, { ship: (seat) => (seat === 0 ? '0,0' : undefined), enemy: (id) => (id === 'enemy-2' ? { hex: '1,0' } : undefined) });
    const marks = steps.flatMap((s) => s.marks);
    const shipMarks = steps.flatMap((s) => s.shipMarks);
    expect(marks).toContainEqual(expect.objectContaining({ kind: 'move', piece: 'enemy', from: '2,0', to: '1,0' }));
    expect(marks).toContainEqual(expect.objectContaining({ kind: 'focus', hex: '0,0', tone: 'enemy' }));
    expect(shipMarks).toContainEqual(expect.objectContaining({ seat: 0, zone: 4, kind: 'creature', label: 'from Zone 7' }));
    expect(shipMarks).toContainEqual(expect.objectContaining({ seat: 0, zone: 5, kind: 'damage' }));
  });

  it('marks where an activating enemy stood: where its next move set out from, else where it stands now', () => {
    const { steps } = splitMove(enemyTurn(), say, { enemy: (id) => (id === 'enemy-2' ? { hex: '1,0' } : { seat: 0, zone: 4 }) });
    const activation = (text: string) => steps.find((s) => s.events.some((e) => e.kind === 'enemyActivated' && say(e).includes(text)))!;
    // The Cultist moved from Zone 7 after activating, the Cult Sloop from 2,0: where they stood when they acted.
    expect(activation('Cultist').shipMarks).toContainEqual(expect.objectContaining({ seat: 0, zone: 7, kind: 'focus' }));
    expect(activation('Cult Sloop').marks).toContainEqual(expect.objectContaining({ kind: 'focus', hex: '2,0' }));
    // One that does not move is marked where it stands once the move is over.
    const still = enemyTurn().filter((e) => !(e.kind === 'enemyMoved' && e.data?.enemy === 'enemy-2'));
    const sloop = splitMove(still, say, { enemy: () => ({ hex: '5,5' }) }).steps.find((s) => s.events.some((e) => say(e) === 'The Cult Sloop activates.'))!;
    expect(sloop.marks).toContainEqual(expect.objectContaining({ kind: 'focus', hex: '5,5' }));
  });

  it('marks the Zone of a Fray on every step of it', () => {
    seq = 1;
    const events = [
      ev('orderIssued', 'Seat 1 issues a Crew Order.', { seat: 0 }),
      ev('crewMoved', 'Abel moves to the Main Deck.', { seat: 0 }),
      ev('frayStarted', 'A Fray breaks out in Zone 4.', { seat: 0, data: { zone: 4, trigger: 'crew' } }),
      ev('dieRolled', '1 Attack die: Damage.', { data: { die: 'attack', faces: ['damage'] } }),
      ev('frayHits', 'Abel hits the Cultist once.', { seat: 0, data: { hits: 1 } }),
      ev('dieRolled', '1 Enemy die: Blank.', { data: { die: 'enemy', faces: ['blank'] } }),
      ev('frayEnded', 'The Fray ends.', { seat: 0 }),
      ev('agendaAdvanced', 'The Enemy Agenda advances 1.'),
    ];
    const { own, steps } = splitMove(events, say);
    expect(own.map((e) => e.kind)).toEqual(['orderIssued', 'crewMoved']);
    const inFray = steps.filter((s) => s.events.some((e) => ['frayStarted', 'dieRolled', 'frayHits', 'frayEnded'].includes(e.kind)));
    expect(inFray.length).toBeGreaterThan(2);
    for (const s of inFray) expect(s.shipMarks).toContainEqual(expect.objectContaining({ seat: 0, zone: 4 }));
    expect(steps.find((s) => s.events.some((e) => e.kind === 'agendaAdvanced'))!.shipMarks).toEqual([]);
  });

  it('has no playback for a move that set nothing going', () => {
    seq = 1;
    const events = [ev('orderIssued', 'Seat 1 issues a Navigation Order.'), ev('shipMoved', 'The ship sails ahead.', { data: { hex: { q: 1, r: 0 }, cost: 1 } })];
    expect(splitMove(events, say)).toEqual({ own: events, steps: [] });
  });

  it('loses no event of a seeded game, and draws every enemy ship that sailed', () => {
    // A seeded 2-seat game ending every turn at once: enemies come and sail within its first 40 moves.
    let s = newSession({ players: 2, length: 'short', rules: {} }, 'pb-1') as Session;
    let sailed = 0;
    for (let i = 0; i < 40 && !s.state.outcome; i++) {
      const legal = legalActions(s.state);
      const next = play(s, legal.find((a) => a.type === 'endTurn') ?? legal[0]!);
      if (typeof next === 'string') throw new Error(next);
      const events = next.events.slice(s.events.length);
      s = next;
      const split = splitMove(events, (e) => eventText(e, s.state.catalog), {
        ship: (seat) => {
          const hex = s.state.players[seat]?.position?.hex;
          return hex ? hexKey(hex) : undefined;
        },
      });
      expect([...split.own, ...split.steps.flatMap((st) => st.events)]).toEqual(events);
      for (const e of events.filter((x) => x.kind === 'enemyMoved' && x.data?.hex)) {
        const step = split.steps.find((st) => st.events.includes(e))!;
        const from = e.data!.from as { q: number; r: number };
        const to = e.data!.hex as { q: number; r: number };
        expect(step.marks).toContainEqual(expect.objectContaining({ kind: 'move', from: hexKey(from), to: hexKey(to) }));
        sailed += 1;
      }
    }
    expect(sailed, 'the seed has an enemy ship sailing').toBeGreaterThan(0);
  });
});

describe('the dice tray', () => {
  it('keeps the latest roll and its cause across a new round (no "No dice rolled this round yet")', () => {
    const events = enemyTurn();
    const latest = latestRolls(events, say)!;
    expect(latest.heading).toBe('Enemy Phase, round 3');
    expect(latest.rolls.map((r) => r.roll.kind)).toEqual(['dieRolled', 'dieRolled', 'dieRolled']);
    expect(latest.rolls[0]!.cause).toBe('The Cultist activates.');
    expect(latest.rolls[2]!.cause).toBe("The Cult Sloop fires on seat 1's ship: 1 Damage.");
    // Round 4 began after the rolls, and the next turn's moves roll nothing: the tray still shows them.
    const later = [...events, ev('orderIssued', 'Seat 1 issues a Navigation Order.', { round: 4 }), ev('shipMoved', 'Sails.', { round: 4 })];
    expect(latestRolls(later, say)!.rolls.map((r) => r.roll.seq)).toEqual(latest.rolls.map((r) => r.roll.seq));
  });

  it('shows only the rolls so far while the playback is part-way', () => {
    const events = enemyTurn();
    const first = events.find((e) => e.kind === 'dieRolled')!;
    expect(latestRolls(events, say, first.seq)!.rolls.map((r) => r.roll)).toEqual([first]);
    expect(latestRolls(events, say, first.seq - 1)).toBeNull();
  });
});

describe('the rules a roll is read by', () => {
  it('come from the Reference Manual: the die, the Omen that showed, the rule it was rolled under', () => {
    const roll = enemyTurn().find((e) => e.kind === 'dieRolled')!;
    const notes = rollNotes(roll);
    expect(notes.map((n) => n.entry)).toEqual(expect.arrayContaining(['enemy-dice', 'omen']));
    expect(notes.find((n) => n.entry === 'omen')!.text).toBe(manualEntry('omen')!.summary);
    expect(rollNotes({ ...roll, kind: 'enemyMoved' })).toEqual([]);
  });
});
