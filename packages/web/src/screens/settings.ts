import { useEffect, useState } from 'preact/hooks';
import type { WarningKind } from '@everrain/engine';

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
/** The settings of the settings panel (issue #24 item 5), kept together as JSON. */
export const PANEL_KEY = 'everrain-settings';

export type Speed = 'slow' | 'normal' | 'fast';
export type Palette = 'ships' | 'colour-blind';
/** Text size, in percent of the browser's own. */
export const TEXT_SIZES = [90, 100, 115, 130] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
/** The pause before a bot seat moves at one table, by the bot-speed setting (ms). */
export const BOT_PAUSE_MS: Readonly<Record<Speed, number>> = { slow: 1300, normal: 650, fast: 200 };
/** How long an animation runs, by the animation-speed setting (the base of every animation's duration). */
export const ANIMATION_MS: Readonly<Record<Speed, number>> = { slow: 320, normal: 180, fast: 90 };

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
  /** A lesson guides instead: the first-game guide is off and its switch is not offered (holdGuideOff). */
  readonly guideHeld: boolean;
  /** Animations shortened to nothing (the player's setting, or the system's reduced motion). */
  readonly reducedMotion: boolean;
  /** The chime when an online game's turn comes to this seat (default on). */
  readonly sound: boolean;
  /** A browser notification when the turn comes while the page is hidden or idle (asked for, never on load). */
  readonly notify: boolean;
  /** With `notify`: notify even while the page is looked at. */
  readonly notifyAlways: boolean;
  /** The sound's loudness, 0 to 1 (`sound` off mutes it). */
  readonly volume: number;
  readonly animationSpeed: Speed;
  /** The warnings that no longer ask before the move (each a kind of the engine's warningsFor). */
  readonly skipWarnings: readonly WarningKind[];
  /** The seats' colours: the ships' own, or a colour-blind-safe set with a pattern each. */
  readonly palette: Palette;
  readonly textSize: TextSize;
  /** How fast bot seats move at one table. */
  readonly botSpeed: Speed;
}

type PanelSettings = Pick<Settings, 'volume' | 'animationSpeed' | 'skipWarnings' | 'palette' | 'textSize' | 'botSpeed'>;

export const PANEL_DEFAULTS: PanelSettings = { volume: 0.7, animationSpeed: 'normal', skipWarnings: [], palette: 'ships', textSize: 100, botSpeed: 'normal' };
const SPEEDS: readonly Speed[] = ['slow', 'normal', 'fast'];

/** The panel's settings as kept; anything unreadable or out of range is its default. */
function panelSettings(): PanelSettings {
  let raw: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(localStorage.getItem(PANEL_KEY) ?? '{}') as unknown;
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) raw = parsed as Record<string, unknown>;
  } catch {
    // Unreadable: the defaults.
  }
  const d = PANEL_DEFAULTS;
  const speed = (v: unknown, fallback: Speed): Speed => (SPEEDS.includes(v as Speed) ? (v as Speed) : fallback);
  return {
    volume: typeof raw.volume === 'number' && raw.volume >= 0 && raw.volume <= 1 ? raw.volume : d.volume,
    animationSpeed: speed(raw.animationSpeed, d.animationSpeed),
    skipWarnings: Array.isArray(raw.skipWarnings) ? raw.skipWarnings.filter((k): k is WarningKind => typeof k === 'string') : d.skipWarnings,
    palette: raw.palette === 'colour-blind' ? 'colour-blind' : 'ships',
    textSize: TEXT_SIZES.includes(raw.textSize as TextSize) ? (raw.textSize as TextSize) : d.textSize,
    botSpeed: speed(raw.botSpeed, d.botSpeed),
  };
}

/** The page's look follows the settings: animation durations, text size, the palette (read by CSS). */
export function applyToPage(s: Settings): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.classList.toggle('reduced-motion', s.reducedMotion);
  root.style.setProperty('--dur', s.reducedMotion ? '0ms' : `${ANIMATION_MS[s.animationSpeed]}ms`);
  root.style.setProperty('--text-scale', String(s.textSize / 100));
  root.dataset.palette = s.palette;
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
    guided: remembered(GUIDED_KEY), guideHeld: false, reducedMotion: remembered(MOTION_KEY) || systemReducedMotion(),
    sound: rememberedOn(SOUND_KEY), notify: remembered(NOTIFY_KEY), notifyAlways: remembered(NOTIFY_ALWAYS_KEY),
    ...panelSettings(),
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
  const panel = (Object.keys(PANEL_DEFAULTS) as (keyof PanelSettings)[]).some((k) => patch[k] !== undefined);
  if (panel) {
    try {
      const { volume, animationSpeed, skipWarnings, palette, textSize, botSpeed } = next;
      localStorage.setItem(PANEL_KEY, JSON.stringify({ volume, animationSpeed, skipWarnings, palette, textSize, botSpeed }));
    } catch {
      // Storage blocked: the settings last for this page only.
    }
  }
  publish(next);
}

function publish(next: Settings): void {
  current = next;
  applyToPage(next);
  for (const l of listeners) l(next);
}

let guideHolds = 0;

/**
 * Keeps the first-game guide off while something else guides (a lesson's card), without touching the stored
 * setting: the release (idempotent) puts back what the browser keeps. Holds are counted, so a screen mounted
 * again before the last one let go cannot leave the guide off for good.
 */
export function holdGuideOff(): () => void {
  guideHolds += 1;
  publish({ ...settings(), guided: false, guideHeld: true });
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    guideHolds -= 1;
    if (guideHolds === 0) publish({ ...settings(), guided: remembered(GUIDED_KEY), guideHeld: false });
  };
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
