import type { RuleOptions } from '@everrain/engine';

/**
 * The rules options of a new game, for the local start screen and the online lobby alike: the named options
 * of docs/rules-decisions.md, and the difficulty (the Enemy Agenda's pace, D88, measured in docs/balance.md).
 */
export function RulesOptionsFields(props: { rules: RuleOptions; onChange: (rules: RuleOptions) => void }) {
  const { rules } = props;
  const rule = <K extends keyof RuleOptions>(key: K, value: RuleOptions[K]) => props.onChange({ ...rules, [key]: value });
  return (
    <details class="rules-options">
      <summary>Rules options</summary>
      <p class="hint">All off is the standard game. Each option is explained in the Reference Manual.</p>
      <label for="agenda-pace">Difficulty <small>— how fast the Enemy Agenda moves</small></label>
      <select id="agenda-pace" value={rules.agendaPace ?? 'standard'} onChange={(e) => rule('agendaPace', e.currentTarget.value as NonNullable<RuleOptions['agendaPace']>)}>
        <option value="gentle">Gentle — one space less each Enemy Phase (easier)</option>
        <option value="standard">Standard — the rulebook's pace</option>
        <option value="harsh">Harsh — one space more (harder)</option>
      </select>
      <label class="check"><input type="checkbox" checked={rules.boarding} onChange={(e) => rule('boarding', e.currentTarget.checked)} /> <span>Boarding (advanced) <small>— next to an enemy ship, send your crew over to fight on its deck instead of firing.</small></span></label>
      <label class="check"><input type="checkbox" checked={rules.exhaustiveExpeditions} onChange={(e) => rule('exhaustiveExpeditions', e.currentTarget.checked)} /> <span>Exhaustive Expeditions (advanced) <small>— explore unexplored Islands node by node on an Island board.</small></span></label>
      <label class="check"><input type="checkbox" checked={rules.finalConfrontation} onChange={(e) => rule('finalConfrontation', e.currentTarget.checked)} /> <span>Final confrontation <small>— when the enemy reaches the end of the track, the Elder One rises and you get a last few rounds to beat it, instead of losing at once.</small></span></label>
      <label class="check"><input type="checkbox" checked={rules.traumaDistribution === 'random'} onChange={(e) => rule('traumaDistribution', e.currentTarget.checked ? 'random' : 'choose')} /> <span>Spread Trauma at random <small>— the dice, not you, decide who takes the Trauma of a fight.</small></span></label>
      <label class="check"><input type="checkbox" checked={rules.shipDamage === 'colourOrder'} onChange={(e) => rule('shipDamage', e.currentTarget.checked ? 'colourOrder' : 'fateDie')} /> <span>Ship damage in colour order <small>— black nodes first, then blue, then red, instead of where the Fate Die points.</small></span></label>
      <label class="check"><input type="checkbox" checked={rules.firstPlayer === 'choose'} onChange={(e) => rule('firstPlayer', e.currentTarget.checked ? 'choose' : 'clockwise')} /> <span>Choose the First Player each round <small>— instead of passing it clockwise.</small></span></label>
    </details>
  );
}

/** The options as a new game is made with them: the standard pace is left out, as the engine leaves it out of the state. */
export function chosenRules(rules: RuleOptions): RuleOptions {
  const { agendaPace, ...rest } = rules;
  return agendaPace && agendaPace !== 'standard' ? { ...rest, agendaPace } : rest;
}
