import type { Station } from '@tarang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describePage, renderHead } from '../../src/domains/site/heads/describe';
import type { App } from '../../src/types';
import { buildTestApp, tempDataDir } from '../helper';
import { expectShareImage, nodeOf, type ReadHead, readHead } from './head-reading';
import { type Case, casesOf } from './page-cases';

/**
 * Every kind of station page of two stations: its status, title, canonical URL, share image (fetched: a
 * 1200 × 630 JPEG under 300 kB) and JSON-LD of the right type with the fields search engines require. What each
 * page should say is read from the public API, the way the site reads it.
 */
const PUBLIC_URL = 'https://radio.example';
let app: App;
beforeAll(async () => {
  app = await buildTestApp({ publicUrl: PUBLIC_URL, dataDir: tempDataDir() });
});
afterAll(() => app.close());

const absolute = (path: string | null | undefined) => `${PUBLIC_URL}${path}`;

/** What every page's head holds, whatever its kind. */
function expectCommonHead(head: ReadHead, expected: Case, station: Station) {
  expect(head.spilled).toBeUndefined();
  expect(head.title).toBe(expected.title);
  expect(head.meta('og:title')).toBe(expected.title);
  expect(head.canonical).toBe(expected.canonical);
  expect(head.meta('og:url')).toBe(expected.canonical);
  expect(head.description?.length).toBeGreaterThan(20);
  expect(head.description?.length).toBeLessThanOrEqual(160);
  expect(head.description).not.toMatch(/<[a-z/]/i);
  expect(head.meta('og:description')).toBe(head.description);
  expect(head.meta('twitter:card')).toBe('summary_large_image');
  expect(head.robots).toBe(expected.noindex ? 'noindex' : null);
  expect(head.jsonLd['@context']).toBe('https://schema.org');
  const service = nodeOf(head, 'RadioBroadcastService');
  expect(service).toMatchObject({
    name: station.name,
    url: `${PUBLIC_URL}/${station.urlName}/home`,
    logo: absolute(station.logo),
    broadcastDisplayName: `${station.name} ${station.frequency}`,
    broadcastFrequency: {
      broadcastFrequencyValue: { value: Number.parseFloat(station.frequency) },
      broadcastSignalModulation: 'FM',
    },
    areaServed: {
      name: station.cityDetail?.cityName,
      containedInPlace: { name: station.stateDetail?.stateName },
    },
    sameAs: expect.arrayContaining(station.socialMediaLink.map((link: { url: string }) => link.url)),
  });
  const trail = nodeOf(head, 'BreadcrumbList').itemListElement as {
    position: number;
    name: string;
    item: string;
  }[];
  expect(trail.map((crumb) => crumb.position)).toEqual(trail.map((_, i) => i + 1));
  expect(trail[0]).toMatchObject({ name: station.name, item: `${PUBLIC_URL}/${station.urlName}/home` });
  expect(trail.at(-1)?.item).toBe(expected.canonical);
}

describe.each([
  [1, 'Delhi'],
  [2, 'Mumbai'],
])('the heads of station %i (%s)', (stationId) => {
  let cases: Case[] = [];
  let station: Station;
  const checkedImages = new Set<string>();
  beforeAll(async () => {
    station = (await app.inject(`/api/station/v1/station/${stationId}`)).json().data;
    cases = await casesOf(app, stationId);
  });

  it('every kind of page: 200, its title, canonical URL, share image and JSON-LD', async () => {
    expect(cases.length).toBe(18);
    for (const expected of cases) {
      const described = await describePage(app, expected.path);
      expect(described?.status, expected.what).toBe(200);
      const head = readHead(renderHead(described as NonNullable<typeof described>));
      expectCommonHead(head, expected, station);
      const image = head.meta('og:image') as string;
      expect(new URL(image).pathname, expected.what).toBe(expected.image);
      expect(head.meta('twitter:image')).toBe(image);
      expect(head.meta('og:image:width')).toBe('1200');
      expect(head.meta('og:image:height')).toBe('630');
      expect(head.meta('og:image:alt')).toMatch(/\w/);
      if (!checkedImages.has(image)) {
        await expectShareImage(app, image);
        checkedImages.add(image);
      }
      if (expected.node) expected.node.check(nodeOf(head, expected.node.type));
    }
  });
});
