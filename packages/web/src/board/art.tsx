import type { HexType } from '@everrain/engine';
import { pure } from './pure';

/**
 * The map's drawings, all SVG (no images): the sea's textures, the land of each hex type, tokens and
 * pieces. Drawn around (0, 0), a hex of radius 28 pointy-top; placed with a translate. Colour is never
 * the only signal: every kind has its own shape (whitecaps, land, a harbour, a standing stone, a hulk).
 */

/** Patterns and gradients the map and its legend fill with (one copy in the map's SVG); drawn once. */
export const MapDefs = pure(() => (
    <defs>
      {/* The seats' patterns (the colour-blind-safe palette): dark ink over the sail's colour. */}
      <pattern id="er-seat-stripes" width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="1.6" height="4" fill="rgba(0,0,0,.6)" /></pattern>
      <pattern id="er-seat-dots" width="4" height="4" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1" fill="rgba(0,0,0,.6)" /></pattern>
      <pattern id="er-seat-checks" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="3" height="3" fill="rgba(0,0,0,.6)" /><rect x="3" y="3" width="3" height="3" fill="rgba(0,0,0,.6)" /></pattern>
      <pattern id="er-seat-zigzag" width="6" height="4" patternUnits="userSpaceOnUse"><path d="M0 3l1.5-2 1.5 2 1.5-2 1.5 2" stroke="rgba(0,0,0,.7)" stroke-width="1" fill="none" /></pattern>
      <pattern id="er-sea" width="16" height="10" patternUnits="userSpaceOnUse">
        <rect width="16" height="10" fill="#2c6586" />
        <path d="M0 6q4-3 8 0t8 0" stroke="#5a93b5" stroke-width=".8" fill="none" />
      </pattern>
      <pattern id="er-rough" width="12" height="9" patternUnits="userSpaceOnUse">
        <rect width="12" height="9" fill="#163047" />
        <path d="M0 7l3-4 3 4 3-4 3 4" stroke="#e8f4ff" stroke-width="1.2" fill="none" />
      </pattern>
      <radialGradient id="er-fog">
        <stop offset="0" stop-color="#26333c" />
        <stop offset="1" stop-color="#111a21" />
      </radialGradient>
      <marker id="er-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
        <path d="M0 0L10 5 0 10z" fill="#fff3c4" />
      </marker>
    </defs>
));

export const HEX_FILL: Record<HexType | 'unrevealed', string> = {
  calmSea: 'url(#er-sea)', roughSea: 'url(#er-rough)', port: 'url(#er-sea)', island: 'url(#er-sea)', altar: 'url(#er-sea)', shipwreck: 'url(#er-sea)',
  unrevealed: 'url(#er-fog)',
};

/** The land, harbour, stone or hulk drawn on a hex of this type (the sea is the hex's own fill). */
export function HexArt(props: { type: HexType | 'unrevealed' }) {
  switch (props.type) {
    case 'roughSea':
      // A dark rim inside the edge and whitecaps at the corners: still seen around a ship in the middle.
      return (
        <g class="art rough">
          <polygon points="0,-24 20.8,-12 20.8,12 0,24 -20.8,12 -20.8,-12" fill="none" stroke="#07131c" stroke-width="4" opacity=".8" />
          <path d="M-6-19l3-4 3 4 3-4 3 4M-19 9l3-4 3 4M8 17l3-4 3 4" stroke="#fff" stroke-width="1.6" fill="none" />
        </g>
      );
    case 'island':
      return (
        <g class="art">
          <path d="M-17 4C-19-8-6-17 5-15 15-13 19-2 15 8 11 16-11 16-17 4z" fill="#d9c38a" />
          <path d="M-13 3C-14-6-5-11 3-10 11-9 13-2 10 5 7 10-8 10-13 3z" fill="#5f8f4a" />
          <path d="M-6 2l6-10 6 10z" fill="#3f6b35" />
        </g>
      );
    case 'port':
      return (
        <g class="art">
          <path d="M-24-14L0-28 24-14 24-3C12-8-12-1-24-6z" fill="#b08d57" />
          <path d="M-14-13h7v-6l-3.5-3-3.5 3zM-2-16h8v-7l-4-3-4 3zM9-11h7v-6l-3.5-3-3.5 3z" fill="#e8dcc0" stroke="#5a4330" stroke-width=".8" />
          <path d="M1-6h4v17h-4z" fill="#7a5a3a" stroke="#3a2a1e" stroke-width=".6" />
          <path d="M-3 11h12" stroke="#3a2a1e" stroke-width="1.5" />
        </g>
      );
    case 'altar':
      return (
        <g class="art">
          <circle cy="-6" r="13" fill="#b07ad8" opacity=".3" />
          <path d="M-14 10C-16 1-8-5 0-5 8-5 16 1 14 10z" fill="#5b5560" />
          <path d="M-3 7L-4-13 0-18 4-13 3 7z" fill="#9a6fb8" stroke="#2e1c3a" stroke-width=".8" />
          <path d="M0-12v8M-2-8h4" stroke="#f0dcff" stroke-width=".9" />
        </g>
      );
    case 'shipwreck':
      return (
        <g class="art">
          <path d="M-17 5L9-2 16 4 12 11-13 12z" fill="#4a3626" stroke="#1a1008" stroke-width="1" />
          <path d="M-3 4L5-15M5-15l6 5" stroke="#2a1d12" stroke-width="2" fill="none" />
          <path d="M-1-3l5-9 3 6z" fill="#8d8372" opacity=".8" />
        </g>
      );
    case 'unrevealed':
      return <g class="art fog" fill="#5a6b76" opacity=".22"><ellipse cx="-6" cy="-5" rx="13" ry="5" /><ellipse cx="7" cy="6" rx="12" ry="4.5" /></g>;
    default:
      return null;
  }
}

