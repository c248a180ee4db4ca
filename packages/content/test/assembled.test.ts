import { describe, expect, it } from 'vitest';
import { assembledContent, defaultContent } from '@everrain/content';

describe('the content the browser assembles without the schemas', () => {
  it('is the very catalog the schemas check and return (so a save or an online game fingerprints alike in the page and on the server)', () => {
    expect(assembledContent()).toEqual(defaultContent());
  });
});
