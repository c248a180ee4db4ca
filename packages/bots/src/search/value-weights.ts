/**
 * The learned value's weights (value.ts), one row per player count, in the order of FEATURES (features.ts).
 * Fitted 2026-11-24 by `npx tsx packages/bots/bench/fit-value.ts --players P --games N --seed fit --dump FILE`
 * then `--fit FILE --lambda 10` on heuristic games `fit-P-i` (321, 189, 138 and 114 games at 1–4 players).
 * Rows 2–4 hold each weight to its sign (features.ts SIGNS): held-out log-loss 0.489, 0.602, 0.614 against
 * a constant's 0.636, 0.693, 0.693. Row 1 is the free fit (0.323 against 0.329): solo it barely beats a
 * constant, so the search never uses it (solo games keep the hand-set evaluation, index.ts).
 */
export const VALUE_WEIGHTS: Readonly<Record<number, readonly number[]>> = {
  1: [-2.3461, -0.1233, -0.0375, -0.1367, -0.0856, -0.0510, 0.1986, 0.4464, 1.5280, -0.2853, -0.4139, 0.0391, 0.1645, -0.0052, 0.2107, -0.1788, -0.0661, 0.8580, 0.1076, 0.0762, -0.2261, 0.1912, -0.4165],
  2: [-3.2698, 1.5014, -0.5186, 1.0089, 2.0199, -0.4963, -1.1333, 1.3760, 1.3832, 0.0000, -0.2998, 0.8927, 0.4607, 0.2985, 0.3999, -0.1576, -0.2408, 0.0000, 0.0000, -0.7545, -0.3176, 0.5234, -0.3571],
  3: [-2.3505, 1.3328, -0.3439, 0.3822, 1.6772, -0.3762, -1.4318, 0.0000, 1.2290, 0.0000, -0.6192, 0.9265, 1.1803, 0.4278, 0.1484, -0.1183, -0.0777, 0.0000, -0.1350, -0.4941, -0.2346, 0.2111, -0.2326],
  4: [-1.9042, 1.3692, 0.0000, 0.0254, 0.8913, -0.0631, -1.5797, 0.0000, 1.3505, 0.0000, -0.4311, 0.9865, 0.2533, 0.5201, 0.0000, -0.3696, 0.0000, -0.0301, -0.5281, 0.0000, -0.6326, 0.3838, -0.0100],
};
