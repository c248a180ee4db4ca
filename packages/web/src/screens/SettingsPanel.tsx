import { useEffect, useRef } from 'preact/hooks';
import type { WarningKind } from '@everrain/engine';
import { changeSettings, TEXT_SIZES, useSettings, type Palette, type Speed, type TextSize } from './settings';

/** The warnings that can ask before a move, in the words the settings panel uses (engine: warningsFor). */
const WARNING_CHOICES: readonly { readonly kind: WarningKind; readonly label: string }[] = [
  { kind: 'strainSlays', label: 'Ending a turn with Strain that would kill a crew member' },
  { kind: 'everyCrewLost', label: 'Ending a turn that would lose every crew member' },
  { kind: 'navigationOrderBuysNothing', label: 'A Navigation Order that cannot pay for a single step' },
  { kind: 'navigationPointsLost', label: 'Doing something that throws away unspent Navigation points' },
  { kind: 'ordersUnused', label: 'Ending a turn with Fresh Orders that could still be issued' },
  { kind: 'fatiguedCrewSpace', label: 'Sending a Fatigued crew member to an Improvement\'s space' },
];

const SPEED_WORDS: Readonly<Record<Speed, string>> = { slow: 'Slow', normal: 'Normal', fast: 'Fast' };

/**
 * Every setting in one panel, remembered in this browser (issue #24 item 5): sound and its volume, animations
 * and their speed, bot speed at one table, text size, the seats' colours (a colour-blind-safe set with patterns),
 * and which warnings ask before a move. Escape or "Done" closes it and gives the keyboard back.
 */
export function SettingsPanel(props: { onClose: () => void }) {
  const s = useSettings();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const back = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    heading.current?.focus();
    const key = (e: KeyboardEvent) => { if (e.key === 'Escape') { e.stopPropagation(); props.onClose(); } };
    window.addEventListener('keydown', key, true);
    return () => {
      window.removeEventListener('keydown', key, true);
      if (back?.isConnected) back.focus();
    };
  }, []);
  const animation = s.reducedMotion ? 'off' : s.animationSpeed;
  return (
    <div class="settings-backdrop" onClick={(e) => { if (e.target === e.currentTarget) props.onClose(); }}>
      <section class="settings-panel" id="settings-panel" role="dialog" aria-modal="true" aria-labelledby="settings-title">
        <h2 id="settings-title" tabIndex={-1} ref={heading}>Settings</h2>
        <fieldset>
          <legend>Sound</legend>
          <label class="check"><input type="checkbox" id="set-sound" checked={s.sound} onChange={(e) => changeSettings({ sound: e.currentTarget.checked })} /> Sound on</label>
          <label>Volume <input type="range" id="set-volume" min={0} max={100} step={5} value={Math.round(s.volume * 100)} disabled={!s.sound}
            onInput={(e) => changeSettings({ volume: Number(e.currentTarget.value) / 100 })} /> <output for="set-volume">{Math.round(s.volume * 100)}%</output></label>
        </fieldset>
        <fieldset>
          <legend>Motion</legend>
          <label>Animations <select id="set-animation" value={animation}
            onChange={(e) => { const v = e.currentTarget.value; changeSettings(v === 'off' ? { reducedMotion: true } : { reducedMotion: false, animationSpeed: v as Speed }); }}>
            <option value="off">Off</option>
            {(['slow', 'normal', 'fast'] as const).map((v) => <option key={v} value={v}>{SPEED_WORDS[v]}</option>)}
          </select></label>
          <label>Bot seats move <select id="set-bot-speed" value={s.botSpeed} onChange={(e) => changeSettings({ botSpeed: e.currentTarget.value as Speed })}>
            {(['slow', 'normal', 'fast'] as const).map((v) => <option key={v} value={v}>{SPEED_WORDS[v]}</option>)}
          </select> <small>(at one table; an online game's bots move at the server's pace)</small></label>
        </fieldset>
        <fieldset>
          <legend>Reading</legend>
          <label>Text size <select id="set-text-size" value={s.textSize} onChange={(e) => changeSettings({ textSize: Number(e.currentTarget.value) as TextSize })}>
            {TEXT_SIZES.map((v) => <option key={v} value={v}>{v}%</option>)}
          </select></label>
          <label>Seat colours <select id="set-palette" value={s.palette} onChange={(e) => changeSettings({ palette: e.currentTarget.value as Palette })}>
            <option value="ships">The ships' own colours</option>
            <option value="colour-blind">Colour-blind safe, with a pattern per seat</option>
          </select></label>
        </fieldset>
        <fieldset>
          <legend>Ask me before…</legend>
          {WARNING_CHOICES.map((w) => (
            <label key={w.kind} class="check"><input type="checkbox" id={`set-warn-${w.kind}`} checked={!s.skipWarnings.includes(w.kind)}
              onChange={(e) => changeSettings({ skipWarnings: e.currentTarget.checked ? s.skipWarnings.filter((k) => k !== w.kind) : [...s.skipWarnings, w.kind] })} /> {w.label}</label>
          ))}
        </fieldset>
        <p><button type="button" id="settings-done" class="primary" onClick={props.onClose}>Done</button></p>
      </section>
    </div>
  );
}
