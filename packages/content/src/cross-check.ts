import { EFFECT_KINDS, ENEMY_ONLY_EFFECT_KINDS, slotHexes, type ContentSet, type Effect, type SeaEventDefinition } from '@everrain/engine';
import type { ContentProblem } from './check';

/** Component counts of the printed game (rulebook: Components) for the parts this content covers. */
export const PRINTED_COUNTS = {
  ships: 4, tiles: 20, deckhands: 12, adepts: 6, traitCards: 32, elderOnes: 3,
  seaEvents: 105, expeditions: 20, denizens: 56, treasures: 40, improvements: 36, artillery: 26, enemyCards: 19, enemyFigures: 19, stories: 8, enemyAndIslandBoards: 4,
} as const;

export const MIN_ACT_ONE_CALM_SEAS = 4;

/** Checks what a schema cannot see: references between cards, counts, and the board's geometry. */
export function crossCheck(c: ContentSet): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const add = (file: string, message: string, card?: string, field?: string) =>
    problems.push({ file, message, ...(card ? { card } : {}), ...(field ? { field } : {}) });
  const ids = <T extends { id: string }>(items: readonly T[]) => new Set(items.map((i) => i.id));
  const artillery = new Map(c.artillery.map((a) => [a.id, a]));
  const improvements = new Map(c.improvements.map((i) => [i.id, i]));
  const traits = new Map(c.traits.map((t) => [t.id, t]));

  for (const ship of c.ships) {
    for (const [slot, card] of Object.entries(ship.artillery)) {
      const def = artillery.get(card);
      if (!def) add('ships.json', `no Artillery card "${card}" in artillery.json`, ship.id, `artillery.${slot}`);
      else if (def.slot !== slot) add('ships.json', `"${card}" fits the ${def.slot} slot, not ${slot}`, ship.id, `artillery.${slot}`);
      else if (!def.starting) add('ships.json', `"${card}" is not marked as starting Artillery`, ship.id, `artillery.${slot}`);
    }
    const slots = new Set<number>();
    ship.printedImprovements.forEach((p, i) => {
      const def = improvements.get(p.improvement);
      if (!def) add('ships.json', `no Improvement "${p.improvement}" in improvements.json`, ship.id, `printedImprovements.${i}`);
      else if (!def.printed) add('ships.json', `"${p.improvement}" is not marked as printed`, ship.id, `printedImprovements.${i}`);
      if (p.slot >= c.shipBoard.belowDeckSlots) add('ships.json', `slot ${p.slot} is beyond the ${c.shipBoard.belowDeckSlots} Below Deck slots`, ship.id, `printedImprovements.${i}.slot`);
      if (slots.has(p.slot)) add('ships.json', `two printed Improvements in slot ${p.slot}`, ship.id, `printedImprovements.${i}.slot`);
      slots.add(p.slot);
    });
  }
  for (const crew of c.crew) {
    if (crew.kind === 'adept') {
      const fixed = crew.fixedTrait ? traits.get(crew.fixedTrait) : undefined;
      if (!crew.fixedTrait || !fixed) add('crew.json', 'Adept Crew need a fixedTrait found in traits.json', crew.id, 'fixedTrait');
      else if (!fixed.adeptOnly || fixed.polarity !== 'positive') add('crew.json', `"${fixed.id}" must be a Positive, adeptOnly Trait`, crew.id, 'fixedTrait');
      if (!crew.role) add('crew.json', 'Adept Crew need a role', crew.id, 'role');
    } else if (crew.fixedTrait || crew.role) {
      add('crew.json', 'Deckhands have no fixed Trait or role', crew.id);
    }
  }
  for (const trait of c.traits) {
    (trait.contradicts ?? []).forEach((other, i) => {
      const def = traits.get(other);
      if (!def) add('traits.json', `no Trait "${other}"`, trait.id, `contradicts.${i}`);
      else if (def.polarity === trait.polarity) add('traits.json', `a contradiction pairs a Positive and a Negative Trait; "${other}" is ${def.polarity} too`, trait.id, `contradicts.${i}`);
    });
  }
  for (const tile of c.tiles) {
    const calm = tile.hexes.filter((h) => h.type === 'calmSea').length;
    if (tile.act === 1 && calm < MIN_ACT_ONE_CALM_SEAS) {
      add('tiles.json', `an Act I tile may be the centre tile, where up to 4 ships start on Calm Seas: it needs ${MIN_ACT_ONE_CALM_SEAS} Calm Sea hexes, has ${calm}`, tile.id, 'hexes');
    }
    tile.hexes.forEach((h, i) => {
      if ((h.type === 'port' || h.type === 'island' || h.type === 'altar') && !h.name) add('tiles.json', `a ${h.type} needs a name`, tile.id, `hexes.${i}.name`);
    });
  }
  checkEnemies(c, add);
  checkEventCards(c, add);
  checkSpoils(c, add);
  checkShipBoard(c, add);
  checkBoard(c, add);
  const counts: [string, number, number][] = [
    ['ships.json', c.ships.length, PRINTED_COUNTS.ships],
    ['tiles.json', c.tiles.length, PRINTED_COUNTS.tiles],
    ['crew.json (Deckhands)', c.crew.filter((x) => x.kind === 'deckhand').length, PRINTED_COUNTS.deckhands],
    ['crew.json (Adept Crew)', c.crew.filter((x) => x.kind === 'adept').length, PRINTED_COUNTS.adepts],
    ['traits.json (Trait cards)', c.traits.filter((t) => !t.adeptOnly).length, PRINTED_COUNTS.traitCards],
    ['elder-ones.json', c.elderOnes.length, PRINTED_COUNTS.elderOnes],
    ['sea-events.json + stories.json (Sea Event cards)', copies(c.seaEvents) + c.stories.filter((x) => x.deck === 'seaEvents').length, PRINTED_COUNTS.seaEvents],
    ['expeditions.json + stories.json (Expedition cards)', copies(c.expeditions) + c.stories.filter((x) => x.deck === 'expeditions').length, PRINTED_COUNTS.expeditions],
    ['denizens.json + stories.json (Denizen cards)', copies(c.denizens) + c.stories.filter((x) => x.deck === 'denizens').length, PRINTED_COUNTS.denizens],
    ['treasures.json', copies(c.treasures), PRINTED_COUNTS.treasures],
    ['improvements.json (the deck)', copies(c.improvements.filter((i) => !i.printed)), PRINTED_COUNTS.improvements],
    ['artillery.json (the deck)', c.artillery.filter((a) => !a.starting).length, PRINTED_COUNTS.artillery],
    ['enemies.json (Enemy cards)', copies(c.enemies), PRINTED_COUNTS.enemyCards],
  ];
  const stories = new Set(c.stories.map((x) => x.story.story)).size;
  if (stories < PRINTED_COUNTS.stories) add('stories.json', `at least ${PRINTED_COUNTS.stories} complete Stories are needed; there are ${stories}`);
  for (const [file, have, want] of counts) if (have !== want) add(file, `the printed game has ${want}, this content has ${have}`);
  if (ids(c.ships).size < 4) add('ships.json', 'four player ships are needed for a 4-player game');
  return problems;
}

