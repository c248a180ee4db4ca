/**
 * The effects language: what every card-like thing does, as data one interpreter runs
 * (effect-interpreter.ts). Event cards, Denizens, Inn services and Improvements run the whole language
 * on the effect stack; enemy abilities, the Elder One's When Arisen effects and Spoils rows run a part
 * of it at once (the kinds that never ask the players anything). A kind means the same thing wherever
 * it appears; what differs is the context it runs in (whose ship, which enemy). The content package's
 * schema is checked against these types in both directions (packages/content/test/effect-schema.test.ts).
 *
 * Amounts may be negative where losing makes sense (Clues, coin): a player never goes below 0.
 */

export type TraitPolarity = 'positive' | 'negative';
/** Creatures appear On Deck of a player ship; ships sail At Sea. */
export type EnemyArena = 'onDeck' | 'atSea';
export type TreasureKind = 'commodity' | 'trinket' | 'relic' | 'shanty';

/** Whose crew an effect touches: one the player picks, every one, those On Deck, or those the card concerns (sent ashore, tested). */
export type CrewSelector = 'chosen' | 'all' | 'onDeck' | 'involved';

/** What a choice may cost. Clue costs may be paid with Treasures' Clue values. */
export interface EffectCost {
  readonly clues?: number;
  readonly coin?: number;
}

export type Effect =
  | { readonly kind: 'clues'; readonly amount: number }
  | { readonly kind: 'coin'; readonly amount: number }
  /** Draws a Treasure (of a kind, if named). */
  | { readonly kind: 'treasure'; readonly treasure?: TreasureKind }
  /** Loses a Treasure from the Hold (of a kind, if named): the least valuable where it is. */
  | { readonly kind: 'loseTreasure'; readonly treasure?: TreasureKind }
  /** An Artillery or Improvement Schematic: a Shipwright builds one from it for free. */
  | { readonly kind: 'schematic'; readonly schematic: 'artillery' | 'improvement' }
  /** Loses a Fresh Order of a kind (or a Fleeting one), if there is one. */
  | { readonly kind: 'loseOrder'; readonly order: 'crew' | 'navigation' | 'artillery' | 'fleeting' }
  /** The selected crew lose their Trait of that polarity (an Adept's fixed Trait cannot be lost). */
  | { readonly kind: 'loseTrait'; readonly polarity: TraitPolarity; readonly crew: CrewSelector }
  | { readonly kind: 'order'; readonly order: 'crew' | 'navigation' | 'artillery' | 'fleeting' }
  | { readonly kind: 'trauma'; readonly amount: number; readonly crew: CrewSelector }
  | { readonly kind: 'strain'; readonly amount: number; readonly crew: CrewSelector }
  | { readonly kind: 'recover'; readonly gem: 'trauma' | 'strain'; readonly amount: number | 'all'; readonly crew: CrewSelector }
  | { readonly kind: 'trait'; readonly polarity: TraitPolarity; readonly crew: CrewSelector }
  /** Every crew member On Deck of the ship concerned suffers Strain (the Elder One's: of every ship). */
  | { readonly kind: 'strainOnDeck'; readonly amount: number }
  /** Every crew member in the enemy's zone suffers Trauma (no Fray: nothing can be rolled against it). An enemy's only. */
  | { readonly kind: 'traumaInZone'; readonly amount: number }
  /** A Skill Test: the Fate Die against the tested crew's Island or Port value (docs/rules-decisions.md). */
  | { readonly kind: 'test'; readonly skill: 'island' | 'port'; readonly modifier?: number; readonly success: readonly Effect[]; readonly failure: readonly Effect[] }
  | { readonly kind: 'choice'; readonly options: readonly { readonly label: string; readonly cost?: EffectCost; readonly effects: readonly Effect[] }[] }
  /** Rolls the Fate Die: the outcome whose range holds the face happens (ranges cover 0–9 once). */
  | { readonly kind: 'fate'; readonly outcomes: readonly { readonly from: number; readonly to: number; readonly effects: readonly Effect[] }[] }
  | { readonly kind: 'spawnEnemy'; readonly arena: EnemyArena; readonly card?: string }
  /**
   * Searches the Enemy deck for a creature and spawns it: beside the enemy using the ability (On Deck),
   * else On Deck of the ship concerned (an enemy ship's target).
   */
  | { readonly kind: 'spawn'; readonly enemy: string }
  /** An enemy spawns On Deck of every ship afloat. */
  | { readonly kind: 'spawnOnEveryShip' }
  /** The enemy using the ability destroys itself (no Loot: the players did not destroy it). */
  | { readonly kind: 'destroySelf' }
  /** Destroys the enemy's own node (if `own`) and up to `adjacent` intact nodes of adjacent zones, those with the most crew first. */
  | { readonly kind: 'destroyNodes'; readonly own: boolean; readonly adjacent: number }
  /** The enemy using the ability removes Trauma from itself. */
  | { readonly kind: 'heal'; readonly amount: number }
  | { readonly kind: 'storm' }
  /** Every Storm grows by one hex. */
  | { readonly kind: 'growStorms' }
  /** "+N": a numbered Story card is set aside, to be shuffled into its deck at the next Act. */
  | { readonly kind: 'story'; readonly card: string }
  | { readonly kind: 'track'; readonly track: 'playerDiscovery' | 'agenda' | 'elderOne'; readonly amount: number }
  /** The ship concerned takes damage; an enemy ship's ability adds it to the Damage it fires instead (D32). */
  | { readonly kind: 'shipDamage'; readonly amount: number }
  | { readonly kind: 'repair'; readonly amount: number }
  /** Rolls on the Spoils table. */
  | { readonly kind: 'spoils'; readonly rolls: number }
  /**
   * The player is prompted to pay their crew's wages, as at the end of an Act (rulebook: "and sometimes
   * through events"; D53): paid at once if they can pay everyone, otherwise they choose whom to pay and
   * the rest leave.
   */
  | { readonly kind: 'payWages' };

export type EffectKind = Effect['kind'];
/** The effect of a kind. */
export type EffectOf<K extends EffectKind> = Extract<Effect, { readonly kind: K }>;

/** What an enemy's special ability may do: it runs at once, in the middle of the enemy's activation. */
export type EnemyEffect = EffectOf<'destroySelf' | 'destroyNodes' | 'traumaInZone' | 'strainOnDeck' | 'spawn' | 'heal' | 'shipDamage'>;

/** The Elder One's When Arisen effects: they concern every ship. */
export type ElderOneArisenEffect = EffectOf<'spawnOnEveryShip' | 'growStorms' | 'strainOnDeck'>;

/** A Spoils row's reward, taken at once. */
export type SpoilsReward = EffectOf<'clues' | 'coin' | 'treasure' | 'schematic'>;

/** The effects that run at once, outside the effect stack: none of them asks the players anything. */
export type ImmediateEffect = EnemyEffect | ElderOneArisenEffect | SpoilsReward;
