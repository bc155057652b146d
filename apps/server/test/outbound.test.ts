import type { LookupAddress } from 'node:dns';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addressVerdict } from '../src/outbound/addresses';
import { DestinationRefused, fetchTypedAddress, urlProblem } from '../src/outbound/fetch';

/**
 * The guard of every fetch of an address someone typed (outbound/): which addresses it refuses in whatever form
 * they are written, and that a name is resolved once, checked, and connected to at the checked address.
 */

/** Names under .dns-test resolve to what a test says (the rest as usual): a DNS server under the test's control. */
const answers = vi.hoisted(() => new Map<string, LookupAddress[]>());
vi.mock('node:dns', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:dns')>();
  const lookup = (hostname: string, options: object, callback: (...args: unknown[]) => void) => {
    const answer = answers.get(hostname);
    if (!answer) return real.lookup(hostname, options as never, callback as never);
    queueMicrotask(() => callback(null, answer));
  };
  return { ...real, lookup, default: { ...real, lookup } };
});

const kindOf = (url: string) => {
  const problem = urlProblem(new URL(url), false);
  const allowed = urlProblem(new URL(url), true);
  if (!problem) return 'public';
  return allowed ? 'forbidden' : 'private';
};

describe('the address classifier', () => {
  it('refuses loopback in every way it can be written', () => {
    for (const url of [
      'http://127.0.0.1/',
      'http://127.1.2.3:8000/',
      'http://0x7f.1/',
      'http://0x7f000001/',
      'http://2130706433/',
      'http://017700000001/',
      'http://0177.0.0.1/',
      'http://127.1/',
      'http://[::1]/',
      'http://[0:0:0:0:0:0:0:1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:7f00:1]/',
      'http://[::127.0.0.1]/',
      'http://[64:ff9b::127.0.0.1]/',
      'http://localhost:8000/',
      'http://LOCALHOST./',
      'http://radio.localhost/',
    ]) {
      expect(kindOf(url), url).toBe('private');
      expect(urlProblem(new URL(url), false), url).toMatch(/loopback/);
    }
  });

  it('refuses private networks unless the operator allows them', () => {
    for (const url of [
      'http://10.0.0.5/',
      'http://172.16.0.1/',
      'http://172.31.255.255/',
      'http://192.168.1.10:8000/',
      'http://100.64.0.1/',
      'http://100.127.255.254/',
      'http://[fc00::1]/',
      'http://[fd12:3456::1]/',
      'http://[::ffff:10.1.2.3]/',
      'http://[64:ff9b::a01:203]/',
    ]) {
      expect(kindOf(url), url).toBe('private');
    }
  });

  it('never fetches unspecified, link-local, metadata, multicast, reserved, broadcast or tunnel addresses', () => {
    for (const url of [
      'http://0.0.0.0/',
      'http://0/',
      'http://169.254.169.254/latest/meta-data/',
      'http://0xa9fea9fe/',
      'http://2852039166/',
      'http://[::ffff:169.254.169.254]/',
      'http://[fd00:ec2::254]/',
      'http://[fe80::1]/',
      'http://224.0.0.1/',
      'http://239.255.255.250/',
      'http://240.0.0.1/',
      'http://255.255.255.255/',
      'http://192.0.2.1/',
      'http://198.18.0.1/',
      'http://[::]/',
      'http://[ff02::1]/',
      'http://[fec0::1]/',
      'http://[2002:7f00:1::1]/',
      'http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/',
      'http://[2001:db8::1]/',
      'http://[64:ff9b:1::a00:1]/',
      'http://[100::1]/',
      'http://[4000::1]/',
    ]) {
      expect(kindOf(url), url).toBe('forbidden');
    }
  });

  it('lets public addresses through, and refuses other schemes and credentials', () => {
    for (const url of [
      'https://stream.example.in/live.mp3',
      'http://8.8.8.8:8000/',
      'http://1.1.1.1/',
      'http://100.63.255.255/',
      'http://172.32.0.1/',
      'http://[2606:4700:4700::1111]/',
      'http://[::ffff:8.8.8.8]/',
      'http://[64:ff9b::808:808]/',
    ]) {
      expect(kindOf(url), url).toBe('public');
    }
    expect(urlProblem(new URL('ftp://8.8.8.8/'), true)).toMatch(/only http and https/);
    expect(urlProblem(new URL('http://user:secret@8.8.8.8/'), true)).toMatch(/user name or password/);
  });

  it('reads IPv6 written with a zone or brackets, and says nothing of a name', () => {
    expect(addressVerdict('fe80::1%eth0')?.kind).toBe('forbidden');
    expect(addressVerdict('[::1]')?.kind).toBe('private');
    expect(addressVerdict('stream.example.in')).toBeNull();
  });
});

describe('a fetch of a name', () => {
  let server: Server;
  let port: number;
  const seen: IncomingHttpHeaders[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(request.headers);
      response.writeHead(200, { 'content-type': 'text/plain' }).end('hello');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const options = { timeoutMs: 2000, maxBytes: 1000 };

  it('connects to the address that was checked, with the name as Host', async () => {
    answers.set('studio.dns-test', [{ address: '127.0.0.1', family: 4 }]);
    const answer = await fetchTypedAddress(`http://studio.dns-test:${port}/`, {
      ...options,
      allowPrivate: true,
    });
    expect(answer).toMatchObject({ status: 200, contentType: 'text/plain' });
    expect(answer.body.toString()).toBe('hello');
    expect(seen.at(-1)?.host).toBe(`studio.dns-test:${port}`);
  });

  it('is refused before connecting when any address of the name is internal', async () => {
    const before = seen.length;
    answers.set('rebind.dns-test', [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ]);
    answers.set('metadata.dns-test', [{ address: '169.254.169.254', family: 4 }]);
    answers.set('mapped.dns-test', [{ address: '::ffff:127.0.0.1', family: 6 }]);
    for (const [name, allowPrivate] of [
      ['rebind.dns-test', false],
      ['mapped.dns-test', false],
      ['metadata.dns-test', true],
    ] as const) {
      const refused = fetchTypedAddress(`http://${name}:${port}/`, { ...options, allowPrivate });
      await expect(refused, name).rejects.toBeInstanceOf(DestinationRefused);
    }
    expect(seen.length).toBe(before);
  });

  it('cuts off an answer past its size', async () => {
    const tiny = fetchTypedAddress(`http://127.0.0.1:${port}/`, {
      ...options,
      maxBytes: 2,
      allowPrivate: true,
    });
    await expect(tiny).rejects.toThrow(/larger than 2 bytes/);
  });
});
