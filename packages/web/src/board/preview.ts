import { useEffect, useState } from 'preact/hooks';
import type { MapMark } from './map-marks';

/**
 * A preview the map draws while something beside it is hovered or focused (an Artillery slot on the ship
 * board): the ship board says what, the map draws it, neither knows the other.
 */
let current: readonly MapMark[] = [];
const listeners = new Set<() => void>();

export function setMapPreview(marks: readonly MapMark[]): void {
  current = marks;
  listeners.forEach((f) => f());
}

export function useMapPreview(): readonly MapMark[] {
  const [, redraw] = useState(0);
  useEffect(() => {
    const f = () => redraw((n) => n + 1);
    listeners.add(f);
    return () => { listeners.delete(f); };
  }, []);
  return current;
}
