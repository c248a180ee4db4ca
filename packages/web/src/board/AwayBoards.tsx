import { activeBoarding, activeExpedition, crewDef, enemyBoardInPlay, enemyDef, remainingHealth, type VisibleState } from '@everrain/engine';
import { Term } from '../words/Term';
import './ship.css';

/** The Enemy ship board while a crew boards it (the Boarding rule): its zones, the crew and the defenders there. */
export function BoardedShip(props: { state: VisibleState; seat: number }) {
  const { state } = props;
  const layout = enemyBoardInPlay(state);
  const boarding = activeBoarding(state);
  if (!layout || !boarding || boarding.seat !== props.seat) return null;
  const p = state.players[boarding.seat];
  const target = state.enemies.find((e) => e.id === boarding.enemy);
  const zones = layout.zones;
  const w = 600;
  const cell = (w - 120) / zones.length;
  // Zones stem to bow, every other one on the lower row so their words have room to run wide.
  const rowY = (i: number) => (i % 2 ? H - 62 : 62);
  return (
    <section class="away-board" aria-label="The enemy ship being boarded">
      <h3 class="sub"><Term id="boarding">Boarding</Term>: {layout.name}{target ? ` (${enemyDef(state.catalog, target.card).name})` : ''}</h3>
      {/* The enemy's deck drawn as a black hull, its nodes stem to bow, the paths between them, who stands on each. */}
      <svg class="away-ship" viewBox={`0 0 ${w} ${H}`} role="img" aria-label={`${layout.name}: ${zones.map((z) => z.name).join(', ')}`}>
        <path d={`M20 25Q300 5 ${w - 90} 20Q${w - 30} 50 ${w - 10} ${H / 2}Q${w - 30} ${H - 50} ${w - 90} ${H - 20}Q300 ${H - 5} 20 ${H - 25}Q8 ${H / 2} 20 25z`} fill="#231414" stroke="#e06c5a" stroke-width="3" />
        {zones.flatMap((z, i) => z.adjacent.filter((a) => a > z.zone).map((a) => {
          const j = zones.findIndex((x) => x.zone === a);
          return <line key={`${z.zone}-${a}`} x1={60 + cell * (i + 0.5)} y1={rowY(i)} x2={60 + cell * (j + 0.5)} y2={rowY(j)} stroke="#c9a46a" stroke-width="2" stroke-dasharray="4 3" />;
        }))}
        {zones.map((z, i) => {
          // One line per crew member's name and per defender, under the zone's name (the words grow the box).
          const crew = (p?.crew ?? []).filter((c) => c.position.area === 'deck' && c.position.zone === z.zone).map((c) => crewDef(state.catalog, c.token).name.split(' ')[0]).join(', ');
          const foes = state.enemies.filter((e) => e.position.area === 'deck' && e.position.seat === boarding.seat && e.position.zone === z.zone).map((e) => `☠ ${enemyDef(state.catalog, e.card).name} ${remainingHealth(state, e)}`);
          const lines = (crew ? 1 : 0) + foes.length;
          const h = 26 + LINE * Math.max(1, lines);
          return (
            <g key={z.zone} class="enemy-zone" data-zone={z.zone} transform={`translate(${60 + cell * (i + 0.5)} ${rowY(i)})`}>
              <rect x={-cell / 2 + 6} y={-h / 2} width={cell - 12} height={h} rx="5" />
              <text y={-h / 2 + 17}>{z.name}</text>
              {crew ? <text y={-h / 2 + 17 + LINE} class="away-crew">{crew}</text> : null}
              {foes.map((f, k) => <text key={k} y={-h / 2 + 17 + LINE * (k + 1 + (crew ? 1 : 0))} class="away-foe">{f}</text>)}
            </g>
          );
        })}
      </svg>
      <details class="away-words"><summary>The enemy's deck in words</summary>
      <div class="away-zones">
        {zones.map((z) => {
          const crew = p?.crew.filter((c) => c.position.area === 'deck' && c.position.zone === z.zone) ?? [];
          const foes = state.enemies.filter((e) => e.position.area === 'deck' && e.position.seat === boarding.seat && e.position.zone === z.zone);
          return (
            <div key={z.zone} class="away-zone" data-zone={z.zone}>
              <strong>{z.name}</strong>
              <span class="zone-node"> · next to {z.adjacent.map((a) => zones.find((x) => x.zone === a)?.name ?? a).join(', ')}</span>
              <div class="zone-pieces">
                {crew.map((c) => <span key={c.id} class="crew-token">{crewDef(state.catalog, c.token).name}</span>)}
                {foes.map((e) => <span key={e.id} class="foe">☠ {enemyDef(state.catalog, e.card).name} {remainingHealth(state, e)}/{enemyDef(state.catalog, e.card).health}</span>)}
              </div>
            </div>
          );
        })}
      </div>
      </details>
    </section>
  );
}

/** The boarded ship's drawing: its height and the spacing of the lines of words in a zone (viewBox units). */
const H = 220;
const LINE = 14;

const TOKEN_NAME = { clue: 'a Clue', treasure: 'a Treasure', expedition: 'an Expedition card', enemy: 'an enemy', rest: 'rest' } as const;

