import { entryForRule, manualEntry, type ManualEntry } from '@everrain/text';
import type { GameEvent } from '@everrain/engine';

/** The Reference Manual entry for each kind of die (packages/text writes what each face does). */
const DIE_ENTRY: Record<string, string> = { enemy: 'enemy-dice', attack: 'attack-dice', evasion: 'evasion', fate: 'fate-die' };
/** The entries of faces whose meaning depends on the die they are on. */
const FACE_ENTRY: Record<string, string> = { omen: 'omen', wild: 'wild', blank: 'blank' };

export interface RuleNote {
  readonly entry: string;
  readonly term: string;
  readonly text: string;
}

/**
 * The rules a roll is read by, as it happens: the die's own entry (what its faces do), the entry of a
 * face that shows and means something particular (an Omen, a Wild), and the rule the roll was made under
 * (the event's `rule`). All words come from the Reference Manual; none are worked out here.
 */
export function rollNotes(roll: GameEvent): RuleNote[] {
  if (roll.kind !== 'dieRolled') return [];
  const die = String(roll.data?.die ?? '');
  const faces = Array.isArray(roll.data?.faces) ? roll.data.faces.map(String) : [];
  const entries: (ManualEntry | undefined)[] = [
    entryForRule(roll.rule),
    manualEntry(DIE_ENTRY[die] ?? ''),
    ...[...new Set(faces)].map((f) => manualEntry(FACE_ENTRY[f] ?? '')),
  ];
  const seen = new Set<string>();
  const notes: RuleNote[] = [];
  for (const e of entries) {
    if (!e || seen.has(e.id)) continue;
    seen.add(e.id);
    notes.push({ entry: e.id, term: e.term, text: e.summary });
  }
  return notes;
}
