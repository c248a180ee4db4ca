/** How long each step of the playback stays on screen, by the player's choice (kept in localStorage). */
export const SPEEDS = { slow: 2600, normal: 1400, fast: 600 } as const;
export type Speed = keyof typeof SPEEDS;

export const SPEED_KEY = 'everrain-playback-speed';

export function storedSpeed(): Speed {
  try {
    const s = localStorage.getItem(SPEED_KEY);
    return s === 'slow' || s === 'fast' || s === 'normal' ? s : 'normal';
  } catch {
    return 'normal';
  }
}

export function storeSpeed(s: Speed): void {
  try {
    localStorage.setItem(SPEED_KEY, s);
  } catch {
    // Storage blocked: the choice lasts for this page.
  }
}
