import { crewStats, priceAt, trackRoom, upgradePrice, type Action } from '@everrain/engine';
import type { Context, Judges, Scored } from './context';
import { usefulSteps } from './goal';

const treasure = (c: Context, id: string) => c.v.catalog.treasures.find((t) => t.id === id);
const portName = (c: Context) => c.here?.name ?? 'the Port';

/** The price a Treasure fetches in this Port. */
function priceHere(c: Context, id: string): number {
  const def = treasure(c, id);
  return def ? priceAt(def, c.here?.name ?? '') : 0;
}

/** The best price a Treasure fetches in another Port on the map, and where. */
export function bestElsewhere(c: Context, id: string): { price: number; port: string } {
  const def = treasure(c, id);
  let best = { price: 0, port: '' };
  if (!def) return best;
  for (const h of c.hexList) {
    if (h.type !== 'port' || !h.name || h.key === c.here?.key) continue;
    const price = priceAt(def, h.name);
    if (price > best.price) best = { price, port: h.name };
  }
  return best;
}

/** Coin kept back for the crew's wages at the next end of Act, worked out once per decision. */
const reserve = (c: Context) => c.reserve;

/** Coin past the wages that makes the Shipwright's upgrades worth a look. */
const UPGRADE_SPARE = 30;

/** Whether any of these card effects (or the effects nested in their tests, choices and fates) gives Clues. */
function yieldsClues(effects: readonly unknown[]): boolean {
  return effects.some((e) => {
    if (!e || typeof e !== 'object') return false;
    if ((e as { kind?: unknown }).kind === 'clues') return true;
    return Object.values(e).some((inner) => Array.isArray(inner) && yieldsClues(inner));
  });
}

/** Ports: University turn-ins, repairs, rest and healing, hiring, Clues at the Inn, selling where Desired. */
export const portJudges = {
  engageService: (a, c) => {
    // Worth doing before the ship sails on: a service is sent for free, sailing out ends the visit.
    const s = service(a, c);
    return s.score > 0 ? { score: s.score + 9, reason: s.reason } : s;
  },
  trade: market,
  hireCrew: (a, c) => {
      if (!a.hire) return { score: 0, reason: 'lets the recruit go' };
      const keep = (c.me.crew.length <= 2 && c.me.coin >= 10) || c.me.coin >= 10 + reserve(c);
      return keep ? { score: 3, reason: 'hires the recruit: more hands on deck' } : { score: -1, reason: 'cannot spare the wage' };
  },
  buyUpgrade: (a, c) => {
      if (a.card === null) return { score: 0, reason: 'leaves the Shipwright' };
      // What the Shipwright takes from this seat (a Schematic held pays for it), not the printed price.
      const cost = upgradePrice(c.v, c.seat, a.card).coin;
      const def = c.v.catalog.improvements.find((d) => d.id === a.card);
      // Coin spent on an upgrade is Clues not bought at the Inn: only one that brings Clues or way every round.
      const pays = def !== undefined && (yieldsClues([...def.crewEffects, ...def.captiveEffects]) || def.passives.some((p) => p.kind === 'navigationPoints'));
      if (!pays) return { score: -1, reason: 'no upgrade here worth its coin' };
      return c.me.coin - cost >= reserve(c) ? { score: 2.5, reason: `buys ${def.name}: it pays every round` } : { score: -1, reason: 'keeps the coin for Clues and wages' };
  },
  answerDenizen: (a, c) => {
      if (!a.accept) return { score: 0, reason: 'leaves the Denizen be' };
      if (a.crew === null) return { score: 3, reason: 'takes a Passenger aboard: a reward on delivery' };
      const crew = c.me.crew.find((x) => x.id === a.crew);
      return crew && trackRoom(c.v, crew) >= 3 ? { score: 0.5 + crewStats(c.v, crew).portSkill * 0.1, reason: 'hears the Denizen out' } : { score: -1, reason: 'too worn to deal with the Denizen' };
  },
} satisfies Judges;

