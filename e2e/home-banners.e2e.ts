import type { Station } from '@tarang/contracts';
import { beforeAll, describe, expect } from 'vitest';
import { getStations } from './api';
import {
  expectNoAxeViolations,
  expectNoIssues,
  pathOf,
  test,
  type ViewportName,
  waitForPath,
} from './browser';
import { staffCall } from './staff';

// Every "Find out more" of the home page's carousel leads to a page of the station, never to the not-found page:
// the seeded banners, and banners an editor saved with an address copied off the site ("/tarang-delhi-1/…"),
// which the carousel used to turn into "/tarang-delhi-1/tarang-delhi-1/…".

let stations: Station[];

beforeAll(async () => {
  stations = await getStations();
  const seeded = await staffCall<{ data: { imageFileId: number }[] }>(
    'GET',
    '/api/content/v1/staff/banners?stationId=1&bannerPage=home',
  );
  const imageFileId = seeded.data[0]?.imageFileId;
  // What editors type when they copy the address of a page of their station's site.
  for (const [stationId, title, linkUrl] of [
    [1, 'On air all week', '/tarang-delhi-1/schedule'],
    [2, 'Advertise with Tarang Mumbai', '/0/advertise-with-us'],
  ] as const) {
    await staffCall('POST', '/api/content/v1/banner', {
      stationId,
      page: 'home',
      title,
      imageFileId,
      linkUrl,
      sortOrder: 0,
    });
  }
});

const CHECKS: [ViewportName, number[]][] = [
  ['mobile', [1, 7]],
  ['desktop', [2, 4]],
];

describe.concurrent('the home carousel’s "Find out more"', () => {
  for (const [viewport, ids] of CHECKS) {
    test(`${viewport}: every one leads to a page of the station (stations ${ids.join(', ')})`, async ({
      openPage,
    }) => {
      const session = await openPage({ viewport });
      const { page } = session;
      for (const id of ids) {
        const station = stations.find((s) => s.id === id) as Station;
        const home = `/${station.urlName}/home`;
        await page.goto(home);
        const carousel = page.getByRole('region', { name: 'Highlights', exact: true });
        await carousel.waitFor();
        const slides = carousel.getByRole('group');
        const findOutMore = (slide: number) =>
          slides.nth(slide).getByRole('link', { name: 'Find out more', exact: true });
        const withLink: number[] = [];
        for (let n = 0; n < (await slides.count()); n += 1)
          if ((await findOutMore(n).count()) > 0) withLink.push(n);
        // The seeded "Meet the RJs" banner, and the one an editor added on Delhi and Mumbai.
        expect(withLink.length, station.name).toBeGreaterThanOrEqual(id <= 2 ? 2 : 1);
        for (const n of withLink) {
          // Held still: the slide picked stays until its link is followed.
          await carousel.getByRole('button', { name: 'Stop slide rotation', exact: true }).click();
          await carousel.getByRole('button', { name: new RegExp(`^Slide ${n + 1}: `) }).click();
          const link = findOutMore(n);
          const to = (await link.getAttribute('href')) ?? '';
          expect(to.startsWith(`/${station.urlName}/`), to).toBe(true);
          expect(to.indexOf(station.urlName, 2), to).toBe(-1);
          await link.click();
          await waitForPath(page, to.split(/[?#]/)[0] ?? to);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          expect(await page.getByRole('heading', { name: 'Page not found' }).count(), to).toBe(0);
          await session.settle();
          await expectNoAxeViolations(page, { label: `${to} from the carousel (${viewport})` });
          await page.goBack();
          await waitForPath(page, home);
        }
        expect(pathOf(page)).toBe(home);
      }
      expectNoIssues(session);
    }, 120_000);
  }
});
