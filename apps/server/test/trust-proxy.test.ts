import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { LIMITS } from '../src/plugins/rate-limits';
import type { App } from '../src/types';
import { buildTestApp } from './helper';

// TRUST_PROXY: by default X-Forwarded-For is ignored, so a client cannot pick its own address and step around
// the per-address limits; behind a load balancer the operator names the proxies.

describe('TRUST_PROXY', () => {
  it('is off by default, takes true or addresses, and refuses a bare hop count', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: give the proxies' addresses/);
  });

  const apps: App[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  /** One more request than the address ceiling of reset-password, each naming its own X-Forwarded-For. */
  async function resetsFrom(app: App, peer: string) {
    const codes: number[] = [];
    for (let n = 0; n <= LIMITS.resetPassword.perAddress.max; n += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/customer/v1/subscriber/reset-password',
        remoteAddress: peer,
        headers: { 'x-forwarded-for': `198.51.100.${n + 1}` },
        payload: { token: 'not-a-reset-token', newPassword: 'Radio#2025' },
      });
      codes.push(response.statusCode);
    }
    return codes;
  }

  it('ignores X-Forwarded-For from a peer it does not trust', async () => {
    const app = await buildTestApp();
    apps.push(app);
    const codes = await resetsFrom(app, '203.0.113.9');
    expect(codes.slice(0, -1).every((code) => code === 400)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it('believes it from a trusted proxy', async () => {
    const app = await buildTestApp({ trustProxy: '203.0.113.7' });
    apps.push(app);
    expect((await resetsFrom(app, '203.0.113.7')).every((code) => code === 400)).toBe(true);
  });
});
