import { canRevealNextTile, elderOneCard, endOfTrackWins, hexDistance, navigationOrderValue, universityReach, wagesDue, type Action, type ActionOf, type ActionType, type GameView, type Hex, type PlayerState, type Seat } from '@everrain/engine';
import { factsOf, type Facts, type MapHex } from './facts';
import { chooseGoal, keptGoal, type Goal, type GoalPreference, type TurnGoals } from './goal';

/** An action's worth to one concern, and why, in words a log can show. */
export interface Scored {
  readonly score: number;
  readonly reason: string;
}

/** How the heuristic judges the actions of one type: each concern's module (ports, sailing, combat…) holds its types' judges. */
export type Judge<T extends ActionType> = (a: ActionOf<T>, c: Context) => Scored;
/** A module's judges, by action type. */
export type Judges = { readonly [T in ActionType]?: Judge<T> };


export interface Context extends Facts {
  readonly legal: readonly Action[];
  /** Whose turn it is (null outside the Player Phase) and whether it is this seat's. */
  readonly myTurn: boolean;
  readonly points: number;
  readonly here: MapHex | undefined;
  readonly inPort: boolean;
  /** Clues the University would count (Clues held and the Clue value of the Hold's Treasures) and the steps they buy. */
  readonly clueWorth: number;
  readonly clueSteps: number;
  readonly elderOne: 'none' | 'agendaWraps' | 'destructionTokens' | 'discoveryWhileWounded' | 'discoveryWhileHurt' | 'driveOff';
  readonly goal: Goal | null;
  /** Navigation Orders the ship can still issue this turn (Fresh and Fleeting). */
  readonly navOrders: number;
  /** Points one Navigation Order gives (`navigationOrderValue`). */
  readonly perOrder: number;
  readonly revealOpen: boolean;
  /** Something to fire at within 3 hexes (an enemy ship, or an Elder One that fighting defeats): man the Batteries. */
  readonly battle: boolean;
  /** The Elder One has risen and is hurt as its card asks: the end of the track now wins (D157, D158). */
  readonly raceOpen: boolean;
  /** Coin kept back for the crew's wages at the next end of Act (`wagesDue`). */
  readonly reserve: number;
  /** A fact a judge works out once for the decision and reads for each of its actions (kept under `key`). */
  remember<T>(key: string, make: (c: Context) => T): T;
}


export function contextOf(v: GameView, seat: Seat, legal: readonly Action[], prefer?: GoalPreference, turnGoals?: TurnGoals): Context {
  return new LazyContext(factsOf(v, seat), legal, prefer, turnGoals);
}

type VictoryKind = Context['elderOne'];

/**
 * A decision's context, each fact worked out on first read: most decisions read a few of them (a card's
 * option, a Trauma's spread never look for a goal), and the goal, the dearest, only the sailing and crew
 * judges ask for. The same facts, read in any order, as if all were worked out at once.
 */
class LazyContext implements Context {
  readonly v: GameView;
  readonly seat: Seat;
  readonly me: PlayerState;
  readonly ports: readonly MapHex[];
  readonly hexList: readonly MapHex[];
  readonly emptySlotList: readonly Hex[];
  readonly sites: readonly MapHex[];
  readonly myTurn: boolean;
  readonly points: number;
  readonly navOrders: number;
  #facts: Facts;
  #here: MapHex | undefined | null = null;
  #university: { clues: number; steps: number } | null = null;
  #elderOne: VictoryKind | null = null;
  #perOrder: number | null = null;
  #revealOpen: boolean | null = null;
  #battle: boolean | null = null;
  #raceOpen: boolean | null = null;
  #reserve: number | null = null;
  #goal: Goal | null | undefined = undefined;
  /** Made on first use: most decisions remember nothing. */
  #remembered: Map<string, unknown> | null = null;
  #lastKey: string | null = null;
  #lastMade: unknown = undefined;

  constructor(f: Facts, readonly legal: readonly Action[], private readonly prefer: GoalPreference | undefined, private readonly turnGoals: TurnGoals | undefined) {
    this.#facts = f;
    this.v = f.v;
    this.seat = f.seat;
    this.me = f.me;
    this.ports = f.ports;
    this.hexList = f.hexList;
    this.emptySlotList = f.emptySlotList;
    this.sites = f.sites;
    const turn = f.v.turn;
    this.myTurn = turn?.seat === f.seat && f.v.pending.length === 0;
    this.points = turn?.seat === f.seat ? turn.navigationPoints : 0;
    this.navOrders = f.me.orders.fresh.navigation + f.me.orders.fleeting;
  }

  remember<T>(key: string, make: (c: Context) => T): T {
    // The fact last asked for first: a judge asks for its fact once for each of dozens of actions in a row.
    if (this.#lastKey === key) return this.#lastMade as T;
    const remembered = (this.#remembered ??= new Map());
    let made: T;
    if (remembered.has(key)) made = remembered.get(key) as T;
    else remembered.set(key, (made = make(this)));
    this.#lastKey = key;
    this.#lastMade = made;
    return made;
  }

  hexAt(hex: Hex): MapHex | undefined {
    return this.#facts.hexAt(hex);
  }

  isEmptySlot(hex: Hex): boolean {
    return this.#facts.isEmptySlot(hex);
  }

  taken(hex: Hex): boolean {
    return this.#facts.taken(hex);
  }

  get enemyShips(): Facts['enemyShips'] {
    return this.#facts.enemyShips;
  }

  get here(): MapHex | undefined {
    if (this.#here === null) this.#here = this.me.position ? this.#facts.hexAt(this.me.position.hex) : undefined;
    return this.#here;
  }

  get inPort(): boolean {
    return this.here?.type === 'port';
  }

  get clueWorth(): number {
    return (this.#university ??= universityReach(this.v, this.me)).clues;
  }

  get clueSteps(): number {
    return (this.#university ??= universityReach(this.v, this.me)).steps;
  }

  /** The card as it plays at this table's player count (D159); 'none' until it arises. */
  get elderOne(): VictoryKind {
    return (this.#elderOne ??= elderOneCard(this.v)?.victoryRule.kind ?? 'none');
  }

  get perOrder(): number {
    return (this.#perOrder ??= navigationOrderValue(this.v, this.me));
  }

  get revealOpen(): boolean {
    return (this.#revealOpen ??= canRevealNextTile(this.v));
  }

  get battle(): boolean {
    return (this.#battle ??= battleNear(this.v, this.enemyShips, this.me.position?.hex ?? null, this.elderOne));
  }

  get reserve(): number {
    return (this.#reserve ??= wagesDue(this.v, this.seat).total);
  }

  get raceOpen(): boolean {
    return (this.#raceOpen ??= endOfTrackWins(this.v));
  }

  get goal(): Goal | null {
    if (this.#goal === undefined) {
      if (!this.myTurn || !this.me.position) this.#goal = null;
      else this.#goal = this.turnGoals ? keptGoal(this, this.turnGoals, this.prefer) : chooseGoal(this, this.prefer);
    }
    return this.#goal;
  }
}

function battleNear(v: GameView, ships: Facts['enemyShips'], at: Hex | null, victory: string): boolean {
  if (!at) return false;
  const eo = v.elderOne.hex;
  if (eo && victory !== 'agendaWraps' && hexDistance(eo, at) <= 3) return true;
  return ships.some((e) => hexDistance(e.hex, at) <= 3);
}
