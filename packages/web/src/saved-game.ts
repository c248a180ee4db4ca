/**
 * The browser's saves, read lightly (what the start screen shows before the game's code has loaded). The game
 * on the go is saved after every move in one slot (`SAVE_KEY`, with `CURRENT_META`: when, and its round);
 * games put aside are kept in slots of their own (`KEPT_INDEX` lists them), so starting a new game never
 * replaces one, and any of them can be continued, watched, renamed or deleted (issue #24 item 9).
 */
export const SAVE_KEY = 'everrain-save';
export const CURRENT_META = 'everrain-save-meta';
export const KEPT_INDEX = 'everrain-saves';
const keptKey = (id: string) => `everrain-save:${id}`;
/** Kept saves beyond this many make room by dropping the oldest finished ones (an unfinished game is never dropped). */
export const KEPT_LIMIT = 40;

export interface SavedGameSummary {
  readonly players: number;
  readonly actions: number;
  /** The seats' names, where the save has them. */
  readonly names: readonly string[];
  /** The round it was saved in (0 when not known: a save from before the round was kept). */
  readonly round: number;
  /** When it was saved (ms since the epoch; 0 when not known). */
  readonly savedAt: number;
  /** How it ended, when the save says it has (a finished game is not offered as "Continue"). */
  readonly over?: { readonly result: 'won' | 'lost'; readonly round: number };
}

export interface KeptSave extends SavedGameSummary {
  readonly id: string;
  readonly name: string;
}

interface Meta { readonly savedAt: number; readonly round: number }

function readJson(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What a save's text says of itself, unchecked (loading it replays and checks it). */
export function summaryOf(text: string | null, meta: unknown = null): SavedGameSummary | null {
  if (text === null) return null;
  try {
    const data = JSON.parse(text) as { setup?: { players?: unknown }; actions?: unknown; names?: unknown; over?: { result?: unknown; round?: unknown } };
    const players = data.setup?.players;
    if (typeof players !== 'number' || !Array.isArray(data.actions)) return null;
    const { result, round } = data.over ?? {};
    const names = Array.isArray(data.names) ? data.names.map((n) => (typeof n === 'string' ? n : '')) : [];
    const m = isObject(meta) ? meta : {};
    const summary: SavedGameSummary = {
      players, actions: data.actions.length, names,
      round: typeof m.round === 'number' ? m.round : typeof round === 'number' ? round : 0,
      savedAt: typeof m.savedAt === 'number' ? m.savedAt : 0,
    };
    return (result === 'won' || result === 'lost') && typeof round === 'number' ? { ...summary, round, over: { result, round } } : summary;
  } catch {
    return null;
  }
}

/** The game on the go, as saved. */
export function savedGameSummary(): SavedGameSummary | null {
  return summaryOf(localStorage.getItem(SAVE_KEY), readJson(CURRENT_META));
}

/** Written with every save of the game on the go: when, and its round. */
export function writeCurrentMeta(meta: Meta): void {
  localStorage.setItem(CURRENT_META, JSON.stringify(meta));
}

interface IndexEntry { readonly id: string; readonly name: string; readonly savedAt: number; readonly round: number }

function index(): IndexEntry[] {
  const parsed = readJson(KEPT_INDEX);
  if (!Array.isArray(parsed)) return [];
  return parsed.filter((e): e is IndexEntry => isObject(e) && typeof e.id === 'string' && /^[a-z0-9-]{1,40}$/.test(e.id) && typeof e.name === 'string' && typeof e.savedAt === 'number' && typeof e.round === 'number');
}

function writeIndex(entries: readonly IndexEntry[]): void {
  localStorage.setItem(KEPT_INDEX, JSON.stringify(entries));
}

/** The saves kept aside, newest first (each with what its text says of itself; an unreadable one is left out). */
export function keptSaves(): KeptSave[] {
  return index().flatMap((e) => {
    const summary = summaryOf(localStorage.getItem(keptKey(e.id)), e);
    return summary ? [{ ...summary, id: e.id, name: e.name }] : [];
  }).sort((a, b) => b.savedAt - a.savedAt);
}

/** Whether any game is kept aside (the start screen fetches its list only then). */
export function hasKeptSaves(): boolean {
  return index().length > 0;
}

/** A kept save's text (to continue or to watch). */
export function keptText(id: string): string | null {
  return localStorage.getItem(keptKey(id));
}

/** A save's name as the list first shows it: its people, or its seat count. */
export function defaultName(s: Pick<SavedGameSummary, 'players' | 'names'>): string {
  const named = s.names.filter((n) => n.trim() !== '');
  return named.length ? named.join(', ') : s.players === 1 ? 'Solo game' : `${s.players}-player game`;
}

/**
 * Puts the game on the go aside into a slot of its own (before a new game takes the current slot): nothing is
 * replaced. Returns false, changing nothing, if the browser's storage refuses it.
 */
export function keepCurrent(): boolean {
  const text = localStorage.getItem(SAVE_KEY);
  const summary = summaryOf(text, readJson(CURRENT_META));
  if (text === null || !summary) return true;
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const entry: IndexEntry = { id, name: defaultName(summary), savedAt: summary.savedAt || Date.now(), round: summary.round };
  try {
    localStorage.setItem(keptKey(id), text);
    writeIndex(roomFor([entry, ...index()]));
    localStorage.removeItem(SAVE_KEY);
    localStorage.removeItem(CURRENT_META);
    return true;
  } catch {
    localStorage.removeItem(keptKey(id));
    return false;
  }
}

/** Keeps a copy of a game's save among the saved games (the game on the go goes on in its own slot). */
export function keepCopy(text: string, round: number): string | null {
  const summary = summaryOf(text);
  if (!summary) return null;
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const name = `${defaultName(summary)} — round ${round}`;
  try {
    localStorage.setItem(keptKey(id), text);
    writeIndex(roomFor([{ id, name, savedAt: Date.now(), round }, ...index()]));
    return name;
  } catch {
    localStorage.removeItem(keptKey(id));
    return null;
  }
}

/** Past the limit, the oldest finished games go (their slots too); unfinished ones stay whatever the count. */
function roomFor(entries: readonly IndexEntry[]): IndexEntry[] {
  const kept = [...entries];
  const finished = (e: IndexEntry) => summaryOf(localStorage.getItem(keptKey(e.id)))?.over !== undefined;
  for (let i = kept.length - 1; i >= 0 && kept.length > KEPT_LIMIT; i--) {
    if (!finished(kept[i]!)) continue;
    localStorage.removeItem(keptKey(kept[i]!.id));
    kept.splice(i, 1);
  }
  return kept;
}

/** A kept save becomes the game on the go (the one on the go is put aside first). False if it is not there. */
export function resumeKept(id: string): boolean {
  const entry = index().find((e) => e.id === id);
  const text = localStorage.getItem(keptKey(id));
  if (!entry || text === null) return false;
  if (!keepCurrent()) return false;
  localStorage.setItem(SAVE_KEY, text);
  writeCurrentMeta({ savedAt: entry.savedAt, round: entry.round });
  deleteKept(id);
  return true;
}

export function deleteKept(id: string): void {
  localStorage.removeItem(keptKey(id));
  writeIndex(index().filter((e) => e.id !== id));
}

export function renameKept(id: string, name: string): void {
  const clean = name.replace(/\s+/g, ' ').trim().slice(0, 60);
  if (!clean) return;
  writeIndex(index().map((e) => (e.id === id ? { ...e, name: clean } : e)));
}
