import type { Act } from '../core/content';
import type { Facing, Hex } from '../core/hex';
import type { CrewPosition, DieKind, EnemyPosition, OrderPool, Seat } from '../core/state';

/**
 * Setup overrides for scenarios, tutorials and tests: put the game into a described position without
 * playing up to it. Everything here is plain data; the result is an ordinary game state.
 */
export interface SetupOverrides {
  readonly firstPlayer?: Seat;
  /** Tiles by slot index (0 is the centre); slots not named keep what setup put there. */
  readonly placed?: readonly { readonly slot: number; readonly tile: string | null }[];
  /** The face-down tile stack, top first. */
  readonly stack?: readonly string[];
  readonly ships?: readonly { readonly seat: Seat; readonly hex: Hex; readonly facing: Facing }[];
  /** Replaces a player's crew: tokens, positions, gems and Traits. */
  readonly crew?: readonly {
    readonly seat: Seat;
    readonly members: readonly {
      readonly token: string;
      readonly at: CrewPosition;
      readonly trauma?: number;
      readonly strain?: number;
      readonly positiveTrait?: string | null;
      readonly negativeTrait?: string | null;
    }[];
  }[];
  readonly players?: readonly {
    readonly seat: Seat;
    readonly coin?: number;
    readonly clues?: number;
    readonly fresh?: Partial<OrderPool>;
    readonly issued?: Partial<OrderPool>;
    readonly fleeting?: number;
    readonly destroyedNodes?: readonly number[];
    /** Below Deck, by slot: an Improvement card id, or null for the printed one (or nothing). */
    readonly improvements?: readonly (string | null)[];
    readonly artillery?: { readonly port?: string; readonly bowStern?: string; readonly starboard?: string };
    readonly hold?: readonly string[];
    readonly passengers?: readonly string[];
    readonly captives?: readonly { readonly slot: number; readonly card: string }[];
  }[];
  readonly tracks?: { readonly playerDiscovery?: number; readonly enemyDiscovery?: number; readonly elderOne?: number; readonly agenda?: number };
  readonly boundariesReached?: readonly number[];
  readonly act?: Act;
  readonly dice?: Partial<Record<DieKind, readonly number[]>>;
  /** Enemies in play (taken from the Enemy deck); each activates in the coming Enemy Phase. */
  readonly enemies?: readonly {
    readonly card: string;
    readonly at: EnemyPosition;
    readonly trauma?: number;
    readonly destination?: Hex;
  }[];
  /** The Enemy deck, top first (cards not named stay in it, below these). */
  readonly enemyDeck?: readonly string[];
  /** The Sea Event deck, top first (cards not named stay in it, below these). */
  readonly seaEvents?: readonly string[];
  /** Other decks, top first, the same way. */
  readonly treasureDeck?: readonly string[];
  readonly denizenDeck?: readonly string[];
  readonly expeditionDeck?: readonly string[];
  readonly improvementDeck?: readonly string[];
  readonly artilleryDeck?: readonly string[];
  /**
   * Reseeds the game's random generator once the overrides are applied, so what a scenario leaves to
   * chance does not move when the content (and so the shuffles of setup) changes.
   */
  readonly reseed?: string;
  readonly storms?: readonly (readonly Hex[])[];
}
