import { crewDef, guideFacts, navigationOrderValue, revealTargets, type Action, type GameEvent, type VisibleState, type GuideFacts } from '@everrain/engine';
import { GUIDE_LESSONS, GUIDE_NAVIGATION_TRAP, GUIDE_STRAIN_ADVICE, guidePortLater, manualEntry, manualPlainText, plural, warningsText, type GuideLesson } from '@everrain/text';
import { decisionPrompt } from './decisions';

/** What a guide step sees: the game, its record, the seat being guided, the legal actions, the engine's guide facts. */
export interface GuideView {
  readonly state: VisibleState;
  readonly events: readonly GameEvent[];
  readonly seat: number;
  readonly legal: readonly Action[];
  readonly facts: GuideFacts;
}

/** One thing the guide teaches, the control it points at (`data-guide` on that control), and when it can be done. */
export interface GuideStep {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly term: string;
  /** The `data-guide` value of the control the step talks about. */
  readonly target: string;
}

interface Lesson {
  readonly id: string;
  readonly title: string;
  readonly term: string;
  readonly target: (v: GuideView) => string;
  readonly text: (v: GuideView) => string;
  /** Whether this seat has done what the step teaches: in hot-seat, each player goes through the guide. */
  readonly done: (v: GuideView) => boolean;
  /** Whether it can be done now: a step that cannot is passed over until it can (the guide never stalls, D143). */
  readonly possible: (v: GuideView) => boolean;
  /** When it will come, said while it waits. */
  readonly later: (v: GuideView) => string;
}

const happened = (v: GuideView, kind: GameEvent['kind']) =>
  v.events.some((e) => e.kind === kind && e.round >= 1 && (e.seat === undefined || e.seat === v.seat));
const offers = (v: GuideView, test: (a: Action) => boolean) => v.legal.some((a) => a.seat === v.seat && test(a));

/** A rule in the Reference Manual's own words (packages/text): the first sentence of an entry's paragraph. */
export function ruleWords(id: string, paragraph = 0): string {
  const entry = manualEntry(id);
  const text = entry ? manualPlainText(entry.body[paragraph] ?? entry.summary) : '';
  const first = /^.*?[.!?](\s|$)/.exec(text);
  return (first ? first[0] : text).trim();
}

/** How each lesson is done, when it can be done, and where it points; its words are packages/text's (GUIDE_LESSONS). */
type Rules = Omit<Lesson, 'id' | 'title' | 'term' | 'text' | 'later'> & { readonly text?: Lesson['text']; readonly later?: Lesson['later'] };

/** No points left, a Fresh Navigation Order to issue, and a tile it would reveal (turning and sailing to face it). */
function revealByOrder(v: GuideView): boolean {
  const me = v.state.players[v.seat];
  if (!me?.position || (v.state.turn?.navigationPoints ?? 0) > 0) return false;
  if (!offers(v, (a) => a.type === 'issueNavigationOrder' && !a.fleeting)) return false;
  return revealTargets(v.state, me, navigationOrderValue(v.state, me)).length > 0;
}

const RULES: Readonly<Record<GuideLesson, Rules>> = {
  place: { target: () => 'decision',
    done: (v) => v.state.players[v.seat]?.position !== null || v.state.players[v.seat]?.sunkAt !== null,
    possible: (v) => v.state.pending[0]?.kind === 'placeShip' && v.state.pending[0].seat === v.seat },
  crow: { target: () => 'crew-orders', done: (v) => happened(v, 'crewMoved'), possible: (v) => offers(v, (a) => a.type === 'issueCrewOrder') },
  navigate: { target: () => 'navigate', done: (v) => happened(v, 'navigationPointsGained'),
    // Never into the trap (D113): a Navigation Order that would buy no step is not suggested.
    possible: (v) => offers(v, (a) => a.type === 'issueNavigationOrder' && !a.fleeting) && !v.facts.navigationOrderTrap,
    later: (v) => (v.facts.navigationOrderTrap ? GUIDE_NAVIGATION_TRAP : GUIDE_LESSONS.navigate.later) },
  sail: { target: () => 'sail', done: (v) => happened(v, 'shipMoved'),
    possible: (v) => offers(v, (a) => (a.type === 'sail' && a.step !== 'reveal') || a.type === 'face') },
  // Also with no points yet, when a Navigation Order would reach a "?" (the map marks it): point at the Order.
  reveal: { target: (v) => (offers(v, (a) => a.type === 'sail' && a.step === 'reveal') ? 'reveal' : 'navigate'), done: (v) => happened(v, 'tileRevealed'),
    possible: (v) => offers(v, (a) => a.type === 'sail' && a.step === 'reveal') || revealByOrder(v) },
  port: { target: () => 'port', done: (v) => happened(v, 'serviceEngaged'), possible: (v) => offers(v, (a) => a.type === 'engageService'),
    later: (v) => guidePortLater(v.facts.portsRevealed, v.facts.nearestPort) },
  end: { target: () => 'end-turn', done: (v) => happened(v, 'turnEnded'), possible: (v) => offers(v, (a) => a.type === 'endTurn'),
    text: (v) => {
      const end = v.legal.find((a) => a.type === 'endTurn' && a.seat === v.seat);
      const traps = end ? warningsText(v.state, end) : [];
      return `${traps.length ? `Before you do: ${traps.join(' ')} ` : ''}${GUIDE_LESSONS.end.text}`;
    } },
};

