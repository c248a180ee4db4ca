import type { MapMark } from '../map-marks';
import { HEX_SIZE, hexCenter, hexPoints } from '../hexes';

const GLYPH: Record<string, string> = { enemy: '☠', elderOne: '✺', storm: '☁', ship: '⛵', expedition: '⚑' };

function hexOf(key: string): { q: number; r: number } {
  const [q, r] = key.split(',').map(Number) as [number, number];
  return { q, r };
}

/**
 * The map marks drawn over the map (an SVG group for the map's <svg>): a move as an arrow with a ghost of
 * the piece gliding along it, a focus as a ring, an area as shaded hexes. The words are in the playback's
 * panel and its live region, so the drawing itself is hidden from screen readers.
 */
export function MarksLayer(props: { marks: readonly MapMark[] }) {
  return (
    <g class="map-marks" aria-hidden="true">
      <defs>
        <marker id="map-mark-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
          <path d="M 0 0 L 10 5 L 0 10 z" />
        </marker>
      </defs>
      {props.marks.map((m, i) => {
        if (m.kind === 'move') {
          const a = hexCenter(hexOf(m.from));
          const b = hexCenter(hexOf(m.to));
          return (
            <g key={i} class={`map-mark move piece-${m.piece}`} data-mark="move" data-from={m.from} data-to={m.to}>
              {m.label ? <title>{m.label}</title> : null}
              <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} marker-end="url(#map-mark-arrow)" />
              <g class="ghost" style={{ '--dx': `${a.x - b.x}px`, '--dy': `${a.y - b.y}px` }}>
                <circle cx={b.x} cy={b.y} r={HEX_SIZE * 0.42} />
                <text x={b.x} y={b.y + 5}>{GLYPH[m.piece] ?? '•'}</text>
              </g>
            </g>
          );
        }
        if (m.kind === 'focus') {
          const c = hexCenter(hexOf(m.hex));
          return (
            <g key={i} class={`map-mark focus tone-${m.tone ?? 'neutral'}`} data-mark="focus" data-hex={m.hex}>
              {m.label ? <title>{m.label}</title> : null}
              <circle cx={c.x} cy={c.y} r={HEX_SIZE * 0.8} />
            </g>
          );
        }
        return (
          <g key={i} class={`map-mark area tone-${m.tone}`} data-mark="area">
            {m.label ? <title>{m.label}</title> : null}
            {m.hexes.map((h) => <polygon key={h} points={hexPoints(hexOf(h), HEX_SIZE - 3)} />)}
          </g>
        );
      })}
    </g>
  );
}
