import { STAFF_MESSAGES } from '@tarang/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '../src/types';
import { client } from './client';
import { buildTestApp } from './helper';
import { type Account, editorOf, signUp } from './sections-helper';

/** Shared by the console tests of contests, polls and talent-hunt categories (staff-engagement, staff-talent-…). */

export const DELHI = 1;
export const MUMBAI = 2;
export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/**
 * A test app with a network admin, a Delhi editor and a listener (made in beforeAll, closed in afterAll), and
 * calls to make as them. URLs start after /api.
 */
export function useConsoleApp() {
  const t = {
    app: undefined as unknown as App,
    admin: undefined as unknown as Account,
    delhiEditor: undefined as unknown as Account,
    listener: undefined as unknown as Account,

    /** Calls to the app; URLs start after /api. */
    api: client((): App => t.app, { prefix: '/api' }),

    /** The `data` of a successful answer. */
    data: async (method: Method, url: string, account?: Account, payload?: object) => {
      const response = await t.api.as(account).request(method, url, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
      return response.json().data;
    },

    /** Activity of one item, newest first. */
    activityOf: async (entity: string, id: number, account?: Account) => {
      const log = await t.data(
        'GET',
        `/customer/v1/staff/activity?entity=${entity}&pageSize=50`,
        account ?? t.admin,
      );
      return log.filter((entry: { entityId: number }) => entry.entityId === id) as {
        action: string;
        changes: Record<string, unknown>;
      }[];
    },

    /** Each call refused to the Delhi editor with 403 "not your station"; to a listener 403, anonymous 401. */
    expectRefused: async (calls: [Method, string, object?][]) => {
      for (const [method, url, payload] of calls) {
        const response = await t.api.as(t.delhiEditor).request(method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().message).toBe(STAFF_MESSAGES.notYourStation);
        expect(
          (await t.api.as(t.listener).request(method, url, payload)).statusCode,
          `${method} ${url}`,
        ).toBe(403);
        expect((await t.api.request(method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      }
    },

    /** Each payload refused (as the admin) with 400 naming its field. */
    expectBadInput: async (method: Method, url: string, cases: [object, string][]) => {
      for (const [payload, field] of cases) {
        const response = await t.api.as(t.admin).request(method, url, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().field, JSON.stringify(payload)).toBe(field);
      }
    },
  };

  beforeAll(async () => {
    t.app = await buildTestApp();
    t.admin = await signUp(t.app, { staff: true });
    t.delhiEditor = await editorOf(t.app, [DELHI]);
    t.listener = await signUp(t.app);
  });
  afterAll(() => t.app.close());
  return t;
}