const LESSONS: readonly Lesson[] = (Object.keys(RULES) as GuideLesson[]).map((id) => ({
  id, title: GUIDE_LESSONS[id].title, term: GUIDE_LESSONS[id].term,
  text: RULES[id].text ?? (() => GUIDE_LESSONS[id].text),
  later: RULES[id].later ?? (() => GUIDE_LESSONS[id].later),
  target: RULES[id].target, done: RULES[id].done, possible: RULES[id].possible,
}));

export const LESSON_COUNT = LESSONS.length;

/** The view of a seat, with the engine's guide facts. */
export function guideView(state: VisibleState, events: readonly GameEvent[], seat: number, legal: readonly Action[]): GuideView {
  return { state, events, seat, legal, facts: guideFacts(state, seat) };
}

/**
 * The step the guide shows: the first lesson not done that can be done now. A lesson that cannot be done now
 * is passed over (never a stall); one the seat is asked a decision about shows that decision instead.
 * `waiting`: the lessons not done and not possible now, with when they will come; `index`: the lessons done, plus
 * the one shown (1-based, of LESSON_COUNT), so the step shown and those still to come never count past LESSON_COUNT.
 */
export function guideStep(v: GuideView): { step: GuideStep | null; index: number; waiting: string[] } {
  const open = LESSONS.filter((l) => !l.done(v));
  const now = open.find((l) => l.possible(v));
  const waiting = open.filter((l) => l !== now).filter((l) => !l.possible(v)).map((l) => `${l.title} — ${l.later(v)}`);
  const decision = v.state.pending[0];
  if (!now && decision && decision.seat === v.seat && open.length) {
    const p = decisionPrompt(decision);
    return { step: { id: `decision-${decision.kind}`, title: p.title, text: `${p.help} The guide goes on once it is answered.`, term: p.manual, target: 'decision' }, index: LESSONS.length - open.length + 1, waiting };
  }
  if (!now) return { step: null, index: LESSONS.length - open.length, waiting };
  // Counted as the lessons done plus this one, not by its place in the list: a step passed over and taught later
  // never makes the count go back (issue #24: "7 of 7, still to come 2", then "6 of 7").
  return { step: { id: now.id, title: now.title, text: now.text(v), term: now.term, target: now.target(v) }, index: LESSONS.length - open.length + 1, waiting };
}

/** A note the guide adds when something happens that the first steps do not teach: Strain, enemies aboard, a Fray. */
export interface GuideNote {
  readonly id: 'strain' | 'enemies' | 'fray';
  readonly title: string;
  readonly text: string;
  readonly term: string;
  readonly target: string;
}

export function guideNotes(v: GuideView): GuideNote[] {
  const notes: GuideNote[] = [];
  const p = v.state.players[v.seat];
  const myTurn = v.state.turn?.seat === v.seat && v.state.pending.length === 0;
  if (p && myTurn && v.facts.strainAtTurnEnd.length) {
    const names = v.facts.strainAtTurnEnd.map((s) => {
      const c = p.crew.find((m) => m.id === s.crew);
      return `${c ? crewDef(v.state.catalog, c.token).name : s.crew} (${s.strain})`;
    });
    const end = v.legal.find((a) => a.type === 'endTurn' && a.seat === v.seat);
    const slays = end ? warningsText(v.state, end).filter((t) => / slain/.test(t)) : [];
    notes.push({ id: 'strain', title: 'Strain', term: 'strain', target: 'crew-orders',
      text: `${ruleWords('strain')} Ending here: ${names.join(', ')}. ${slays.length ? slays.join(' ') : GUIDE_STRAIN_ADVICE}` });
  }
  if (v.facts.enemiesAboard > 0) {
    notes.push({ id: 'enemies', title: `${plural(v.facts.enemiesAboard, 'enemy', 'enemies')} aboard`, term: 'enemies-on-deck', target: 'enemies',
      text: `${manualEntry('enemies-on-deck')?.summary ?? ''} ${ruleWords('enemies-on-deck', 2)}` });
  }
  const fought = v.events.some((e) => e.kind === 'frayStarted' && e.seat === v.seat && e.round >= v.state.round - 1);
  if (v.facts.frayOffered || fought) {
    notes.push({ id: 'fray', title: v.facts.frayOffered ? 'Fight: a Fray' : 'A Fray was fought', term: 'fray', target: v.facts.frayOffered ? 'enemies' : '',
      text: `${manualEntry('fray')?.summary ?? ''} ${ruleWords('fray')}${v.facts.frayOffered ? ' The buttons beside each enemy send a crew member in (their Attack dice shown).' : ''}` });
  }
  return notes;
}
