import type { Action, VisibleState, Hex, PlayerState } from '@everrain/engine';
import type { HexOffer } from './offers';
import { FACING_WORDS } from './previews';
import { HEX_SIZE, hexCenter } from './hexes';

/** SVG attributes are set by name, and SVG's is lower-case. */
const FOCUSABLE = { tabindex: 0 } as Record<string, number>;

export interface FacingChoice {
  readonly facing: number;
  readonly action: Action;
  readonly label: string;
}

/** A facing arrow's radius in map units, as drawn on a screen with a mouse. */
export const ARROW_RADIUS = 7.5;

/**
 * Arrows around a hex, one for each facing the rules allow: a click (or Enter) plays that action. `radius`: a
 * larger arrow (a finger's width on a touch screen), set further out so that the six never overlap.
 */
export function FacingArrows(props: { hex: Hex; choices: readonly FacingChoice[]; onAct: (a: Action) => void; kind: string; radius?: number }) {
  const c = hexCenter(props.hex);
  const radius = props.radius ?? ARROW_RADIUS;
  const grow = radius / ARROW_RADIUS;
  // Six arrows on a circle are as far from each other as from its centre: twice the radius keeps them apart.
  const d = Math.max(HEX_SIZE * 0.78, radius * 2.1);
  return (
    <g class={`facing-arrows ${props.kind}`} role="group" aria-label="Choose a facing">
      {props.choices.map((f) => {
        const angle = f.facing * 60;
        const rad = (angle * Math.PI) / 180;
        return (
          <g key={f.facing} class="facing-arrow" role="button" {...FOCUSABLE} aria-label={f.label} data-facing={f.facing}
            style={{ transform: `translate(${c.x + d * Math.cos(rad)}px, ${c.y + d * Math.sin(rad)}px) rotate(${angle}deg) scale(${grow})` }}
            onClick={(e) => { e.stopPropagation(); props.onAct(f.action); }}
            onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); e.stopPropagation(); props.onAct(f.action); } }}>
            <title>{f.label}</title>
            <circle r={ARROW_RADIUS} />
            <path d="M-5.5-1.6H0.5V-4.8L6 0 0.5 4.8V1.6H-5.5z" />
          </g>
        );
      })}
    </g>
  );
}

/** The arrows to draw: turning in a Port (`face`, D114), placing or returning the ship on the chosen hex, moving a Storm. */
export function facingArrows(state: VisibleState, legal: readonly Action[], me: PlayerState | undefined, offers: ReadonlyMap<string, HexOffer>,
  selectedHex: string | null, stormStep: number | undefined): { hex: Hex; kind: string; choices: FacingChoice[] }[] {
  // Facings the rules allow, as arrows: turning in a Port (`face`), placing or returning the ship on a chosen hex, moving a Storm.
  const arrows: { hex: Hex; kind: string; choices: FacingChoice[] }[] = [];
  const faces = legal.filter((a): a is Extract<Action, { type: 'face' }> => a.type === 'face' && a.seat === me?.seat);
  if (faces.length && me?.position) {
    arrows.push({ hex: me.position.hex, kind: 'face', choices: faces.map((a) => ({ facing: a.facing, action: a, label: `Face ${FACING_WORDS[a.facing]}` })) });
  }
  const placing = selectedHex ? offers.get(selectedHex)?.place : undefined;
  if (placing?.length && selectedHex) {
    const hex = placing[0]!.type === 'placeShip' || placing[0]!.type === 'respawn' ? placing[0]!.hex : null;
    if (hex) {
      arrows.push({ hex, kind: 'place', choices: placing.flatMap((a) => (a.type === 'placeShip' || a.type === 'respawn'
        ? [{ facing: a.facing, action: a, label: `Place the ship at ${selectedHex} facing ${FACING_WORDS[a.facing]}` }] : [])) });
    }
  }
  const stormActions = legal.filter((a): a is Extract<Action, { type: 'moveStorm' }> => a.type === 'moveStorm');
  const stormHex = stormStep !== undefined ? state.tokens.storms[stormStep]?.[0] : undefined;
  if (stormActions.length && stormHex) {
    arrows.push({ hex: stormHex, kind: 'storm', choices: stormActions.map((a) => ({ facing: a.direction, action: a, label: `Move the Storm ${FACING_WORDS[a.direction]}` })) });
  }
  return arrows;
}
