import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { canonicalJson, hexKey, type Action, type Hex } from '@everrain/engine';
import type { MapMark, ShipMark } from '../board/map-marks';

/**
 * The move "Ask the crew" advised (issue #25 item 4), while it still stands (the game has not moved since):
 * every button of that move on the table is marked with `data-advised`, and its hex or Zone on the boards.
 */
export const AdviceContext = createContext<Action | null>(null);

/** Whether an action is the advised one (the same action, field for field). */
export function useAdvised(): (a: Action) => boolean {
  const advised = useContext(AdviceContext);
  if (!advised) return () => false;
  const key = canonicalJson(advised);
  return (a) => a.type === advised.type && canonicalJson(a) === key;
}

/** The attribute a button of the advised move carries (none on the others). */
export function adviceMark(advised: (a: Action) => boolean, a: Action): { 'data-advised'?: 'true' } {
  return advised(a) ? { 'data-advised': 'true' } : {};
}

const isHex = (v: unknown): v is Hex => typeof v === 'object' && v !== null && typeof (v as Hex).q === 'number' && typeof (v as Hex).r === 'number';

/** Where on the map the advised move lands: its target or its hex (a shot, a ship placed), if it has one. */
export function adviceMapMarks(a: Action | null): MapMark[] {
  if (!a) return [];
  const fields = a as unknown as Record<string, unknown>;
  const at = [fields['target'], fields['hex']].find(isHex);
  return at ? [{ kind: 'focus', hex: hexKey(at), tone: 'player', label: 'The crew would do this' }] : [];
}

/** Where on a ship board the advised move sends a crew member (a Zone of the deck). */
export function adviceShipMarks(a: Action | null): ShipMark[] {
  if (!a || a.type !== 'issueCrewOrder' || a.to.area !== 'deck') return [];
  return [{ seat: a.seat, zone: a.to.zone, kind: 'focus', label: 'The crew would go here' }];
}
