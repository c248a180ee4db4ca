// The heuristic bot's speed per decision on the bench's 4-player medium games, as issue #25 item 1 measures it,
// written against APIs that commits from before that issue have too, so that one run can time old and new code
// alike (scripts/speed-against.sh runs it in both, alternating). One process: the CPU of all its threads per
// decision over its first GAMES games (V8 still compiling), then over the next GAMES (compiled), and then, over
// GAMES more, the decisions by the clock split into the engine listing the legal actions, the bot choosing (the
// engine queries it asks included) and applying the action through the session. The CPU blocks read no clock:
// four clock reads and three BigInt sums a decision were the measure's own cost (~0.7 µs, 2–3% of today's
// decision), not a decision's.
//   node --import tsx scripts/decision-speed.ts [GAMES]   (default 150)
// Or, for scripts/instructions-against.sh, which counts machine instructions under valgrind (a busy machine does
// not change them): WARM games, then MEASURED more, untimed, printing the measured decisions; the instructions of
// those are the difference between a run with them and one without (`count WARM 0`), so start-up cancels out.
//   node --single-threaded --import tsx scripts/decision-speed.ts count [WARM] [MEASURED]   (default 40 30)
import { awaitedSeat, legalActions, type Action, type GameState } from '@everrain/engine';
import { newSession, play, type Session } from '@everrain/session';
import { heuristicBot, seatTurn } from '@everrain/bots';
import { defaultContent } from '@everrain/content';

const counting = process.argv[2] === 'count';
/** Whether playOne times each part of a decision by the clock (only in the block that reports the split). */
let timing = false;
const content = defaultContent();
const clock = () => process.hrtime.bigint();
const spent = { list: 0n, choose: 0n, apply: 0n };
let decisions = 0;

function playOne(i: number): void {
  const seed = `bench-heuristic-${i}`;
  const bot = heuristicBot(`${seed}-bot`);
  const created = newSession(content, { players: 4, length: 'medium', rules: {} }, seed, {}, { lean: true });
  if (typeof created === 'string') throw new Error(created);
  let session: Session = created;
  while (!session.state.outcome) {
    const state: GameState = session.state;
    // Untimed (counted, or a CPU block): no clock read (BigInt arithmetic would count as a part of every decision).
    const a = timing ? clock() : 0n;
    const legal = legalActions(state);
    const b = timing ? clock() : 0n;
    const seat = awaitedSeat(state) ?? (legal[0] as Action).seat;
    const { action } = bot.choose(seatTurn(state, seat, legal));
    const c = timing ? clock() : 0n;
    const next = play(session, action);
    if (typeof next === 'string') throw new Error(`a legal action was refused: ${next}`);
    if (timing) {
      const d = clock();
      spent.list += b - a;
      spent.choose += c - b;
      spent.apply += d - c;
    }
    decisions += 1;
    session = next;
  }
}

/** CPU µs per decision over games [from, to), all threads. */
function block(from: number, to: number): number {
  spent.list = spent.choose = spent.apply = 0n;
  decisions = 0;
  const start = process.cpuUsage();
  for (let i = from; i < to; i++) playOne(i);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / decisions;
}

if (counting) {
  const warm = Number(process.argv[3] ?? 40);
  const measured = Number(process.argv[4] ?? 30);
  for (let i = 0; i < warm; i++) playOne(i);
  decisions = 0;
  for (let i = warm; i < warm + measured; i++) playOne(i);
  console.log(`decisions ${decisions}`);
  process.exit(0);
}

const games = Number(process.argv[2] ?? 150);
const first = block(0, games);
const compiled = block(games, 2 * games);
const compiledDecisions = decisions;
timing = true;
block(2 * games, 3 * games);
const us = (ns: bigint) => (Number(ns) / 1000 / decisions).toFixed(1);
console.log(`CPU µs a decision: first ${games} games ${first.toFixed(1)}, next ${games} (compiled) ${compiled.toFixed(1)} (${compiledDecisions} decisions) | the ${games} after, by the clock: listing ${us(spent.list)}, choosing ${us(spent.choose)}, applying ${us(spent.apply)}`);
