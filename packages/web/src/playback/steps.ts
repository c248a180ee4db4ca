import type { EventKind, GameEvent, JsonValue } from '@everrain/engine';
import type { MapMark, ShipMark } from '../board/map-marks';
import type { Say } from '../words/event-words';

/**
 * The enemy's turn played out (issue #15, item 2): the events one move caused, cut into the player's own
 * results ("Just now") and the automatic sequences that followed (a Sea Event, a Fray, the Enemy Phase…),
 * grouped into steps a player can follow one at a time — one enemy activation and its roll, one piece
 * moving, one node wrecked — each with its cause and what to mark on the map and the ship boards.
 * Pure: the words are the events' sentences (`say`, the text package's eventText); nothing here works out a rule again.
 */

export interface PlaybackStep {
  /** The seq of its first event: a stable key. */
  readonly id: number;
  /** Why it happens: the sequence it belongs to and the enemy acting ("Enemy Phase, round 3 — The Cultist activates."). */
  readonly cause: string;
  /** Its events, in order (each with its words and the rule that made it happen). */
  readonly events: readonly GameEvent[];
  /** The seq of its last event: the dice tray shows the rolls up to here while the step is on screen. */
  readonly last: number;
  readonly marks: readonly MapMark[];
  readonly shipMarks: readonly ShipMark[];
}

export interface MoveSplit {
  /** The move's own results, before anything automatic began: "Just now". */
  readonly own: readonly GameEvent[];
  /** What followed on its own, step by step: the playback. */
  readonly steps: readonly PlaybackStep[];
}

/** Where a ship stands (to mark an attack on it): the game's state after the move knows. */
export type ShipHex = (seat: number) => string | undefined;

/** Where a piece stands once the move is over (a hex key, or a ship's Zone), from the game's state. */
export type Place = { readonly hex: string } | { readonly seat: number; readonly zone: number };

/** What the state after the move says of where things stand, for the marks. */
export interface Whereabouts {
  readonly ship?: ShipHex;
  /** An enemy still in play: where it stands now. */
  readonly enemy?: (id: string) => Place | undefined;
  /** The Elder One, if it is on the map. */
  readonly elderOne?: () => string | undefined;
}

/** Events with which something the player did not choose begins: from the first of them on, the playback. */
export const AUTOMATIC: ReadonlySet<EventKind> = new Set<EventKind>([
  'seaEventDrawn', 'turnEnded', 'enemyPhaseStarted', 'frayStarted', 'boardingStarted', 'enemySpawned', 'enemyActivated',
  'elderOneActivated', 'elderOneMoved', 'enemyMoved', 'enemyAttack', 'stormMoved', 'stormSpawned', 'actEnded', 'wagesDue',
]);

/** Scene-setting events: kept with the step they fall in, never a step of their own. */
const QUIET: ReadonlySet<EventKind> = new Set<EventKind>([
  'turnEnded', 'turnStarted', 'ordersRecovered', 'orderIssued', 'navigationPointsGained',
]);

/** Events that finish the step before them: what a roll came to, the answer to an attack. */
const FOLLOWS: ReadonlySet<EventKind> = new Set<EventKind>([
  'enemyResultsIgnored', 'enemyResultsConverted', 'enemyAttackResolved', 'enemyTargetChosen', 'omensConverted', 'volleyHits', 'volleyBlanks',
  'frayHits', 'frayEvades',
]);

/** Events of the Enemy Phase that no enemy's activation causes: the tracks, the token passing on. */
const AFTER_ACTIVATIONS: ReadonlySet<EventKind> = new Set<EventKind>([
  'agendaAdvanced', 'discoveryAdvanced', 'elderOneAdvanced', 'firstPlayerPassed', 'wagesDue', 'wagesPaid', 'actBegan', 'enemyCardsAdded',
]);

/** Events that take the next one into their step: an activation and its roll, a Fate Die and what it decided. */
function leads(e: GameEvent): boolean {
  return e.kind === 'enemyActivated' || e.kind === 'elderOneActivated' || e.kind === 'damageFellBack' || (e.kind === 'dieRolled' && e.data?.die === 'fate');
}

/** Events that set the scene for the steps after them (the sequence they belong to). */
function sceneOf(e: GameEvent): string | undefined {
  const seat = e.seat === undefined ? '' : ` (seat ${e.seat + 1})`;
  switch (e.kind) {
    case 'enemyPhaseStarted': return `Enemy Phase, round ${e.round}`;
    case 'seaEventDrawn': return `Sea Event${seat}`;
    case 'frayStarted': return `Fray${seat}`;
    case 'boardingStarted': return `Boarding${seat}`;
    case 'actEnded': return 'End of the Act';
    case 'elderOneArisen': return 'The Elder One arises';
    case 'roundStarted': return `Round ${e.round}`;
    default: return undefined;
  }
}

