import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { apply, createGame, legalActions, RandomSource, seedRng, type GameEvent, type RuleOptions } from '@everrain/engine';
import {
  entryForRule,
  linkTerms,
  MANUAL_CATEGORIES,
  MANUAL_ENTRIES,
  MANUAL_HOME,
  manualEntry,
  manualIndex,
  manualPlainText,
  manualSegments,
  searchManual,
  type ManualEntry,
  type ManualSegment,
} from '../src/index';

const LINK = /\[\[([^\]|]+)(?:\|([^\]]*))?\]\]/g;
const norm = (s: string) => s.trim().toLowerCase();

function linksOf(e: ManualEntry): string[] {
  return e.body.flatMap((p) => [...p.matchAll(LINK)].map((m) => (m[1] ?? '').trim()));
}

function linked(segments: readonly ManualSegment[]): { text: string; link: string }[] {
  return segments.flatMap((s) => ('link' in s ? [{ text: s.text, link: s.link }] : []));
}

/** The entry whose term is exactly this (found without the functions under test). */
function byTerm(term: string): ManualEntry {
  const e = MANUAL_ENTRIES.find((x) => x.term === term);
  if (!e) throw new Error(`no entry with the term ${term}`);
  return e;
}

describe('the manual entries', () => {
  it('have unique kebab-case ids', () => {
    const ids = MANUAL_ENTRIES.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('never let two entries claim the same name (term, alias or id, ignoring case)', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const e of MANUAL_ENTRIES) {
      for (const name of new Set([e.id, e.term, ...e.aliases].map(norm))) {
        const other = owner.get(name);
        if (other !== undefined && other !== e.id) clashes.push(`"${name}": ${other} and ${e.id}`);
        owner.set(name, e.id);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('have a one-sentence summary, one to five paragraphs, sources, and a known category', () => {
    for (const e of MANUAL_ENTRIES) {
      expect(MANUAL_CATEGORIES, e.id).toContain(e.category);
      expect(e.summary, e.id).toMatch(/[.!?]$/);
      expect(e.summary, e.id).not.toMatch(/[.!?]\s+[A-Z]/);
      expect(e.summary, e.id).not.toContain('[[');
      expect(e.body.length, e.id).toBeGreaterThanOrEqual(1);
      expect(e.body.length, e.id).toBeLessThanOrEqual(5);
      expect(e.sources.length, e.id).toBeGreaterThan(0);
      for (const s of e.sources) expect(s, e.id).toMatch(/^(Rulebook: |Reference manual: |Gap facts: |Other game: |This edition's rules decisions$)/);
    }
  });

  it('cite only decisions that exist in docs/rules-decisions.md', () => {
    const decisions = readFileSync(new URL('../../../docs/rules-decisions.md', import.meta.url), 'utf8');
    const cited = new Set<string>();
    for (const e of MANUAL_ENTRIES) {
      for (const id of e.decisions ?? []) cited.add(id);
      // What a player reads cites no decision number (issue #24 item 7): the entry lists them in `decisions`.
      for (const text of [...e.sources, ...e.body]) expect(text, e.id).not.toMatch(/Decisions? [DE]\d+/);
      if ((e.decisions ?? []).length > 0) expect(e.sources, e.id).toContain("This edition's rules decisions");
    }
    expect(cited.size).toBeGreaterThan(30);
    const missing = [...cited].filter((id) => !decisions.includes(`**${id} ·`) && !decisions.includes(`**${id} · `));
    expect(missing).toEqual([]);
  });

  it('link only to entries that exist, with well-formed links', () => {
    const broken: string[] = [];
    for (const e of MANUAL_ENTRIES) {
      for (const id of linksOf(e)) if (!manualEntry(id)) broken.push(`${e.id} → ${id}`);
      for (const p of e.body) {
        const plain = manualPlainText(p);
        expect(plain, e.id).not.toMatch(/\[\[|\]\]/);
      }
    }
    expect(broken).toEqual([]);
  });

  it('are each linked from another entry, or are the top of the manual', () => {
    const linkedTo = new Set<string>();
    for (const e of MANUAL_ENTRIES) for (const id of linksOf(e)) if (id !== e.id) linkedTo.add(id);
    expect(manualEntry(MANUAL_HOME)).toBeDefined();
    const orphans = MANUAL_ENTRIES.filter((e) => e.id !== MANUAL_HOME && !linkedTo.has(e.id)).map((e) => e.id);
    expect(orphans).toEqual([]);
  });

  it('every category is reachable from the top of the manual', () => {
    const home = manualEntry(MANUAL_HOME)!;
    const fromHome = new Set(linksOf(home).map((id) => manualEntry(id)?.category));
    for (const c of MANUAL_CATEGORIES) {
      expect(MANUAL_ENTRIES.some((e) => e.category === c), c).toBe(true);
    }
    // Every entry can be reached by following links from the top.
    const seen = new Set<string>([MANUAL_HOME]);
    const queue = [MANUAL_HOME];
    while (queue.length > 0) {
      const e = manualEntry(queue.shift()!)!;
      for (const id of linksOf(e)) if (!seen.has(id)) { seen.add(id); queue.push(id); }
    }
    expect(MANUAL_ENTRIES.filter((e) => !seen.has(e.id)).map((e) => e.id)).toEqual([]);
    expect(fromHome.size).toBeGreaterThan(5);
  });

  it('has the terms the issue names, and the ones a player meets', () => {
    const issue = ['Orders', 'Zones', 'Nodes', 'Fray', 'Trauma', 'Strain', 'Engagement Range', 'Line of Sight', 'Spoils', 'Acts'];
    for (const term of issue) expect(MANUAL_ENTRIES.some((e) => e.term === term), term).toBe(true);
    const more = [
      'Crew Order', 'Navigation Order', 'Artillery Order', 'Fleeting Order', 'Fresh Orders', 'Issued Orders', 'Recovering Orders',
      'Zone', 'Node', 'Destroyed node', 'Disrupted', 'Crow\'s Nest', 'On Deck', 'Below Deck', 'Improvements', 'Artillery', 'Hold',
      'Coin', 'Clues', 'Discovery Track', 'Player Discovery', 'Enemy Discovery', 'Elder One Discovery', 'Agenda', 'Act', 'Round',
      'First Player', 'Setup', 'Ship movement', 'Calm Sea', 'Rough Sea', 'Revealing map tiles', 'Ports', 'University', 'Apothecary',
      'Shipwright', 'Marketplace', 'Inn', 'Hire Crew', 'Denizens', 'Passengers', 'Islands', 'Expeditions', 'Altars', 'Shipwrecks',
      'Sea Events', 'Stories', 'Crew', 'Deckhands', 'Adepts', 'Traits', 'Fatigue', 'Wages', 'Enemies', 'Enemy dice', 'Move', 'Damage',
      'Omen', 'Fate Die', 'Attack dice', 'Evasion dice', 'Wild', 'Blank', 'Evade', 'Spawning', 'Activation', 'Enemies On Deck',
      'Enemies At Sea', 'Enemy Destinations', 'Combat At Sea', 'Evasion', 'Ship damage', 'Loot', 'Banishing', 'Storms', 'Elder One',
      'Arisen', 'Destruction tokens', 'Sinking', 'Winning & losing', 'Trading', 'Assisting in combat', 'Boarding',
      'Exhaustive Expeditions', 'Final confrontation', 'Trauma at random', 'Spread Trauma at random', 'Schematics', 'Treasures', 'Captives',
      'Skill Test', 'Special',
    ];
    const missing = more.filter((t) => entryForRule(t) === undefined);
    expect(missing).toEqual([]);
    expect(MANUAL_ENTRIES.length).toBeGreaterThanOrEqual(70);
  });
});

describe('entryForRule', () => {
  it('matches id, term or alias without regard to case', () => {
    const fray = byTerm('Fray');
    expect(entryForRule('fray')).toBe(fray);
    expect(entryForRule('FRAY')).toBe(fray);
    expect(entryForRule(fray.id)).toBe(fray);
    for (const e of MANUAL_ENTRIES) for (const alias of e.aliases) expect(entryForRule(alias.toUpperCase()), alias).toBe(e);
  });

  it('tries again without a parenthesised suffix, and otherwise finds nothing', () => {
    const final = byTerm('Final confrontation');
    expect(entryForRule('Final confrontation (rules option)')).toBe(final);
    expect(entryForRule('Combat (Spoils, once per current Act)')).toBe(byTerm('Combat'));
    expect(entryForRule('No such rule at all')).toBeUndefined();
    expect(entryForRule('No such rule (Fray)')).toBeUndefined();
    expect(entryForRule('(Fray)')).toBeUndefined();
  });
});

// ── Every rule the engine cites must lead to an entry ──

/** Rule strings written as literals in the engine source: the `rule` argument of emit and of every function with a `rule` parameter. */
function engineRuleLiterals(): Set<string> {
  const dir = new URL('../../engine/src/', import.meta.url);
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
  const sources = files.map((f) => readFileSync(new URL(f, dir), 'utf8'));
  const ruleIndex = new Map<string, number>([['emit', 2]]);
  for (const src of sources) {
    for (const m of src.matchAll(/function\s+(\w+)\s*(?:<[^>]*>)?\s*\(/g)) {
      const args = splitArgs(src, m.index + m[0].length);
      const i = args.findIndex((a) => /^rule\s*[:?]/.test(a.trim()));
      if (i >= 0) ruleIndex.set(m[1]!, i);
    }
  }
  const found = new Set<string>();
  for (const src of sources) {
    // Tables of rules, such as the event decks' DECK_RULE.
    for (const m of src.matchAll(/const\s+\w*RULE\s*(?::[^=]+)?=\s*\{([^}]*)\}/g)) {
      for (const lit of m[1]!.matchAll(/:\s*'([^']*)'/g)) found.add(lit[1]!);
    }
    for (const [fn, i] of ruleIndex) {
      for (const m of src.matchAll(new RegExp(`(?<![\\w.])${fn}\\(`, 'g'))) {
        const arg = splitArgs(src, m.index + m[0].length)[i]?.trim() ?? '';
        for (const lit of arg.matchAll(/^'([^']*)'$|\?\s*'([^']*)'\s*:\s*'([^']*)'$/g)) {
          for (const s of lit.slice(1)) if (s) found.add(s);
        }
      }
    }
  }
  return found;
}

/** The top-level arguments of a call or parameter list starting at `from` (just after its '('). */
function splitArgs(src: string, from: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = from;
  for (let i = from; i < src.length; i++) {
    const c = src[i]!;
    if (c === '\'' || c === '"' || c === '`') {
      i = skipString(src, i);
      continue;
    }
    if (c === '(' || c === '[' || c === '{' || c === '<') depth++;
    else if (c === ')' || c === ']' || c === '}' || (c === '>' && src[i - 1] !== '=')) {
      if (depth === 0 && c === ')') {
        args.push(src.slice(start, i));
        return args;
      }
      depth = Math.max(0, depth - 1);
    } else if (c === ',' && depth === 0) {
      args.push(src.slice(start, i));
      start = i + 1;
    }
  }
  return args;
}

function skipString(src: string, at: number): number {
  const quote = src[at];
  for (let i = at + 1; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') i++;
    else if (c === quote) return i;
    else if (quote === '`' && c === '$' && src[i + 1] === '{') {
      let depth = 1;
      for (i += 2; i < src.length && depth > 0; i++) {
        if (src[i] === '{') depth++;
        else if (src[i] === '}') depth--;
        else if (src[i] === '\'' || src[i] === '"' || src[i] === '`') i = skipString(src, i);
      }
      i--;
    }
  }
  return src.length;
}

const content = defaultContent();

/** Rule strings that events carry in seeded random games, every rules option tried. */
function rulesFromRandomGames(): Map<string, string> {
  const options: Partial<RuleOptions>[] = [
    {},
    { boarding: true, exhaustiveExpeditions: true, finalConfrontation: true, traumaDistribution: 'random', shipDamage: 'colourOrder', firstPlayer: 'choose' },
    { boarding: true, traumaDistribution: 'random' },
    { exhaustiveExpeditions: true, finalConfrontation: true },
  ];
  const seen = new Map<string, string>();
  const record = (events: readonly GameEvent[]) => {
    for (const e of events) if (!seen.has(e.rule)) seen.set(e.rule, e.kind);
  };
  for (let g = 0; g < 64; g++) {
    const players = 1 + (g % 4);
    const rules = options[Math.floor(g / 4) % options.length]!;
    const length = g % 3 === 0 ? 'medium' : 'short';
    const seed = `manual-${g}`;
    const created = createGame({ players, length, content, rules }, seed);
    if (!created.ok) throw new Error(created.error.message);
    record(created.events);
    let state = created.state;
    const bot = new RandomSource(seedRng(`${seed}-bot`));
    for (let n = 0; !state.outcome && n < 20_000; n++) {
      const result = apply(state, bot.pick(legalActions(state)));
      if (!result.ok) throw new Error(result.error.message);
      record(result.events);
      state = result.state;
    }
  }
  return seen;
}

describe('every rule the engine cites has an entry', () => {
  it('the rule of every event in seeded random games (1–4 players, every option)', () => {
    const rules = rulesFromRandomGames();
    expect(rules.size).toBeGreaterThan(40);
    const unresolved = [...rules].filter(([rule]) => entryForRule(rule) === undefined).map(([rule, kind]) => `${rule} (${kind})`);
    expect(unresolved).toEqual([]);
  }, 60_000);

  it('every rule written as a literal in the engine source', () => {
    const literals = engineRuleLiterals();
    expect(literals.size).toBeGreaterThan(40);
    expect(literals).toContain('Combat On Deck');
    expect(literals).toContain('Sea event cards');
    expect([...literals].filter((r) => entryForRule(r) === undefined)).toEqual([]);
  });

  it('the names the engine cites as rules from the content: abilities, Elder Ones, Inn services', () => {
    const names = [
      ...content.enemies.flatMap((e) => e.abilities.map((a) => a.name)),
      ...content.elderOnes.map((e) => e.name),
      ...content.services.inn.map((i) => i.name),
    ];
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((n) => entryForRule(n) === undefined)).toEqual([]);
  });
});

describe('searchManual', () => {
  it('puts the exact term first', () => {
    expect(searchManual('fray')[0]?.id).toBe(byTerm('Fray').id);
    expect(searchManual('Trauma')[0]?.id).toBe(byTerm('Trauma').id);
    expect(searchManual('  line of SIGHT ')[0]?.id).toBe(byTerm('Line of Sight').id);
  });

  it('ranks exact names, then prefixes, then word matches in names, then text matches', () => {
    const engagement = byTerm('Engagement Range');
    expect(searchManual('engage')[0]).toBe(engagement);
    // An alias matched exactly comes before entries that merely mention the word.
    const fray = byTerm('Fray');
    const combatOnDeck = searchManual('combat on deck');
    expect(combatOnDeck[0]).toBe(fray);
    // A word found only in the text still finds the entry, after those whose names match.
    const hits = searchManual('gangways');
    expect(hits.length).toBeGreaterThan(0);
    for (const e of hits) expect(manualPlainText(e.body.join(' ')).toLowerCase()).toContain('gangways');
    const trauma = searchManual('trauma');
    const firstTextOnly = trauma.findIndex((e) => ![e.term, ...e.aliases].some((n) => n.toLowerCase().includes('trauma')));
    const lastNamed = trauma.map((e) => [e.term, ...e.aliases].some((n) => n.toLowerCase().includes('trauma'))).lastIndexOf(true);
    expect(firstTextOnly).toBeGreaterThan(lastNamed);
    expect(searchManual('zzzz-nothing')).toEqual([]);
  });

  it('lists everything in index order (category, then term) for an empty query', () => {
    const all = searchManual('');
    expect(all.length).toBe(MANUAL_ENTRIES.length);
    for (let i = 1; i < all.length; i++) {
      const a = all[i - 1]!;
      const b = all[i]!;
      const ca = MANUAL_CATEGORIES.indexOf(a.category);
      const cb = MANUAL_CATEGORIES.indexOf(b.category);
      expect(ca <= cb, `${a.id} before ${b.id}`).toBe(true);
      if (ca === cb) expect(a.term.localeCompare(b.term, 'en', { sensitivity: 'base' }) <= 0, `${a.id} before ${b.id}`).toBe(true);
    }
    expect(manualIndex().flatMap((g) => g.entries)).toEqual(all);
  });
});

describe('manualSegments', () => {
  it('cuts links out of a paragraph, showing the term for a bare link', () => {
    const fray = byTerm('Fray');
    const segments = manualSegments(`Start a [[${fray.id}]] or a [[${fray.id}|brawl]], then rest.`);
    expect(segments).toEqual([
      { text: 'Start a ' },
      { text: fray.term, link: fray.id },
      { text: ' or a ' },
      { text: 'brawl', link: fray.id },
      { text: ', then rest.' },
    ]);
    expect(manualSegments('No links here.')).toEqual([{ text: 'No links here.' }]);
    expect(manualSegments('')).toEqual([]);
  });

  it('keeps every character of every paragraph', () => {
    for (const e of MANUAL_ENTRIES) {
      for (const p of e.body) {
        const rebuilt = manualSegments(p).map((s) => ('link' in s ? `[[${s.link}]]` : s.text)).join('');
        expect(rebuilt.replace(/\s+/g, ' ')).toBe(p.replace(LINK, (_, id: string) => `[[${id.trim()}]]`).replace(/\s+/g, ' '));
      }
    }
  });
});

describe('linkTerms', () => {
  it('links rules terms in a log line to their entries', () => {
    const line = 'A Fray breaks out in Zone 3: Isla Crane suffers 2 Trauma and 1 Strain.';
    const links = linked(linkTerms(line));
    expect(links).toContainEqual({ text: 'Fray', link: byTerm('Fray').id });
    expect(links).toContainEqual({ text: 'Trauma', link: byTerm('Trauma').id });
    expect(links).toContainEqual({ text: 'Strain', link: byTerm('Strain').id });
    expect(links).toContainEqual({ text: 'Zone', link: byTerm('Zones').id });
    expect(linkTerms(line).map((s) => s.text).join('')).toBe(line);
  });

  it('leaves ordinary words, other cases and parts of words alone', () => {
    const line = 'The rain will not stop, and the old sailor has a fraying rope and a traumatic memory of the crew.';
    expect(linked(linkTerms(line))).toEqual([]);
    expect(linkTerms(line)).toEqual([{ text: line }]);
    expect(linked(linkTerms('trauma and fray, lower case'))).toEqual([]);
    expect(linked(linkTerms('Frays and Trauma/Strain'))).toEqual([
      { text: 'Frays', link: byTerm('Fray').id },
      { text: 'Trauma', link: byTerm('Trauma').id },
      { text: 'Strain', link: byTerm('Strain').id },
    ]);
  });

  it('prefers the longest term', () => {
    const links = linked(linkTerms('Seat 1 spends 1 Fresh Order: 1 Omen to Damage, out of Engagement Range.'));
    expect(links.map((l) => l.text)).toEqual(['Fresh Order', 'Omen', 'Damage', 'Engagement Range']);
    expect(links[0]?.link).toBe(entryForRule('Fresh Orders')?.id);
    expect(links[3]?.link).toBe(byTerm('Engagement Range').id);
  });

  it('links only names of at least four letters, but for a few short capitalised terms', () => {
    for (const e of MANUAL_ENTRIES) {
      for (const name of [e.term, ...e.aliases]) {
        const letters = name.replace(/[^\p{L}]/gu, '').length;
        if (letters >= 4 || !/^\p{Lu}/u.test(name)) continue;
        const found = linked(linkTerms(`x ${name} x`));
        if (found.length > 0) expect(['Inn', 'Act'], name).toContain(name);
      }
    }
    expect(linked(linkTerms('Act II begins.'))[0]).toEqual({ text: 'Act II', link: byTerm('Acts').id });
    expect(linked(linkTerms('She goes to the Inn of Duskfall.'))[0]).toEqual({ text: 'Inn', link: byTerm('Inn').id });
  });
});
