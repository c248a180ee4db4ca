import type {
  ByLengthAndCount,
  ContentSet,
  ElderOnePlayerCount,
  GameLength,
  CrewDefinition,
  DeckZoneDefinition,
  ElderOneDefinition,
  EnemyDefinition,
  ArtilleryDefinition,
  SeaEventDefinition,
  TreasureDefinition,
  DenizenDefinition,
  ImprovementDefinition,
  StoryCardDefinition,
  MapTileDefinition,
  ShipDefinition,
  TraitDefinition,
} from './content';

/** Id lookups over a catalog, built once per catalog object. */
interface Index {
  readonly tiles: Map<string, MapTileDefinition>;
  readonly ships: Map<string, ShipDefinition>;
  readonly crew: Map<string, CrewDefinition>;
  readonly traits: Map<string, TraitDefinition>;
  readonly elderOnes: Map<string, ElderOneDefinition>;
  readonly zones: Map<number, DeckZoneDefinition>;
  readonly enemies: Map<string, EnemyDefinition>;
  readonly artillery: Map<string, ArtilleryDefinition>;
  readonly seaEvents: Map<string, SeaEventDefinition>;
  readonly treasures: Map<string, TreasureDefinition>;
  readonly expeditions: Map<string, SeaEventDefinition>;
  readonly denizens: Map<string, DenizenDefinition>;
  readonly improvements: Map<string, ImprovementDefinition>;
  readonly stories: Map<string, StoryCardDefinition>;
}

const cache = new WeakMap<ContentSet, Index>();

function byId<T extends { readonly id: string }>(items: readonly T[]): Map<string, T> {
  return new Map(items.map((item) => [item.id, item]));
}

/** The catalog asked about last, in front of the WeakMap: a process almost always plays one catalog. */
let lastCatalog: ContentSet | null = null;
let lastIndex: Index | null = null;

function index(catalog: ContentSet): Index {
  if (catalog === lastCatalog && lastIndex !== null) return lastIndex;
  let found = cache.get(catalog);
  if (!found) {
    found = {
      tiles: byId(catalog.tiles),
      ships: byId(catalog.ships),
      crew: byId(catalog.crew),
      traits: byId(catalog.traits),
      elderOnes: byId(catalog.elderOnes),
      zones: new Map(catalog.shipBoard.zones.map((z) => [z.zone, z])),
      enemies: byId(catalog.enemies),
      artillery: byId(catalog.artillery),
      seaEvents: byId(catalog.seaEvents),
      treasures: byId(catalog.treasures),
      expeditions: byId(catalog.expeditions),
      denizens: byId(catalog.denizens),
      improvements: byId(catalog.improvements),
      stories: byId(catalog.stories),
    };
    cache.set(catalog, found);
  }
  lastCatalog = catalog;
  lastIndex = found;
  return found;
}

function lookup<T>(map: Map<string, T> | Map<number, T>, id: string | number, what: string): T {
  const found = (map as Map<string | number, T>).get(id);
  if (found === undefined) throw new Error(`Unknown ${what} "${id}" in this game's catalog`);
  return found;
}

export const tileDef = (c: ContentSet, id: string) => lookup(index(c).tiles, id, 'map tile');
export const shipDef = (c: ContentSet, id: string) => lookup(index(c).ships, id, 'ship');
export const crewDef = (c: ContentSet, id: string) => lookup(index(c).crew, id, 'crew token');
export const traitDef = (c: ContentSet, id: string) => lookup(index(c).traits, id, 'trait');
export const elderOneDef = (c: ContentSet, id: string) => lookup(index(c).elderOnes, id, 'Elder One');
export const zoneDef = (c: ContentSet, zone: number) => lookup(index(c).zones, zone, 'On Deck zone');
export const enemyDef = (c: ContentSet, id: string) => lookup(index(c).enemies, id, 'Enemy card');
export const artilleryDef = (c: ContentSet, id: string) => lookup(index(c).artillery, id, 'Artillery card');
export const seaEventDef = (c: ContentSet, id: string) => lookup(index(c).seaEvents, id, 'Sea Event card');
export const treasureDef = (c: ContentSet, id: string) => lookup(index(c).treasures, id, 'Treasure card');
export const expeditionDef = (c: ContentSet, id: string) => lookup(index(c).expeditions, id, 'Expedition card');
export const denizenDef = (c: ContentSet, id: string) => lookup(index(c).denizens, id, 'Denizen card');
export const improvementDef = (c: ContentSet, id: string) => lookup(index(c).improvements, id, 'Improvement card');
export const storyDef = (c: ContentSet, id: string) => lookup(index(c).stories, id, 'Story card');

/** The value a `ByLengthAndCount` table of the content names for a game of this length and player count, if any. */
export function forGame<T>(table: ByLengthAndCount<T> | undefined, length: GameLength, players: number): T | undefined {
  return table?.[length]?.[String(players) as ElderOnePlayerCount];
}
