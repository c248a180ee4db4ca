import type { Bot } from './bot';
import { heuristicBot } from './heuristic';
import { randomBot, uniformBot } from './random-bots';
import { searchBot } from './search';
import { innListenerBot } from './strategies/inn-listener';
import { portFarmerBot } from './strategies/port-farmer';
import { portWaiterBot } from './strategies/port-waiter';

/** The bots by name, as `everrain simulate --bot NAME` and the clients ask for them; each made from a seed. */
export const BOTS: Record<string, (seed?: string) => Bot> = {
  random: randomBot,
  uniform: uniformBot,
  heuristic: heuristicBot,
  search: (seed) => searchBot(seed),
  'port-waiter': portWaiterBot,
  'port-farmer': portFarmerBot,
  'inn-listener': innListenerBot,
};
