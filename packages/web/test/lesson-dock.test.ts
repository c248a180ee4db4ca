import { describe, expect, it } from 'vitest';
import { around, dockedBox, dockSide } from '../src/lessons/dock';

const screen = { width: 1280, height: 800 };

describe('where the tutorial\'s guide card docks (issue #24 item 6)', () => {
  it('sits in a lower corner of the window, inside it', () => {
    expect(dockedBox('left', 360, 250, screen)).toEqual({ left: 12, top: 538, right: 372, bottom: 788 });
    expect(dockedBox('right', 360, 250, screen)).toEqual({ left: 908, top: 538, right: 1268, bottom: 788 });
  });

  it('moves to the other corner when it would hide the waters around the ship, and stays when both hide as much', () => {
    const ship = around({ left: 300, top: 450, right: 360, bottom: 510 }, 90);
    expect(dockSide('left', 360, 250, screen, [{ box: ship, weight: 1 }])).toBe('right');
    expect(dockSide('right', 360, 250, screen, [])).toBe('right');
  });

  it('hides the part of the table the card points at least of all', () => {
    const ship = around({ left: 300, top: 450, right: 360, bottom: 510 }, 90);
    const orders = { left: 768, top: 570, right: 1264, bottom: 590 };
    expect(dockSide('left', 360, 250, screen, [{ box: orders, weight: 4 }, { box: ship, weight: 1 }])).toBe('left');
  });
});
