import { activeBoarding, activeExpedition, crewDef, enemyBoardInPlay, enemyDef, remainingHealth, type GameState } from '@everrain/engine';
import { Term } from './Term';

/** The Enemy ship board while a crew boards it (the Boarding rule): its zones, the crew and the defenders there. */
export function BoardedShip(props: { state: GameState; seat: number }) {
  const { state } = props;
  const layout = enemyBoardInPlay(state);
  const boarding = activeBoarding(state);
  if (!layout || !boarding || boarding.seat !== props.seat) return null;
  const p = state.players[boarding.seat];
  const target = state.enemies.find((e) => e.id === boarding.enemy);
  return (
    <section class="away-board" aria-label="The enemy ship being boarded">
      <h3 class="sub"><Term id="boarding">Boarding</Term>: {layout.name}{target ? ` (${enemyDef(state.catalog, target.card).name})` : ''}</h3>
      <div class="away-zones">
        {layout.zones.map((z) => {
          const crew = p?.crew.filter((c) => c.position.area === 'deck' && c.position.zone === z.zone) ?? [];
          const foes = state.enemies.filter((e) => e.position.area === 'deck' && e.position.seat === boarding.seat && e.position.zone === z.zone);
          return (
            <div key={z.zone} class="zone" data-zone={z.zone}>
              <div class="zone-name">{z.name}</div>
              <div class="zone-node">next to {z.adjacent.map((a) => layout.zones.find((x) => x.zone === a)?.name ?? a).join(', ')}</div>
              <div class="zone-pieces">
                {crew.map((c) => <span key={c.id} class="crew-token">{crewDef(state.catalog, c.token).name}</span>)}
                {foes.map((e) => <span key={e.id} class="foe">☠ {enemyDef(state.catalog, e.card).name} {remainingHealth(state, e)}/{enemyDef(state.catalog, e.card).health}</span>)}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}

const TOKEN_NAME = { clue: 'a Clue', treasure: 'a Treasure', expedition: 'an Expedition card', enemy: 'an enemy', rest: 'rest' } as const;

/** The Island board of an Exhaustive Expedition: its nodes and paths, the crew ashore, the tokens turned up. */
export function IslandBoard(props: { state: GameState }) {
  const { state } = props;
  const x = activeExpedition(state);
  if (!x) return null;
  const board = state.catalog.board.islandBoards[x.board];
  if (!board) return null;
  const p = state.players[x.seat];
  return (
    <section class="away-board" aria-label="The Island board">
      <h3 class="sub"><Term id="exhaustive-expeditions">Exhaustive Expedition</Term>: {board.name}</h3>
      <ol class="island-nodes">
        {board.nodes.map((n) => {
          const crew = x.crew.filter((c) => c.node === n.node).map((c) => p?.crew.find((m) => m.id === c.crew)).filter((c) => c !== undefined);
          const token = x.tokens[String(n.node)];
          const shown = x.revealed.includes(n.node);
          return (
            <li key={n.node} data-node={n.node} class={crew.length ? 'occupied' : ''}>
              <strong>Node {n.node}</strong>{n.shore ? ' · shore' : ''}{n.expedition ? ' · the far node (Expedition card)' : ''}
              {token ? <span> · {shown ? `token: ${TOKEN_NAME[token]}` : 'a face-down token'}</span> : null}
              <span class="hint"> · paths to {n.adjacent.join(', ')}</span>
              {crew.length ? <div class="zone-pieces">{crew.map((c) => <span key={c.id} class="crew-token">{crewDef(state.catalog, c.token).name}</span>)}</div> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
