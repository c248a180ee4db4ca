import { defaultContent } from '@everrain/content';
import { playGame, searchBot, heuristicBot, type SearchStats } from '@everrain/bots';
const content = defaultContent();
const players = Number(process.argv[2] ?? 2);
const samples = Number(process.argv[3] ?? 4);
for (let g = 0; g < Number(process.argv[4] ?? 2); g++) {
  const stats: SearchStats = { decisions: 0, searched: 0, rollouts: 0, rolloutActions: 0 };
  const t0 = Date.now();
  const r = playGame({ players, length: 'medium', seed: `try-${g}`, content, bot: searchBot(`b-${g}`, { samples }, stats) });
  const t1 = Date.now();
  const h = playGame({ players, length: 'medium', seed: `try-${g}`, content, bot: heuristicBot(`b-${g}`) });
  console.log(g, r.result, r.rounds, r.actions, `${t1 - t0}ms`, JSON.stringify(stats), 'heur:', h.result, h.rounds, `${Date.now() - t1}ms`);
}