function service(a: Extract<Action, { type: 'engageService' }>, c: Context): Scored {
  const crew = c.me.crew.find((x) => x.id === a.crew);
  if (!crew) return { score: -5, reason: 'no such crew' };
  const s = crewStats(c.v, crew);
  // Crew who are good for nothing else go first to the plain services: a small tiebreak by skill.
  switch (a.service) {
    case 'university':
      if (a.steps > usefulSteps(c.v)) return { score: -3, reason: 'holds the Clues until the enemy reaches the end of the Act (the trailing token is carried up)' };
      return { score: 30 + 10 * a.steps - (a.treasures?.length ?? 0) * 0.1, reason: `turns in ${a.steps * 5} Clues at ${portName(c)}'s University: Player Discovery +${a.steps}` };
    case 'apothecary': {
      const urgent = trackRoom(c.v, crew) <= 2 ? 3 : 1;
      return { score: urgent * a.trauma - 0.2 * a.trauma * 5 / 5, reason: `has ${a.trauma} Trauma tended at the Apothecary` };
    }
    case 'shipwright':
      // The Shipwright's upgrades (an Improvement or Artillery card): looked at with coin to spare past the wages.
      if (a.improvements > 0) {
        // Looked at only with coin the Inn's Clues leave over: coin is Clues bought, and a crew member's turn.
        const spare = c.me.coin - reserve(c);
        if (a.repairs > 0 || spare < UPGRADE_SPARE) return { score: -1, reason: 'no upgrades wanted' };
        // Rich enough that the Inn's Clues can wait: the upgrades first.
        return { score: spare >= 2 * UPGRADE_SPARE ? 4 : 1.5, reason: `looks at ${portName(c)}'s Shipwright's upgrades with ${spare} coin to spare` };
      }
      return { score: a.repairs > 0 ? a.repairs * (c.me.destroyedNodes.length >= 4 ? 2 : 0.3) - (c.me.coin - 10 * a.repairs < reserve(c) ? 3 : 0) : -1, reason: `repairs ${a.repairs} node${a.repairs === 1 ? '' : 's'} at the Shipwright` };
    case 'marketplace': {
      const sells = c.me.hold.filter((t) => (treasure(c, t)?.clues ?? 0) === 0 && priceHere(c, t) >= bestElsewhere(c, t).price - 2);
      const room = c.me.hold.length < 3 && c.me.coin >= reserve(c) + 10;
      return { score: sells.length > 0 ? 2 + sells.length : room ? 0.8 : -1, reason: sells.length > 0 ? `sells at ${portName(c)}'s Marketplace` : `looks for cheap goods at ${portName(c)}'s Marketplace` };
    }
    case 'inn':
      if (a.option === 'rest') return { score: crew.strain >= 2 && c.me.coin >= 10 + reserve(c) ? 1 + crew.strain : -1, reason: `rests at the Inn: ${crew.strain} Strain recovered` };
      if (a.option === 'drink') return { score: crew.strain >= 2 ? 0.5 + crew.strain * 0.8 : -1, reason: `drinks away ${crew.strain} Strain` };
      if (a.option === 'listen') return { score: c.me.coin >= 10 + reserve(c) ? 3.5 : 1 + s.portSkill * 0.15, reason: c.me.coin >= 10 + reserve(c) ? 'buys what the regulars know: 2 Clues' : 'listens at the Inn for a Clue' };
      return { score: -1, reason: 'gambling is no plan' };
    case 'hire': {
      // Every hand listens at the Inn (about a third of a Clue a turn in Port) for a wage an Act.
      const want = c.me.crew.length < 2 && c.me.coin >= 10 ? 5 : c.me.crew.length < 4 && c.me.coin >= 20 + reserve(c) ? 3 : -1;
      const adept = a.pool === 'adepts';
      return { score: want + (adept ? (c.me.coin >= 50 ? 0.5 : -2) : 0), reason: `looks for ${adept ? 'an Adept' : 'a Deckhand'} at the Inn` };
    }
  }
}

function market(a: Extract<Action, { type: 'trade' }>, c: Context): Scored {
  if (a.sell !== null) {
    const def = treasure(c, a.sell);
    const price = priceHere(c, a.sell);
    if ((def?.clues ?? 0) > 0) return { score: -2, reason: `keeps ${def?.name}: Clues for the University` };
    const desired = def?.desired.ports.includes(c.here?.name ?? '');
    const elsewhere = bestElsewhere(c, a.sell);
    const now = price >= elsewhere.price - 2 || c.me.coin < reserve(c);
    if (!now) return { score: -0.5, reason: `keeps ${def?.name} for ${elsewhere.port}, where it fetches ${elsewhere.price}` };
    return { score: price > 0 ? 1 + price / 10 + (desired ? 1 : 0) : -1, reason: `sells ${def?.name ?? 'a Treasure'} for ${price} coin${desired ? ' (Desired here)' : ''}` };
  }
  if (a.buy !== null) {
    const def = treasure(c, a.buy);
    const price = priceHere(c, a.buy);
    const clues = def?.clues ?? 0;
    if (clues > 0 && c.me.coin - price >= reserve(c) && price / clues <= 6) return { score: 1.5 * clues, reason: `buys ${def?.name}: ${clues} Clues' worth for ${price} coin` };
    const elsewhere = bestElsewhere(c, a.buy);
    const gain = elsewhere.price - price;
    if (gain >= 5 && c.me.coin - price >= reserve(c) && price > 0) return { score: 1 + gain / 5, reason: `buys ${def?.name} for ${price} coin to sell at ${elsewhere.port} for ${elsewhere.price}` };
    return { score: -1, reason: 'buys nothing' };
  }
  return { score: 0, reason: 'done trading' };
}
