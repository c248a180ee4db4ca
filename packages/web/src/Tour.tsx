import type { GameEvent, GameState } from '@everrain/engine';
import { Term } from './Term';

interface Step {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly term: string;
  readonly done: (state: GameState, events: readonly GameEvent[]) => boolean;
}

const happened = (events: readonly GameEvent[], kind: GameEvent['kind'], from = 1) => events.some((e) => e.kind === kind && e.round >= from);

/** The guided first game: short prompts, each gone once the player has done what it teaches. */
const STEPS: readonly Step[] = [
  { id: 'place', title: 'Set sail from a Port', term: 'setup',
    text: 'Choose where your ship starts: click a highlighted hex on the map, then the way its bow faces.',
    done: (s) => s.players.every((p) => p.position !== null || p.sunkAt !== null) },
  { id: 'crow', title: "Orders: man the Crow's Nest", term: 'orders',
    text: "Everything you do costs an Order — the dots on your ship board: Crew Orders move crew, Navigation Orders sail, Artillery Orders fire. Spend a Crew Order now: pick a crew member under \"Crew Orders\", then send them to the Crow's Nest. Someone there lets the ship reveal new map tiles.",
    done: (_s, e) => happened(e, 'crewMoved') },
  { id: 'navigate', title: 'Issue a Navigation Order', term: 'navigation-orders',
    text: 'Press "Issue a Navigation Order": the manned Navigation nodes give you points to spend on turning and sailing.',
    done: (_s, e) => happened(e, 'navigationPointsGained') },
  { id: 'sail', title: 'Sail', term: 'ship-movement',
    text: 'Highlighted hexes are within reach; the small number is what it costs. Click one to sail there. Rough Seas and Storms cost double.',
    done: (_s, e) => happened(e, 'shipMoved') },
  { id: 'reveal', title: 'Reveal the unknown', term: 'revealing-tiles',
    text: 'Face an empty part of the map with someone in the Crow\'s Nest, and a "?" appears ahead of your bow: click it to reveal a new tile and gain a Clue.',
    done: (_s, e) => happened(e, 'tileRevealed') },
  { id: 'port', title: 'Visit a Port', term: 'ports',
    text: 'Sail into a Port (P). Its board lists the services: send a crew member to one — the Apothecary heals Trauma, the University turns Clues into Discovery.',
    done: (_s, e) => happened(e, 'serviceEngaged') },
  { id: 'end', title: 'End your turn', term: 'enemy-phase',
    text: 'When you are done, end your turn. After every player has gone, the enemies act: the log explains each of their rolls. Next turn begins by recovering three Issued Orders — pick the mix you need.',
    done: (_s, e) => happened(e, 'turnEnded') },
];

export function tourStep(state: GameState, events: readonly GameEvent[]): Step | undefined {
  return STEPS.find((s) => !s.done(state, events));
}

export function Tour(props: { state: GameState; events: readonly GameEvent[]; onSkip: () => void }) {
  const step = tourStep(props.state, props.events);
  const index = step ? STEPS.indexOf(step) + 1 : STEPS.length;
  return (
    <aside id="tour" class="tour" aria-label="Guided first game" aria-live="polite">
      {step ? (
        <>
          <p class="tour-count">Guide · {index} of {STEPS.length}</p>
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
