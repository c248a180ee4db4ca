import type { GameEvent, GameState } from '@everrain/engine';
import { Term } from './Term';

interface Step {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly term: string;
  /** Whether this seat has done what the step teaches: in hot-seat, each player goes through the guide. */
  readonly done: (state: GameState, events: readonly GameEvent[], seat: number) => boolean;
}

const happened = (events: readonly GameEvent[], kind: GameEvent['kind'], seat: number) =>
  events.some((e) => e.kind === kind && e.round >= 1 && (e.seat === undefined || e.seat === seat));

/** The guided first game: short prompts, each gone once the player has done what it teaches. */
const STEPS: readonly Step[] = [
  { id: 'place', title: 'Place your ship', term: 'setup',
    text: 'Choose where your ship starts: click a ⚓ hex on the map, then the way its bow faces.',
    done: (s, _e, seat) => s.players[seat]?.position !== null || s.players[seat]?.sunkAt !== null },
  { id: 'crow', title: "Orders: man the Crow's Nest", term: 'orders',
    text: "Everything you do costs an Order — the dots on your ship board: Crew Orders move crew, Navigation Orders sail, Artillery Orders fire. Spend a Crew Order now: pick a crew member under \"Crew Orders\", then send them to the Crow's Nest. Someone there lets the ship reveal new map tiles.",
    done: (_s, e, seat) => happened(e, 'crewMoved', seat) },
  { id: 'navigate', title: 'Issue a Navigation Order', term: 'navigation-orders',
    text: 'Press "Issue a Navigation Order": the manned Navigation nodes give you points to spend on turning and sailing.',
    done: (_s, e, seat) => happened(e, 'navigationPointsGained', seat) },
  { id: 'sail', title: 'Sail', term: 'ship-movement',
    text: 'Highlighted hexes are within reach; the small number is what it costs. Click one to sail there. Rough Seas and Storms cost double.',
    done: (_s, e, seat) => happened(e, 'shipMoved', seat) },
  { id: 'reveal', title: 'Reveal the unknown', term: 'revealing-tiles',
    text: 'Face an empty part of the map with someone in the Crow\'s Nest, and a "?" appears ahead of your bow: click it to reveal a new tile and gain a Clue.',
    done: (_s, e, seat) => happened(e, 'tileRevealed', seat) },
  { id: 'port', title: 'Visit a Port', term: 'ports',
    text: 'Sail into a Port (P). Its board lists the services: send a crew member to one — the Apothecary heals Trauma, the University turns Clues into Discovery.',
    done: (_s, e, seat) => happened(e, 'serviceEngaged', seat) },
  { id: 'end', title: 'End your turn', term: 'enemy-phase',
    text: 'When you are done, end your turn. After every player has gone, the enemies act: the log explains each of their rolls. Next turn begins by recovering three Issued Orders — pick the mix you need.',
    done: (_s, e, seat) => happened(e, 'turnEnded', seat) },
];

export function tourStep(state: GameState, events: readonly GameEvent[], seat: number): Step | undefined {
  return STEPS.find((s) => !s.done(state, events, seat));
}

export function Tour(props: { state: GameState; events: readonly GameEvent[]; seat: number; onSkip: () => void }) {
  const step = tourStep(props.state, props.events, props.seat);
  const index = step ? STEPS.indexOf(step) + 1 : STEPS.length;
  return (
    <aside id="tour" class="tour" aria-label="Guided first game" aria-live="polite">
      {step ? (
        <>
          <p class="tour-count">Guide{props.state.players.length > 1 ? ` for seat ${props.seat + 1}` : ''} · {index} of {STEPS.length}</p>
          <h2>{step.title}</h2>
          <p>{step.text} <Term id={step.term}>More…</Term></p>
        </>
      ) : (
        <>
          <h2>You know the basics</h2>
          <p>Win by bringing the Player Discovery token to the end of the Discovery Track before the Enemy Discovery token gets there. Every rule is in the <Term id="winning-and-losing">Reference Manual</Term> (press M).</p>
        </>
      )}
      <button type="button" id="tour-skip" onClick={props.onSkip}>{step ? 'Skip the guide' : 'Close the guide'}</button>
    </aside>
  );
}
