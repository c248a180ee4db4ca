import type { Hex, HexType } from '@everrain/engine';

export const HEX_SIZE = 28;

/** Pointy-top axial coordinates to pixels. */
export function hexCenter(hex: Hex): { x: number; y: number } {
  return { x: HEX_SIZE * Math.sqrt(3) * (hex.q + hex.r / 2), y: HEX_SIZE * 1.5 * hex.r };
}

/** A hex's outline is drawn on every render of the map: each is worked out once (a map has a few hundred). */
const outlines = new Map<string, string>();

export function hexPoints(hex: Hex, size = HEX_SIZE): string {
  const key = `${hex.q},${hex.r},${size}`;
  let points = outlines.get(key);
  if (points === undefined) {
    const { x, y } = hexCenter(hex);
    points = Array.from({ length: 6 }, (_, i) => {
      const angle = (Math.PI / 180) * (60 * i - 30);
      return `${(x + size * Math.cos(angle)).toFixed(1)},${(y + size * Math.sin(angle)).toFixed(1)}`;
    }).join(' ');
    if (outlines.size > 5000) outlines.clear();
    outlines.set(key, points);
  }
  return points;
}

/** Fill colour and a short letter code for each hex type (colour is never the only signal). */
export const HEX_STYLE: Record<HexType, { fill: string; code: string }> = {
  calmSea: { fill: '#2f5d7c', code: '' },
  roughSea: { fill: '#23445c', code: '≈' },
  port: { fill: '#b08d57', code: 'P' },
  island: { fill: '#5f7f4a', code: 'I' },
  altar: { fill: '#6b3f5e', code: 'A' },
  shipwreck: { fill: '#4a4f55', code: 'W' },
};
