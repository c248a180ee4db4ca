import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { manualEntry } from '@everrain/text';

const src = join(dirname(fileURLToPath(import.meta.url)), '../src');

/** Every Reference Manual entry the screen names: <Term id="…">, and the `manual`/`term` fields of prompts and the guide. */
function referencedEntries(): { file: string; ref: string }[] {
  const found: { file: string; ref: string }[] = [];
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
  for (const file of files) {
    const text = readFileSync(join(src, file), 'utf8');
    for (const m of text.matchAll(/<Term id="([^"]+)"|\b(?:manual|term): '([^']+)'/g)) found.push({ file, ref: (m[1] ?? m[2])! });
  }
  return found;
}

describe('links from the screen to the Reference Manual', () => {
  it('name an entry by its id, every one of them', () => {
    const refs = referencedEntries();
    expect(refs.length).toBeGreaterThan(30);
    const broken = refs.filter(({ ref }) => !manualEntry(ref));
    expect(broken).toEqual([]);
  });
});
