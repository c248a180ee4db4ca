import { isIPv6 } from 'node:net';
import type { Clock } from './clock';

/**
 * What one server allows (issue #23 item 5): connections, spectators and new games, with the HTTP timeouts.
 * Every one is a startServer option (`limits`) with the default below; each refusal says which was reached.
 */
export interface ServerLimits {
  /** Open WebSockets from one address (an IPv6 address counts by its /64), and in all. */
  readonly connectionsPerAddress: number;
  readonly connections: number;
  /** New games one address may make: a minute's worth at once, refilled over the minute; and a day's. */
  readonly gamesPerAddressPerMinute: number;
  readonly gamesPerAddressPerDay: number;
  /** New games all addresses together may make per minute (a burst of as many, refilled over the minute). */
  readonly gamesPerMinute: number;
  /** HTTP: a request's headers must arrive within this, the whole request within `requestTimeoutMs`. */
  readonly headersTimeoutMs: number;
  readonly requestTimeoutMs: number;
  /** HTTP: an idle kept-alive connection is closed after this; any socket silent this long (before an upgrade) too. */
  readonly keepAliveTimeoutMs: number;
  readonly idleTimeoutMs: number;
  /** How often node's HTTP server looks for requests past their header or request timeout. */
  readonly timeoutCheckMs: number;
  /** /api/health: the store's round trip must finish within this. */
  readonly healthTimeoutMs: number;
}

export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  connectionsPerAddress: 50,
  connections: 10_000,
  gamesPerAddressPerMinute: 60,
  gamesPerAddressPerDay: 1_000,
  gamesPerMinute: 300,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 10_000,
  idleTimeoutMs: 60_000,
  timeoutCheckMs: 1_000,
  healthTimeoutMs: 5_000,
};

/** Checks a limits object: every field a positive number (a count a whole one). Throws naming the first that is not. */
export function checkLimits<T extends object>(limits: T, counts: readonly (keyof T)[] = []): T {
  for (const [name, value] of Object.entries(limits) as [keyof T & string, unknown][]) {
    if (typeof value !== 'number' || !(value > 0) || (counts.includes(name) && !Number.isInteger(value))) {
      throw new Error(`The server limit ${name} must be a positive ${counts.includes(name) ? 'whole number' : 'number'}, not ${String(value)}.`);
    }
  }
  return limits;
}

/**
 * A token bucket: holds at most `capacity`, refills `perSecond` continuously; `take` spends one if there is
 * one. Whoever stays under the refill rate on average, in bursts up to the capacity, is never refused.
 */
export class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(private readonly capacity: number, private readonly perSecond: number, private readonly clock: Clock) {
    this.tokens = capacity;
    this.at = clock.now();
  }

  take(): boolean {
    if (!this.ready()) return false;
    this.tokens -= 1;
    return true;
  }

  /** Whether a token is there now (without spending it). */
  ready(): boolean {
    this.refill();
    return this.tokens >= 1;
  }

  /** Whether it has refilled to the brim (nothing spent that still counts): it may be forgotten. */
  full(): boolean {
    this.refill();
    return this.tokens >= this.capacity;
  }

  private refill(): void {
    const now = this.clock.now();
    if (now > this.at) this.tokens = Math.min(this.capacity, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
  }
}

/**
 * Whose limit a request counts against: an IPv4 address, or an IPv6 address's /64 (one subscriber's
 * network, which holds as many addresses as it likes). An IPv4-mapped IPv6 address counts as its IPv4.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** Buckets by key (an address), made when first needed and forgotten once full again. */
export class BucketsByKey {
  private readonly buckets = new Map<string, TokenBucket>();
  private made = 0;

  constructor(private readonly capacity: number, private readonly perSecond: number, private readonly clock: Clock) {}

  /** The key's bucket (made now if it has none). */
  get(key: string): TokenBucket {
    let bucket = this.buckets.get(key);
    if (bucket) return bucket;
    // Every thousand new keys, those whose buckets have refilled are forgotten (they would start full anyway).
    if (++this.made % 1000 === 0) for (const [k, b] of this.buckets) if (b.full()) this.buckets.delete(k);
    this.buckets.set(key, (bucket = new TokenBucket(this.capacity, this.perSecond, this.clock)));
    return bucket;
  }
}
