import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { runScenarioFiles, scenarioFiles } from '../src/commands/scenario';
import { runScenarioText } from '../src/scenario/run';

const files = scenarioFiles(['scenarios']);

describe('every scenario in scenarios/ passes', () => {
  it('finds the scenarios', () => expect(files.length).toBeGreaterThanOrEqual(20));
  for (const result of runScenarioFiles(files)) {
    it(result.name, () => expect(result.failures).toEqual([]));
  }
});

describe('the scenario runner can fail', () => {
  const content = defaultContent();
  const base = {
    name: 'probe',
    setup: { players: 1, overrides: { ships: [{ seat: 0, hex: { q: 0, r: 0 }, facing: 0 }] } },
  };

  it('reports a wrong expectation', () => {
    const text = JSON.stringify({ ...base, steps: [{ do: { type: 'issueNavigationOrder', fleeting: false }, expect: { state: { 'turn.navigationPoints': 7 } } }] });
    const r = runScenarioText(text, 'probe.json', content);
    expect(r.passed).toBe(false);
    expect(r.failures[0]).toContain('turn.navigationPoints is 1, expected 7');
  });

  it('reports a refused action and an accepted one that should have been refused', () => {
    expect(runScenarioText(JSON.stringify({ ...base, steps: [{ do: { type: 'sail', step: 'ahead' } }] }), 'p', content).passed).toBe(false);
    expect(runScenarioText(JSON.stringify({ ...base, steps: [{ do: { type: 'endTurn' }, expectError: 'illegal-action' }] }), 'p', content).passed).toBe(false);
  });

  it('reports a hostile file clearly, without throwing (issue #11)', () => {
    const deep = (levels: number) => JSON.parse(`${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`) as unknown;
    const cases = [
      JSON.stringify({ ...base, steps: [{ do: deep(2600) }] }),
      JSON.stringify({ ...base, steps: [{ do: { type: 'endTurn' }, expect: { state: { round: deep(2600) } } }] }),
      JSON.stringify({ ...base, expect: { legal: [deep(2600)] } }),
      `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    ];
    for (const text of cases) {
      let r: ReturnType<typeof runScenarioText> | undefined;
      expect(() => { r = runScenarioText(text, 'deep.json', content); }).not.toThrow();
      expect(r?.passed).toBe(false);
      expect(r?.failures.join(' ')).toContain('nested deeper than');
      expect(r?.failures.join(' ').length).toBeLessThan(300);
    }
  });

  it('refuses an impossible position clearly (issue #11)', () => {
    const impossible = { ...base, setup: { players: 1, overrides: { ships: [{ seat: 1, hex: { q: 40, r: 0 }, facing: 0 }], tracks: { agenda: 12 } } } };
    const r = runScenarioText(JSON.stringify(impossible), 'impossible.json', content);
    expect(r.passed).toBe(false);
    expect(r.failures[0]).toMatch(/^setup overrides refused: impossible position: ships\[0\]: no seat 1 .*off the map.*tracks.agenda is 12/);
  });

  it('reports a malformed file clearly', () => {
    expect(runScenarioText('{ nope', 'bad.json', content).failures[0]).toContain('not valid JSON');
    const r = runScenarioText(JSON.stringify({ name: 'x', setup: { players: 9 } }), 'bad.json', content);
    expect(r.passed).toBe(false);
    expect(r.failures.join(' ')).toContain('setup.players');
  });
});
