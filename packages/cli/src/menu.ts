import { crewDef, FACING_NAMES, hexKey, serviceCost, warningsFor, type Action, type CrewPosition, type GameState } from '@everrain/engine';
import { describeAction, hexLabel, plural, positionName } from '@everrain/text';
import { describeChoice } from './queries';

/**
 * The actions on offer, keyed by kind (D110): a key names the action, not its place in a list, so it stays
 * put while other kinds come and go ("ca7" moves crew member a to zone 7 whether or not sail steps are
 * offered above it). Crew Orders and Port services are composed from the crew letter and the ship board's
 * own numbers, so a turn's 60-odd plain actions fit in a few lines. A decision's answers are numbered.
 */
export interface Menu {
  readonly lines: readonly string[];
  readonly keys: ReadonlyMap<string, Action>;
  /** An example key, for the help line. */
  readonly example: string;
  /** Lines folded out of the screen to keep it short, shown by `tr` (the trades between ships in a Port). */
  readonly trades?: string;
}

/** The key as typed: case, spaces around commas and repeated spaces do not matter. */
/** The terminal's commands (play.ts): no action key may be one of them. */
export const COMMANDS = ['q', 'h', 'm', 's', 't', 'u', 'w', 'tr', 'y', '+'] as const;

export function normaliseKey(input: string): string {
  return input.trim().toLowerCase().replace(/\s*,\s*/g, ',').replace(/\s+/g, ' ');
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

export function buildMenu(state: GameState, legal: readonly Action[]): Menu {
  const decision = state.pending[0];
  if (decision && (decision.kind === 'placeShip' || decision.kind === 'respawn')) return placementMenu(state, legal);
  if (decision) {
    const keys = new Map<string, Action>();
    const lines = legal.map((a, i) => {
      keys.set(String(i + 1), a);
      return `  ${String(i + 1).padStart(2)}. ${describeChoice(state, a)}`;
    });
    return { lines, keys, example: '1' };
  }
  return turnMenu(state, legal);
}

/** Placing or returning a ship: one line per hex, typed as the map names it, then the facing ("1,0 ne"). */
function placementMenu(state: GameState, legal: readonly Action[]): Menu {
  const keys = new Map<string, Action>();
  const byHex = new Map<string, string[]>();
  for (const a of legal) {
    if (a.type !== 'placeShip' && a.type !== 'respawn') continue;
    const hex = hexKey(a.hex);
    keys.set(normaliseKey(`${hex} ${FACING_NAMES[a.facing]}`), a);
    byHex.set(hex, [...(byHex.get(hex) ?? []), FACING_NAMES[a.facing]]);
  }
  const lines = [`  Type the hex (q,r on the map) and the facing, e.g. "${[...byHex.keys()][0] ?? '0,0'} E":`];
  for (const [hex, facings] of byHex) {
    const [q, r] = hex.split(',').map(Number) as [number, number];
    lines.push(`    ${hex.padEnd(6)} ${hexLabel(state, { q, r })}: ${facings.join(' ')}`);
  }
  return { lines, keys, example: `${[...byHex.keys()][0] ?? '0,0'} e` };
}

const STEP_KEY = { ahead: 'sa', turnStarboard: 'ts', turnPort: 'tp', reveal: 'rv' } as const;
const SERVICE_KEY = { university: 'u', apothecary: 'ap', shipwright: 'sw', marketplace: 'mk', inn: 'in', hire: 'hi' } as const;
const OTHER_KEY: Partial<Record<Action['type'], string>> = {
  fireArtillery: 'a', board: 'bd', transfer: 't', sendAshore: 'x', exhaustiveExpedition: 'xe', visitAltar: 'al', plunderShipwreck: 'pw', lootWreck: 'lw',
};

const OTHER_TITLE: Partial<Record<Action['type'], string>> = {
  fireArtillery: 'Fire Artillery', board: 'Board an enemy ship', transfer: 'Trade', sendAshore: 'Send ashore on an Expedition', exhaustiveExpedition: 'Exhaustive Expedition',
};

function placeCode(at: CrewPosition): string {
  return at.area === 'deck' ? String(at.zone) : `${at.space ? 's' : 'b'}${at.slot + 1}`;
}

/** "0–9 b2–b6 s1": codes with runs of consecutive numbers shortened. */
function runs(codes: readonly string[]): string {
  const out: string[] = [];
  for (let i = 0; i < codes.length; i++) {
    const m = /^([a-z]?)(\d+)$/.exec(codes[i]!);
    let j = i;
    while (m && j + 1 < codes.length) {
      const n = /^([a-z]?)(\d+)$/.exec(codes[j + 1]!);
      if (!n || n[1] !== m[1] || Number(n[2]) !== Number(/^([a-z]?)(\d+)$/.exec(codes[j]!)![2]) + 1) break;
      j++;
    }
    out.push(j > i + 1 ? `${codes[i]}–${codes[j]}` : j === i + 1 ? `${codes[i]} ${codes[j]}` : codes[i]!);
    i = j;
  }
  return out.join(' ');
}

function turnMenu(state: GameState, legal: readonly Action[]): Menu {
  const keys = new Map<string, Action>();
  const seat = state.turn?.seat ?? legal[0]?.seat ?? 0;
  const crew = state.players[seat]?.crew ?? [];
  const letter = (id: string) => LETTERS[crew.findIndex((c) => c.id === id)] ?? '?';
  const name = (id: string) => crewDef(state.catalog, crew.find((c) => c.id === id)?.token ?? '').name;
  /** A fresh-Order action takes the key; its Fleeting twin the key with "!" (alone, the key itself). */
  const add = (key: string, a: Action) => {
    const fleeting = 'fleeting' in a && a.fleeting === true;
    if (!fleeting) keys.set(key, a);
    else if (!keys.has(key) && !legal.some((b) => b !== a && b.type === a.type && !('fleeting' in b && b.fleeting) && sameBut(a, b))) keys.set(key, a);
    else keys.set(`${key}!`, a);
  };
  const lines: string[] = [];
  let trades: string | undefined;
  const sail = legal.filter((a): a is Extract<Action, { type: 'sail' }> => a.type === 'sail');
  if (sail.length) {
    lines.push(`  Sail (${plural(state.turn?.navigationPoints ?? 0, 'point')} to spend): ${sail.map((a) => {
      keys.set(STEP_KEY[a.step], a);
      return `${STEP_KEY[a.step]} ${describeAction(state, a).replace(/^Sail: /, '').replace(/ \((\d+) points?\)$/, ' ($1)')}`;
    }).join(' · ')}`);
  }
  const nav = legal.filter((a) => a.type === 'issueNavigationOrder');
  for (const a of nav) add('n', a);
  if (nav.length) lines.push(`  n  ${describeAction(state, nav.find((a) => keys.get('n') === a) ?? nav[0]!)}${keys.has('n!') ? ' (n! pays with a Fleeting Order)' : ''}`);
  const orders = legal.filter((a): a is Extract<Action, { type: 'issueCrewOrder' }> => a.type === 'issueCrewOrder');
  if (orders.length) {
    for (const a of orders) add(`c${letter(a.crew)}${placeCode(a.to)}`, a);
    const onlyFleeting = orders.every((a) => a.fleeting);
    const example = `c${letter(orders[0]!.crew)}${placeCode(orders[0]!.to)}`;
    lines.push(`  Crew Order${onlyFleeting ? ' (a Fleeting Order)' : ''}: c + crew + place (0–9 deck, b1–b6 below, s1–s6 spaces), e.g. ${example}${!onlyFleeting && orders.some((a) => a.fleeting) ? `; ${example}! pays with a Fleeting Order` : ''}`);
    for (const c of crew) {
      const mine = orders.filter((a) => a.crew === c.id && (onlyFleeting || !a.fleeting));
      if (!mine.length) continue;
      const here = c.position.area === 'deck' && mine.some((a) => a.to.area === 'deck' && a.to.zone === (c.position as { zone: number }).zone);
      const codes = mine.map((a) => placeCode(a.to));
      lines.push(`    ${letter(c.id)} ${name(c.id)} (${positionName(state, c.position, state.players[seat])}): ${runs(codes)}${here ? ` (${placeCode(c.position)}: fight where they stand)` : ''}`);
    }
  }
  const services = legal.filter((a): a is Extract<Action, { type: 'engageService' }> => a.type === 'engageService');
  for (const service of Object.keys(SERVICE_KEY) as (keyof typeof SERVICE_KEY)[]) {
    const mine = services.filter((a) => a.service === service);
    if (mine.length) lines.push(serviceLine(state, service, mine, letter, keys));
  }
  const byType = new Map<string, Action[]>();
  for (const a of legal) if (OTHER_KEY[a.type]) byType.set(a.type, [...(byType.get(a.type) ?? []), a]);
  for (const [type, list] of byType) {
    const prefix = OTHER_KEY[type as Action['type']]!;
    const fresh = list.filter((a) => !('fleeting' in a && a.fleeting));
    const base = fresh.length ? fresh : list;
    const items = base.map((a, i) => {
      // A one-letter prefix always takes a number: alone it could be a command (t is the tracks).
      const key = base.length === 1 && prefix.length > 1 ? prefix : `${prefix}${i + 1}`;
      add(key, a);
      const twin = list.find((b) => b !== a && 'fleeting' in b && b.fleeting && sameBut(a, b));
      if (twin && fresh.length) add(key, twin);
      return { key, text: `${describeChoice(state, a)}${twin && fresh.length ? ` (${key}! pays with a Fleeting Order)` : ''}` };
    });
    // Trades between ships in one Port: one run per pair of seats, each item the thing passed.
    if (type === 'transfer' && items.length > 2) {
      const runs = new Map<string, string[]>();
      base.forEach((a, i) => {
        if (a.type !== 'transfer') return;
        const pair = `seat ${a.from + 1} to seat ${a.to + 1}`;
        runs.set(pair, [...(runs.get(pair) ?? []), `${i + 1} ${items[i]!.text.replace(/^Trade: seat \d+ passes (.*) to seat \d+$/, '$1')}`]);
      });
      trades = `  Trade (t + number): ${[...runs].map(([pair, list]) => `${pair}: ${list.join(' · ')}`).join('; ')}`;
      lines.push(`  Trade with the ships in this Port: tr lists the ${items.length} trades (t1–t${items.length})`);
    } else if (items.length > 2) {
    // A long run of one kind shares a line: "x + number: 1 … · 2 …".
      const [head] = /^[^:]+: /.exec(items[0]!.text) ?? [''];
      const shared = items.every((x) => x.text.startsWith(head)) ? head : '';
      const title = shared ? shared.slice(0, -2) : OTHER_TITLE[type as Action['type']] ?? 'Choose';
      const short = (text: string) => (shared ? text.slice(shared.length) : type === 'sendAshore' ? text.replace(/^Send (.*) ashore on an Expedition$/, '$1') : text);
      lines.push(`  ${title} (${prefix} + number): ${items.map((x, i) => `${i + 1} ${short(x.text)}`).join(' · ')}`);
    } else for (const x of items) lines.push(`  ${x.key.padEnd(3)}${x.text}`);
  }
  // Turning in a Port is one choice of facing (D114): one line, the facing typed after f ("fne").
  const faces = legal.filter((a): a is Extract<Action, { type: 'face' }> => a.type === 'face');
  if (faces.length > 0) {
    for (const a of faces) keys.set(`f${FACING_NAMES[a.facing].toLowerCase()}`, a);
    lines.push(`  Turn in Port, free (f + facing, e.g. f${FACING_NAMES[faces[0]!.facing].toLowerCase()}): ${faces.map((a) => FACING_NAMES[a.facing]).join(' ')}`);
  }
  const end = legal.find((a) => a.type === 'endTurn');
  if (end) {
    keys.set('e', end);
    // A trap (D113, D141) is flagged here; its warnings come before it is played (D142).
    const warned = warningsFor(state, end).length;
    lines.push(`  e  ${describeAction(state, end)}${warned ? ` (⚠ ${plural(warned, 'warning')}: shown before it is played)` : ''}`);
  }
  const known = new Set(keys.values());
  // Anything the groups above do not know, numbered after them, so no legal action is ever out of reach.
  legal.filter((a) => !known.has(a)).forEach((a, i) => {
    keys.set(`o${i + 1}`, a);
    lines.push(`  o${i + 1}  ${describeChoice(state, a)}`);
  });
  return { lines, keys, example: [...keys.keys()][0] ?? 'e', ...(trades ? { trades } : {}) };
}

/** The same action but for how it is paid (a Fresh or a Fleeting Order). */
function sameBut(a: Action, b: Action): boolean {
  const strip = (x: Action) => JSON.stringify({ ...x, fleeting: undefined });
  return strip(a) === strip(b);
}

const SERVICE_NAME = { university: 'University', apothecary: 'Apothecary', shipwright: 'Shipwright', marketplace: 'Marketplace', inn: 'Inn', hire: 'Hiring' } as const;

/**
 * One line for a Port service: its key, the crew letters who may go, and its choices. The Shipwright is
 * two numbers (nodes repaired, Improvements among the cards drawn) rather than a row per combination.
 */
function serviceLine(state: GameState, service: keyof typeof SERVICE_KEY, mine: readonly Extract<Action, { type: 'engageService' }>[], letter: (id: string) => string, keys: Map<string, Action>): string {
  const key = SERVICE_KEY[service];
  const who = [...new Set(mine.map((a) => letter(a.crew)))].join(' ');
  const sig = (a: Action) => JSON.stringify({ ...a, crew: undefined, seat: undefined });
  if (service === 'shipwright') {
    const yard = mine.filter((a): a is Extract<typeof a, { service: 'shipwright' }> => a.service === 'shipwright');
    for (const a of yard) keys.set(`${key}${letter(a.crew)}${a.repairs}${a.improvements}`, a);
    const repairs = [...new Set(yard.map((a) => a.repairs))].sort((x, y) => x - y);
    const improvements = [...new Set(yard.map((a) => a.improvements))].sort((x, y) => x - y);
    const cost = (r: number) => yard.find((a) => a.repairs === r);
    const draw = state.catalog.services.shipwright.draw;
    return `  ${SERVICE_NAME[service]} (${key} + crew ${who} + repairs + Improvements, e.g. ${key}${who.charAt(0)}${repairs[0]}${improvements[improvements.length - 1]}): repair ${repairs.map((r) => `${r}${r ? ` (${describeChoice(state, cost(r)!).match(/for (\d+) coin/)?.[1] ?? '?'} coin)` : ''}`).join(', ')} · see ${improvements.length > 1 ? `${improvements[0]}–${improvements[improvements.length - 1]}` : improvements[0]} Improvements of ${draw} cards (the rest Artillery)`;
  }
  const variants = [...new Set(mine.map(sig))];
  const single = variants.length === 1;
  for (const a of mine) keys.set(`${key}${letter(a.crew)}${single ? '' : variants.indexOf(sig(a)) + 1}`, a);
  const shown = variants.map((v) => mine.find((a) => sig(a) === v)!);
  const label = (a: Extract<Action, { type: 'engageService' }>) => a.service === 'inn'
    ? state.catalog.services.inn.find((i) => i.id === a.option)?.name ?? a.option
    : a.service === 'hire' ? (a.pool === 'adepts' ? 'an Adept' : 'a Deckhand')
    : a.service === 'university' ? `${plural(a.steps, 'step')} for ${plural(serviceCost(state, a).clues, 'Clue')}${a.treasures?.length ? ` + ${a.treasures.map((id) => state.catalog.treasures.find((t) => t.id === id)?.name ?? id).join(' + ')}` : ''}`
      : describeChoice(state, a).replace(/^Send .*? to (the Inn to |the [A-Z][a-z]+: )?/, '');
  return single
    ? `  ${SERVICE_NAME[service]} (${key} + crew ${who}): ${label(shown[0]!)}`
    : `  ${SERVICE_NAME[service]} (${key} + crew ${who} + number, e.g. ${key}${who.charAt(0)}1): ${shown.map((a, i) => `${i + 1} ${label(a)}`).join(' · ')}`;
}
