import { isOnBoard, placeOf } from '../map/board';
import { agendaLength } from '../tracks/agenda';
import { excerpt } from '../core/json';
import type { Hex } from '../core/hex';
import type { SetupOverrides } from './setup-overrides';
import type { CrewPosition, GameState } from '../core/state';

/** A scenario or test asked for a position the game cannot be in. */
export class OverrideError extends Error {}

const MAX_LISTED = 5;

/**
 * Refuses overrides that describe an impossible position: a seat, tile slot, zone, Below Deck slot, node,
 * Act or die face that does not exist; a hex off the map (ships and enemy ships must be on a placed
 * tile); a track past its end or below 0; the same crew token twice; negative amounts. Checked against
 * the state the overrides apply to, before any of them is applied.
 */
export function assertPossibleOverrides(state: GameState, o: SetupOverrides): void {
  const problems: string[] = [];
  const fail = (message: string) => { problems.push(message); };
  const { board, shipBoard } = state.catalog;
  const players = state.players.length;
  const seat = (value: number, where: string) => {
    if (!Number.isInteger(value) || value < 0 || value >= players) fail(`${where}: no seat ${excerpt(String(value), 12)} — a ${players}-player game has seats 0 to ${players - 1}`);
  };
  const count = (value: number | undefined, where: string, max = Number.MAX_SAFE_INTEGER) => {
    if (value !== undefined && (!Number.isInteger(value) || value < 0 || value > max)) fail(`${where} is ${excerpt(String(value), 12)}: it must be a whole number from 0 to ${max}`);
  };
  const zones = new Set(shipBoard.zones.map((z) => z.zone));
  const zone = (value: number, where: string) => {
    if (!zones.has(value)) fail(`${where}: there is no zone ${excerpt(String(value), 12)} on a ship (zones ${Math.min(...zones)}–${Math.max(...zones)})`);
  };
  const belowSlot = (value: number, where: string) => {
    if (!Number.isInteger(value) || value < 0 || value >= shipBoard.belowDeckSlots) fail(`${where}: there is no Below Deck slot ${excerpt(String(value), 12)} (slots 0–${shipBoard.belowDeckSlots - 1})`);
  };
  const position = (at: CrewPosition, where: string) => {
    if (at.area === 'deck') zone(at.zone, where);
    else belowSlot(at.slot, where);
  };
  const tileKnown = (id: string, where: string) => {
    if (!state.catalog.tiles.some((t) => t.id === id)) fail(`${where}: there is no map tile "${excerpt(id, 40)}"`);
  };
  // Where tiles will be once the overrides are placed: ships and enemy ships sail only on placed tiles.
  const placed = [...state.map.placed];
  (o.placed ?? []).forEach(({ slot, tile }, i) => {
    if (!Number.isInteger(slot) || slot < 0 || slot >= board.tileSlots.length) fail(`placed[${i}]: there is no tile slot ${excerpt(String(slot), 12)} (slots 0–${board.tileSlots.length - 1})`);
    else placed[slot] = tile;
    if (tile !== null) tileKnown(tile, `placed[${i}]`);
  });
  (o.stack ?? []).forEach((tile, i) => tileKnown(tile, `stack[${i}]`));
  const onTile = (hex: Hex, where: string) => {
    const place = placeOf(state, hex);
    if (!place) fail(`${where}: the hex (${excerpt(String(hex.q), 12)}, ${excerpt(String(hex.r), 12)}) is off the map`);
    else if (placed[place.slot] === null || placed[place.slot] === undefined) fail(`${where}: the hex (${hex.q}, ${hex.r}) is not on a placed tile`);
  };
  const onBoard = (hex: Hex, where: string) => {
    if (!isOnBoard(state, hex)) fail(`${where}: the hex (${excerpt(String(hex.q), 12)}, ${excerpt(String(hex.r), 12)}) is off the map`);
  };

  if (o.firstPlayer !== undefined) seat(o.firstPlayer, 'firstPlayer');
  (o.ships ?? []).forEach((s, i) => {
    seat(s.seat, `ships[${i}]`);
    onTile(s.hex, `ships[${i}]`);
    count(s.facing, `ships[${i}].facing`, 5);
  });
  const tokens = new Set<string>();
  (o.crew ?? []).forEach((c, i) => {
    seat(c.seat, `crew[${i}]`);
    c.members.forEach((m, j) => {
      const where = `crew[${i}].members[${j}]`;
      if (tokens.has(m.token)) fail(`${where}: the crew token "${excerpt(m.token, 40)}" is used twice`);
      tokens.add(m.token);
      position(m.at, `${where}.at`);
      count(m.trauma, `${where}.trauma`);
      count(m.strain, `${where}.strain`);
    });
  });
  (o.players ?? []).forEach((p, i) => {
    const where = `players[${i}]`;
    seat(p.seat, where);
    count(p.coin, `${where}.coin`);
    count(p.clues, `${where}.clues`);
    count(p.fleeting, `${where}.fleeting`);
    for (const pool of [p.fresh, p.issued]) for (const [kind, n] of Object.entries(pool ?? {})) count(n, `${where}.${kind} Orders`);
    (p.destroyedNodes ?? []).forEach((n, j) => zone(n, `${where}.destroyedNodes[${j}]`));
    if (p.improvements && p.improvements.length > shipBoard.belowDeckSlots) fail(`${where}.improvements: a ship has ${shipBoard.belowDeckSlots} Below Deck slots, not ${p.improvements.length}`);
    (p.captives ?? []).forEach((c, j) => belowSlot(c.slot, `${where}.captives[${j}]`));
  });
  const end = state.tracks.end;
  const t = o.tracks ?? {};
  count(t.playerDiscovery, 'tracks.playerDiscovery', end);
  count(t.enemyDiscovery, 'tracks.enemyDiscovery', end);
  count(t.elderOne, 'tracks.elderOne', end);
  count(t.agenda, 'tracks.agenda', agendaLength(state) - 1);
  (o.boundariesReached ?? []).forEach((b, i) => {
    if (!board.actBoundaries.includes(b)) fail(`boundariesReached[${i}]: ${excerpt(String(b), 12)} is not an End of Act space (${board.actBoundaries.join(', ')})`);
  });
  if (o.act !== undefined && !([1, 2, 3, 4] as unknown[]).includes(o.act)) fail(`act: there is no Act ${excerpt(String(o.act), 12)} (Acts 1–4)`);
  for (const [kind, faces] of Object.entries(o.dice ?? {})) {
    const sides = kind === 'fate' ? 10 : state.catalog.dice[kind as 'attack' | 'evasion' | 'enemy']?.length;
    if (sides === undefined) fail(`dice.${excerpt(kind, 20)}: there is no such die`);
    else (faces ?? []).forEach((f, i) => count(f, `dice.${kind}[${i}]`, sides - 1));
  }
  (o.enemies ?? []).forEach((e, i) => {
    const where = `enemies[${i}]`;
    if (e.at.area === 'deck') {
      seat(e.at.seat, `${where}.at`);
      zone(e.at.zone, `${where}.at`);
    } else onTile(e.at.hex, `${where}.at`);
    if (e.destination) onBoard(e.destination, `${where}.destination`);
    count(e.trauma, `${where}.trauma`);
  });
  (o.storms ?? []).forEach((storm, i) => storm.forEach((hex, j) => onBoard(hex, `storms[${i}][${j}]`)));
  if (problems.length > 0) throw new OverrideError(listed(problems));
}

