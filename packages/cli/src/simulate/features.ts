import { mapHexAt, type Action, type ContentSet, type GameState, type PlayerState } from '@everrain/engine';

/**
 * What a game did, as counts per feature id, for the report's "what goes with winning" table. An id is a
 * one-letter kind, a colon, and the content id or name:
 *   i: Improvement gained, a: Artillery gained, t: Treasure gained (content ids; by any ship, however:
 *      bought, looted, given by a card — a Treasure passed between ships counts once, it is no new gain);
 *   p: Port, s: Island, l: Altar a ship sailed (or was put) into (the place's printed name);
 *   o: Orders issued by kind (crew, navigation, artillery; "fleeting" for a Fleeting Order issued);
 *   r: the Order kind taken as an Act reward; v: Port service engaged;
 *   x: every other action type chosen (the three Order actions, the Act reward and engageService are
 *      counted once, under o:, r: and v:);
 *   e: the Elder One card (added by the report from the game line, not recorded here).
 */
export type FeatureCounts = Record<string, number>;

type ListKey = 'improvements' | 'artillery' | 'hold';
const LISTS: readonly (readonly [ListKey, string])[] = [['improvements', 'i:'], ['artillery', 'a:'], ['hold', 't:']];
const PLACE_PREFIX: Partial<Record<string, string>> = { port: 'p:', island: 's:', altar: 'l:' };

const cardsIn = (p: PlayerState, key: ListKey): readonly (string | null | undefined)[] =>
  key === 'artillery' ? Object.values(p.artillery) : p[key];

/** Every card of that kind aboard any ship, counted by id. */
function aboard(s: GameState, key: ListKey): Map<string, number> {
  const m = new Map<string, number>();
  for (const p of s.players) for (const c of cardsIn(p, key)) if (c) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
}

/** Feature ids by prefix and name, made once: a run names the same few hundred features over and over. */
const FEATURE_IDS = new Map<string, Map<string, string>>();

/**
 * Watches the actions of one game and counts its features. Per action it only compares a few references
 * (the engine replaces a ship's lists and position whole when they change, and shares them otherwise:
 * core/clone.ts); the rare action that changes a list is diffed.
 */
export class FeatureRecorder {
  private readonly counts: FeatureCounts = {};

  private bump(id: string, by = 1): void {
    this.counts[id] = (this.counts[id] ?? 0) + by;
  }

  /** `bump` of a prefix and a name, the id joined once per run, not at every action (a new string, hashed again, each time). */
  private bumpNamed(prefix: string, name: string, by = 1): void {
    let byName = FEATURE_IDS.get(prefix);
    if (byName === undefined) FEATURE_IDS.set(prefix, (byName = new Map()));
    let id = byName.get(name);
    if (id === undefined) byName.set(name, (id = `${prefix}${name}`));
    this.bump(id, by);
  }

  observe(before: GameState, action: Action, after: GameState): void {
    switch (action.type) {
      // These actions are counted by what they chose (o:, r:, v:), not again as actions (x:).
      case 'issueCrewOrder': this.order('crew', action.fleeting); break;
      case 'issueNavigationOrder': this.order('navigation', action.fleeting); break;
      case 'fireArtillery': this.order('artillery', action.fleeting); break;
      case 'chooseActReward': this.bumpNamed('r:', action.order); break;
      case 'engageService': this.bumpNamed('v:', action.service); break;
      default: this.bumpNamed('x:', action.type); break;
    }
    const changed: ListKey[] = [];
    for (let i = 0; i < after.players.length; i++) {
      const a = after.players[i]!;
      const b = before.players[i];
      if (b === undefined) continue;
      for (const [key] of LISTS) if (a[key] !== b[key] && !changed.includes(key)) changed.push(key);
      const hex = a.position?.hex;
      if (hex !== undefined && hex !== b.position?.hex) {
        const place = mapHexAt(after, hex);
        const prefix = place?.name === undefined ? undefined : PLACE_PREFIX[place.type];
        if (prefix !== undefined) this.bumpNamed(prefix, place!.name!);
      }
    }
    for (const key of changed) this.gains(before, after, key);
  }

  private order(kind: string, fleeting: boolean): void {
    this.bumpNamed('o:', kind);
    if (fleeting) this.bump('o:fleeting');
  }

  /** Cards of a kind aboard the ships after the action and not before (a card moved between ships is no gain). */
  private gains(before: GameState, after: GameState, key: ListKey): void {
    const was = aboard(before, key);
    const prefix = LISTS.find(([k]) => k === key)![1];
    for (const [card, n] of aboard(after, key)) {
      const gained = n - (was.get(card) ?? 0);
      if (gained > 0) this.bumpNamed(prefix, card, gained);
    }
  }

  result(): FeatureCounts {
    return this.counts;
  }
}

const KIND_WORDS: Record<string, string> = {
  i: 'Improvement gained', a: 'Artillery gained', t: 'Treasure gained', p: 'Port visited', s: 'Island visited', l: 'Altar visited',
  o: 'Orders issued', r: 'Act reward', v: 'Port service', x: 'action', e: 'Elder One card',
};

/** A feature id in words, with the content's card names: "Treasure gained: Haul Away Joe". */
export function featureLabel(id: string, content?: ContentSet): string {
  const colon = id.indexOf(':');
  const kind = id.slice(0, colon);
  const rest = id.slice(colon + 1);
  const list = kind === 'i' ? content?.improvements : kind === 'a' ? content?.artillery : kind === 't' ? content?.treasures : undefined;
  const name = list?.find((c) => c.id === rest)?.name ?? rest;
  return `${KIND_WORDS[kind] ?? kind}: ${name}`;
}

/** Kinds whose counts say how much, not only whether: the report also splits them at their median. */
export const COUNTED_KINDS: readonly string[] = ['o', 'v', 'x'];

/**
 * Actions the round itself schedules (every seat ends a turn, recovers its Orders…): their count per round
 * says how the game ended, not how it was played — a won game ends in the middle of a round, a lost one at
 * its end — so their rates are never split ("endTurn more than 2.9 per round" once read as −93 points).
 */
export const SCHEDULED_ACTIONS: readonly string[] = ['x:endTurn', 'x:recoverOrders', 'x:chooseFirstPlayer', 'x:payWages', 'x:placeShip'];