type Add = (file: string, message: string, card?: string, field?: string) => void;

function checkShipBoard(c: ContentSet, add: Add): void {
  const zones = c.shipBoard.zones;
  const numbers = new Set(zones.map((z) => z.zone));
  if (numbers.size !== 10) add('ship-board.json', 'zones must be numbered 0–9, once each (the Fate Die places ship damage by zone)', undefined, 'zones');
  const byNumber = new Map(zones.map((z) => [z.zone, z]));
  for (const z of zones) {
    for (const other of z.adjacent) {
      if (other === z.zone) add('ship-board.json', 'a zone cannot be adjacent to itself', `zone ${z.zone}`, 'adjacent');
      else if (!byNumber.get(other)?.adjacent.includes(z.zone)) add('ship-board.json', `zone ${other} does not list zone ${z.zone} back: adjacency must be mutual`, `zone ${z.zone}`, 'adjacent');
    }
    if (z.symbols.includes('artillery') !== (z.artillerySlot !== undefined)) {
      add('ship-board.json', 'an Artillery node names its artillerySlot, and only an Artillery node does', `zone ${z.zone}`, 'artillerySlot');
    }
    if ((z.artillerySlot === 'bowStern') !== (z.fires !== undefined)) {
      add('ship-board.json', 'a Bow/Stern Artillery node says whether it fires ahead or astern, and only such a node does', `zone ${z.zone}`, 'fires');
    }
  }
  const reached = new Set<number>([zones[0]?.zone ?? 0]);
  const queue = [...reached];
  while (queue.length) for (const n of byNumber.get(queue.shift() as number)?.adjacent ?? []) if (!reached.has(n)) { reached.add(n); queue.push(n); }
  if (reached.size !== numbers.size) add('ship-board.json', 'every zone must be reachable from every other along adjacent zones', undefined, 'zones');
  c.shipBoard.enemyShipBoards.forEach((enemyBoard, b) => {
    const enemyZones = new Map(enemyBoard.zones.map((z) => [z.zone, z]));
    for (const z of enemyBoard.zones) {
      for (const other of z.adjacent) {
        if (!enemyZones.get(other)?.adjacent.includes(z.zone)) add('ship-board.json', `enemy node ${other} does not list ${z.zone} back: adjacency must be mutual`, enemyBoard.name, `enemyShipBoards.${b}`);
      }
    }
    enemyBoard.gangways.forEach((g, i) => {
      if (!byNumber.has(g.deck) || !enemyZones.has(g.enemy)) add('ship-board.json', 'a gangway joins a ship zone to an enemy node that both exist', enemyBoard.name, `enemyShipBoards.${b}.gangways.${i}`);
    });
  });
  const withSymbol = (s: string) => zones.filter((z) => (z.symbols as readonly string[]).includes(s)).length;
  if (withSymbol('navigation') !== 3) add('ship-board.json', `a ship has 3 Navigation nodes; found ${withSymbol('navigation')}`, undefined, 'zones');
  if (withSymbol('crowsNest') !== 1) add('ship-board.json', `a ship has one Crow's Nest; found ${withSymbol('crowsNest')}`, undefined, 'zones');
  for (const slot of ['port', 'bowStern', 'starboard'] as const) {
    if (!zones.some((z) => z.artillerySlot === slot)) add('ship-board.json', `no Artillery node fires the ${slot} slot`, undefined, 'zones');
  }
}

