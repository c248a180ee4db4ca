import { useEffect, useRef } from 'preact/hooks';
import { activeMarket, activeShipyard, awaitingTestChance, crewDef, currentFrame, denizenAvailability, crewStats, hexKey, priceAt, wagesDue, type Action, type GameEvent, type PendingDecision, type VisibleState } from '@everrain/engine';
import type { JSX } from 'preact';
import { denizenClosedText, describeAction, skillTestText, upgradePriceText, wagesText } from '@everrain/text';
import { Card, cardFace, type CardFace } from '../board/Cards';
import { decisionPrompt } from './decisions';
import { revealBesideGuide } from './guide-scroll';
import { Dice } from '../board/Dice';
import { IslandBoard } from '../board/AwayBoards';
import { CrewCard } from '../board/ShipBoard';
import { useSeatName } from '../words/seat-names';
import { Term } from '../words/Term';
import { adviceMark, useAdvised } from '../table/advice';

/**
 * A decision the rules put to the players (which Orders to recover, how to spread Trauma, a Denizen…):
 * a prompt that takes the focus and cannot be missed, with every legal answer as a button.
 */
/** The card whose effects are asking (the engine's effect frame names it): the last drawn card of that name. */
function cardAsking(state: VisibleState, events: readonly GameEvent[]): CardFace | undefined {
  const source = currentFrame(state)?.source;
  if (!source) return undefined;
  for (let i = events.length - 1; i >= 0; i--) {
    const id = events[i]!.data?.card;
    const face = typeof id === 'string' ? cardFace(state, id) : undefined;
    if (face?.name === source) return face;
  }
  return undefined;
}

type Kind = PendingDecision['kind'];
type DecisionOf<K extends Kind> = Extract<PendingDecision, { kind: K }>;

/** What a decision's context is drawn from. */
interface ContextProps<K extends Kind> {
  readonly state: VisibleState;
  readonly legal: readonly Action[];
  readonly decision: DecisionOf<K>;
  readonly events: readonly GameEvent[];
  /** An answer's button. */
  readonly button: (a: Action, label?: string, full?: string) => JSX.Element;
  readonly priceHere: (treasure: string) => string;
}

/** How a decision kind is shown beside its answers: what it answers (a card, dice, a board), and the answers that context already offers. */
interface DecisionView<K extends Kind> {
  readonly context?: (p: ContextProps<K>) => JSX.Element | null;
  readonly shownInContext?: (a: Action, decision: DecisionOf<K>, state: VisibleState) => boolean;
}

const cardOf = (state: VisibleState, id: string) => {
  const face = cardFace(state, id);
  return face ? <Card face={face} /> : null;
};

/**
 * Every decision kind the rules put to the players (issue #22 item 5): the compiler refuses a kind left out
 * (its title, help and manual entry are in decisions.ts, keyed alike). `{}`: its answers alone say it all.
 */
