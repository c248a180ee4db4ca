import { z } from 'zod';

/** The field shapes the content schemas share (schemas.ts, effect-schemas.ts). */

export const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are lower-case words joined by hyphens');
export const text = z.string().min(1);
export const count = z.number().int().min(0);
/** Rulebook (Coin): coin "comes in 5, 10 and 20 denominations", so every price, wage and reward is a multiple of 5. */
export const COIN_MESSAGE = 'coin comes in 5, 10 and 20 (rulebook, Coin): an amount of coin must be a multiple of 5';
export const coinAmount = z.number().int().multipleOf(5, COIN_MESSAGE);
export const coinCount = coinAmount.min(0);
/** A Fate Die face, a skill: 0–9. */
export const skill = z.number().int().min(0).max(9);
export const positive = z.number().int().min(1);
export const treasureKind = z.enum(['commodity', 'trinket', 'relic', 'shanty']);