function checkBoard(c: ContentSet, add: Add): void {
  const slots = c.board.tileSlots;
  const keys = new Set<string>();
  slots.forEach((s, i) => {
    for (const h of slotHexes(s)) {
      const key = `${h.q},${h.r}`;
      if (keys.has(key)) add('board.json', `slot ${i} overlaps another slot at hex ${key}`, `slot ${i}`, 'tileSlots');
      keys.add(key);
    }
  });
  const b = c.board.actBoundaries;
  if (!(b[0]! < b[1]! && b[1]! < b[2]!)) add('board.json', 'Act boundaries must rise', undefined, 'actBoundaries');
  for (const [length, end] of Object.entries(c.board.trackEnd)) {
    if (end <= b[0]!) add('board.json', `a ${length} game's track ends before Act II could begin`, undefined, `trackEnd.${length}`);
    for (const [players, below] of Object.entries(c.board.elderOneHeadStart?.[length as keyof typeof c.board.trackEnd] ?? {})) {
      if (end - (below ?? 0) <= b[0]!) add('board.json', `a ${length} game's Elder One token would start at or before Act II with ${players} players`, undefined, `elderOneHeadStart.${length}.${players}`);
    }
  }
  c.board.islandBoards.forEach((island, i) => {
    const tokenNodes = island.nodes.filter((n) => !n.expedition).length;
    const tokens = Object.values(island.tokens).reduce((sum, n) => sum + n, 0);
    if (tokens !== tokenNodes) add('board.json', `the Island board deals one token to each of its ${tokenNodes} nodes but has ${tokens} tokens`, island.name, `islandBoards.${i}.tokens`);
    if (!island.nodes.some((n) => n.shore) || island.nodes.filter((n) => n.expedition).length !== 1) add('board.json', 'an Island board needs shore nodes and exactly one far (expedition) node', island.name, `islandBoards.${i}.nodes`);
  });
  const boards = c.shipBoard.enemyShipBoards.length + c.board.islandBoards.length;
  if (boards !== PRINTED_COUNTS.enemyAndIslandBoards) add('board.json / ship-board.json', `the printed game has ${PRINTED_COUNTS.enemyAndIslandBoards} enemy ship and Island boards; this content has ${boards}`);
  const tilesPerAct = [1, 2, 3].map((act) => c.tiles.filter((t) => t.act === act).length);
  if (tilesPerAct[0]! < 1) add('tiles.json', 'at least one Act I tile is needed for the centre slot');
}

