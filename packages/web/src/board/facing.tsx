import type { Action, Hex } from '@everrain/engine';
import { HEX_SIZE, hexCenter } from '../hexes';

/** SVG attributes are set by name, and SVG's is lower-case. */
const FOCUSABLE = { tabindex: 0 } as Record<string, number>;

export interface FacingChoice {
  readonly facing: number;
  readonly action: Action;
  readonly label: string;
}

/** Arrows around a hex, one for each facing the rules allow: a click (or Enter) plays that action. */
export function FacingArrows(props: { hex: Hex; choices: readonly FacingChoice[]; onAct: (a: Action) => void; kind: string }) {
  const c = hexCenter(props.hex);
  return (
    <g class={`facing-arrows ${props.kind}`} role="group" aria-label="Choose a facing">
      {props.choices.map((f) => {
        const angle = f.facing * 60;
        const rad = (angle * Math.PI) / 180;
        const d = HEX_SIZE * 0.78;
        return (
          <g key={f.facing} class="facing-arrow" role="button" {...FOCUSABLE} aria-label={f.label} data-facing={f.facing}
            style={{ transform: `translate(${c.x + d * Math.cos(rad)}px, ${c.y + d * Math.sin(rad)}px) rotate(${angle}deg)` }}
            onClick={(e) => { e.stopPropagation(); props.onAct(f.action); }}
            onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); e.stopPropagation(); props.onAct(f.action); } }}>
            <title>{f.label}</title>
            <circle r="7.5" />
            <path d="M-5.5-1.6H0.5V-4.8L6 0 0.5 4.8V1.6H-5.5z" />
          </g>
        );
      })}
    </g>
  );
}
