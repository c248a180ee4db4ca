/**
 * The learned value's weights (value.ts), one row per player count, in the order of FEATURES (features.ts).
 * Fitted by `npx tsx packages/bots/scripts/fit-value.ts --players P --games N --seed fit` (its output pasted here).
 */
export const VALUE_WEIGHTS: Readonly<Record<number, readonly number[]>> = {
  2: [-2.7122, 2.7199, -1.1574, 0.9618, 3.8774, -0.8251, -2.6303, 0.0000, -0.1041, -1.0983, -0.6807, 1.1825, -2.2036, 0.8178, -0.6078, 0.9486, -0.1766, -0.3471, -0.4997, 0.2260, -0.0787, 1.8674, -0.8244],
};