function checkEnemies(c: ContentSet, add: Add): void {
  const enemies = new Map(c.enemies.map((e) => [e.id, e]));
  const figures = Object.values(c.board.enemyFigures).reduce((a, b) => a + b, 0);
  if (figures !== PRINTED_COUNTS.enemyFigures) add('board.json', `the printed game has ${PRINTED_COUNTS.enemyFigures} enemy miniatures (15 Enemies, 4 enemy Ships); enemyFigures counts ${figures}`, undefined, 'enemyFigures');
  for (const e of c.enemies) {
    const atSea = e.arena === 'atSea';
    if (c.board.enemyFigures[e.figure] === undefined) add('enemies.json', `no figure "${e.figure}" in board.json enemyFigures`, e.id, 'figure');
    for (const field of ['engagementRange', 'attackRange', 'destination'] as const) {
      if (atSea && e[field] === undefined) add('enemies.json', `an enemy ship needs ${field}`, e.id, field);
      if (!atSea && e[field] !== undefined) add('enemies.json', `${field} is for enemy ships only`, e.id, field);
    }
    e.abilities.forEach((a, i) => {
      if (a.omens > e.dice) add('enemies.json', `needs ${a.omens} Omens but the enemy rolls ${e.dice} dice`, e.id, `abilities.${i}.omens`);
      a.effects.forEach((effect, j) => {
        if (effect.kind === 'spawn') {
          const spawned = enemies.get(effect.enemy);
          if (!spawned) add('enemies.json', `no enemy "${effect.enemy}"`, e.id, `abilities.${i}.effects.${j}.enemy`);
          else if (spawned.arena !== 'onDeck') add('enemies.json', `"${effect.enemy}" is not a creature that can appear On Deck`, e.id, `abilities.${i}.effects.${j}.enemy`);
        }
        if ((effect.kind === 'destroyNodes' || effect.kind === 'traumaInZone') && atSea) {
          add('enemies.json', `${effect.kind} works On Deck only`, e.id, `abilities.${i}.effects.${j}`);
        }
        if (effect.kind === 'shipDamage' && !atSea) add('enemies.json', 'shipDamage is for enemy ships', e.id, `abilities.${i}.effects.${j}`);
      });
    });
  }
  for (const arena of ['onDeck', 'atSea'] as const) {
    if (!c.enemies.some((e) => e.arena === arena && e.act === null)) {
      add('enemies.json', `the Enemy deck needs an ${arena} enemy from the start (act null), so a spawn in Act I always finds one`);
    }
  }
}

function checkSpoils(c: ContentSet, add: Add): void {
  for (let face = 0; face <= 9; face++) {
    const rows = c.spoils.filter((row) => row.from <= face && face <= row.to);
    if (rows.length !== 1) add('spoils.json', `Fate Die face ${face} must match exactly one row; it matches ${rows.length}`);
  }
}

/** Every effect list in the content, with where it lives. */
function effectLists(c: ContentSet): { file: string; card: string; field: string; effects: readonly Effect[] }[] {
  const out: { file: string; card: string; field: string; effects: readonly Effect[] }[] = [];
  const deck = (file: string, cards: readonly SeaEventDefinition[]) => {
    for (const card of cards) out.push({ file, card: card.id, field: 'effects', effects: card.effects });
  };
  deck('sea-events.json', c.seaEvents);
  deck('expeditions.json', c.expeditions);
  deck('denizens.json', c.denizens);
  deck('stories.json', c.stories);
  for (const d of c.denizens) if (d.passenger) out.push({ file: 'denizens.json', card: d.id, field: 'passenger.reward', effects: d.passenger.reward });
  for (const i of c.improvements) {
    out.push({ file: 'improvements.json', card: i.id, field: 'crewEffects', effects: i.crewEffects });
    out.push({ file: 'improvements.json', card: i.id, field: 'captiveEffects', effects: i.captiveEffects });
  }
  for (const inn of c.services.inn) out.push({ file: 'services.json', card: inn.id, field: 'effects', effects: inn.effects });
  return out;
}

function walkEffects(effects: readonly Effect[], path: string, visit: (e: Effect, path: string) => void): void {
  effects.forEach((e, i) => {
    const here = `${path}.${i}`;
    visit(e, here);
    if (e.kind === 'test') {
      walkEffects(e.success, `${here}.success`, visit);
      walkEffects(e.failure, `${here}.failure`, visit);
    } else if (e.kind === 'choice') {
      e.options.forEach((o, j) => walkEffects(o.effects, `${here}.options.${j}.effects`, visit));
    } else if (e.kind === 'fate') {
      e.outcomes.forEach((o, j) => walkEffects(o.effects, `${here}.outcomes.${j}.effects`, visit));
    }
  });
}