/**
 * An Explored token: a round disc with a cross, in the hex's upper left corner — beyond the circle a ship's
 * seat badge can turn through, so the two never overlap (issue #24 item 8).
 */
export function ExploredToken() {
  return (
    <g class="art explored-token">
      <circle cx="-18" cy="-11" r="5" fill="#e8dcc0" stroke="#5a4330" stroke-width="1" />
      <path d="M-20.5-13.5l5 5m0-5l-5 5" stroke="#5a4330" stroke-width="1.5" />
    </g>
  );
}

/** A Storm over one hex: a dark cloud, a swirl and a bolt (drawn above the hex, below the pieces). */
export function StormArt() {
  return (
    <g class="storm-art">
      <polygon points="0,-27 23.4,-13.5 23.4,13.5 0,27 -23.4,13.5 -23.4,-13.5" fill="rgba(40,48,66,.55)" stroke="#cfe0ff" stroke-width="1.5" stroke-dasharray="4 2" />
      <path d="M-21 2a21 21 0 0 1 19-22M21-2a21 21 0 0 1-19 22M-4 20a21 21 0 0 1-17-14M4-20a21 21 0 0 1 17 14" stroke="#cfe0ff" stroke-width="2" fill="none" opacity=".9" />
      <path d="M-9-17a5 4 0 0 1 7-4a6 5 0 0 1 10 2a4 4 0 0 1-1 7h-15a4 4 0 0 1-1-5z" fill="#6b7890" stroke="#e6eeff" stroke-width=".8" />
      <path d="M-13 9l-4 6h3l-2 6 6-8h-3l2-4z" fill="#ffe066" stroke="#5a4a00" stroke-width=".5" />
    </g>
  );
}

/** A player's ship seen from above, bow to the right (rotate it to its facing): hull, sail in the seat's colour. */
export function ShipArt(props: { colour: string; pattern?: string | null }) {
  return (
    <g class="ship-art">
      <path d="M-15-7H7Q16-4 20 0 16 4 7 7H-15Q-18 0-15-7z" fill="#7a5430" stroke="#140c05" stroke-width="1.5" />
      <path d="M-12-3.5H6" stroke="#b08a5a" stroke-width="1" />
      <rect x="-5" y="-13" width="6" height="26" rx="2" fill={props.colour} stroke="#140c05" stroke-width="1.2" />
      {props.pattern ? <rect x="-5" y="-13" width="6" height="26" rx="2" fill={`url(#er-seat-${props.pattern})`} class="seat-pattern" data-pattern={props.pattern} /> : null}
      <path d="M20 0h4" stroke="#140c05" stroke-width="1.5" />
    </g>
  );
}

/** An enemy ship: a black hull and dark, torn sails. */
export function EnemyShipArt() {
  return (
    <g class="enemy-art">
      <path d="M-15-7H7Q16-4 20 0 16 4 7 7H-15Q-18 0-15-7z" fill="#231414" stroke="#e06c5a" stroke-width="1.5" />
      <path d="M-5-13h6l-1 9 1 9-1 8h-5z" fill="#0b0b0b" stroke="#e06c5a" stroke-width="1" />
      <circle cx="10" cy="0" r="2.6" fill="#e8dcc0" />
    </g>
  );
}

/** The Elder One: a many-armed thing rising from the sea, one eye. */
export function ElderOneArt() {
  return (
    <g class="elder-art">
      <path d="M-14 12q-6-12 2-16M14 12q6-12-2-16M-6 14q-8-4-4-14M6 14q8-4 4-14" stroke="#8a5cc0" stroke-width="3" fill="none" stroke-linecap="round" />
      <ellipse cy="-2" rx="10" ry="12" fill="#4a2670" stroke="#c69cff" stroke-width="1.5" />
      <ellipse cy="-4" rx="5" ry="3.5" fill="#ffe066" />
      <ellipse cy="-4" rx="1.4" ry="3" fill="#1a0a24" />
    </g>
  );
}
