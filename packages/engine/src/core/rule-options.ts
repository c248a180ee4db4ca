/** Rules a group may want the other way: each is a named option (docs/rules-decisions.md). */
export interface RuleOptions {
  /** 'clockwise': the First Player token passes clockwise each round (gap facts). 'choose': the players pick each round (rulebook). */
  readonly firstPlayer: 'clockwise' | 'choose';
  /**
   * Where ship damage lands. 'fateDie': the Fate Die picks the Zone, falling back to the nearest lower, then
   * higher Zone with an intact node (reference manual). 'colourOrder': black nodes first, then blue
   * (Navigation), then red (Artillery) (rulebook, Enemies At Sea).
   */
  readonly shipDamage: 'fateDie' | 'colourOrder';
  /**
   * How Trauma from one roll spreads over several crew or enemies. 'choose': the players decide
   * (rulebook). 'random': the damage step spreads it (issue 5; packages/damage-step).
   */
  readonly traumaDistribution: 'choose' | 'random';
  /**
   * The enemy reaching the end of the Discovery Track. false: the players lose (rulebook). true: the
   * Elder One arises (if it has not) and the players have FINAL_CONFRONTATION_ROUNDS rounds to defeat it
   * by its card's victory (the published game's reviews; docs/rules-decisions.md).
   */
  readonly finalConfrontation: boolean;
  /** The advanced Boarding rule: a ship beside an enemy ship may board it instead of firing. */
  readonly boarding: boolean;
  /** The advanced Exhaustive Expeditions rule: the Island board on unexplored Islands. */
  readonly exhaustiveExpeditions: boolean;
  /**
   * Difficulty (D88): how far the Enemy Agenda moves each Enemy Phase. 'standard': 2 + 1 per player
   * (rulebook). 'gentle': one space less; 'harsh': one space more. Heuristic bot, medium (docs/balance.md):
   * gentle 54/64/70/70%, standard 38/43/57/58%, harsh 34/21/44/52% at 1/2/3/4 players (measured after D157–D161). Optional so that older saves and callers that list every option still load.
   */
  readonly agendaPace?: 'gentle' | 'standard' | 'harsh';
}

/** The Agenda's advance in one Enemy Phase under rules.agendaPace (D88). */
export function agendaStep(players: number, pace: RuleOptions['agendaPace']): number {
  return 2 + players + (pace === 'gentle' ? -1 : pace === 'harsh' ? 1 : 0);
}

export const DEFAULT_RULES: RuleOptions = { firstPlayer: 'clockwise', shipDamage: 'fateDie', traumaDistribution: 'choose', finalConfrontation: false, boarding: false, exhaustiveExpeditions: false };
