import type { GameEvent } from '@everrain/engine';
import { useUi } from './ui-context';

const FACE: Record<string, { glyph: string; name: string }> = {
  damage: { glyph: '✹', name: 'Damage' }, wild: { glyph: '★', name: 'Wild' }, omen: { glyph: '☾', name: 'Omen' },
  blank: { glyph: '·', name: 'Blank' }, evade: { glyph: '➶', name: 'Evade' }, move: { glyph: '➜', name: 'Move' },
};
const DIE_NAME: Record<string, string> = { attack: 'Attack', evasion: 'Evasion', enemy: 'Enemy', fate: 'Fate' };

/**
 * The dice rolled, drawn as dice with their faces (symbol and word: colour is never the only signal).
 * Those of the latest action tumble briefly, unless animations are off.
 */
export function Dice(props: { events: readonly GameEvent[]; fresh: number; round?: number }) {
  const ui = useUi();
  const rolls = props.events.filter((e) => e.kind === 'dieRolled' && (props.round === undefined || e.round === props.round)).slice(-8);
  if (rolls.length === 0) return <section class="dice empty" aria-label="Dice">No dice rolled this round yet.</section>;
  return (
    <section class="dice" aria-label="The last dice rolled">
      {rolls.map((e) => {
        const die = String(e.data?.die ?? '');
        const faces = Array.isArray(e.data?.faces) ? (e.data?.faces as string[]) : [String(e.data?.value ?? '?')];
        const isNew = e.seq >= props.fresh;
        return (
          <div key={e.seq} class={`roll ${die}${isNew ? ' new' : ''}`} title={e.text} aria-label={e.text}>
            <span class="roll-name" aria-hidden="true">{DIE_NAME[die] ?? die}</span>
            {faces.map((f, i) => (
              <span key={i} aria-hidden="true" class={`die ${die}${isNew && !ui.reducedMotion ? ' tumble' : ''}`} style={{ animationDelay: `${i * 40}ms` }}>
                <span class="glyph">{FACE[f]?.glyph ?? f}</span><span class="face-name">{FACE[f]?.name ?? ''}</span>
              </span>
            ))}
          </div>
        );
      })}
    </section>
  );
}
