import type { Action } from '../core/actions';
import type { ExpeditionTokenKind } from '../core/content';
import { emit, type Ctx } from '../core/context';
import type { ExpeditionEnd } from '../core/events';
import { recoverGems, sufferGems } from '../crew/crew';
import { drawEventCard, resolveEventCard } from '../cards/event-decks';
import { gainClues } from '../core/gains';
import { hexKey } from '../core/hex';
import { isExplored } from '../map/board';
import { player } from '../ship/ship';
import { spawnEnemy } from '../enemies/spawn';
import { drawTreasure } from '../ship/treasures';
import { activeExpedition, endWork, queueFirst } from '../core/queue';
import type { GameState, PlayerState } from '../core/state';

/** Where a crew member stands before setting foot on the Island board. */
export const SHORE = 0;
export const REST_RECOVERY = 2;

/**
 * Exhaustive Expeditions (rulebook, optional advanced mechanics; rules.exhaustiveExpeditions): on an
 * unexplored Island the player may send crew on a long expedition across the Island board instead of
 * drawing one Expedition card. Crew move node to node (no Orders); entering a node with a face-down
 * token, they suffer 1 Strain to reveal it or the expedition ends. It ends when a crew member reaches the
 * far node (an Expedition card against every crew member on the board), when a token draws an Expedition
 * card, or when the player ends it. The crew return Below Deck and an Explored token marks the Island.
 */
export function canStartExhaustive(state: GameState, p: PlayerState): boolean {
  const at = p.position?.hex;
  return state.rules.exhaustiveExpeditions && !!at && !isExplored(state, at) && !activeExpedition(state);
}

export function startExhaustive(ctx: Ctx, p: PlayerState, crewIds: readonly string[]): void {
  const { state } = ctx;
  const at = p.position?.hex;
  const turn = state.turn;
  if (!at || !turn) return;
  turn.islandsVisited.push(hexKey(at));
  const boardIndex = ctx.random.int(0, state.catalog.board.islandBoards.length - 1);
  const board = state.catalog.board.islandBoards[boardIndex];
  if (!board) return;
  const pool = (Object.entries(board.tokens) as [ExpeditionTokenKind, number][]).flatMap(([kind, n]) => Array.from({ length: n }, () => kind));
  const dealt = ctx.random.shuffle(pool);
  const tokens: Record<string, ExpeditionTokenKind> = {};
  for (const node of board.nodes.filter((n) => !n.expedition)) {
    const kind = dealt.shift();
    if (kind) tokens[String(node.node)] = kind;
  }
  for (const c of p.crew) if (crewIds.includes(c.id)) c.position = { area: 'below', slot: 0 };
  queueFirst(state, { kind: 'expedition', expedition: { seat: p.seat, board: boardIndex, tokens, revealed: [], crew: crewIds.map((id) => ({ crew: id, node: SHORE })), revealing: null } });
  emit(ctx, 'exhaustiveExpeditionStarted', 'Exhaustive Expeditions', { crew: [...crewIds], island: board.name }, { seat: p.seat });
  state.pending.push({ kind: 'expedition', seat: p.seat });
}

export function expeditionActions(state: GameState, p: PlayerState): Action[] {
  const x = activeExpedition(state);
  if (!x) return [];
  if (x.revealing !== null) {
    return [{ type: 'expeditionStep', seat: p.seat, crew: null, node: null, reveal: true }, { type: 'expeditionStep', seat: p.seat, crew: null, node: null, reveal: false }];
  }
  const board = state.catalog.board.islandBoards[x.board];
  if (!board) return [];
  const out: Action[] = [{ type: 'expeditionStep', seat: p.seat, crew: null, node: null, reveal: false }];
  for (const c of x.crew) {
    if (!p.crew.some((m) => m.id === c.crew)) continue;
    const next = c.node === SHORE ? board.nodes.filter((n) => n.shore).map((n) => n.node) : board.nodes.find((n) => n.node === c.node)?.adjacent ?? [];
    for (const node of next) out.push({ type: 'expeditionStep', seat: p.seat, crew: c.crew, node, reveal: false });
  }
  return out;
}

