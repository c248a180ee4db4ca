import { crewDef, tileDef, type ContentSet, type DieFace, type FateWhy } from '@everrain/engine';
import { endEventText } from '../ending';
import { orderName, roman, s, seatOf, seatWord, type SomeRenderers } from './words';

const DIE_NAME = { attack: 'Attack', evasion: 'Evasion', enemy: 'Enemy' } as const;
const FACE_NAME: Record<DieFace, string> = { damage: 'Damage', wild: 'Wild', omen: 'Omen', blank: 'Blank', evade: 'Evade', move: 'Move' };

/** Why the Fate Die was rolled, after its face: "the Zone the damage strikes". */
function fateWhy(why: FateWhy, content: ContentSet): string {
  const said = ((): string => {
    switch (why.for) {
      case 'nearestShip': return `${why.ships} ships are equally near: the enemy picks one at random`;
      case 'altar': return `the servants of the Under God at ${why.place}`;
      case 'skillTest': return `${why.skill === 'island' ? 'an Island' : 'a Port'} Skill Test, ${why.target} or less to succeed (${why.crew.map((c: string) => crewDef(content, c).name).join(', ')})`;
      case 'card': return why.source;
      case 'damageZone': return 'the Zone the damage strikes';
      case 'spoils': return `Spoils roll ${why.roll} of ${why.of}`;
      case 'storm': return `Storm ${why.storm + 1} moves`;
      case 'boardingZone': return 'the Zone where it climbs aboard';
      case 'spawnDirection': return 'the direction it comes from';
      default: return '';
    }
  })();
  return why.rolledAgain ? `${said} (${why.rolledAgain.face} names none of ${why.rolledAgain.count}: rolled again)` : said;
}

/** The game's course: setup, rounds and turns, Acts, dice, Clues and coin, the end. */
export const GAME_TEXT: SomeRenderers<
  | 'gameCreated' | 'passengersLeftOut' | 'firstPlayerChosen' | 'tilePlaced' | 'roundStarted' | 'turnStarted' | 'respawnDelayed'
  | 'ordersRecovered' | 'turnEnded' | 'actEnded' | 'actBegan' | 'enemyCardsAdded' | 'orderGained'
  | 'navigationPointsGained' | 'dieRolled' | 'cluesGained' | 'cluesLost' | 'coinGained' | 'coinLost' | 'gameWon' | 'gameLost'
> = {
  gameCreated: (d) => `A ${d.length} game for ${d.players} player${s(d.players)}: the Elder One token starts on space ${d.elderOneSpace}.`,
  passengersLeftOut: (d, _e, content) => {
    const names = [...new Set(d.cards)].map((id) => content.denizens.find((x) => x.id === id)?.name ?? 'a Passenger');
    return `${d.cards.length} Passenger card${d.cards.length === 1 ? ' is' : 's are'} left out of the Denizen deck: their Ports cannot appear in a ${d.length} game (${names.join(', ')}).`;
  },
  firstPlayerChosen: (d) => (d.atRandom ? `Seat ${d.seat + 1} is chosen at random as the First Player.` : `Seat ${d.seat + 1} is the First Player this round.`),
  tilePlaced: (d, _e, content) => `The first Act I map tile, ${tileDef(content, d.tile).name}, is placed in the centre slot.`,
  roundStarted: (_d, e) => `Round ${e.round} begins: the Player Phase.`,
  turnStarted: (_d, e) => `${seatOf(e)}'s turn.`,
  respawnDelayed: (_d, e) => `Every hex of the map is taken: ${seatWord(e.seat ?? 0)}'s new ship waits for room.`,
  ordersRecovered: (d, e) => `${seatOf(e)} recovers ${d.crew} Crew, ${d.navigation} Navigation and ${d.artillery} Artillery Orders.`,
  turnEnded: (_d, e) => `${seatOf(e)} ends the turn.`,
  actEnded: (d) => `${d.leader === 'player' ? 'The players' : 'The enemy'} reached the end of Act ${roman(d.act)} first.`,
  actBegan: (d) => `Act ${roman(d.act)} begins${d.act <= 3 ? `: Act ${roman(d.act)} map tiles can now be revealed` : ''}.`,
  enemyCardsAdded: (d) => `${d.cards} Act ${roman(d.act)} Enemy cards are shuffled into the Enemy deck.`,
  orderGained: (d, e) => `${seatOf(e)} gains ${d.order === 'artillery' ? 'an' : 'a'} ${orderName(d.order)} Order${d.forActEnd ? ' for reaching the end of the Act first' : ''}.`,
  navigationPointsGained: (d) => `The Navigation Order gives ${d.gained} Navigation point${s(d.gained)} (1, plus 1 per manned Navigation node); ${d.toSpend} to spend.`,
  dieRolled: (d, _e, content) => (d.die === 'fate'
    ? `The Fate Die shows ${d.value}${fateWhy(d.why, content) ? `: ${fateWhy(d.why, content)}` : ''}.`
    : `${d.faces.length} ${DIE_NAME[d.die]} ${d.faces.length === 1 ? 'die' : 'dice'}: ${d.faces.map((f) => FACE_NAME[f]).join(', ')}.`),
  cluesGained: (d, e) => `${seatOf(e)} gains ${d.clues} Clue${s(d.clues)} (${d.total} in all).`,
  cluesLost: (d, e) => `${seatOf(e)} loses ${-d.clues} Clue${s(-d.clues)} (${d.total} in all).`,
  coinGained: (d, e) => `${seatOf(e)} gains ${d.coin} coin (${d.total} in all).`,
  coinLost: (d, e) => `${seatOf(e)} pays ${-d.coin} coin (${d.total} in all).`,
  gameWon: (d, _e, content) => endEventText(d, content),
  gameLost: (d, _e, content) => endEventText(d, content),
};
