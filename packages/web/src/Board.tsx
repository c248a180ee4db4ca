import { hexKey, revealedHexes, slotHexes, type Action, type GameState, type Hex } from '@everrain/engine';
import { hexLabel } from '@everrain/text';
import { HEX_SIZE, HEX_STYLE, hexCenter, hexPoints } from './hexes';

/** The hexes the legal actions point at (sail targets are shown on the ship; these are map targets). */
function targetHexes(actions: readonly Action[]): Map<string, Action[]> {
  const out = new Map<string, Action[]>();
  for (const a of actions) {
    const hex = a.type === 'placeShip' || a.type === 'respawn' ? a.hex : a.type === 'fireArtillery' ? a.target : undefined;
    if (!hex) continue;
    const key = hexKey(hex);
    out.set(key, [...(out.get(key) ?? []), a]);
  }
  return out;
}

export function Board(props: { state: GameState; actions: readonly Action[]; selectedHex: string | null; onHex: (key: string | null) => void }) {
  const { state } = props;
  const slots = state.catalog.board.tileSlots.flatMap((s) => slotHexes(s));
  const revealed = new Map(revealedHexes(state).map((h) => [hexKey(h.hex), h]));
  const targets = targetHexes(props.actions);
  const centres = slots.map(hexCenter);
  const pad = HEX_SIZE * 1.5;
  const minX = Math.min(...centres.map((c) => c.x)) - pad;
  const minY = Math.min(...centres.map((c) => c.y)) - pad;
  const width = Math.max(...centres.map((c) => c.x)) + pad - minX;
  const height = Math.max(...centres.map((c) => c.y)) + pad - minY;
  const storm = new Set(state.tokens.storms.flat().map(hexKey));
  const explored = new Set(state.tokens.explored.map(hexKey));
  return (
    <svg class="board" viewBox={`${minX} ${minY} ${width} ${height}`} role="img" aria-label="The map of the Everrain">
      {slots.map((hex) => {
        const key = hexKey(hex);
        const place = revealed.get(key);
        const style = place ? HEX_STYLE[place.type] : undefined;
        const isTarget = targets.has(key);
        const c = hexCenter(hex);
        return (
          <g key={key} class={`hex${isTarget ? ' target' : ''}${props.selectedHex === key ? ' selected' : ''}`}
            onClick={() => (isTarget ? props.onHex(props.selectedHex === key ? null : key) : undefined)}>
            <title>{`${key}: ${hexLabel(state, hex)}${storm.has(key) ? ' — under a Storm' : ''}${explored.has(key) ? ' — Explored' : ''}`}</title>
            <polygon points={hexPoints(hex, HEX_SIZE - 1)} fill={style?.fill ?? '#15212b'} stroke={isTarget ? '#f2c14e' : '#0b1219'} stroke-width={isTarget ? 3 : 1} />
            {style?.code ? <text x={c.x} y={c.y + 5} class="hex-code">{style.code}</text> : null}
            {place?.name ? <text x={c.x} y={c.y + 18} class="hex-name">{place.name}</text> : null}
            {storm.has(key) ? <polygon points={hexPoints(hex, HEX_SIZE - 5)} class="storm" /> : null}
            {explored.has(key) ? <text x={c.x - 12} y={c.y - 10} class="token">✕</text> : null}
          </g>
        );
      })}
      {state.tokens.shipwrecks.map((w) => <Marker key={`w${hexKey(w.hex)}`} hex={w.hex} label={`W${w.seat + 1}`} cls="wreck" title={`The wreck of seat ${w.seat + 1}'s ship`} />)}
      {state.tokens.enemyDestinations.map((h) => <Marker key={`d${hexKey(h)}`} hex={h} label="◎" cls="destination" title="An Enemy Destination" />)}
      {state.enemies.flatMap((e) => (e.position.area === 'sea'
        ? [<Marker key={e.id} hex={e.position.hex} label="☠" cls="enemy-ship" title={`${state.catalog.enemies.find((d) => d.id === e.card)?.name ?? 'Enemy ship'} (${e.trauma} Trauma)`} />]
        : []))}
      {state.elderOne.hex ? <Marker hex={state.elderOne.hex} label="✺" cls="elder-one" title="The Elder One" /> : null}
      {state.players.map((p) => (p.position ? <Ship key={p.seat} hex={p.position.hex} facing={p.position.facing} seat={p.seat} colour={state.catalog.ships.find((s) => s.id === p.ship)?.colour ?? '#fff'} /> : null))}
    </svg>
  );
}

function Marker(props: { hex: Hex; label: string; cls: string; title: string }) {
  const c = hexCenter(props.hex);
  return (
    <g class={`marker ${props.cls}`}>
      <title>{props.title}</title>
      <circle cx={c.x} cy={c.y} r={HEX_SIZE * 0.45} />
      <text x={c.x} y={c.y + 5}>{props.label}</text>
    </g>
  );
}

function Ship(props: { hex: Hex; facing: number; seat: number; colour: string }) {
  const c = hexCenter(props.hex);
  const angle = props.facing * 60;
  return (
    <g class="ship" transform={`translate(${c.x} ${c.y}) rotate(${angle})`}>
      <title>{`Seat ${props.seat + 1}'s ship`}</title>
      <path d="M -14 -8 L 8 -8 L 18 0 L 8 8 L -14 8 Z" fill={props.colour} stroke="#000" stroke-width="1.5" />
      <text x="-3" y="5" transform={`rotate(${-angle} -3 0)`} class="ship-seat">{props.seat + 1}</text>
    </g>
  );
}