/**
 * A zone holds at most maxMiniaturesPerZone figures (rulebook: "Each zone can hold a maximum of 3
 * miniatures, no matter the base size"): checked on the result, for the crew and for the enemies of a
 * zone, each side on its own. Crew and enemies together are not capped here, because the scenario format
 * is a public contract and two published scenario files (advanced/19 and advanced/20, Trauma spread over
 * both sides of one Fray) set 2 crew and 2 Drowned Men in one zone; play itself never lets a zone exceed
 * the cap (D28's "through zones with room", spawning's "the nearest zone with room").
 */
export function assertRoomInZones(state: GameState): void {
  const problems: string[] = [];
  const max = state.catalog.shipBoard.maxMiniaturesPerZone;
  for (const p of state.players) {
    for (const { zone } of state.catalog.shipBoard.zones) {
      const crew = p.crew.filter((c) => c.position.area === 'deck' && c.position.zone === zone).length;
      const enemies = state.enemies.filter((e) => e.position.area === 'deck' && e.position.seat === p.seat && e.position.zone === zone).length;
      if (crew > max || enemies > max) {
        problems.push(`seat ${p.seat}'s zone ${zone} would hold ${crew + enemies} figures (${crew} crew, ${enemies} enemies); a zone holds at most ${max}`);
      }
    }
  }
  if (problems.length > 0) throw new OverrideError(listed(problems));
}

function listed(problems: readonly string[]): string {
  const more = problems.length - MAX_LISTED;
  return `impossible position: ${problems.slice(0, MAX_LISTED).join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
}
