import { agendaLength, elderOneCard, type GameState } from '@everrain/engine';

/**
 * The public facts of a game the learned value reads (value.ts), one number each, all of them shown to every
 * seat: the Discovery race, the Agenda, the Arisen Elder One, the crew's Clues (in hand and in Treasures),
 * coin, hands, Trauma and Strain, ships sunk and nodes destroyed, enemies at sea and On Deck, the round.
 * Sums over the ships are divided by the player count, so one scale serves every count.
 */
export const FEATURES = [
  'bias', 'player', 'enemy', 'gap', 'lead', 'agenda', 'arisen', 'wounds', 'eoTrauma', 'goal', 'wraps',
  'clueSteps', 'treasureSteps', 'coin', 'crew', 'trauma', 'strain', 'sunk', 'nodes', 'atSea', 'onDeck', 'round', 'late',
] as const;

/**
 * The sign each weight is held to when fitted (+1 at least 0, −1 at most 0, 0 free): what a player knows
 * helps or hurts the crew. Unconstrained, the fit took correlations for causes (a sunk ship and destroyed
 * nodes came out worth something, a Clue worth more than the Discovery step it buys) and the search,
 * maximising the value, chose card options that wrecked ships and crew: it lost 19 seeds net in 62 at
 * 2 players (architecture.md). Free: the bias, the round, and the Agenda wraps since the Elder One arose
 * (Mother of Tides's old goal counted them for the players; the others against).
 */
export const SIGNS: readonly number[] = [
  0, 1, -1, 1, 1, -1, -1, 1, 1, -1, 0,
  1, 1, 1, 1, -1, -1, -1, -1, -1, -1, 0, 0,
];

export function features(s: GameState): number[] {
  const t = s.tracks;
  const end = t.end;
  const eo = s.elderOne;
  const health = elderOneCard(s).health;
  const n = Math.max(1, s.players.length);
  let clues = 0, treasureClues = 0, coin = 0, crew = 0, trauma = 0, strain = 0, sunk = 0, nodes = 0;
  for (const p of s.players) {
    clues += p.clues;
    for (const id of p.hold) treasureClues += s.catalog.treasures.find((x) => x.id === id)?.clues ?? 0;
    coin += p.coin;
    crew += p.crew.length;
    for (const c of p.crew) { trauma += c.trauma; strain += c.strain; }
    if (!p.position) sunk += 1;
    nodes += p.destroyedNodes.length;
  }
  let atSea = 0, onDeck = 0;
  for (const e of s.enemies) {
    if (e.position.area === 'deck') onDeck += 1;
    else if (e.position.area === 'sea') atSea += 1;
  }
  const arisen = eo.arisen ? 1 : 0;
  const round = s.round / 30;
  return [
    1,
    t.playerDiscovery / end,
    t.enemyDiscovery / end,
    arisen ? 0 : (t.elderOne - t.enemyDiscovery) / end,
    (t.playerDiscovery - t.enemyDiscovery) / end,
    t.agenda / agendaLength(s),
    arisen,
    arisen * eo.destructionTokens,
    arisen * (eo.trauma / health),
    arisen * eo.progress,
    arisen * eo.wraps,
    clues / 5 / n,
    treasureClues / 5 / n,
    coin / 10 / n,
    crew / n,
    trauma / n,
    strain / n,
    sunk / n,
    nodes / n,
    atSea / n,
    onDeck / n,
    round,
    round * round,
  ];
}
