import type { Hex, HexType } from '@everrain/engine';
import { HEX_SIZE, hexCenter, hexPoints } from './hexes';
import { ExploredToken, HEX_FILL, HexArt } from './art';
import type { HexOffer } from './offers';
import { pure } from './pure';

/** SVG attributes are set by name, and SVG's is lower-case: `tabIndex` would do nothing there. */
export const SVG_FOCUSABLE = { tabindex: 0 } as Record<string, number>;

/** What a hex does when pointed at, focused or chosen: one object for the whole map, so a cell's props stay equal. */
export interface HexCellEvents {
  enter(key: string): void;
  leave(): void;
  activate(key: string): void;
}

/** Everything a hex cell draws, as plain values: a cell whose values did not change is not drawn again. */
export interface HexCellProps {
  readonly hex: Hex;
  readonly hexKey: string;
  readonly type: HexType | 'unrevealed';
  readonly classes: string;
  /** The hex's words (its place, a Storm, Explored) and what a click on it does, for the tooltip and screen readers. */
  readonly label: string;
  readonly does: string;
  readonly offered: boolean;
  readonly explored: boolean;
  readonly sailCost: number | undefined;
  readonly revealCost: number | undefined;
  readonly place: boolean;
  readonly fireDice: number | undefined;
  readonly events: HexCellEvents;
}

/** The cell's props for one hex of the map: its look and its offer, reduced to values that compare by `===`. */
export function hexCellProps(hex: Hex, key: string, place: { type: HexType } | undefined, offer: HexOffer | undefined, selected: boolean,
  label: string, does: string, explored: boolean, events: HexCellEvents): HexCellProps {
  const classes = ['hex', place ? `kind-${place.type}` : 'unrevealed', offer ? 'offered' : '', offer?.order ? 'preview' : '', offer?.sailCost !== undefined ? 'reachable' : '',
    offer?.reveal ? 'revealable' : '', offer?.place ? 'placeable' : '', offer?.fire ? 'target' : '', selected ? 'selected' : ''].filter(Boolean).join(' ');
  return {
    hex, hexKey: key, type: place?.type ?? 'unrevealed', classes, label, does, offered: offer !== undefined, explored,
    sailCost: offer?.sailCost, revealCost: offer?.reveal?.cost, place: offer?.place !== undefined,
    fireDice: offer?.fire ? Math.max(...offer.fire.map((f) => f.dice)) : undefined, events,
  };
}

/**
 * One hex of the map. The map has a hundred-odd hexes of several SVG nodes each and a move changes a few of
 * them, so a cell is drawn again only when one of its values changed (the browser bench's action-to-screen
 * time counted the whole map's diff on every move).
 */
export const HexCell = pure((p: HexCellProps) => {
  const key = p.hexKey;
  const c = hexCenter(p.hex);
  // Focus listeners only on the hexes the keyboard stops at: Chromium makes any SVG element with one a Tab stop.
  const enter = () => p.events.enter(key);
  const leave = () => p.events.leave();
  return (
    <g class={p.classes} data-hex={key} data-cost={p.sailCost} data-type={p.type}
      {...(p.offered ? { role: 'button', ...SVG_FOCUSABLE, 'aria-label': `${p.label}: ${p.does}`, onFocus: enter, onBlur: leave } : {})}
      onClick={() => p.events.activate(key)} onPointerEnter={enter} onPointerLeave={leave}
      onKeyDown={(e) => { if (p.offered && (e.key === 'Enter' || e.key === ' ')) { e.preventDefault(); p.events.activate(key); } }}>
      <title>{p.does ? `${p.label} — ${p.does}` : p.label}</title>
      <polygon points={hexPoints(p.hex, HEX_SIZE - 0.5)} fill={HEX_FILL[p.type]} class="hex-face" />
      <g transform={`translate(${c.x} ${c.y})`} class="hex-art">
        <HexArt type={p.type} />
        {p.explored ? <ExploredToken /> : null}
      </g>
      {p.sailCost !== undefined ? <text x={c.x + 12} y={c.y - 9} class="cost">{p.sailCost}</text> : null}
      {p.revealCost !== undefined ? <text x={c.x} y={c.y + 5} class="reveal-mark">?</text> : null}
      {p.revealCost !== undefined ? <text x={c.x + 12} y={c.y - 9} class="cost">{p.revealCost}</text> : null}
      {p.place ? <text x={c.x} y={c.y - 8} class="place-mark">⚓</text> : null}
      {p.fireDice !== undefined ? <text x={c.x} y={c.y - 12} class="dice-mark">{p.fireDice}⚄</text> : null}
    </g>
  );
});
