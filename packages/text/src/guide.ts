/**
 * The guided first game's words (issue #15, item 3; D143): each lesson's title and text, said by every client that
 * guides a new player. Where a lesson states a rule, the Reference Manual's entry (`term`) says it in full.
 */
export type GuideLesson = 'place' | 'crow' | 'navigate' | 'sail' | 'reveal' | 'port' | 'end';

export const GUIDE_LESSONS: Readonly<Record<GuideLesson, { readonly title: string; readonly text: string; readonly term: string; readonly later: string }>> = {
  place: { title: 'Place your ship', term: 'setup', later: 'when it is your turn to place it',
    text: 'Choose where your ship starts: click a ⚓ hex on the map, then the way its bow faces.' },
  crow: { title: "Orders: man the Crow's Nest", term: 'orders', later: 'when you have a Crew Order to issue',
    text: "Everything you do costs an Order — the dots on your ship board: Crew Orders move crew, Navigation Orders sail, Artillery Orders fire. Spend a Crew Order now: pick a crew member under \"Crew Orders\", then send them to the Crow's Nest. Someone there lets the ship reveal new map tiles." },
  navigate: { title: 'Issue a Navigation Order', term: 'navigation-orders', later: 'when you have a Navigation Order to issue',
    text: 'Press "Issue a Navigation Order": the manned Navigation nodes give you points to spend on turning and sailing.' },
  sail: { title: 'Sail', term: 'ship-movement', later: 'when you have Navigation points to spend',
    text: 'Highlighted hexes are within reach; the small number is what it costs. Click one to sail there. Rough Seas and Storms cost double.' },
  reveal: { title: 'Reveal the unknown', term: 'revealing-tiles', later: "when your bow faces an empty part of the map with someone in the Crow's Nest and a point to spend",
    text: 'A "?" ahead of your bow means a new tile can come out: press "Reveal" (or click the ?) to lay it and gain a Clue.' },
  port: { title: 'Visit a Port', term: 'ports', later: 'when you sail into a Port',
    text: 'You are in a Port: its board lists the services. Send a crew member to one — the Apothecary heals Trauma, the University turns Clues into Discovery.' },
  end: { title: 'End your turn', term: 'enemy-phase', later: 'on your turn',
    text: 'When you are done, end your turn. After every player has gone, the enemies act: the log explains each of their rolls. Next turn begins by recovering three Issued Orders — pick the mix you need.' },
};

/** Why a Navigation Order is not suggested now: it would buy no step (D113). */
export const GUIDE_NAVIGATION_TRAP = 'when a Navigation Order can buy a step (here one buys nothing: a Rough Sea or a Storm doubles every cost)';

/** When "Visit a Port" will come: none revealed yet, or the nearest `hexes` away. */
export function guidePortLater(revealed: number, nearest: number | null): string {
  if (revealed === 0 || nearest === null) return 'when a Port (P) is revealed and you sail into it';
  return `when you sail into a Port (the nearest is ${nearest} ${nearest === 1 ? 'hex' : 'hexes'} away)`;
}

/** A note on Strain when crew On Deck would suffer it: who, and what a full track means. */
export const GUIDE_STRAIN_ADVICE = 'A full Trauma/Strain track and one more gem slays them: order tired crew Below Deck, or end the turn in a Port.';
