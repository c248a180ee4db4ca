import { MANUAL_ENTRIES } from './entries';
import type { ManualCategory, ManualEntry, ManualSegment } from './types';

export { MANUAL_ENTRIES } from './entries';
export type { ManualCategory, ManualEntry, ManualSegment } from './types';

/** The manual's sections, in display order. */
export const MANUAL_CATEGORIES: readonly ManualCategory[] = [
  'Basics',
  'Your ship',
  'Crew',
  'Exploring',
  'Ports',
  'Enemies & combat',
  'Elder Ones & end game',
  'Cooperation',
  'Advanced rules',
  'Cards',
];

/** The entry the manual opens on (its "top"): it links to the start of every section. */
export const MANUAL_HOME = 'overview';

/**
 * Names that find an entry (by `entryForRule`, `searchManual`) but are never linked in running text
 * by `linkTerms`: ordinary words that would light up half of every log line. Compared without case.
 */
const NOT_LINKED: ReadonlySet<string> = new Set([
  'crew', 'crew member', 'crew members', 'your crew',
  'round', 'rounds', 'turn', 'turns', 'fresh', 'issued', 'movement', 'skill', 'skills',
  'board', 'goal', 'map', 'tile', 'tiles', 'reveal', 'revealing', 'exploring',
  'hire', 'hiring', 'repair', 'repairs', 'trade', 'traded', 'trades',
  'sail', 'sailing', 'turning', 'facing', 'firing', 'fighting', 'fights',
  'spawn', 'spawned', 'activate', 'activates', 'activated', 'ability', 'abilities',
  'special', 'specials', 'options', 'healing', 'money', 'cargo', 'guns', 'hits', 'wounds', 'exhaustion',
  'arise', 'arises', 'rising', 'coins', 'fate', 'sunk', 'sinks', 'wreck', 'plunder', 'market', 'inns',
  'dice', 'creature', 'creatures', 'boarders', 'the everrain', 'old one', 'avatar', 'under god', 'last stand',
]);

/** Short rules terms linked despite having fewer than four letters (case-sensitive, whole words). */
const SHORT_LINKED: ReadonlySet<string> = new Set(['Inn', 'Act']);

const byId = new Map<string, ManualEntry>(MANUAL_ENTRIES.map((e) => [e.id, e]));

function key(s: string): string {
  return s.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Every name of an entry: its id, term and aliases. */
function names(e: ManualEntry): string[] {
  return [e.term, ...e.aliases];
}

const byName = new Map<string, ManualEntry>();
for (const e of MANUAL_ENTRIES) {
  for (const n of [e.id, ...names(e)]) if (!byName.has(key(n))) byName.set(key(n), e);
}

export function manualEntry(id: string): ManualEntry | undefined {
  return byId.get(id);
}

/**
 * The entry for an event's `rule` (a rulebook section, a card or ability name…): its id, term or an
 * alias, without regard to case; failing that, the same with a parenthesised suffix removed
 * ("Final confrontation (rules option)" → "Final confrontation").
 */
export function entryForRule(rule: string): ManualEntry | undefined {
  const found = byName.get(key(rule));
  if (found) return found;
  const bare = rule.replace(/\s*\([^()]*\)\s*$/, '');
  return bare !== rule && bare.trim() !== '' ? byName.get(key(bare)) : undefined;
}

function compareIndex(a: ManualEntry, b: ManualEntry): number {
  const c = MANUAL_CATEGORIES.indexOf(a.category) - MANUAL_CATEGORIES.indexOf(b.category);
  return c !== 0 ? c : a.term.localeCompare(b.term, 'en', { sensitivity: 'base' });
}

const INDEX_ORDER: readonly ManualEntry[] = [...MANUAL_ENTRIES].sort(compareIndex);

/** The manual's index: each category in display order with its entries sorted by term. */
export function manualIndex(): { readonly category: ManualCategory; readonly entries: readonly ManualEntry[] }[] {
  return MANUAL_CATEGORIES.map((category) => ({ category, entries: INDEX_ORDER.filter((e) => e.category === category) }));
}

/** A paragraph cut into plain text and links: `[[id]]` shows the entry's term, `[[id|text]]` the text. */
export function manualSegments(paragraph: string): ManualSegment[] {
  const out: ManualSegment[] = [];
  const pushText = (text: string) => {
    if (!text) return;
    const last = out[out.length - 1];
    if (last && !('link' in last)) out[out.length - 1] = { text: last.text + text };
    else out.push({ text });
  };
  const pattern = /\[\[([^\]|]+)(?:\|([^\]]*))?\]\]/g;
  let at = 0;
  for (let m = pattern.exec(paragraph); m; m = pattern.exec(paragraph)) {
    pushText(paragraph.slice(at, m.index));
    const id = (m[1] ?? '').trim();
    const shown = m[2] ?? manualEntry(id)?.term ?? id;
    out.push({ text: shown, link: id });
    at = m.index + m[0].length;
  }
  pushText(paragraph.slice(at));
  return out;
}

