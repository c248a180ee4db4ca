import { useEffect, useState } from 'preact/hooks';

/**
 * The player's settings, kept in the browser: the guide for the game in play, animations, and the turn's
 * signals (sound, notifications). One small
 * store (no game code), read by the start screen, the table's buttons and the page's root.
 */

export const MOTION_KEY = 'everrain-reduced-motion';
/** Whether the game in the save slot is being guided: the guide comes back with it after a reload. */
export const GUIDED_KEY = 'everrain-guided';
/** The guide was finished or skipped once: the start screen stops offering it first. */
export const TOUR_DONE_KEY = 'everrain-tour-done';
/** Whether to hide the board between people's turns at one screen. */
export const HANDOFF_KEY = 'everrain-handoff';
/** The chime when an online game's turn comes to this seat ('0' once turned off; on by default). */
export const SOUND_KEY = 'everrain-sound';
/** The person asked for a browser notification when it is their turn (and the browser allowed it). */
export const NOTIFY_KEY = 'everrain-notify';
/** Notify even while the page is looked at (not only when it is hidden or idle). */
export const NOTIFY_ALWAYS_KEY = 'everrain-notify-always';

export function remembered(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

/** A setting that is on unless it was turned off. */
export function rememberedOn(key: string): boolean {
  try {
    return localStorage.getItem(key) !== '0';
  } catch {
    return true;
  }
}

export function remember(key: string, on: boolean): void {
  try {
    localStorage.setItem(key, on ? '1' : '0');
  } catch {
    // Storage blocked: the setting lasts for this page only.
  }
}

export interface Settings {
  /** The guide's prompts beside the board. */
  readonly guided: boolean;
  /** Animations shortened to nothing (the player's setting, or the system's reduced motion). */
  readonly reducedMotion: boolean;
  /** The chime when an online game's turn comes to this seat (default on). */
  readonly sound: boolean;
  /** A browser notification when the turn comes while the page is hidden or idle (asked for, never on load). */
  readonly notify: boolean;
  /** With `notify`: notify even while the page is looked at. */
  readonly notifyAlways: boolean;
}

function systemReducedMotion(): boolean {
  try {
    return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  } catch {
    return false;
  }
}

let current: Settings | null = null;
const listeners = new Set<(s: Settings) => void>();

export function settings(): Settings {
  current ??= {
    guided: remembered(GUIDED_KEY), reducedMotion: remembered(MOTION_KEY) || systemReducedMotion(),
    sound: rememberedOn(SOUND_KEY), notify: remembered(NOTIFY_KEY), notifyAlways: remembered(NOTIFY_ALWAYS_KEY),
  };
  return current;
}

/** Changes settings, keeps them in the browser and tells whoever listens. */
export function changeSettings(patch: Partial<Settings>): void {
  const next = { ...settings(), ...patch };
  if (patch.guided !== undefined) remember(GUIDED_KEY, patch.guided);
  if (patch.reducedMotion !== undefined) remember(MOTION_KEY, patch.reducedMotion);
  if (patch.sound !== undefined) remember(SOUND_KEY, patch.sound);
  if (patch.notify !== undefined) remember(NOTIFY_KEY, patch.notify);
  if (patch.notifyAlways !== undefined) remember(NOTIFY_ALWAYS_KEY, patch.notifyAlways);
  current = next;
  document.documentElement.classList.toggle('reduced-motion', next.reducedMotion);
  for (const l of listeners) l(next);
}

/** The guide finished or skipped: off for this game, and not offered first again. */
export function guideDone(): void {
  remember(TOUR_DONE_KEY, true);
  changeSettings({ guided: false });
}

export function onSettings(listener: (s: Settings) => void): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

/** The settings, drawn again when they change. */
export function useSettings(): Settings {
  const [s, setS] = useState(settings);
  useEffect(() => onSettings(setS), []);
  return s;
}
