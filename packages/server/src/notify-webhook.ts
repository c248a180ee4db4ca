import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { Clock } from './clock';

/*
 * Webhooks (issue #23 item 3, D165): a JSON POST that Discord (`content`) and Slack (`text`) both accept. A
 * webhook URL is a request the server makes on a stranger's say-so, so it may not reach this machine or its
 * networks: every address its host name resolves to must be a public unicast one (ipaddr.js's ranges), unless
 * the host allows private ones (--webhook-allow-private). The POST connects to the very address that was
 * checked (the request's own DNS lookup answers with it), so a name that resolves elsewhere a moment later
 * (DNS rebinding) changes nothing; redirects are not followed; it has a time limit.
 */

export type Resolve = (hostname: string) => Promise<readonly string[]>;

const systemResolve: Resolve = async (hostname) => (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

export interface WebhookTarget {
  readonly url: URL;
  /** The address checked, which the POST connects to. */
  readonly address: string;
}

/** Whether an address is one a webhook may reach without the host's allowing private ones: public unicast only. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

/** The URL checked, and the address it will be sent to; or the reason it is refused (a sentence for the person). */
export async function checkWebhook(text: string, allowPrivate: boolean, resolve: Resolve = systemResolve): Promise<{ ok: true; target: WebhookTarget } | { ok: false; message: string }> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: 'A webhook must be a full address starting with https:// (or http://).' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, message: 'A webhook must start with https:// (or http://).' };
  if (url.username || url.password) return { ok: false, message: 'A webhook address may not carry a user name or password.' };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: readonly string[];
  try {
    addresses = ipaddr.isValid(host) ? [host] : await resolve(host);
  } catch {
    return { ok: false, message: `The webhook's host ${url.hostname} was not found.` };
  }
  if (addresses.length === 0) return { ok: false, message: `The webhook's host ${url.hostname} was not found.` };
  if (!allowPrivate) {
    const inside = addresses.find((a) => !isPublicAddress(a));
    if (inside !== undefined) return { ok: false, message: `The webhook's host ${url.hostname} is a private, loopback or reserved address (${inside}): this server sends webhooks only to public addresses.` };
  }
  return { ok: true, target: { url, address: addresses[0]! } };
}

/** POSTs `body` as JSON to a checked target; resolves once it answered 2xx, rejects otherwise (a redirect too) or after `timeoutMs`. */
export function postWebhook(target: WebhookTarget, body: object, timeoutMs: number, clock: Clock): Promise<void> {
  const payload = Buffer.from(JSON.stringify(body));
  const family = target.address.includes(':') ? 6 : 4;
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: target.address, family }]);
    else callback(null, target.address, family);
  };
  const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(target.url, {
      method: 'POST',
      lookup: pinned,
      headers: { 'content-type': 'application/json', 'content-length': String(payload.length), 'user-agent': 'The Everrain server' },
    }, (res) => {
      res.resume();
      const status = res.statusCode ?? 0;
      res.once('end', () => {
        timer.cancel();
        if (status >= 200 && status < 300) resolve();
        else reject(new Error(`the webhook answered ${status}${status >= 300 && status < 400 ? ' (a redirect, not followed)' : ''}`));
      });
    });
    const timer = clock.after(timeoutMs, () => req.destroy(new Error(`the webhook did not answer within ${timeoutMs} ms`)));
    req.once('error', (error) => {
      timer.cancel();
      reject(error);
    });
    req.end(payload);
  });
}