/** A paragraph as plain text, links replaced by what they show. */
export function manualPlainText(paragraph: string): string {
  return manualSegments(paragraph).map((s) => s.text).join('');
}

const entryText = new Map<string, string>(
  MANUAL_ENTRIES.map((e) => [e.id, key([e.summary, ...e.body.map(manualPlainText)].join(' '))]),
);

function words(s: string): string[] {
  return key(s).split(/[^\p{L}\p{N}']+/u).filter((w) => w.length > 0);
}

/**
 * Entries matching a query, best first: a term or alias equal to the query, then one starting with it,
 * then entries whose term or aliases contain every word of the query (as word starts), then entries
 * whose summary or body contains every word. Ties keep index order. An empty query lists every entry in
 * index order (category, then term).
 */
export function searchManual(query: string): ManualEntry[] {
  const q = key(query);
  if (q === '') return [...INDEX_ORDER];
  const qWords = words(q);
  const scored: { entry: ManualEntry; score: number }[] = [];
  for (const entry of INDEX_ORDER) {
    const ns = names(entry).map(key);
    let score: number | undefined;
    if (key(entry.term) === q) score = 0;
    else if (ns.includes(q) || entry.id === q) score = 1;
    else if (key(entry.term).startsWith(q)) score = 2;
    else if (ns.some((n) => n.startsWith(q))) score = 3;
    else if (qWords.length > 0 && qWords.every((w) => ns.some((n) => words(n).some((nw) => nw.startsWith(w))))) score = 4;
    else if (qWords.length > 0 && qWords.every((w) => (entryText.get(entry.id) ?? '').includes(w))) score = 5;
    if (score !== undefined) scored.push({ entry, score });
  }
  return scored.sort((a, b) => a.score - b.score).map((s) => s.entry);
}

// ── Linking rules terms in running text ──

interface Pattern {
  readonly text: string;
  readonly id: string;
}

function linkable(name: string): boolean {
  if (NOT_LINKED.has(key(name))) return false;
  if (SHORT_LINKED.has(name)) return true;
  return name.replace(/[^\p{L}]/gu, '').length >= 4;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A capitalised name matches only as written; a lower-case one also with a capital first letter. */
function source(name: string): string {
  const first = name.charAt(0);
  const rest = escapeRegExp(name.slice(1));
  if (first !== first.toLowerCase() || first === first.toUpperCase()) return escapeRegExp(first) + rest;
  return `[${escapeRegExp(first)}${escapeRegExp(first.toUpperCase())}]${rest}`;
}

let linker: { regex: RegExp; ids: Map<string, string> } | undefined;

function buildLinker(): { regex: RegExp; ids: Map<string, string> } {
  const patterns: Pattern[] = [];
  const seen = new Set<string>();
  for (const e of MANUAL_ENTRIES) {
    for (const n of names(e)) {
      if (!linkable(n) || seen.has(n)) continue;
      seen.add(n);
      patterns.push({ text: n, id: e.id });
    }
  }
  // Longest first, so that "Fresh Order" wins over "Order" and "Combat At Sea" over "Combat".
  patterns.sort((a, b) => b.text.length - a.text.length || a.text.localeCompare(b.text));
  const ids = new Map<string, string>();
  for (const p of patterns) ids.set(p.text, p.id);
  const alternation = patterns.map((p) => source(p.text)).join('|');
  return { regex: new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation})(?![\\p{L}\\p{N}])`, 'gu'), ids };
}

function idFor(l: { ids: Map<string, string> }, matched: string): string | undefined {
  return l.ids.get(matched) ?? l.ids.get(matched.charAt(0).toLowerCase() + matched.slice(1));
}

/**
 * Finds rules terms in any text (a log line, a card) and links each to its entry: terms and aliases of
 * four letters or more, whole words, longest first; capitalised terms ("Trauma", "Fray", "Omen") only
 * as written, so ordinary words are left alone. Returns the text cut into plain and linked segments.
 */
export function linkTerms(text: string): ManualSegment[] {
  linker ??= buildLinker();
  const l = linker;
  const out: ManualSegment[] = [];
  let at = 0;
  l.regex.lastIndex = 0;
  for (let m = l.regex.exec(text); m; m = l.regex.exec(text)) {
    const id = idFor(l, m[0]);
    if (!id) continue;
    if (m.index > at) out.push({ text: text.slice(at, m.index) });
    out.push({ text: m[0], link: id });
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push({ text: text.slice(at) });
  return out;
}