/** One step of the expedition: a move, a reveal answered, or (crew and node null, reveal false) the end. */
export function expeditionStep(ctx: Ctx, crewId: string | null, node: number | null, reveal: boolean): void {
  const { state } = ctx;
  const x = activeExpedition(state);
  if (!x) return;
  const p = player(state, x.seat);
  if (x.revealing !== null) {
    const at = x.revealing;
    x.revealing = null;
    if (!reveal) return endExhaustive(ctx, 'turnedBack');
    const mover = p.crew.find((c) => c.id === at.crew);
    if (mover) sufferGems(ctx, p, mover, 'strain', 1, 'Exhaustive Expeditions');
    x.revealed.push(at.node);
    resolveToken(ctx, p, at.node);
    return;
  }
  if (crewId === null || node === null) return endExhaustive(ctx, 'ended');
  const walker = x.crew.find((c) => c.crew === crewId);
  if (!walker) return;
  walker.node = node;
  emit(ctx, 'expeditionMoved', 'Exhaustive Expeditions', { crew: crewId, token: (p.crew.find((c) => c.id === crewId) ?? p.crew[0]!).token, node }, { seat: p.seat });
  const far = state.catalog.board.islandBoards[x.board]?.nodes.find((n) => n.node === node)?.expedition;
  if (far) {
    const everyone = x.crew.filter((c) => c.node !== SHORE).map((c) => c.crew);
    endExhaustive(ctx, 'farSide');
    const card = drawEventCard(ctx, p, 'expeditions');
    if (card !== undefined) resolveEventCard(ctx, p, 'expeditions', card, everyone);
    return;
  }
  if (x.tokens[String(node)] && !x.revealed.includes(node)) {
    x.revealing = { crew: crewId, node };
  }
  state.pending.push({ kind: 'expedition', seat: p.seat });
}

function resolveToken(ctx: Ctx, p: PlayerState, node: number): void {
  const { state } = ctx;
  const x = activeExpedition(state);
  if (!x) return;
  const kind = x.tokens[String(node)];
  const onNode = x.crew.filter((c) => c.node === node).map((c) => c.crew);
  emit(ctx, 'expeditionTokenRevealed', 'Exhaustive Expeditions', { node, token: kind ?? null }, { seat: p.seat, reveals: true });
  switch (kind) {
    case 'clue':
      gainClues(ctx, p, 1, 'Exhaustive Expeditions');
      break;
    case 'treasure':
      drawTreasure(ctx, p, undefined, 'Exhaustive Expeditions');
      break;
    case 'enemy':
      spawnEnemy(ctx, p, 'onDeck', 'Exhaustive Expeditions');
      break;
    case 'rest':
      for (const c of p.crew.filter((m) => onNode.includes(m.id))) recoverGems(ctx, p, c, 'strain', REST_RECOVERY, 'Exhaustive Expeditions');
      break;
    case 'expedition': {
      endExhaustive(ctx, 'expeditionCard');
      const card = drawEventCard(ctx, p, 'expeditions');
      if (card !== undefined) resolveEventCard(ctx, p, 'expeditions', card, onNode);
      return;
    }
  }
  if (p.crew.some((c) => x.crew.some((w) => w.crew === c.id))) state.pending.push({ kind: 'expedition', seat: p.seat });
  else endExhaustive(ctx, 'noCrew');
}

function endExhaustive(ctx: Ctx, why: ExpeditionEnd): void {
  const { state } = ctx;
  const x = activeExpedition(state);
  if (!x) return;
  endWork(state, 'expedition');
  const p = player(state, x.seat);
  if (p.position) state.tokens.explored.push({ q: p.position.hex.q, r: p.position.hex.r });
  emit(ctx, 'exhaustiveExpeditionEnded', 'Exhaustive Expeditions', { why }, { seat: p.seat });
}
