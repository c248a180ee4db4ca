/**
 * The learned value's weights (value.ts), one row per player count, in the order of FEATURES (features.ts).
 * Fitted 2026-11-24 by `npx tsx packages/bots/scripts/fit-value.ts --players P --games N --seed fit --dump FILE`
 * then `--fit FILE --lambda 10` on heuristic games `fit-P-i` (321, 189, 138 and 114 games at 1–4 players;
 * held-out log-loss 0.323, 0.503, 0.602, 0.625 against a constant's 0.329, 0.636, 0.693, 0.693 — solo it
 * barely beats a constant, so the search scores solo games with the hand-set evaluation, index.ts).
 */
export const VALUE_WEIGHTS: Readonly<Record<number, readonly number[]>> = {
1: [-2.3461, -0.1233, -0.0375, -0.1367, -0.0856, -0.0510, 0.1986, 0.4464, 1.5280, -0.2853, -0.4139, 0.0391, 0.1645, -0.0052, 0.2107, -0.1788, -0.0661, 0.8580, 0.1076, 0.0762, -0.2261, 0.1912, -0.4165],
  2: [-3.3205, 1.5193, -0.5219, 1.0018, 2.0412, -0.5009, -1.1623, 1.4607, 1.4080, 0.3755, -0.3586, 0.9057, 0.4764, 0.3009, 0.4242, -0.1582, -0.2432, 0.6133, 0.1528, -0.7645, -0.3195, 0.5206, -0.3669],
  3: [-2.3611, 1.3378, -0.3440, 0.3803, 1.6824, -0.3769, -1.4305, -0.2725, 1.2248, 0.3897, -0.6345, 0.9269, 1.1812, 0.4290, 0.1528, -0.1185, -0.0781, 0.3281, -0.1344, -0.4946, -0.2337, 0.2089, -0.2343],
  4: [-1.9153, 1.3759, 0.4791, 0.0211, 0.8969, -0.0638, -1.5806, -0.4932, 1.3553, 0.0893, -0.4335, 0.9938, 0.2547, 0.5244, -0.1934, -0.3734, 0.0007, -0.0321, -0.5320, 0.1306, -0.6397, 0.3840, -0.0088],
};