const DECISION_VIEWS: { readonly [K in Kind]: DecisionView<K> } = {
  placeShip: {},
  chooseFirstPlayer: {},
  recoverOrders: {},
  actReward: {},
  respawn: {},
  chooseEnemy: {},
  moveStorm: {},
  boardingCrew: {},
  expedition: { context: ({ state }) => <IslandBoard state={state} /> },
  denizen: {
    context: ({ state, decision }) => {
      const closed = denizenAvailability(state)?.closed;
      return <>{cardOf(state, decision.card)}{closed ? <p class="hint">{denizenClosedText(closed)}</p> : null}</>;
    },
  },
  // The dice being answered: the latest Attack, Evasion and Enemy rolls.
  convertOmens: { context: ({ events }) => latestRolls(events) },
  assignTrauma: { context: ({ events }) => latestRolls(events) },
  chooseOption: { context: ({ state, events }) => askingCard(state, events) },
  chooseCrew: { context: ({ state, events }) => askingCard(state, events) },
  capture: { context: ({ state, decision }) => cardOf(state, decision.card) },
  payWages: {
    context: ({ state, decision }) => {
      const due = wagesDue(state, decision.seat);
      const seatCrew = state.players[decision.seat]?.crew ?? [];
      return (
        <div>
          <p class="hint" data-testid="wages-due">{wagesText(due)}</p>
          <ul class="wages">
            {due.crew.map((w) => {
              const crew = seatCrew.find((c) => c.id === w.crew);
              return <li key={w.crew}>{crew ? crewDef(state.catalog, crew.token).name : w.crew}: {w.wage} coin</li>;
            })}
          </ul>
        </div>
      );
    },
  },
  hireCrew: {
    context: ({ state, decision }) => {
      const crew = state.players[decision.seat]?.crew.find((c) => c.id === decision.crew);
      if (!crew) return null;
      return (
        <div>
          <p class="hint">{crewDef(state.catalog, crew.token).name} asks to join for a wage of {wagesDue(state, decision.seat).crew.find((w) => w.crew === crew.id)?.wage ?? 0} coin (you have {state.players[decision.seat]?.coin ?? 0}).</p>
          <ul class="crew-list"><CrewCard state={state} crew={crew} /></ul>
        </div>
      );
    },
  },
  market: {
    context: ({ state, legal, button, priceHere }) => {
      const market = activeMarket(state);
      if (!market) return null;
      return (
        <div class="cards">
          {market.offered.map((id) => {
            const face = cardFace(state, id);
            const buy = legal.find((a) => a.type === 'trade' && a.buy === id);
            const price = priceHere(id);
            return face ? <Card key={id} face={face}>{buy ? button(buy, `Buy for ${price}`, describeAction(state, buy)) : <span class="hint">{price} here: you cannot buy it now</span>}</Card> : null;
          })}
        </div>
      );
    },
    shownInContext: (a) => a.type === 'trade' && a.buy !== null,
  },
  keepTreasure: {
    context: ({ state, legal, decision, button }) => (
      <div class="cards">
        {decision.treasures.map((id) => {
          const face = cardFace(state, id);
          const keep = legal.find((a) => a.type === 'keepTreasure' && a.treasure === id);
          return face ? <Card key={id} face={face}>{keep ? button(keep, 'Keep this one', describeAction(state, keep)) : null}</Card> : null;
        })}
      </div>
    ),
    shownInContext: (a, decision, state) => a.type === 'keepTreasure' && decision.treasures.some((id) => cardFace(state, id) !== undefined && id === a.treasure),
  },
  shipyard: {
    context: ({ state, legal, decision, button }) => {
      const shipyard = activeShipyard(state);
      if (!shipyard) return null;
      return (
        <div class="cards">
          {shipyard.offered.map((o) => {
            const face = cardFace(state, o.card);
            const buys = legal.filter((a) => a.type === 'buyUpgrade' && a.card === o.card);
            const label = (b: Action) => (b.type === 'buyUpgrade' && b.slot !== null && buys.length > 1 ? `Slot ${b.slot + 1}` : 'Buy');
            return face ? (
              <Card key={o.card} face={face}>
                {buys.length ? <>{buys.length > 1 ? <span class="hint">Buy for Below Deck:</span> : null}{buys.map((b) => <span key={describeAction(state, b)}>{button(b, label(b), describeAction(state, b))}</span>)}</> : <span class="hint">Cannot buy</span>}
                <span class="hint price">{upgradePriceText(state, decision.seat, o.card)}</span>
              </Card>
            ) : null;
          })}
        </div>
      );
    },
    shownInContext: (a) => a.type === 'buyUpgrade' && a.card !== null,
  },
};

interface Answer { readonly action: Action; readonly label: string }
interface AnswerGroup { readonly prefix: string | null; readonly items: readonly Answer[] }

/** Words two labels start with alike. */
function sharedWords(a: string, b: string): number {
  const x = a.split(' ');
  const y = b.split(' ');
  let n = 0;
  while (n < x.length - 1 && n < y.length - 1 && x[n] === y[n]) n++;
  return n;
}

/**
 * A long list of answers folded so that all of it stays in sight: a run of answers whose words start alike
 * ("Place your ship on the Calm Sea at 0,0 facing …", "Boarding: Kit Lanyard moves to …") is written once,
 * with a short button for each answer's end (its whole answer is its accessible name). Short lists stay as they are.
 */
function answerGroups(answers: readonly Answer[]): AnswerGroup[] {
  if (answers.length < 7) return answers.map((a) => ({ prefix: null, items: [a] }));
  const groups: AnswerGroup[] = [];
  for (let i = 0; i < answers.length;) {
    const first = answers[i]!;
    const shared = i + 1 < answers.length ? sharedWords(first.label, answers[i + 1]!.label) : 0;
    let j = i + 1;
    while (shared >= 3 && j < answers.length && sharedWords(first.label, answers[j]!.label) === shared) j++;
    if (j - i < 2) {
      groups.push({ prefix: null, items: [first] });
      i++;
      continue;
    }
    groups.push({ prefix: first.label.split(' ').slice(0, shared).join(' '), items: answers.slice(i, j) });
    i = j;
  }
  return groups;
}

