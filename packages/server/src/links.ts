import { networkInterfaces } from 'node:os';

/*
 * The address a link to the game names (issue #23 item 1): invitation and spectator links, and whatever else
 * sends a person to the game. The host's public URL when it gave one (--public-url: a TLS proxy's https://
 * address); else the address the request came to — except that a server listening beyond this machine never
 * hands out a loopback address (the creator browsing at 127.0.0.1 would send friends a link to their own machine).
 */

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|\[?::1\]?|\[?::ffff:127\.\d+\.\d+\.\d+\]?)$/i;
const WILDCARD = /^(0\.0\.0\.0|::|\[::\]|)$/;

export function isLoopback(hostname: string): boolean {
  return LOOPBACK.test(hostname);
}

/** This machine's addresses that others on its networks can reach (IPv4 first), for links and the start line. */
export function reachableAddresses(): string[] {
  const found: { address: string; v4: boolean }[] = [];
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) {
      if (a.internal || (a.family === 'IPv6' && a.address.toLowerCase().startsWith('fe80'))) continue;
      found.push({ address: a.family === 'IPv6' ? `[${a.address}]` : a.address, v4: a.family === 'IPv4' });
    }
  }
  return found.sort((a, b) => Number(b.v4) - Number(a.v4)).map((a) => a.address);
}

/** The address others reach a server listening on `bound` at, or null if it listens on loopback only. */
export function reachableHost(bound: string, addresses: () => readonly string[] = reachableAddresses): string | null {
  if (isLoopback(bound)) return null;
  if (WILDCARD.test(bound)) return addresses()[0] ?? null;
  return bound.includes(':') && !bound.startsWith('[') ? `[${bound}]` : bound;
}

/**
 * The origin (scheme://host:port) for links made while answering a request: `publicUrl` if set, else the
 * request's own Host — with a loopback host name replaced by a reachable address when the server listens on one.
 */
export function linkOrigin(o: { readonly publicUrl: string | null; readonly protocol: string; readonly hostHeader: string | undefined; readonly bound: string; readonly addresses?: () => readonly string[] }): string {
  if (o.publicUrl) return o.publicUrl;
  const header = o.hostHeader && /^[A-Za-z0-9.:_[\]-]+$/.test(o.hostHeader) ? o.hostHeader : 'localhost';
  const m = /^(\[[^\]]*\]|[^:]*)(:\d+)?$/.exec(header);
  const name = m?.[1] ?? header;
  const port = m?.[2] ?? '';
  const reachable = isLoopback(name) ? reachableHost(o.bound, o.addresses) : null;
  return `${o.protocol}://${reachable ?? name}${port}`;
}

/** What the start prints after its first line: where players reach the server, or how to let them. */
export function reachLines(o: { readonly bound: string; readonly port: number; readonly publicUrl: string | null; readonly addresses?: () => readonly string[] }): string[] {
  if (o.publicUrl) return [`Players reach it at ${o.publicUrl} (invitation links name this address).`];
  const reachable = reachableHost(o.bound, o.addresses);
  if (reachable) return [`Friends on your network reach it at http://${reachable}:${o.port} — open that address, then "Play online", and send them their invitation links.`];
  return ['Only this machine can reach it. To play with friends on your network: npm start -- --host 0.0.0.0 (README, "Host a game for friends").'];
}
