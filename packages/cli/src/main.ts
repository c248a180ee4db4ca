import { Command } from 'commander';
import { benchCommand } from './commands/bench';
import { contentCommand } from './commands/content';
import { damageStepCommand } from './commands/damage-step';
import { playCommand } from './commands/play';
import { replayCommand } from './commands/replay';
import { scenarioCommand } from './commands/scenario';
import { simulateCommand } from './commands/simulate';

const program = new Command();
program.name('everrain').description('The Everrain: a cooperative naval exploration board game, in the terminal');
playCommand(program);
replayCommand(program);
scenarioCommand(program);
simulateCommand(program);
contentCommand(program);
benchCommand(program);
damageStepCommand(program);
await program.parseAsync(process.argv);
