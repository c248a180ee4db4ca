import { describe, expect, it } from 'vitest';
import { activeExpedition, type GameState } from '@everrain/engine';
import { playSeat, seeded } from './bot';
import { createGame, join, type Client } from './client';
import { replayStored, testServer } from './helpers';

/**
 * Whole games through the server, random legal actions in every seat, a spectator watching: every message
 * any of them received is checked against the game's secrets at the version it shows (rebuilt from the
 * store's log with the engine) — no deck's order, no face-down Elder One card, no face-down Expedition
 * token, and never the seed or any state of the generator.
 */

/** How many of a deck's cards in a row, in order, count as its order (single cards are shown legitimately). */
const K = 3;

function deckRuns(state: GameState): string[] {
  const decks: readonly (readonly string[])[] = [...Object.values(state.decks), state.map.stack];
  const runs: string[] = [];
  for (const deck of decks) for (let i = 0; i + K <= deck.length; i++) runs.push(deck.slice(i, i + K).join('\u0000'));
  return runs;
}

/** Every K strings in a row in a message's text, whatever stands between them (so broader than arrays). */
function stringRuns(text: string): Set<string> {
  const tokens = [...text.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((t) => t[1]!);
  const out = new Set<string>();
  for (let i = 0; i + K <= tokens.length; i++) out.add(tokens.slice(i, i + K).join('\u0000'));
  return out;
}

function integers(text: string): Set<number> {
  return new Set((text.match(/-?\d+/g) ?? []).map(Number));
}

async function playThrough(players: number, rules: object, botSeed: number, serverBot: number | null = null) {
  const server = await testServer({ limits: { perSecond: 10_000, burst: 10_000 }, botDelayMs: 0 });
  const made = await createGame(server.url, { players, length: 'short', rules });
  const clients: Client[] = [];
  const runs = [];
  for (const s of made.seats) {
    const { client, welcome } = await join(server.url, { game: made.game, seat: s.seat, key: s.key });
    clients.push(client);
    // A seat given to a server-side bot (D105): its reasons go to every seat, and are checked like the rest.
    if (s.seat === serverBot) await client.ask({ t: 'bot', seat: s.seat, bot: 'heuristic' }, (m) => m.t === 'presence' && (m.seats as { bot: string | null }[])[s.seat]!.bot === 'heuristic');
    runs.push(playSeat(client, s.seat, seeded(botSeed + s.seat), { first: s.seat === serverBot ? undefined : welcome, maxActions: 1500 }));
  }
  const spectator = await join(server.url, { game: made.game });
  clients.push(spectator.client);
  const started = performance.now();
  await Promise.race([Promise.all(runs.map((r) => r.done)), new Promise((r) => setTimeout(r, 100_000))]);
  await server.host.committer.idle();
  console.log(`played in ${Math.round(performance.now() - started)} ms`);
  const { seed, states } = await replayStored(server.host.store, made.game);
  for (const c of clients) c.close();
  await server.close();
  return { clients, seed, states, runs: runs.map((r) => r.run) };
}

describe('no message gives away what lies face down', () => {
  const cases = [
    { players: 4, rules: { exhaustiveExpeditions: true, boarding: true }, seed: 1 },
    { players: 2, rules: { exhaustiveExpeditions: true, firstPlayer: 'choose', traumaDistribution: 'random' }, seed: 7 },
    { players: 2, rules: { exhaustiveExpeditions: true }, seed: 3, serverBot: 1 },
  ];
  it.each(cases)('$players players, $rules, server bot in seat $serverBot', async ({ players, rules, seed: botSeed, serverBot }) => {
    const { clients, seed, states, runs } = await playThrough(players, rules, botSeed, serverBot ?? null);
    if (serverBot !== undefined) expect(clients[0]!.received.filter((m) => m.t === 'update' && m.note).length, 'the bot played').toBeGreaterThan(20);
    expect(states.length).toBeGreaterThan(100);
    for (const r of runs) expect(r.refusals).toEqual([]);
    const generatorWords = new Set(states.flatMap((s) => s.rng).filter((w) => Math.abs(w) >= 1_000_000));
    const final = states[states.length - 1]!;
    const eoCard = final.elderOne.card;
    const arisenAt = states.findIndex((s) => s.elderOne.arisen);
    const runsCache = new Map<number, string[]>();
    const runsAt = (v: number) => runsCache.get(v) ?? (runsCache.set(v, deckRuns(states[v]!)), runsCache.get(v)!);
    let checked = 0;
    const started = performance.now();
    for (const client of clients) {
      client.raw.forEach((text, i) => {
        const m = client.received[i]!;
        expect(text).not.toContain(seed);
        for (const n of integers(text)) expect(generatorWords.has(n), `a generator word in a ${m.t}`).toBe(false);
        const version = typeof m.version === 'number' ? m.version : null;
        if (version === null || !('view' in m)) return;
        const state = states[version]!;
        const seen = stringRuns(text);
        for (const run of runsAt(version)) if (seen.has(run)) expect.fail(`a deck's order (${run}) in a ${m.t} at ${version}`);
        if (arisenAt === -1 || version < arisenAt) expect(text.includes(`"${eoCard}"`), `the face-down Elder One card in a ${m.t} at ${version}`).toBe(false);
        const x = activeExpedition(state);
        const entry = (m.view as { queue: { kind: string; expedition?: { tokens: Record<string, unknown> } }[] }).queue.find((e) => e.kind === 'expedition');
        const shown = entry?.expedition;
        if (x && shown) for (const node of Object.keys(x.tokens)) if (!x.revealed.includes(Number(node))) expect(shown.tokens[node]).toBeNull();
        checked += 1;
      });
    }
    console.log(`${players} players: ${states.length - 1} actions, ${checked} messages with a view checked in ${Math.round(performance.now() - started)} ms, result ${final.outcome?.result ?? 'cut at 1500'}`);
    expect(checked).toBeGreaterThan(states.length);
  });
});