function decisionView<K extends Kind>(decision: DecisionOf<K>): DecisionView<K> {
  return DECISION_VIEWS[decision.kind];
}

function latestRolls(events: readonly GameEvent[]): JSX.Element | null {
  const rolls = events.filter((e) => e.kind === 'dieRolled' && e.data?.die !== 'fate').slice(-3);
  return rolls.length ? <Dice events={rolls} fresh={Number.MAX_SAFE_INTEGER} /> : null;
}

function askingCard(state: VisibleState, events: readonly GameEvent[]): JSX.Element | null {
  const face = cardAsking(state, events);
  return face ? <Card face={face} /> : null;
}

export function Prompt(props: { state: VisibleState; legal: readonly Action[]; selectedHex: string | null; events: readonly GameEvent[]; onAct: (a: Action) => void }) {
  const { state, legal } = props;
  const decision = state.pending[0];
  const heading = useRef<HTMLHeadingElement>(null);
  const seatName = useSeatName();
  const advised = useAdvised();
  const key = decision ? `${decision.kind}-${decision.seat}-${state.eventCount}` : '';
  useEffect(() => {
    if (!decision) return;
    heading.current?.focus({ preventScroll: true });
    revealBesideGuide(heading.current?.closest<HTMLElement>('.prompt'));
  }, [key]);
  if (!decision) return null;
  const prompt = decisionPrompt(decision);
  const placing = decision.kind === 'placeShip' || decision.kind === 'respawn';
  const options = placing && props.selectedHex
    ? legal.filter((a) => (a.type === 'placeShip' || a.type === 'respawn') && hexKey(a.hex) === props.selectedHex)
    : legal;
  const button = (a: Action, label = describeAction(state, a), full?: string) => (
    <button type="button" class="answer" data-type={a.type} {...adviceMark(advised, a)} onClick={() => props.onAct(a)} {...(full ? { 'aria-label': full, title: full } : {})}>{label}</button>
  );
  /** A Treasure's price at the Marketplace open now (the card shows its standard price). */
  const priceHere = (id: string) => {
    const treasure = state.catalog.treasures.find((t) => t.id === id);
    const market = activeMarket(state);
    return treasure && market ? `${priceAt(treasure, market.port)} coin` : '';
  };
  const view = decisionView(decision);
  const context = view.context?.({ state, legal, decision, events: props.events, button, priceHere }) ?? null;
  const shownInContext = (a: Action) => view.shownInContext?.(a, decision, state) ?? false;
  const rest = options.filter((a) => !shownInContext(a));
  /** A crew member's answer says what they bring: the skills a card may test, and how hurt they are. */
  const crewLabel = (a: Action): string | undefined => {
    const id = a.type === 'chooseCrew' ? a.crew : a.type === 'answerDenizen' && a.accept ? a.crew : null;
    const c = id ? state.players[a.seat]?.crew.find((m) => m.id === id) : undefined;
    if (!c) return undefined;
    const s = crewStats(state, c);
    // The engine works out whom the test involves and the odds, as it will roll it.
    const odds = a.type === 'chooseCrew' ? awaitingTestChance(state, c.id) : undefined;
    if (odds) return `${describeAction(state, a)} — ${skillTestText(odds)}`;
    return `${describeAction(state, a)} — Island ${s.islandSkill} · Port ${s.portSkill} · Attack ${s.attackDice} · ${c.trauma + c.strain} of ${s.trackLength} on their track`;
  };
  return (
    <section class="prompt" aria-labelledby="prompt-title" data-decision={decision.kind} data-guide="decision">
      <h2 id="prompt-title" tabIndex={-1} ref={heading}>{seatName(decision.seat)}: {prompt.title}</h2>
      <p>{prompt.help} <Term id={prompt.manual}>(rules)</Term></p>
      {placing ? <p class="hint">{props.selectedHex ? `Facing for ${props.selectedHex}:` : 'Click a highlighted hex on the map to see its facings, or pick from the list.'}</p> : null}
      {context}
      <ul class="answers">
        {answerGroups(rest.map((a) => ({ action: a, label: crewLabel(a) ?? describeAction(state, a) }))).map((g, i) => (g.prefix === null
          ? <li key={i}>{button(g.items[0]!.action, g.items[0]!.label)}</li>
          : <li key={i} class="answer-group"><span class="answer-prefix">{g.prefix}…</span>
            <span class="answer-ways">{g.items.map((x, j) => <span key={j}>{button(x.action, x.label.slice(g.prefix!.length).trim(), x.label)}</span>)}</span></li>))}
      </ul>
    </section>
  );
}
