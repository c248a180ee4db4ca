// The work of a heuristic decision counted in machine instructions, which a busy machine does not change
// (scripts/instructions-against.sh runs this under valgrind). Plays the bench's 4-player medium games: WARM
// games, then MEASURED more; the instructions of the measured games are the difference between a run with
// them and a run without (`0`), so start-up, loading and warming up cancel out. Written against APIs that
// commits from before issue #25 have too.
//   node --single-threaded --import tsx scripts/decision-instructions.ts [WARM] [MEASURED]   (default 40 30)
import { awaitedSeat, legalActions, type Action, type GameState } from '@everrain/engine';
import { newSession, play, type Session } from '@everrain/session';
import { heuristicBot, seatTurn } from '@everrain/bots';
import { defaultContent } from '@everrain/content';

const content = defaultContent();
let decisions = 0;

function playOne(i: number): void {
  const seed = `bench-heuristic-${i}`;
  const bot = heuristicBot(`${seed}-bot`);
  const created = newSession(content, { players: 4, length: 'medium', rules: {} }, seed, {}, { lean: true });
  if (typeof created === 'string') throw new Error(created);
  let session: Session = created;
  while (!session.state.outcome) {
    const state: GameState = session.state;
    const legal = legalActions(state);
    const seat = awaitedSeat(state) ?? (legal[0] as Action).seat;
    const { action } = bot.choose(seatTurn(state, seat, legal));
    const next = play(session, action);
    if (typeof next === 'string') throw new Error(`a legal action was refused: ${next}`);
    session = next;
    decisions += 1;
  }
}

const warm = Number(process.argv[2] ?? 40);
const measured = Number(process.argv[3] ?? 30);
for (let i = 0; i < warm; i++) playOne(i);
decisions = 0;
for (let i = warm; i < warm + measured; i++) playOne(i);
console.log(`decisions ${decisions}`);
