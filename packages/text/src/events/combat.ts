import { artilleryDef, crewDef, enemyDef, hexKey } from '@everrain/engine';
import { s, seatOf, seatWord, type SomeRenderers } from './words';

/** Combat: Artillery volleys, the Fray On Deck, Boarding. */
export const COMBAT_TEXT: SomeRenderers<
  'artilleryFired' | 'volleyHits' | 'volleyBlanks' | 'boardingStarted' | 'boardingLost' | 'boardingWon' | 'frayStarted' | 'frayHits' | 'frayEvades' | 'frayEnded'
> = {
  artilleryFired: (d, e, content) => {
    const name = d.artillery ? artilleryDef(content, d.artillery).name : d.slot;
    return `${seatOf(e)} fires the ${name}${d.astern ? ' astern' : ''} at ${hexKey(d.target)} with ${d.dice} Attack ${d.dice === 1 ? 'die' : 'dice'}${d.fromImprovements ? ` (${d.fromImprovements} from Improvements)` : ''}.`;
  },
  volleyHits: (d, _e, content) => `${d.hits} hit${s(d.hits)} on ${d.card !== null ? `the ${enemyDef(content, d.card).name}` : `the enemies aboard ${seatWord(d.aboard ?? 0)}'s ship`}.`,
  volleyBlanks: (d, e) => `${d.blanks} Blank result${s(d.blanks)}: ${seatWord(e.seat ?? 0)}'s ship takes ${d.blanks} damage.`,
  boardingStarted: (d, e, content) => `${seatOf(e)} boards the ${enemyDef(content, d.card).name} (${d.board ?? 'its deck'}): ${d.defenders} ${d.defenders === 1 ? 'enemy defends' : 'enemies defend'} it.`,
  boardingLost: () => 'Every crew member who boarded has fallen.',
  boardingWon: (d, _e, content) => `Every defender is destroyed: the ${enemyDef(content, d.card).name} is taken and its crew return aboard.`,
  frayStarted: (d, e, content) => `A Fray breaks out in Zone ${d.zone} of ${seatWord(e.seat ?? 0)}'s ship: ${d.crew.map((c) => crewDef(content, c).name).join(', ')} against ${d.enemies.map((c) => `the ${enemyDef(content, c).name}`).join(', ')} (${d.trigger === 'crew' ? 'the crew attack' : 'the enemy attacks'}).`,
  frayHits: (d) => `The crew land ${d.hits} hit${s(d.hits)}.`,
  frayEvades: (d) => `${d.damage} enemy Damage, ${d.evaded} evaded: ${d.trauma} Trauma for the crew.`,
  frayEnded: (d) => `The Fray in Zone ${d.zone} is over.`,
};
