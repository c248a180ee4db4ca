import type { Palette } from '../screens/settings';

/*
 * A seat's colour and pattern (issue #24 item 5). The ships' own colours by default; the colour-blind-safe set
 * (Okabe and Ito's palette: told apart under the common kinds of colour blindness) adds a pattern per seat, so
 * a seat never rests on its colour alone.
 */

/** Orange, sky blue, bluish green, reddish purple. */
export const COLOUR_BLIND_SAFE: readonly string[] = ['#E69F00', '#56B4E9', '#009E73', '#CC79A7'];
export const SEAT_PATTERNS = ['stripes', 'dots', 'checks', 'zigzag'] as const;
export type SeatPattern = (typeof SEAT_PATTERNS)[number];

export function seatColour(shipColour: string | undefined, seat: number, palette: Palette): string {
  return palette === 'colour-blind' ? COLOUR_BLIND_SAFE[seat % COLOUR_BLIND_SAFE.length]! : shipColour ?? '#f2c14e';
}

export function seatPattern(seat: number, palette: Palette): SeatPattern | null {
  return palette === 'colour-blind' ? SEAT_PATTERNS[seat % SEAT_PATTERNS.length]! : null;
}

/** A CSS background for a seat's swatch: its colour, and its pattern over it when the palette has patterns. */
export function swatchBackground(shipColour: string | undefined, seat: number, palette: Palette): string {
  const colour = seatColour(shipColour, seat, palette);
  const pattern = seatPattern(seat, palette);
  const ink = 'rgba(0,0,0,.55)';
  switch (pattern) {
    case 'stripes': return `repeating-linear-gradient(45deg, ${ink} 0 2px, transparent 2px 5px), ${colour}`;
    case 'dots': return `radial-gradient(${ink} 1.2px, transparent 1.5px) 0 0 / 5px 5px, ${colour}`;
    case 'checks': return `conic-gradient(${ink} 25%, transparent 0 50%, ${ink} 0 75%, transparent 0) 0 0 / 6px 6px, ${colour}`;
    case 'zigzag': return `repeating-linear-gradient(-45deg, ${ink} 0 1.5px, transparent 1.5px 4px), repeating-linear-gradient(45deg, ${ink} 0 1.5px, transparent 1.5px 4px), ${colour}`;
    default: return colour;
  }
}
