// Balance experiments (docs/balance.md): heuristic-bot games with the Elder One card forced, and optionally
// patched, so that each card's fight is measured on the same seeds before and after a change.
//   node --import tsx scripts/force-elder-one.ts PLAYERS GAMES SEED CARD|all OUT.jsonl [LENGTH] [PACE]
//   EO_PATCH='{"the-hollow-king":{"victoryRule":{"kind":"discoveryWhileHurt"}}}' to try a card's fields.
// Game i uses seed SEED-i and the bot seed SEED-i-bot, as `everrain simulate` does.
import { appendFileSync, writeFileSync } from 'node:fs';
import { defaultContent } from '@everrain/content';
import { heuristicBot, playGame } from '@everrain/bots';
import type { GameState } from '@everrain/engine';

const [players, games, seed, card, out, length = 'medium', pace = 'standard'] = process.argv.slice(2);
if (!out) throw new Error('usage: PLAYERS GAMES SEED CARD|all OUT.jsonl [LENGTH] [PACE]');
const base = defaultContent();
const patch: Record<string, object> = JSON.parse(process.env.EO_PATCH ?? '{}');
const patched = base.elderOnes.map((e) => (patch[e.id] ? { ...e, ...patch[e.id] } : e));
const content = { ...base, elderOnes: card === 'all' ? patched : patched.filter((e) => e.id === card) };
writeFileSync(out, '');
for (let i = 0; i < Number(games); i++) {
  const s = `${seed}-${i}`;
  let last: GameState | null = null;
  let rose = -1;
  const rec = playGame({
    players: Number(players), length: length as 'medium', seed: s, content, bot: heuristicBot(`${s}-bot`),
    rules: pace === 'standard' ? {} : { agendaPace: pace as 'gentle' },
    onAction: (_before, _action, after) => { last = after; if (rose < 0 && after.elderOne.arisen) rose = after.round; },
  });
  const st = last as GameState | null;
  const eo = st?.elderOne;
  appendFileSync(out, `${JSON.stringify({ ...rec, elderOne: base.elderOnes.find((e) => e.id === eo?.card)?.name, arisen: eo?.arisen, tokens: eo?.destructionTokens, trauma: eo?.trauma, progress: eo?.progress, rose, pd: st?.tracks.playerDiscovery, ed: st?.tracks.enemyDiscovery })}\n`);
}
