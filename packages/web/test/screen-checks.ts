import type { Page } from 'playwright-core';
import { apply, legalActions } from '@everrain/engine';
import type { Session } from '../src/session';

/** The turn's end that sets an Enemy Phase going (an enemy acts, asking nothing of the players): the session just before it. */
export const beforeEnemyPhase = (s: Session): boolean => {
  if (s.state.round < 2 || s.state.pending.length > 0 || !s.state.turn) return false;
  const end = legalActions(s.state).find((a) => a.type === 'endTurn');
  const after = end ? apply(s.state, end) : null;
  return !!after?.ok && after.state.pending.every((p) => p.kind === 'recoverOrders')
    && after.events.some((e) => e.kind === 'enemyPhaseStarted') && after.events.some((e) => e.kind === 'enemyActivated');
};

export interface Box { readonly x: number; readonly y: number; readonly width: number; readonly height: number }

/** Where the first element matching `selector` is in the window (null: none). */
export async function boxOf(page: Page, selector: string): Promise<Box | null> {
  return page.evaluate((sel) => {
    const r = document.querySelector(sel)?.getBoundingClientRect();
    return r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
  }, selector);
}

/**
 * The buttons matching `selector` a player cannot see without scrolling: each is named with where it is, unless
 * it lies inside the window and the point at its middle is the button itself (not clipped by a scroll box, not covered).
 * `coveredOnly`: only those inside the window yet covered or clipped (a page that scrolls by design).
 */
export async function buttonsOutOfSight(page: Page, selector: string, coveredOnly = false): Promise<string[]> {
  return page.evaluate(({ sel, coveredOnly }) => [...document.querySelectorAll<HTMLElement>(sel)].flatMap((b) => {
    const r = b.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return [];
    const inside = r.left >= 0 && r.top >= 0 && r.right <= window.innerWidth + 0.5 && r.bottom <= window.innerHeight + 0.5;
    if (coveredOnly && !inside) return [];
    const hit = inside ? document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) : null;
    if (inside && hit && b.contains(hit)) return [];
    return [`"${(b.textContent ?? '').trim().slice(0, 40)}" at y ${Math.round(r.top)}–${Math.round(r.bottom)}${inside ? ' (hidden)' : ''}`];
  }), { sel: selector, coveredOnly });
}

/** The smallest thing to tap on screen (buttons, the map's facing arrows), with its size in CSS pixels: null if none. */
export async function smallestTarget(page: Page): Promise<{ name: string; width: number; height: number } | null> {
  return page.evaluate(() => {
    let least: { name: string; width: number; height: number } | null = null;
    for (const el of document.querySelectorAll<Element>('button, select, .facing-arrow')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (!least || Math.min(r.width, r.height) < Math.min(least.width, least.height)) {
        least = { name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40), width: Math.round(r.width), height: Math.round(r.height) };
      }
    }
    return least;
  });
}
