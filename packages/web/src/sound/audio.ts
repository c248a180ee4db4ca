import type { Cue } from './cues';

/*
 * The sounds themselves, synthesized with Web Audio (no downloaded or shipped files): short noise and tone
 * envelopes, one recipe per cue. Silent until the person's first click or key — the browsers' autoplay rule —
 * then at the settings' volume. Tests read what actually played from `window.everrainTest.sounds`.
 */

declare global {
  interface Window { everrainSounds?: string[] }
}

let context: AudioContext | null = null;
let unlocked = false;

/** The first click or key opens the audio (browsers allow no sound before one). */
export function listenForUnlock(): void {
  if (typeof window === 'undefined' || unlocked) return;
  const open = (): void => {
    unlocked = true;
    try {
      context ??= new AudioContext();
      void context.resume().catch(() => undefined);
    } catch {
      context = null;
    }
    for (const type of ['pointerdown', 'keydown'] as const) window.removeEventListener(type, open, true);
  };
  for (const type of ['pointerdown', 'keydown'] as const) window.addEventListener(type, open, true);
}

export function audioUnlocked(): boolean {
  return unlocked && context !== null;
}

/** Noise buffers by context and length: the noise is the same every time (a fixed seed), so it is made once. */
const noises = new WeakMap<AudioContext, Map<number, AudioBuffer>>();

function noise(ctx: AudioContext, seconds: number): AudioBufferSourceNode {
  const length = Math.max(1, Math.floor(ctx.sampleRate * seconds));
  let made = noises.get(ctx);
  if (!made) noises.set(ctx, (made = new Map()));
  let buffer = made.get(length);
  if (!buffer) {
    buffer = ctx.createBuffer(1, length, ctx.sampleRate);
    const data = buffer.getChannelData(0);
    let seed = 12345;
    for (let i = 0; i < data.length; i++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      data[i] = (seed / 0x3fffffff - 1);
    }
    made.set(length, buffer);
  }
  const source = ctx.createBufferSource();
  source.buffer = buffer;
  return source;
}

function envelope(ctx: AudioContext, at: number, peak: number, attack: number, decay: number): GainNode {
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(0, at);
  gain.gain.linearRampToValueAtTime(peak, at + attack);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + attack + decay);
  return gain;
}

function tone(ctx: AudioContext, out: AudioNode, at: number, freq: number, type: OscillatorType, peak: number, decay: number, slideTo?: number): void {
  const osc = ctx.createOscillator();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, at);
  if (slideTo) osc.frequency.exponentialRampToValueAtTime(slideTo, at + decay);
  const gain = envelope(ctx, at, peak, 0.01, decay);
  osc.connect(gain).connect(out);
  osc.start(at);
  osc.stop(at + decay + 0.05);
}

function burst(ctx: AudioContext, out: AudioNode, at: number, seconds: number, filter: BiquadFilterType, freq: number, peak: number): void {
  const src = noise(ctx, seconds);
  const f = ctx.createBiquadFilter();
  f.type = filter;
  f.frequency.value = freq;
  const gain = envelope(ctx, at, peak, 0.005, seconds);
  src.connect(f).connect(gain).connect(out);
  src.start(at);
  src.stop(at + seconds + 0.05);
}

const RECIPES: Readonly<Record<Cue, (ctx: AudioContext, out: AudioNode, at: number) => void>> = {
  // Dice on wood: a few quick clicks.
  dice: (ctx, out, at) => { for (let i = 0; i < 4; i++) burst(ctx, out, at + i * 0.06 + (i % 2) * 0.015, 0.04, 'bandpass', 2400 - i * 300, 0.5); },
  // A cannon: a low thump and a noisy boom.
  cannon: (ctx, out, at) => { tone(ctx, out, at, 90, 'sine', 0.9, 0.5, 40); burst(ctx, out, at, 0.6, 'lowpass', 700, 0.7); },
  // A hit: a sharp crack.
  hit: (ctx, out, at) => { burst(ctx, out, at, 0.18, 'highpass', 1500, 0.7); tone(ctx, out, at, 220, 'square', 0.2, 0.12, 110); },
  // Waves: a soft swell of filtered noise.
  waves: (ctx, out, at) => burst(ctx, out, at, 0.9, 'lowpass', 500, 0.25),
  // Weather: wind rising, a far rumble.
  weather: (ctx, out, at) => { burst(ctx, out, at, 1.2, 'bandpass', 800, 0.25); tone(ctx, out, at + 0.2, 55, 'sine', 0.4, 1.0, 45); },
  // A death: a falling minor third, slow.
  death: (ctx, out, at) => { tone(ctx, out, at, 293.66, 'triangle', 0.35, 0.8); tone(ctx, out, at + 0.35, 246.94, 'triangle', 0.35, 1.1); },
  // The Elder One rises: a deep dissonant drone.
  elder: (ctx, out, at) => { tone(ctx, out, at, 55, 'sawtooth', 0.35, 2.2, 48); tone(ctx, out, at, 58.3, 'sawtooth', 0.3, 2.2, 50); burst(ctx, out, at, 1.5, 'lowpass', 200, 0.5); },
  // Your turn: the soft two-note chime.
  turn: (ctx, out, at) => { tone(ctx, out, at, 659.25, 'sine', 0.4, 0.5); tone(ctx, out, at + 0.18, 987.77, 'sine', 0.4, 0.5); },
};

/** Plays a cue at `volume` (0–1) if the audio is open; says whether it played. */
export function playCue(cue: Cue, volume: number): boolean {
  if (!audioUnlocked() || volume <= 0) return false;
  const ctx = context!;
  try {
    const master = ctx.createGain();
    master.gain.value = Math.min(1, volume) * 0.6;
    master.connect(ctx.destination);
    RECIPES[cue](ctx, master, ctx.currentTime + 0.02);
    (window.everrainSounds ??= []).push(cue);
    return true;
  } catch {
    return false;
  }
}
