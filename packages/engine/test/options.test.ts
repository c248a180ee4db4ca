import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { createGame, type GameOptions } from '../src/index';
import { DEFAULT_RULES } from '../src/core/state';

const content = defaultContent();

/** createGame with options a caller's types would not allow (hostile or mistyped callers, files). */
function create(options: Record<string, unknown>) {
  return createGame({ content, players: 2, ...options } as unknown as GameOptions, 'options');
}

describe('createGame refuses unknown options and rule values, naming the key (issue #11)', () => {
  it.each([
    [{ player: 2 }, 'player'],
    [{ krakens: true }, 'krakens'],
    [{ rules: { krakens: true } }, 'rules.krakens'],
    [{ rules: { boarding: 'yes' } }, 'rules.boarding'],
    [{ rules: { boarding: undefined } }, 'rules.boarding'],
    [{ rules: { firstPlayer: 'widdershins' } }, 'rules.firstPlayer'],
    [{ rules: { traumaDistribution: 1 } }, 'rules.traumaDistribution'],
    [{ rules: { finalConfrontation: 'false' } }, 'rules.finalConfrontation'],
    [{ rules: 'boarding' }, 'rules'],
    [{ rules: ['boarding'] }, 'rules'],
    [{ rules: null }, 'rules'],
    [{ rules: Object.create({ boarding: true }) }, 'rules'],
    [{ rules: { __proto__: { boarding: 'yes' } } }, 'rules'],
    [{ ships: 'the-pariah' }, 'ships'],
    [{ ships: ['the-pariah', 7] }, 'ships'],
    [{ length: 'endless' }, 'length'],
  ])('%o → refused, naming %s', (options, key) => {
    const result = create(options);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('invalid-options');
      expect(result.error.message).toContain(key);
      expect(result.error.message.length).toBeLessThan(300);
    }
  });

  it('accepts every known option and every value each rule can take', () => {
    expect(create({ length: 'short', ships: undefined, rules: {} }).ok).toBe(true);
    expect(create({ rules: { ...DEFAULT_RULES } }).ok).toBe(true);
    expect(create({ rules: { firstPlayer: 'choose', shipDamage: 'colourOrder', traumaDistribution: 'random', finalConfrontation: true, boarding: true, exhaustiveExpeditions: true } }).ok).toBe(true);
  });

  it('quotes at most a short excerpt of a huge unknown key', () => {
    const result = create({ ['k'.repeat(1 << 20)]: 1 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message.length).toBeLessThan(300);
  });
});
