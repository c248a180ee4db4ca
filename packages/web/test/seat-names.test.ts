import { describe, expect, it } from 'vitest';
import { seatName, withSeatNames } from '../src/words/seat-names';

describe('the names at the seats in the engine\'s lines', () => {
  it('says the name given for "seat N", in either case, and keeps the words of unnamed seats', () => {
    const names = ['Ada', '', 'Cy'];
    expect(withSeatNames("Seat 2's ship takes 1 damage; seat 1 pays seat 3.", names)).toBe("Seat 2's ship takes 1 damage; Ada pays Cy.");
    expect(withSeatNames('A Cultist climbs aboard seat 3\'s ship.', names)).toBe("A Cultist climbs aboard Cy's ship.");
  });

  it('leaves a line alone when nobody gave a name, and never touches numbers that are not seats', () => {
    expect(withSeatNames('Seat 1 rolls 12 on seat 2', undefined)).toBe('Seat 1 rolls 12 on seat 2');
    expect(withSeatNames('Seat 1 rolls 12 on seat 2', ['  ', ''])).toBe('Seat 1 rolls 12 on seat 2');
    expect(withSeatNames('Reseat 1 and seats 2', ['Ada', 'Bo'])).toBe('Reseat 1 and seats 2');
    expect(seatName(['Ada'], 1)).toBe('Seat 2');
  });
});
