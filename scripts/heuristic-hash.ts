// The heuristic bot's play as one hash, to check that a change meant only to make it faster changes no decision:
// 30 seeded games (1–4 players, every length), each action, its reason and the round after it hashed in turn,
// then the game's record. Run it before and after the change; the two last lines must be the same.
//   node --import tsx scripts/heuristic-hash.ts [-v]   (-v: each game's own hash too)
import { createHash } from 'node:crypto';
import { heuristicBot, playGame } from '@everrain/bots';
import { defaultContent } from '@everrain/content';

const content = defaultContent();
const lengths = ['short', 'medium', 'long'] as const;
const all = createHash('sha256');
let actions = 0;
for (let g = 0; g < 30; g++) {
  const players = (g % 4) + 1;
  const length = lengths[Math.floor(g / 4) % 3]!;
  const seed = `det-${g}`;
  const h = createHash('sha256');
  const record = playGame({
    players, length, seed, content, bot: heuristicBot(`${seed}-bot`),
    onAction: (_before, action, after, reason) => {
      h.update(JSON.stringify(action));
      h.update(reason);
      h.update(String(after.round));
      actions += 1;
    },
  });
  h.update(JSON.stringify(record));
  const digest = h.digest('hex');
  all.update(digest);
  if (process.argv.includes('-v')) console.log(g, players, length, record.result, record.actions, digest.slice(0, 12));
}
console.log(`${actions} actions in 30 games: ${all.digest('hex')}`);
