import type { Client, Msg } from './client';

export interface SeatRun {
  /** Acknowledged actions: id → version, and each one's time from sending to its ack (ms). */
  readonly acked: Map<string, number>;
  readonly latencies: number[];
  /** Refusals other than "stale" (which a bot simply answers by acting again on the newer version). */
  readonly refusals: Msg[];
  over: boolean;
}

interface Position { version: number; legal: unknown[]; view: { outcome: unknown } }

/**
 * Plays one seat with random legal actions (the server's `legal` list for that seat): acts on every
 * position that offers it something, after `thinkMs`. `pick(n)` chooses an index below n. Resolves when
 * the game is over or `maxActions` were acknowledged.
 */
export function playSeat(client: Client, seat: number, pick: (n: number) => number, o: { thinkMs?: number; maxActions?: number; first?: Msg; byType?: boolean } = {}): { run: SeatRun; done: Promise<SeatRun> } {
  const run: SeatRun = { acked: new Map(), latencies: [], refusals: [], over: false };
  const sentAt = new Map<string, number>();
  let actedOn = -1;
  let latest = -1;
  let counter = 0;
  let finish: (r: SeatRun) => void = () => {};
  const done = new Promise<SeatRun>((resolve) => { finish = resolve; });
  const consider = (p: Position) => {
    if (p.version < latest) return;
    latest = p.version;
    if (p.view.outcome) {
      run.over = true;
      return finish(run);
    }
    if (p.legal.length === 0 || p.version <= actedOn) return;
    if (o.maxActions !== undefined && run.acked.size >= o.maxActions) return finish(run);
    actedOn = p.version;
    const send = () => {
      if (latest !== p.version || client.closed) return;
      const id = `s${seat}-${counter++}`;
      sentAt.set(id, performance.now());
      client.send({ t: 'act', id, version: p.version, action: o.byType ? pickByType(p.legal as { type: string }[], pick) : p.legal[pick(p.legal.length)] });
    };
    if (o.thinkMs) setTimeout(send, o.thinkMs * (0.5 + Math.random()));
    else send();
  };
  const handle = (m: Msg) => {
    if (m.t === 'ack') {
      const id = String(m.id);
      const t = sentAt.get(id);
      if (t !== undefined && !run.acked.has(id)) run.latencies.push(performance.now() - t);
      run.acked.set(id, Number(m.version));
    } else if (m.t === 'welcome' || m.t === 'update') consider(m as unknown as Position);
    else if (m.t === 'refused') {
      if (m.code !== 'stale') run.refusals.push(m);
      if ('view' in m) consider(m as unknown as Position);
    }
  };
  client.onMessage = handle;
  if (o.first) handle(o.first);
  return { run, done };
}

/**
 * An action type first, then an action of that type (as the bots package's `random` bot does): games end in
 * a few hundred actions, where uniform picks among the many free trades and moves can go on for thousands.
 */
export function pickByType<T extends { type: string }>(legal: readonly T[], pick: (n: number) => number): T {
  const types = [...new Set(legal.map((a) => a.type))];
  const type = types[pick(types.length)];
  const same = legal.filter((a) => a.type === type);
  return same[pick(same.length)]!;
}

/** A small seeded generator for bots (mulberry32): the same seed, the same choices. */
export function seeded(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}