/** The Island board of an Exhaustive Expedition: its nodes and paths, the crew ashore, the tokens turned up. */
export function IslandBoard(props: { state: VisibleState }) {
  const { state } = props;
  const x = activeExpedition(state);
  if (!x) return null;
  const board = state.catalog.board.islandBoards[x.board];
  if (!board) return null;
  const p = state.players[x.seat];
  const spots = islandLayout(board.nodes);
  return (
    <section class="away-board" aria-label="The Island board">
      <h3 class="sub"><Term id="exhaustive-expeditions">Exhaustive Expedition</Term>: {board.name}</h3>
      <svg class="island-map" viewBox="0 0 300 200" aria-hidden="true">
        <path d="M20 175C5 120 40 40 110 22C180 5 270 30 285 95C298 150 250 190 160 188C100 192 40 195 20 175z" fill="#4f7a40" stroke="#d9c38a" stroke-width="6" />
        <path d="M20 175C60 160 240 165 280 150" stroke="#d9c38a" stroke-width="10" fill="none" opacity=".8" />
        {board.nodes.flatMap((n) => n.adjacent.filter((a) => a > n.node).map((a) => {
          const from = spots.get(n.node)!;
          const to = spots.get(a);
          return to ? <line key={`${n.node}-${a}`} class="path" x1={from.x} y1={from.y} x2={to.x} y2={to.y} /> : null;
        }))}
        {board.nodes.map((n) => {
          const at = spots.get(n.node)!;
          // A node holds a token when the view lists it: its kind once revealed, null while face down (D87).
          const held = String(n.node) in x.tokens;
          const token = x.tokens[String(n.node)];
          const crew = x.crew.filter((c) => c.node === n.node);
          return (
            <g key={n.node} class={`node${n.shore ? ' shore' : ''}${n.expedition ? ' far' : ''}${crew.length ? ' occupied' : ''}`} transform={`translate(${at.x} ${at.y})`}>
              <circle r="11" />
              <text y="3.5">{n.node}</text>
              {held ? <text y="-14" class="token-glyph">{token ? TOKEN_GLYPH[token] : '?'}</text> : null}
              {crew.length ? <text y="22">{crew.map((c) => p?.crew.find((m) => m.id === c.crew)).filter((c) => c !== undefined).map((c) => crewDef(state.catalog, c.token).name.split(' ')[0]).join(', ')}</text> : null}
            </g>
          );
        })}
      </svg>
      <p class="hint island-key">✎ a Clue · ◆ a Treasure · ✦ an Expedition card · ☠ an enemy · ☾ rest · ? face down · the far node ringed in gold</p>
      <details class="away-words"><summary>The Island board in words</summary>
      <ol class="island-nodes">
        {board.nodes.map((n) => {
          const crew = x.crew.filter((c) => c.node === n.node).map((c) => p?.crew.find((m) => m.id === c.crew)).filter((c) => c !== undefined);
          const held = String(n.node) in x.tokens;
          const token = x.tokens[String(n.node)];
          return (
            <li key={n.node} data-node={n.node} class={crew.length ? 'occupied' : ''}>
              <strong>Node {n.node}</strong>{n.shore ? ' · shore' : ''}{n.expedition ? ' · the far node (Expedition card)' : ''}
              {held ? <span> · {token ? `token: ${TOKEN_NAME[token]}` : 'a face-down token'}</span> : null}
              <span class="hint"> · paths to {n.adjacent.join(', ')}</span>
              {crew.length ? <div class="zone-pieces">{crew.map((c) => <span key={c.id} class="crew-token">{crewDef(state.catalog, c.token).name}</span>)}</div> : null}
            </li>
          );
        })}
      </ol>
      </details>
    </section>
  );
}

const TOKEN_GLYPH = { clue: '✎', treasure: '◆', expedition: '✦', enemy: '☠', rest: '☾' } as const;

/**
 * Where each node of an Island board sits in the drawing: the shore nodes along the beach at the bottom,
 * the far node at the top, the others in rows by their distance (in paths) from the shore.
 */
function islandLayout(nodes: readonly { node: number; adjacent: readonly number[]; shore?: boolean }[]): Map<number, { x: number; y: number }> {
  const depth = new Map<number, number>();
  let frontier = nodes.filter((n) => n.shore).map((n) => n.node);
  frontier.forEach((n) => depth.set(n, 0));
  for (let d = 1; frontier.length; d++) {
    const next: number[] = [];
    for (const id of frontier) for (const a of nodes.find((n) => n.node === id)?.adjacent ?? []) if (!depth.has(a)) { depth.set(a, d); next.push(a); }
    frontier = next;
  }
  const rows = Math.max(0, ...depth.values()) + 1;
  const out = new Map<number, { x: number; y: number }>();
  for (let r = 0; r < rows; r++) {
    const row = nodes.filter((n) => (depth.get(n.node) ?? 0) === r);
    row.forEach((n, i) => out.set(n.node, { x: 150 + (i - (row.length - 1) / 2) * 70, y: 160 - (r * 125) / Math.max(1, rows - 1) }));
  }
  return out;
}
