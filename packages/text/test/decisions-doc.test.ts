import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const decisions = readFileSync(new URL('docs/rules-decisions.md', root), 'utf8');

/** Every TypeScript and JSON file the game is made of (engine, damage step, content, session, text, cli, bots, server, web), as one text. */
function sources(): string {
  const out: string[] = [];
  for (const pkg of ['engine/src', 'damage-step/src', 'content/src', 'content/data', 'session/src', 'text/src', 'cli/src', 'bots/src', 'server/src', 'web/src']) {
    const dir = new URL(`packages/${pkg}/`, root);
    for (const f of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (f.endsWith('.ts') || f.endsWith('.tsx') || f.endsWith('.json')) out.push(readFileSync(new URL(f, dir), 'utf8'));
    }
  }
  return out.join('\n');
}

describe('docs/rules-decisions.md describes the game as it is', () => {
  it('promises no work "to come" with an issue', () => {
    // Written while the world's rules were being built: "comes with issue #4", "arrive with issue #4", "hook in here with their issues".
    const stale = /(?:comes?|arrives?|hook in here) with (?:the effects language of )?(?:their )?(?:issues?\b|Treasures \(#)/gi;
    expect(decisions.match(stale) ?? []).toEqual([]);
  });

  it('names only events, decisions and fields that exist in the code', () => {
    const code = sources();
    // A backticked single identifier (`spoilsUnclaimed`, `payWages`) must appear somewhere in the code or content.
    const names = [...new Set([...decisions.matchAll(/`([A-Za-z][A-Za-z0-9]*)`/g)].map((m) => m[1]!))];
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((n) => !code.includes(n))).toEqual([]);
  });

  it('the engine\'s comments promise nothing "to come" either', () => {
    const dir = new URL('packages/engine/src/', root);
    const stale = /(?:comes?|arrives?|hook in here) with (?:their issues|issue #|Ports\)|the world's content)/i;
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    expect(files.filter((f) => stale.test(readFileSync(new URL(f, dir), 'utf8')))).toEqual([]);
  });
});