function isHex(v: JsonValue | undefined): v is { q: number; r: number } {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
  const o = v as { readonly [key: string]: JsonValue };
  return typeof o.q === 'number' && typeof o.r === 'number';
}
const key = (h: { q: number; r: number }) => `${h.q},${h.r}`;

/** What one event marks on the map and the ship boards. */
export function marksOf(e: GameEvent, shipHex: ShipHex, say: Say): { marks: MapMark[]; shipMarks: ShipMark[] } {
  const label = say(e);
  const marks: MapMark[] = [];
  const shipMarks: ShipMark[] = [];
  const d = e.data ?? {};
  const zone = typeof d.zone === 'number' ? d.zone : undefined;
  const seat = e.seat;
  switch (e.kind) {
    case 'enemyMoved':
      if (isHex(d.hex) && isHex(d.from)) marks.push({ kind: 'move', piece: 'enemy', from: key(d.from), to: key(d.hex), label });
      else if (isHex(d.hex)) marks.push({ kind: 'focus', hex: key(d.hex), tone: 'enemy', label });
      if (zone !== undefined && seat !== undefined) shipMarks.push({ seat, zone, kind: 'creature', label: typeof d.from === 'number' ? `from Zone ${d.from}` : 'moved here' });
      break;
    case 'elderOneMoved':
      if (isHex(d.hex)) marks.push(isHex(d.from) ? { kind: 'move', piece: 'elderOne', from: key(d.from), to: key(d.hex), label } : { kind: 'focus', hex: key(d.hex), tone: 'enemy', label });
      break;
    case 'elderOnePlaced':
      if (isHex(d.hex)) marks.push({ kind: 'focus', hex: key(d.hex), tone: 'enemy', label });
      break;
    case 'stormMoved': {
      const from = Array.isArray(d.from) ? d.from.filter(isHex) : [];
      const to = Array.isArray(d.hexes) ? d.hexes.filter(isHex) : [];
      if (from[0] && to[0]) marks.push({ kind: 'move', piece: 'storm', from: key(from[0]), to: key(to[0]), label });
      if (to.length) marks.push({ kind: 'area', hexes: to.map(key), tone: 'storm', label });
      break;
    }
    case 'stormSpawned': {
      const hexes = Array.isArray(d.hexes) ? d.hexes.filter(isHex) : [];
      if (hexes.length) marks.push({ kind: 'area', hexes: hexes.map(key), tone: 'storm', label });
      break;
    }
    case 'enemySpawned':
      if (isHex(d.hex)) marks.push({ kind: 'focus', hex: key(d.hex), tone: 'enemy', label });
      if (zone !== undefined && seat !== undefined) shipMarks.push({ seat, zone, kind: 'creature', label: 'climbs aboard' });
      break;
    case 'enemyAttack': {
      const at = seat === undefined ? undefined : shipHex(seat);
      if (at) marks.push({ kind: 'focus', hex: at, tone: 'enemy', label });
      break;
    }
    case 'shipSunk':
      if (isHex(d.hex)) marks.push({ kind: 'focus', hex: key(d.hex), tone: 'player', label });
      break;
    case 'nodeDestroyed':
    case 'enemyAttacksNode':
      if (zone !== undefined && seat !== undefined) shipMarks.push({ seat, zone, kind: 'damage', label: e.kind === 'nodeDestroyed' ? 'node destroyed' : 'attacked' });
      break;
    case 'frayStarted':
      if (zone !== undefined && seat !== undefined) shipMarks.push({ seat, zone, kind: 'focus', label: 'Fray' });
      break;
    default:
      break;
  }
  return { marks, shipMarks };
}

/**
 * Where the enemy (or the Elder One) activating in `e` stood then: where the first move of it after `e`
 * set out from, else where it stands once the move is over (the events say where each move began, D127).
 */
function actingMark(e: GameEvent, events: readonly GameEvent[], where: Whereabouts, say: Say): { map?: MapMark; ship?: ShipMark } | undefined {
  const label = say(e);
  if (e.kind === 'elderOneActivated') {
    const move = events.find((x) => x.seq > e.seq && x.kind === 'elderOneMoved' && isHex(x.data?.from));
    const hex = move ? key(move.data!.from as { q: number; r: number }) : where.elderOne?.();
    return hex ? { map: { kind: 'focus', hex, tone: 'enemy', label } } : undefined;
  }
  if (e.kind !== 'enemyActivated' || typeof e.data?.enemy !== 'string') return undefined;
  const id = e.data.enemy;
  const move = events.find((x) => x.seq > e.seq && x.kind === 'enemyMoved' && x.data?.enemy === id && x.data.from !== undefined && x.data.from !== null);
  const from = move?.data?.from;
  const place: Place | undefined = isHex(from) ? { hex: key(from) }
    : typeof from === 'number' && move?.seat !== undefined ? { seat: move.seat, zone: from } : where.enemy?.(id);
  if (!place) return undefined;
  return 'hex' in place ? { map: { kind: 'focus', hex: place.hex, tone: 'enemy', label } } : { ship: { seat: place.seat, zone: place.zone, kind: 'focus', label: 'acts' } };
}

