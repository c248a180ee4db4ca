import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { bundledRaw, checkContent, checkContentTexts, CONTENT_FILES, formatProblem, type ContentPart } from '@everrain/content';

function readTexts(dir: string): Record<ContentPart, string | null> {
  const texts = {} as Record<ContentPart, string | null>;
  for (const [part, file] of Object.entries(CONTENT_FILES) as [ContentPart, string][]) {
    try {
      texts[part] = readFileSync(join(dir, file), 'utf8');
    } catch {
      texts[part] = null;
    }
  }
  return texts;
}

export function contentCommand(program: Command): void {
  const content = program.command('content').description('the game content');
  content
    .command('check')
    .description('validate the content files: schemas, references between cards, counts')
    .argument('[dir]', 'a folder of content files (default: the shipped content)')
    .action((dir?: string) => {
      // A folder: read every file (one unreadable or broken file does not hide the others' problems).
      const result = dir ? checkContentTexts(readTexts(dir)) : checkContent(bundledRaw);
      if (result.ok) {
        const c = result.content;
        const n = (cards: readonly { copies: number }[]) => cards.reduce((sum, x) => sum + x.copies, 0);
        console.log(`Content OK: ${c.ships.length} ships, ${c.tiles.length} map tiles, ${c.crew.length} crew tokens, ${c.traits.length} Traits, ${c.artillery.length} Artillery, ${c.improvements.length} Improvements, ${c.elderOnes.length} Elder Ones, ${n(c.enemies)} Enemy cards, ${n(c.seaEvents)} Sea Events, ${n(c.expeditions)} Expeditions, ${n(c.denizens)} Denizens, ${n(c.treasures)} Treasures, ${c.stories.length} Story cards (${new Set(c.stories.map((x) => x.story.story)).size} Stories).`);
        return;
      }
      for (const p of result.problems) console.error(formatProblem(p));
      console.error(`${result.problems.length} problem${result.problems.length === 1 ? '' : 's'} in the content.`);
      process.exitCode = 1;
    });
}
