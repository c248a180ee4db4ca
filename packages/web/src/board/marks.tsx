import type { Hex } from '@everrain/engine';
import type { MapMark } from './map-marks';
import { HEX_SIZE, hexCenter, hexPoints } from './hexes';
import { ElderOneArt, EnemyShipArt, ShipArt, StormArt } from './art';

export function parseHex(key: string): Hex {
  const [q, r] = key.split(',').map(Number) as [number, number];
  return { q, r };
}

function Ghost(props: { piece: Extract<MapMark, { kind: 'move' }>['piece'] }) {
  switch (props.piece) {
    case 'enemy': return <EnemyShipArt />;
    case 'elderOne': return <ElderOneArt />;
    case 'ship': return <ShipArt colour="#f2ead8" />;
    case 'storm': return <g transform="scale(.7)"><StormArt /></g>;
    default: return <circle r="8" fill="#f2d79b" stroke="#3a2a1e" stroke-width="1.5" />;
  }
}

/** Shaded hexes (an Artillery arc, a Storm's reach): below the pieces, so they stay visible. */
export function AreaMarks(props: { marks: readonly MapMark[] }) {
  return (
    <g class="marks-area" aria-hidden="true">
      {props.marks.flatMap((m, i) => (m.kind === 'area'
        ? m.hexes.map((key) => <polygon key={`${i}:${key}`} data-mark-hex={key} class={`mark-area ${m.tone}`} points={hexPoints(parseHex(key), HEX_SIZE - 3)} />)
        : []))}
    </g>
  );
}

/**
 * Moves and focus rings, above the pieces: a ghost of the piece glides from one hex to the next along an
 * arrow (at rest where it arrives under reduced motion: the animation lasts var(--dur), nothing then);
 * a ring pulses around a hex in focus.
 */
export function PieceMarks(props: { marks: readonly MapMark[] }) {
  return (
    <g class="marks-pieces" aria-hidden="true">
      {props.marks.map((m, i) => {
        if (m.kind === 'move') {
          const a = hexCenter(parseHex(m.from));
          const b = hexCenter(parseHex(m.to));
          const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
          const cut = Math.min(HEX_SIZE * 0.55, len / 3);
          const angle = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
          const style = { '--fx': `${a.x}px`, '--fy': `${a.y}px`, transform: `translate(${b.x}px, ${b.y}px)` };
          return (
            <g key={i} class={`map-mark move mark-move ${m.piece}`} data-mark="move" data-from={m.from} data-to={m.to}>
              <line x1={a.x} y1={a.y} x2={b.x - ((b.x - a.x) * cut) / len} y2={b.y - ((b.y - a.y) * cut) / len} class="mark-arrow" marker-end="url(#er-arrow)" />
              <g class="ghost" style={style}><g transform={`rotate(${m.piece === 'enemy' || m.piece === 'ship' ? angle : 0})`}><Ghost piece={m.piece} /></g></g>
              {m.label ? <text x={(a.x + b.x) / 2} y={(a.y + b.y) / 2 - 6} class="mark-label">{m.label}</text> : null}
            </g>
          );
        }
        if (m.kind === 'focus') {
          const c = hexCenter(parseHex(m.hex));
          return (
            <g key={i} class={`map-mark focus mark-focus ${m.tone ?? 'neutral'}`} data-mark="focus" data-hex={m.hex}>
              <circle cx={c.x} cy={c.y} r={HEX_SIZE * 0.85} class="ring" />
              <circle cx={c.x} cy={c.y} r={HEX_SIZE * 0.85} class="ring pulse" />
              {m.label ? <text x={c.x} y={c.y - HEX_SIZE} class="mark-label">{m.label}</text> : null}
            </g>
          );
        }
        if (m.label && m.hexes[0]) {
          const c = hexCenter(parseHex(m.hexes[0]));
          return <text key={i} x={c.x} y={c.y - HEX_SIZE * 0.6} class="mark-label">{m.label}</text>;
        }
        return null;
      })}
    </g>
  );
}
