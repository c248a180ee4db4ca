import { useMemo } from 'preact/hooks';
import type { GameEvent } from '@everrain/engine';
import { latestRolls } from '../playback/rolls';
import { useUi } from '../table/ui-context';
import { useEventText } from '../words/event-words';
import '../playback/playback.css';

const FACE: Record<string, { glyph: string; name: string }> = {
  damage: { glyph: '✹', name: 'Damage' }, wild: { glyph: '★', name: 'Wild' }, omen: { glyph: '☾', name: 'Omen' },
  blank: { glyph: '·', name: 'Blank' }, evade: { glyph: '➶', name: 'Evade' }, move: { glyph: '➜', name: 'Move' },
};
const DIE_NAME: Record<string, string> = { attack: 'Attack', evasion: 'Evasion', enemy: 'Enemy', fate: 'Fate' };

/**
 * The dice rolled, drawn as dice with their faces (symbol and word: colour is never the only signal), each
 * with its cause: the latest turn's or Enemy Phase's rolls stay until the next roll. While the playback is
 * part-way (`upTo`), only the rolls so far; those of the step on screen (from `from`, else of the latest
 * action, from `fresh`) tumble briefly, unless animations are off.
 */
export function Dice(props: { events: readonly GameEvent[]; fresh: number; upTo?: number | undefined; from?: number | undefined }) {
  const ui = useUi();
  const say = useEventText();
  const latest = useMemo(() => latestRolls(props.events, say, props.upTo), [props.events, props.upTo]);
  if (!latest || latest.rolls.length === 0) return <section class="dice empty" aria-label="Dice">No dice rolled yet.</section>;
  const newFrom = props.from ?? props.fresh;
  return (
    <section class="dice" aria-label={`The latest dice rolled: ${latest.heading}`}>
      <h3 class="dice-heading">Latest roll · {latest.heading}</h3>
      {latest.rolls.map(({ roll: e, cause }) => {
        const die = String(e.data?.die ?? '');
        const faces = Array.isArray(e.data?.faces) ? (e.data?.faces as string[]) : [String(e.data?.value ?? '?')];
        const isNew = e.seq >= newFrom;
        return (
          <div key={e.seq} class={`roll ${die}${isNew ? ' new' : ''}`} title={`${cause} — ${say(e)}`} aria-label={`${cause} — ${say(e)}`} data-seq={e.seq}>
            <span class="roll-name" aria-hidden="true">{DIE_NAME[die] ?? die}</span>
            {faces.map((f, i) => (
              <span key={i} aria-hidden="true" class={`die ${die}${isNew && !ui.reducedMotion ? ' tumble' : ''}`} style={{ animationDelay: `${i * 40}ms` }}>
                <span class="glyph">{FACE[f]?.glyph ?? f}</span><span class="face-name">{FACE[f]?.name ?? ''}</span>
              </span>
            ))}
            <span class="roll-cause" aria-hidden="true">{cause}</span>
          </div>
        );
      })}
    </section>
  );
}