/**
 * The event decks and everything that runs effects: references resolve (enemies, Story cards, Ports),
 * every effect is one the interpreter knows, Stories have their three stages, and every Story card past
 * its first stage is reachable through a "+N" effect.
 */
function checkEventCards(c: ContentSet, add: Add): void {
  const enemies = new Map(c.enemies.map((e) => [e.id, e]));
  const storyCards = new Map(c.stories.map((card) => [card.id, { file: 'stories.json', card }]));
  const allIds = new Set<string>();
  for (const [file, cards] of [['sea-events.json', c.seaEvents], ['expeditions.json', c.expeditions], ['denizens.json', c.denizens], ['stories.json', c.stories]] as const) {
    for (const card of cards) {
      if (allIds.has(card.id)) add(file, 'this id is used by another event card (ids are shared by every event deck and the Stories)', card.id, 'id');
      allIds.add(card.id);
    }
  }
  const ports = new Set(c.tiles.flatMap((t) => t.hexes.filter((h) => h.type === 'port' && h.name).map((h) => h.name as string)));
  const named = new Set<string>();
  for (const list of effectLists(c)) {
    walkEffects(list.effects, list.field, (e, path) => {
      if (!(EFFECT_KINDS as readonly string[]).includes(e.kind)) add(list.file, `the interpreter has no effect "${e.kind}"`, list.card, path);
      if (ENEMY_ONLY_EFFECT_KINDS.includes(e.kind)) add(list.file, `only an enemy's ability can use "${e.kind}": a card has no enemy using it`, list.card, path);
      if (e.kind === 'spawn') {
        const enemy = enemies.get(e.enemy);
        if (!enemy) add(list.file, `no enemy "${e.enemy}"`, list.card, `${path}.enemy`);
        else if (enemy.arena !== 'onDeck') add(list.file, `"${e.enemy}" is not a creature that can appear On Deck`, list.card, `${path}.enemy`);
      }
      if (e.kind === 'spawnEnemy' && e.card) {
        const enemy = enemies.get(e.card);
        if (!enemy) add(list.file, `no enemy "${e.card}"`, list.card, `${path}.card`);
        else if (enemy.arena !== e.arena) add(list.file, `"${e.card}" appears ${enemy.arena}, not ${e.arena}`, list.card, `${path}.card`);
      }
      if (e.kind === 'story') {
        const target = storyCards.get(e.card);
        if (!target) add(list.file, `no Story card "${e.card}" in the event decks`, list.card, `${path}.card`);
        else if (target.card.story?.stage === 1) add(list.file, `"${e.card}" starts a Story: it is in its deck already`, list.card, `${path}.card`);
        named.add(e.card);
      }
    });
  }
  const stages = new Map<string, Set<number>>();
  for (const { file, card } of storyCards.values()) {
    const mark = card.story;
    if (!mark) continue;
    (stages.get(mark.story) ?? stages.set(mark.story, new Set()).get(mark.story))?.add(mark.stage);
    if (mark.stage > 1 && !named.has(card.id)) add(file, 'a Journey or Epilogue card must be set aside by some "+N" (story) effect, or it can never be drawn', card.id, 'story');
  }
  for (const [story, seen] of stages) {
    for (const stage of [1, 2, 3]) if (!seen.has(stage)) add('event decks', `Story "${story}" has no stage ${stage} card`);
  }
  for (const d of c.denizens) {
    if ((d.type === 'passenger') !== (d.passenger !== undefined)) add('denizens.json', 'a Passenger card, and only one, has a passenger destination and reward', d.id, 'passenger');
    if (d.passenger && !ports.has(d.passenger.destination)) add('denizens.json', `no Port named "${d.passenger.destination}" on any map tile`, d.id, 'passenger.destination');
  }
  for (const t of c.treasures) {
    for (const port of [...t.desired.ports, ...t.undesired.ports]) if (!ports.has(port)) add('treasures.json', `no Port named "${port}" on any map tile`, t.id, 'desired/undesired');
  }
}

function copies(cards: readonly { readonly copies: number }[]): number {
  return cards.reduce((sum, card) => sum + card.copies, 0);
}
