import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apply, legalActions, type GameState } from '@everrain/engine';
import { toSave, type Session } from '../src/session';
import { Driver, startHarness, type Harness } from './harness';
import { playedSession } from './played';

/*
 * Motion (issue #24 item 11): after a move, the ships and the enemies at sea glide to their hexes, the cards
 * drawn flip face up, the dice tumble and a track token that moved is lit; with the animation setting off
 * (or the system's reduced motion) none of it moves, and the token that moved is still marked.
 */

let h: Harness;
beforeAll(async () => { h = await startHarness(); }, 240_000);
afterAll(async () => { await h?.close(); });

const END = (s: GameState) => (s.turn && !s.pending[0] ? legalActions(s).find((a) => a.type === 'endTurn') : undefined);

/** A solo turn whose end moves a track and draws a card face up (the Enemy Phase runs). */
function beforeAnEnemyPhase(): Session {
  return playedSession({ players: 1, length: 'short', rules: {} }, 'motion', (s) => {
    const end = END(s.state);
    if (!end || s.state.round < 2) return false;
    const after = apply(s.state, end);
    if (!after.ok) return false;
    const t0 = s.state.tracks;
    const t1 = after.state.tracks;
    const moved = t0.playerDiscovery !== t1.playerDiscovery || t0.enemyDiscovery !== t1.enemyDiscovery || t0.elderOne !== t1.elderOne || t0.agenda !== t1.agenda;
    const drew = after.events.some((e) => e.reveals && typeof e.data?.card === 'string');
    return moved && drew;
  });
}

/** A solo turn with an enemy ship at sea (they come and go: the heuristic sinks or evades them). */
function withAnEnemyAtSea(): Session {
  const s = playedSession({ players: 1, length: 'short', rules: {} }, 'm3', (s) => !!s.state.turn && !s.state.pending[0] && s.state.enemies.some((e) => e.position.area === 'sea'));
  if (!s.state.enemies.some((e) => e.position.area === 'sea')) throw new Error('no enemy came to sea');
  return s;
}

async function open(session: Session, motion: boolean): Promise<{ page: Page; errors: string[] }> {
  const page = await h.browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'no-preference' });
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(h.url);
  await page.evaluate(([save, reduced]) => {
    localStorage.clear();
    localStorage.setItem('everrain-save', save!);
    localStorage.setItem('everrain-reduced-motion', reduced!);
  }, [JSON.stringify(toSave(session)), motion ? '0' : '1']);
  await page.reload();
  await page.click('#continue');
  await page.locator('.game.one-screen').waitFor();
  return { page, errors };
}

const style = (page: Page, selector: string, property: 'transitionDuration' | 'animationName' | 'animationDuration' | 'boxShadow') =>
  page.locator(selector).first().evaluate((el, p) => getComputedStyle(el)[p as 'transitionDuration'], property);

it('ships and enemies glide, drawn cards flip, a track token that moved is lit; none of it moves with animations off', async () => {
  const session = beforeAnEnemyPhase();
  const enemyAtSea = withAnEnemyAtSea();
  for (const motion of [true, false]) {
    const { page, errors } = await open(session, motion);
    const d = await Driver.attach(page);
    expect(await page.locator('.tracks .moved').count(), 'nothing is lit on the first showing').toBe(0);
    await d.act(END(d.state)!);
    await page.locator('.tracks .moved').first().waitFor();
    await page.locator('.drawn .card').first().waitFor();
    if (motion) {
      expect(await style(page, '.ship', 'transitionDuration')).not.toBe('0s');
      expect(await style(page, '.drawn .card', 'animationName')).toBe('er-flip');
      expect(await style(page, '.tracks .moved', 'animationName')).toBe('er-token-moved');
    } else {
      expect(await style(page, '.ship', 'transitionDuration')).toBe('0s');
      expect(await style(page, '.drawn .card', 'animationName')).toBe('none');
      expect(await style(page, '.tracks .moved', 'animationName')).toBe('none');
      // Still marked, standing still.
      expect(await style(page, '.tracks .moved', 'boxShadow')).not.toBe('none');
    }
    await page.close();
    const sea = await open(enemyAtSea, motion);
    await sea.page.locator('.marker.enemy-ship').first().waitFor();
    const glide = await style(sea.page, '.marker.enemy-ship', 'transitionDuration');
    if (motion) expect(glide).not.toBe('0s');
    else expect(glide).toBe('0s');
    expect([...errors, ...sea.errors]).toEqual([]);
    await sea.page.close();
  }
});
