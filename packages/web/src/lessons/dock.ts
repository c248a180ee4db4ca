/** A box on the screen (as getBoundingClientRect gives it). */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

export type DockSide = 'left' | 'right';

/** Where the guide card sits, docked `margin` px from the window's lower left or lower right corner. */
export function dockedBox(side: DockSide, width: number, height: number, window: { readonly width: number; readonly height: number }, margin = 12): Box {
  const left = side === 'left' ? margin : window.width - margin - width;
  return { left, top: window.height - margin - height, right: left + width, bottom: window.height - margin };
}

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * The lower corner where the guide card hides least of what matters now (each box weighted: the part of the table
 * the card points at counts more than the waters around the ship). A tie keeps the card where it is, so it does not
 * jump about.
 */
export function dockSide(current: DockSide, width: number, height: number, window: { readonly width: number; readonly height: number }, avoid: readonly { readonly box: Box; readonly weight: number }[]): DockSide {
  const cost = (side: DockSide) => avoid.reduce((sum, a) => sum + a.weight * overlap(dockedBox(side, width, height, window), a.box), 0);
  const other: DockSide = current === 'left' ? 'right' : 'left';
  return cost(other) < cost(current) ? other : current;
}

/** A box grown by `by` px on every side (the hexes around the ship). */
export function around(box: Box, by: number): Box {
  return { left: box.left - by, top: box.top - by, right: box.right + by, bottom: box.bottom + by };
}
