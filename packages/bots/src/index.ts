export { narrowedTurn, seatTurn, type Bot, type BotChoice, type SeatTurn } from './bot';
export { randomBot, uniformBot } from './random-bots';
export { heuristicBot } from './heuristic';
export { searchBot, type SearchOptions, type SearchStats, type Weighing } from './search';
export { BOTS } from './registry';
export { playGame, summarise, Tally, type GameRecord, type PlayOptions, type Summary } from './simulate';
export { BotMind, DEFAULT_BOT_BUDGET, type AdviceAnswer, type AdviceJob, type BotAnswer, type BotBudget, type BotJob, type BotWork } from './mind';
export { advise, type Advice, type AdviceQuestion } from './advisor';