/** Where the automatic part of a move's events begins (their length when nothing automatic happened). */
export function automaticFrom(events: readonly GameEvent[]): number {
  const i = events.findIndex((e) => AUTOMATIC.has(e.kind));
  return i < 0 ? events.length : i;
}

/**
 * Splits one move's events (as the seat at the table may see them) into its own results and the steps of
 * what followed. A playback with nothing but scene-setting in it has no steps.
 */
export function splitMove(events: readonly GameEvent[], say: Say, where: Whereabouts = {}): MoveSplit {
  const shipHex: ShipHex = where.ship ?? (() => undefined);
  const at = automaticFrom(events);
  const own = events.slice(0, at);
  const steps: { id: number; cause: string; events: GameEvent[]; fray?: ShipMark }[] = [];
  let scene = '';
  /** The Zone a Fray is fought in, marked on every step of it. */
  let fray: ShipMark | undefined;
  let actor = '';
  let open: { id: number; cause: string; events: GameEvent[]; fray?: ShipMark } | undefined;
  let pull = false;
  /** Quiet events before any step, and the Enemy Phase's title: they open the next step. */
  let held: GameEvent[] = [];
  for (const e of events.slice(at)) {
    const newScene = sceneOf(e);
    if (newScene !== undefined) { scene = newScene; actor = ''; fray = undefined; }
    if (e.kind === 'frayStarted' && e.seat !== undefined && typeof e.data?.zone === 'number') fray = { seat: e.seat, zone: e.data.zone, kind: 'focus', label: 'Fray' };
    // An activation's own step says only the scene; the steps after it, which enemy is acting.
    const activation = e.kind === 'enemyActivated' || e.kind === 'elderOneActivated';
    if (activation || e.rule === 'Storms' || AFTER_ACTIVATIONS.has(e.kind)) actor = '';
    if (QUIET.has(e.kind)) {
      if (open) open.events.push(e);
      else held.push(e);
      continue;
    }
    // The Enemy Phase's title opens its first step rather than making one of its own.
    if (e.kind === 'enemyPhaseStarted') {
      open = undefined;
      pull = false;
      held.push(e);
      continue;
    }
    if (open && (pull || FOLLOWS.has(e.kind))) {
      open.events.push(e);
    } else {
      open = { id: held[0]?.seq ?? e.seq, cause: [scene, actor].filter(Boolean).join(' — ') || e.rule, events: [...held, e], ...(fray ? { fray } : {}) };
      held = [];
      steps.push(open);
    }
    pull = leads(e);
    if (activation) actor = say(e);
    if (e.kind === 'frayEnded') fray = undefined;
  }
  if (held.length && steps.length) steps.push({ id: held[0]!.seq, cause: scene || held[0]!.rule, events: held });
  // Nothing but scene-setting followed: no playback, it all counts as the move's own results.
  if (steps.length === 0) return { own: events, steps: [] };
  return {
    own,
    steps: steps.map(({ fray: frayZone, ...s }) => {
      const marks: MapMark[] = [];
      const shipMarks: ShipMark[] = [];
      for (const e of s.events) {
        const acting = actingMark(e, events, where, say);
        if (acting?.map) marks.push(acting.map);
        if (acting?.ship) shipMarks.push(acting.ship);
        const m = marksOf(e, shipHex, say);
        marks.push(...m.marks);
        shipMarks.push(...m.shipMarks);
      }
      if (frayZone && !shipMarks.some((m) => m.seat === frayZone.seat && m.zone === frayZone.zone)) shipMarks.push(frayZone);
      return { ...s, last: s.events[s.events.length - 1]!.seq, marks, shipMarks };
    }),
  };
}

/** A step in one line, for the screen reader's live region. */
export function stepText(step: PlaybackStep, say: Say): string {
  return shownEvents(step).map(say).join(' ');
}

/** A step's events worth a line on screen (the scene-setting ones are left to the log). */
export function shownEvents(step: PlaybackStep): readonly GameEvent[] {
  const shown = step.events.filter((e) => !QUIET.has(e.kind));
  return shown.length ? shown : step.events;
}

/** The move's own results: its events before anything automatic began. */
export function ownEvents(events: readonly GameEvent[]): readonly GameEvent[] {
  return splitMove(events, () => '').own; // the marks' labels go unused
}
