import { crewStats, FACINGS, type ActionOf, hexDistance as dist, neighbour, trackRoom, type Hex } from '@everrain/engine';
import type { Context, Judges, Scored } from './context';

const WORDS: [RegExp, number][] = [[/clue/i, 2], [/treasure/i, 1], [/coin/i, 0.6], [/recover/i, 0.8], [/positive/i, 0.8], [/trauma|strain|lose|negative|spawn|sink|destroy/i, -1.2], [/ignore|leave|decline|refuse|walk away/i, -0.2], [/agenda|elder one|enemy discovery/i, -2]];

/** The decisions cards and the rules put to a player, judged on what they say. */
export const decisionJudges = {
  chooseOption: (a, c) => {
      const d = c.v.pending[0];
      const label = d?.kind === 'chooseOption' ? d.labels[a.option] ?? '' : '';
      const cost = /(\d+) coin:/i.exec(label);
      const score = WORDS.reduce((s, [re, w]) => s + (re.test(label) ? w : 0), 0) - (cost && c.me.coin - Number(cost[1]) < 15 ? 1.5 : 0);
      return { score, reason: `chooses "${label}"` };
  },
  chooseCrew: (a, c) => {
      const crew = c.me.crew.find((x) => x.id === a.crew);
      return { score: crew ? trackRoom(c.v, crew) * 0.5 + crewStats(c.v, crew).islandSkill * 0.1 : 0, reason: 'chooses the crew member best able to bear it' };
  },
  keepTreasure: (a, c) => {
      const t = c.v.catalog.treasures.find((x) => x.id === a.treasure);
      return { score: (t?.clues ?? 0) * 5 + (t?.standard ?? 0) / 5, reason: `keeps ${t?.name ?? 'a Treasure'} in the wreck` };
  },
  payWages: (a, c) => {
      const paid = c.me.crew.filter((x) => a.pay.includes(x.id));
      const worth = paid.reduce((s, x) => s + 5 + trackRoom(c.v, x) + crewStats(c.v, x).attackDice, 0);
      return { score: worth, reason: `pays ${paid.length} of ${c.me.crew.length} crew their wages` };
  },
  chooseActReward: (a) => ({ score: a.order === 'fleeting' ? 2 : a.order === 'navigation' ? 1.5 : 1, reason: `takes a ${a.order} Order for winning the Act` }),
  chooseFirstPlayer: (a, c) => ({ score: a.firstPlayer === c.seat ? 1 : 0, reason: `makes Seat ${a.firstPlayer + 1} First Player` }),
  placeShip: (a, c) => ({ score: placeScore(c, a.hex, a.facing), reason: `sets out facing ${'E SE SW W NW NE'.split(' ')[a.facing]}` }),
  respawn: (a, c) => ({ score: placeScore(c, a.hex, a.facing), reason: `returns facing ${'E SE SW W NW NE'.split(' ')[a.facing]}` }),
  moveStorm: (a, c) => moveStorm(c, a.direction),
  transfer,
} satisfies Judges;

/** A start facing open water, an empty tile slot to reveal or a Port nearby. */
function placeScore(c: Context, hex: Hex, facing: (typeof FACINGS)[number]): number {
  const ahead = neighbour(hex, facing);
  let score = 0;
  if (c.isEmptySlot(ahead)) score += 2;
  if (c.hexAt(ahead)?.type === 'calmSea') score += 1;
  for (const h of c.hexList) if (h.type === 'port') score += 1 / (1 + dist(h.hex, hex));
  return score;
}

function moveStorm(c: Context, direction: (typeof FACINGS)[number]): Scored {
  const d = c.v.pending[0];
  const storm = d?.kind === 'moveStorm' ? c.v.tokens.storms[d.storm] ?? [] : [];
  // The nearest any ship would be to the Storm's hexes once moved (99 with none), in loops rather than flatMaps.
  let near = 99;
  for (const h of storm) {
    const to = neighbour(h, direction);
    for (const p of c.v.players) if (p.position) near = Math.min(near, dist(to, p.position.hex));
  }
  return { score: near, reason: `moves the Storm ${'E SE SW W NW NE'.split(' ')[direction]}, away from the ships` };
}

/**
 * Trading between adjacent ships (free): Clues flow to the ship that holds more (so someone reaches the
 * University's 5), coin to a ship that cannot pay its way, crew to a ship short of hands. One way only,
 * so no two ships pass the same thing back and forth.
 */
function transfer(a: ActionOf<'transfer'>, c: Context): Scored {
  const from = c.v.players[a.from];
  const to = c.v.players[a.to];
  if (!from || !to) return { score: -5, reason: '' };
  const item = a.item;
  if (item.kind === 'clue') {
    const gathers = to.clues > from.clues || (to.clues === from.clues && to.seat < from.seat);
    return gathers && from.clues + to.clues >= 5 && to.clues % 5 !== 0 ? { score: 2, reason: `passes a Clue to Seat ${to.seat + 1}: five for the University sooner` } : { score: -3, reason: '' };
  }
  if (item.kind === 'coin') return to.coin < 15 && from.coin >= 40 ? { score: 1.5, reason: `passes ${item.amount} coin to Seat ${to.seat + 1}, who is short` } : { score: -3, reason: '' };
  if (item.kind === 'crew') return to.crew.length <= 1 && from.crew.length >= 3 ? { score: 1.5, reason: `lends a hand to Seat ${to.seat + 1}, short of crew` } : { score: -3, reason: '' };
  return { score: -3, reason: '' };
}
