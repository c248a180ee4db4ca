import type { Command } from 'commander';
import { defaultContent } from '@everrain/content';
import { eventsFor } from '@everrain/engine';
import { renderTable, stateAtRound } from '../replay';
import { loadSave, SaveError } from '../save';

export function replayCommand(program: Command): void {
  program
    .command('replay')
    .description('print the state of a saved game at the start of a round')
    .argument('<file>', 'a save written by `everrain play --save`')
    .requiredOption('--to <round>', 'the round whose start to show (1 is the first round)')
    .action((file: string, o: { to: string }) => {
      const fail = (message: string) => {
        console.error(`everrain replay: ${message}`);
        process.exitCode = 2;
      };
      const round = Number(o.to);
      if (!/^\d+$/.test(o.to.trim()) || !Number.isInteger(round) || round < 1) return fail(`--to must be a round number, 1 or more (not "${o.to}")`);
      const content = defaultContent();
      let loaded;
      try {
        loaded = loadSave(file, content);
      } catch (error) {
        if (error instanceof SaveError) return fail(error.message);
        throw error;
      }
      const at = stateAtRound(loaded.save, content, round);
      if (!at.ok) return fail(`${file}: ${at.problem}`);
      console.log(`${file} at the start of round ${round}: after ${at.actionsBefore} of ${loaded.save.actions.length} actions.`);
      for (const e of eventsFor(at.events, null)) console.log(`  • ${e.text}`);
      console.log(renderTable(at.state));
    });
}
