export { BOTS, randomBot, type Bot } from './random-bot';
export { playGame, summarise, Tally, type GameRecord, type PlayOptions, type Summary } from './simulate';
