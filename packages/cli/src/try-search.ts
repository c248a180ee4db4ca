import { defaultContent } from '@everrain/content';
import { playGame, searchBot } from '@everrain/bots';
const content = defaultContent();
const players = Number(process.argv[2] ?? 2);
const samples = Number(process.argv[3] ?? 4);
for (let g = 0; g < Number(process.argv[4] ?? 1); g++) {
  const r = playGame({ players, length: 'medium', seed: `try-${g}`, content, bot: searchBot(`b-${g}`, { samples }), onAction: (_b, a, _s, reason) => {
    if (reason.startsWith('search')) console.log(JSON.stringify(a).slice(0, 150), '|', reason);
  } });
  console.log(r.result, r.rounds);
}
