/**
 * `@everrain/engine/testing`: fixtures for scenarios, tutorials and tests — never for a game in play.
 * Overrides put a game into a described position without playing up to it (docs/scenarios.md);
 * `scenarioSeedRng` derives a scenario file's `seed` the way scenario files always have (D85).
 * Kept apart from the public API (`@everrain/engine`) so that no client bundles them by accident.
 */
export { withOverrides, type SetupOverrides } from './flow/overrides';
export { OverrideError } from './flow/override-checks';
export { scenarioSeedRng } from './core/rng';
// Scenario files still read the former slots of paused work (docs/scenarios.md, "old path, still read").
export { formerSlots, FORMER_SLOT_NAMES, type FormerSlots } from './queries/former-slots';
