/**
 * The rules' own version, beside the content's hash in a game's fingerprint (D162, @everrain/session). Raise it
 * with any change to the engine that can make a recorded game play out differently (a rule, a random draw's
 * order, a listing's order a bot picks by): saves and stored games made before are then replayed under the
 * new rules with a notice, instead of being refused by their state hash.
 */
export const RULES_VERSION = 1;
