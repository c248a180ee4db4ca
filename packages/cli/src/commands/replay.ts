import type { Command } from 'commander';
import { defaultContent } from '@everrain/content';
import { eventsFor } from '@everrain/engine';
import { eventText } from '@everrain/text';
import { replayCursor, replayTo, type Session } from '@everrain/session';
import { renderTable } from '../replay';
import { loadSave, SaveError } from '../save';

export function replayCommand(program: Command): void {
  program
    .command('replay')
    .description('print the state of a saved game at the start of a round')
    .argument('<file>', 'a save written by `everrain play --save` or the browser')
    .requiredOption('--to <round>', 'the round whose start to show (1 is the first round)')
    .action((file: string, o: { to: string }) => {
      const fail = (message: string) => {
        console.error(`everrain replay: ${message}`);
        process.exitCode = 2;
      };
      const round = Number(o.to);
      if (!/^\d+$/.test(o.to.trim()) || !Number.isInteger(round) || round < 1) return fail(`--to must be a round number, 1 or more (not "${o.to}")`);
      let game: Session;
      try {
        game = loadSave(file, defaultContent());
      } catch (error) {
        if (error instanceof SaveError) return fail(error.message);
        throw error;
      }
      // A game made under other rules or content is replayed under today's, up to where it stops (D162).
      if (game.notice) console.log(game.notice);
      const at = replayTo(replayCursor(game), { round });
      if (!at.ok) return fail(`${file}: ${at.problem}`);
      console.log(`${file} at the start of round ${round}: after ${at.move} of ${game.actions.length} actions.`);
      for (const e of eventsFor(at.events, null)) console.log(`  • ${eventText(e, at.state.catalog)}`);
      console.log(renderTable(at.state));
    });
}
