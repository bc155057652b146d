import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { type AddressVerdict, addressVerdict, isAllowed } from './addresses';

/**
 * The one way the server fetches an address someone typed into the console (a station's stream): only over
 * http(s), only to public addresses (private ones too where the operator allows them, ALLOW_PRIVATE_STREAM_HOSTS),
 * checked again on every redirect. A name is resolved once and the connection goes to the address that was
 * checked (a custom `lookup`), so DNS cannot answer a public address to the check and a private one to the
 * connection; Host and TLS SNI still carry the name. Addresses the operator configures (social sign-in, SMTP)
 * do not come here.
 */

export type OutboundOptions = {
  /** Allow loopback, private, carrier-grade NAT and unique-local addresses (an Icecast on the operator's network). */
  allowPrivate: boolean;
  /** For the whole fetch, redirects included. */
  timeoutMs: number;
  /** A longer body is cut off and the fetch fails. */
  maxBytes: number;
  headers?: Record<string, string>;
};

export type OutboundResponse = { status: number; contentType: string; body: Buffer };

/** The most redirects followed; each is checked like the first address. */
export const MAX_REDIRECTS = 3;

/** Refused before any connection: the address is not one the server may fetch. */
export class DestinationRefused extends Error {
  override name = 'DestinationRefused';
}

const LOCAL_NAMES = /^(localhost|.*\.localhost)\.?$/i;

function refusal(host: string, verdict: AddressVerdict): string {
  const hint =
    verdict.kind === 'private' ? ' (ALLOW_PRIVATE_STREAM_HOSTS=true allows one on your own network)' : '';
  return `${host} is ${verdict.what}, which the server does not fetch${hint}`;
}

/**
 * Why the server must not fetch this URL, judged without DNS (scheme, credentials, an IP address in any of its
 * written forms, localhost), or null. A name is judged later, by the addresses it resolves to.
 */
export function urlProblem(url: URL, allowPrivate: boolean): string | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return 'only http and https addresses are fetched';
  if (url.username || url.password) return 'an address with a user name or password is not fetched';
  // The URL parser has already written 0x7f.1, 2130706433 or 017700000001 as 127.0.0.1.
  const host = url.hostname;
  const verdict = LOCAL_NAMES.test(host)
    ? { kind: 'private' as const, what: 'a loopback name' }
    : addressVerdict(host);
  return verdict && !isAllowed(verdict.kind, allowPrivate) ? refusal(host, verdict) : null;
}

/** Every address the name resolves to must be allowed; the connection uses only those. */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, found: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      for (const { address } of found) {
        const verdict = addressVerdict(address);
        if (!verdict || !isAllowed(verdict.kind, allowPrivate)) {
          const reason = verdict
            ? refusal(`${hostname} (${address})`, verdict)
            : `${address} is not an address`;
          return callback(new DestinationRefused(reason), '', 0);
        }
      }
      if (options.all) return (callback as (e: null, all: LookupAddress[]) => void)(null, found);
      const [first] = found;
      if (!first) return callback(new DestinationRefused(`${hostname} has no address`), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

/** How long the console's save waits for DNS before leaving the check to the fetch. */
const SAVE_LOOKUP_MS = 2000;

/**
 * Why the server must not fetch this URL, DNS included: for the console's save, which says so at once. A name
 * that does not resolve (yet), or not within SAVE_LOOKUP_MS, is no reason: the fetch checks again when it
 * connects.
 */
export async function destinationProblem(address: string, allowPrivate: boolean): Promise<string | null> {
  if (!URL.canParse(address)) return `${address} is not a web address`;
  const url = new URL(address);
  const problem = urlProblem(url, allowPrivate);
  if (problem || addressVerdict(url.hostname)) return problem;
  const lookup = guardedLookup(allowPrivate);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), SAVE_LOOKUP_MS);
    timer.unref();
    lookup(url.hostname, { all: true }, (error) => {
      clearTimeout(timer);
      resolve(error instanceof DestinationRefused ? error.message : null);
    });
  });
}

function get(url: URL, options: OutboundOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, {
      // A fresh connection each time, never a pooled one: every connection is to an address just checked.
      agent: false,
      headers: options.headers,
      lookup: guardedLookup(options.allowPrivate),
      signal,
    });
    request.once('response', resolve);
    request.once('error', reject);
    request.end();
  });
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).byteLength;
    if (size > maxBytes) {
      response.destroy();
      throw new Error(`the answer is larger than ${maxBytes} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** GET an address someone typed, following at most MAX_REDIRECTS redirects, each to an allowed address. */
export async function fetchTypedAddress(
  address: string,
  options: OutboundOptions,
): Promise<OutboundResponse> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = new URL(address);
  for (let redirects = 0; ; redirects++) {
    const problem = urlProblem(url, options.allowPrivate);
    if (problem) throw new DestinationRefused(problem);
    const response = await get(url, options, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.destroy();
      if (redirects === MAX_REDIRECTS) throw new DestinationRefused(`more than ${MAX_REDIRECTS} redirects`);
      url = new URL(location, url);
      continue;
    }
    const body = await readBody(response, options.maxBytes);
    return { status, contentType: String(response.headers['content-type'] ?? ''), body };
  }
}
