import { type Profile, STATION_PAGES, type Station } from '@tarang/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { getProfiles, getStationPage, getStations } from './api';
import {
  type Coordinates,
  expectNoAxeViolations,
  expectNoIssues,
  pathOf,
  recordPaths,
  type Session,
  test,
  type ViewportName,
  visible,
  waitFor,
  waitForPath,
} from './browser';

// The station shell (routes, header, mobile menu and bottom bar, footer, station pages, page head), driven
// through roles and accessible names, with axe on every page visited.

const MUMBAI: Coordinates = { latitude: 19.07, longitude: 72.87 };
const CHENNAI: Coordinates = { latitude: 13.08, longitude: 80.27 };
const DELHI = '/tarang-delhi-1';
const STORED_STATION_KEY = 'tarang.station';

const SECTIONS = [
  ['Home', 'home'],
  ['Audio', 'audio'],
  ['Video', 'video'],
  ['Events', 'events'],
  ['Red Lines News', 'redlines'],
  ['Talent Hunt', 'talent-hunt'],
] as const;
const FOOTER_LINKS = [
  ['Advertise with us', 'advertise-with-us'],
  ['Privacy policy', 'privacy-policy'],
  ['Terms and conditions', 'terms-and-conditions'],
  ['Contact us', 'contact-us'],
  ['Careers', 'careers'],
  ['CSR policy', 'csr-policy'],
] as const;

let stations: Station[];
let delhi: Station;
let mumbai: Station;
let chennai: Station;
let jaipur: Station;
let delhiRjs: Profile[];

beforeAll(async () => {
  stations = await getStations();
  const byId = (id: number) => {
    const station = stations.find((candidate) => candidate.id === id);
    if (!station) throw new Error(`the seeded network has no station ${id}`);
    return station;
  };
  delhi = byId(1);
  mumbai = byId(2);
  chennai = byId(5);
  jaipur = byId(7);
  // What the assertions below rely on in the seeded data.
  expect([delhi.name, delhi.urlName]).toEqual(['Tarang Delhi', 'tarang-delhi-1']);
  expect([mumbai.name, mumbai.urlName]).toEqual(['Tarang Mumbai', 'tarang-mumbai-2']);
  expect(stations.filter((station) => /mum/i.test(station.name)).map((station) => station.id)).toEqual([2]);
  expect(delhi.whatsappChannelUrl).toBeTruthy();
  expect(delhi.socialMediaLink.length).toBeGreaterThan(0);
  expect(jaipur.whatsappChannelUrl).toBeFalsy();
  expect(jaipur.socialMediaLink.length).toBeGreaterThan(0);
  delhiRjs = await getProfiles(1);
  expect(delhiRjs.length).toBe(3);
});

const notFoundHeading = (page: Page) => page.getByRole('heading', { name: 'Page not found', exact: true });

async function attribute(locator: Locator, name: string) {
  return locator.getAttribute(name);
}

/** Waits for the page to finish loading what it needs, then runs axe on it. */
async function checkA11y(session: Session, label?: string) {
  await session.settle();
  await expectNoAxeViolations(session.page, label ? { label } : {});
}

/** From a Delhi page: the header's station picker, searched for and set to Tarang Mumbai. */
async function chooseMumbai(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Station: Tarang Delhi', exact: true }).click();
  await page
    .getByRole('combobox', { name: 'Search stations', exact: true })
    .or(page.getByRole('searchbox', { name: 'Search stations', exact: true }))
    .fill('mum');
  await page
    .getByRole('listbox', { name: 'Stations', exact: true })
    .getByRole('option', { name: 'Tarang Mumbai', exact: true })
    .click();
}

async function storedStationId(page: Page) {
  const raw = await waitFor(
    () => page.evaluate((key) => localStorage.getItem(key), STORED_STATION_KEY),
    (value) => value !== null,
    `localStorage["${STORED_STATION_KEY}"]`,
  );
  return (JSON.parse(raw ?? 'null') as { id?: unknown } | null)?.id;
}

describe.concurrent('routes', () => {
  test('/ goes to the fallback (Delhi) station home when location is denied, and stores it', async ({
    openPage,
  }) => {
    const session = await openPage({ viewport: 'desktop', geolocation: 'denied' });
    await session.page.goto('/');
    await waitForPath(session.page, `${DELHI}/home`);
    expect(Number(await storedStationId(session.page))).toBe(1);
    await checkA11y(session);
    expectNoIssues(session);
  });

  test('/ goes to the nearest station by location; the stored station is used before asking again', async ({
    openPage,
  }) => {
    const session = await openPage({ viewport: 'mobile', geolocation: MUMBAI });
    const { page } = session;
    await page.goto('/');
    await waitForPath(page, '/tarang-mumbai-2/home');
    expect(Number(await storedStationId(page))).toBe(2);
    await checkA11y(session);

    await session.context.setGeolocation(CHENNAI);
    await page.goto('/');
    await waitForPath(page, '/tarang-mumbai-2/home');
    await session.settle();
    expect(pathOf(page)).toBe('/tarang-mumbai-2/home');
    await checkA11y(session);
    expectNoIssues(session);
  });

  test('a station stored in localStorage ("tarang.station", JSON with id) wins over the location', async ({
    openPage,
  }) => {
    const session = await openPage({
      viewport: 'desktop',
      geolocation: MUMBAI,
      storage: { [STORED_STATION_KEY]: JSON.stringify({ id: chennai.id }) },
    });
    await session.page.goto('/');
    await waitForPath(session.page, `/${chennai.urlName}/home`);
    await checkA11y(session);
    expectNoIssues(session);
  });

  test('/0/audio keeps the rest of the path', async ({ openPage }) => {
    const session = await openPage({ viewport: 'desktop' });
    await session.page.goto('/0/audio');
    await waitForPath(session.page, `${DELHI}/audio`);
    await checkA11y(session);
    expectNoIssues(session);
  });

  test('an unknown path ends on the not-found page at /tarang-delhi-1/404', async ({ openPage }) => {
    const session = await openPage({ viewport: 'desktop' });
    await session.page.goto('/no/such/path');
    await waitForPath(session.page, `${DELHI}/404`);
    await notFoundHeading(session.page).waitFor();
    await checkA11y(session);
    expectNoIssues(session);
  });

  test('an unknown station section shows the not-found page and keeps the URL', async ({ openPage }) => {
    const session = await openPage({ viewport: 'mobile' });
    await session.page.goto(`${DELHI}/nope`);
    await notFoundHeading(session.page).waitFor();
    await session.settle();
    expect(pathOf(session.page)).toBe(`${DELHI}/nope`);
    await checkA11y(session);
    expectNoIssues(session);
  });

  test('a bad station id or a station that does not exist goes to /0/404 and ends on the not-found page', async ({
    openPage,
  }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    for (const path of ['/tarang-delhi-x/home', '/tarang-99/home']) {
      const paths = recordPaths(page);
      await page.goto(path);
      await notFoundHeading(page).waitFor();
      await session.settle();
      expect(paths, `${path} goes through /0/404`).toContain('/0/404');
      expect(['/0/404', `${DELHI}/404`], `${path} ends on a 404 URL`).toContain(pathOf(page));
      await expect(notFoundHeading(page).isVisible()).resolves.toBe(true);
      await checkA11y(session);
      page.removeAllListeners('framenavigated');
    }
    // Station 99 does not exist: its fetch answers 404 on purpose.
    expectNoIssues(session, [/\/api\/station\/v1\/station\/99\b/]);
  });

  test('a station URL name is canonicalised from its id', async ({ openPage }) => {
    const session = await openPage({ viewport: 'desktop' });
    await session.page.goto('/anything-2/home');
    await waitForPath(session.page, '/tarang-mumbai-2/home');
    await checkA11y(session);
    expectNoIssues(session);
  });
});

describe.concurrent('header (desktop)', () => {
  test('logo, main navigation, social links, WhatsApp channel, station button and Log In', async ({
    openPage,
  }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    await page.goto(`${DELHI}/careers`);
    const banner = page.getByRole('banner');
    await banner.waitFor();

    const logo = banner.getByRole('link', { name: 'Tarang Delhi home', exact: true });
    expect(await attribute(logo, 'href')).toBe(`${DELHI}/home`);

    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await nav.waitFor();
    for (const [name, section] of SECTIONS) {
      expect(await attribute(nav.getByRole('link', { name, exact: true }), 'href'), name).toBe(
        `${DELHI}/${section}`,
      );
    }
    expect(await attribute(nav.getByRole('button', { name: 'RJs', exact: true }), 'aria-expanded')).toBe(
      'false',
    );

    for (const social of delhi.socialMediaLink) {
      const link = banner.getByRole('link', { name: social.platformName, exact: true });
      expect(await attribute(link, 'href'), social.platformName).toBe(social.url);
      expect(await attribute(link, 'target'), social.platformName).toBe('_blank');
      expect(await attribute(link, 'rel'), social.platformName).toContain('noopener');
    }
    const whatsapp = banner.getByRole('link', { name: 'WhatsApp channel', exact: true });
    expect(await attribute(whatsapp, 'href')).toBe(delhi.whatsappChannelUrl);
    expect(await attribute(whatsapp, 'target')).toBe('_blank');
    expect(await attribute(whatsapp, 'rel')).toContain('noopener');

    await banner.getByRole('button', { name: 'Station: Tarang Delhi', exact: true }).waitFor();
    await banner.getByRole('button', { name: 'Log In', exact: true }).waitFor();
    await checkA11y(session);
    expectNoIssues(session);
  });

  test('RJs opens a strip of RJ portraits linking to their pages; Escape closes it', async ({ openPage }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    await page.goto(`${DELHI}/careers`);
    const rjs = page
      .getByRole('navigation', { name: 'Main', exact: true })
      .getByRole('button', { name: 'RJs' });
    await rjs.waitFor();
    await session.settle();
    const rjLink = (rj: Profile) => visible(page.getByRole('link', { name: rj.name, exact: true }));
    for (const rj of delhiRjs) expect(await rjLink(rj).count(), `${rj.name} before opening`).toBe(0);

    expect(await rjs.getAttribute('aria-expanded')).toBe('false');
    await rjs.click();
    expect(await rjs.getAttribute('aria-expanded')).toBe('true');
    for (const rj of delhiRjs) {
      const link = rjLink(rj);
      await link.waitFor();
      expect(await link.getAttribute('href'), rj.name).toBe(`${DELHI}/rjs/${rj.urlName}`);
      const img = link.locator('img');
      expect(await img.getAttribute('alt'), rj.name).toBe(rj.imageAlt);
      const box = await waitFor(
        () => img.boundingBox(),
        (found) => !!found && Math.abs(found.width - 144) <= 1 && Math.abs(found.height - 192) <= 1,
        `${rj.name}'s portrait to be 144×192`,
      );
      expect(box).toBeTruthy();
    }
    await checkA11y(session, `${DELHI}/careers with the RJ strip open`);

    await page.keyboard.press('Escape');
    for (const rj of delhiRjs) await rjLink(rj).first().waitFor({ state: 'hidden' });
    expect(await rjs.getAttribute('aria-expanded')).toBe('false');
    expectNoIssues(session);
  });

  test('menus work by keyboard (arrow keys, Enter, Escape) and close on an outside click', async ({
    openPage,
  }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    await page.goto(`${DELHI}/events`);
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    const focusedName = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    await nav.getByRole('link', { name: 'Home', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await focusedName()).toBe('Audio');
    await page.keyboard.press('End');
    expect(await focusedName()).toBe('Talent Hunt');
    await page.keyboard.press('ArrowRight');
    expect(await focusedName()).toBe('Home');
    await page.keyboard.press('ArrowLeft');
    expect(await focusedName()).toBe('Talent Hunt');

    // RJs opens with Enter; arrow keys move between the portraits; Escape gives the focus back.
    const rjs = nav.getByRole('button', { name: 'RJs' });
    await rjs.focus();
    await page.keyboard.press('Enter');
    const strip = page.getByRole('region', { name: 'RJs', exact: true });
    const first = strip.getByRole('link', { name: delhiRjs[0]?.name, exact: true });
    await first.waitFor();
    await first.focus();
    await page.keyboard.press('ArrowRight');
    expect(await focusedName()).toBe(delhiRjs[1]?.name);
    await page.keyboard.press('Escape');
    await strip.waitFor({ state: 'hidden' });
    // The focus comes back once the strip has closed (a frame later on a busy machine).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-expanded')))
      .toBe('false');

    // An outside click closes the strip and the station dropdown.
    const outside = () => page.mouse.click(8, 780); // the page, away from the header and the open panel
    await rjs.click();
    await strip.waitFor();
    await outside();
    await strip.waitFor({ state: 'hidden' });
    const picker = page.getByRole('banner').getByRole('button', { name: 'Station: Tarang Delhi' });
    await picker.click();
    const search = page.getByRole('combobox', { name: 'Search stations' });
    await search.waitFor();
    await outside();
    await search.waitFor({ state: 'hidden' });
    expect(await picker.getAttribute('aria-expanded')).toBe('false');
    await checkA11y(session);
    expectNoIssues(session);
  });

  test('a station without a WhatsApp channel shows no WhatsApp link', async ({ openPage }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    await page.goto(`/${jaipur.urlName}/home`);
    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: 'Tarang Jaipur home', exact: true }).waitFor();
    for (const social of jaipur.socialMediaLink)
      await banner.getByRole('link', { name: social.platformName, exact: true }).waitFor();
    await session.settle();
    expect(await banner.getByRole('link', { name: 'WhatsApp channel' }).count()).toBe(0);
    await checkA11y(session);
    expectNoIssues(session);
  });

  test('the station picker searches and changes station, keeping the section', async ({ openPage }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    await page.goto(`${DELHI}/audio`);
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Station: Tarang Delhi', exact: true })
      .click();

    const search = page
      .getByRole('combobox', { name: 'Search stations', exact: true })
      .or(page.getByRole('searchbox', { name: 'Search stations', exact: true }));
    await search.waitFor();
    expect(await search.getAttribute('maxlength')).toBe('20');
    const list = page.getByRole('listbox', { name: 'Stations', exact: true });
    await list.waitFor();
    for (const station of stations)
      await list.getByRole('option', { name: station.name, exact: true }).waitFor({ timeout: 5_000 });
    expect(await list.getByRole('option').count()).toBe(stations.length);
    await checkA11y(session, `${DELHI}/audio with the station picker open`);

    await search.fill('zzz');
    await page.getByText('No matching for zzz').waitFor();
    expect(await list.getByRole('option').count()).toBe(0);

    await search.fill('mum');
    const option = list.getByRole('option', { name: 'Tarang Mumbai', exact: true });
    await option.waitFor();
    expect(await list.getByRole('option').count()).toBe(1);
    await option.click();
    await waitForPath(page, '/tarang-mumbai-2/audio');
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Station: Tarang Mumbai', exact: true })
      .waitFor();
    await checkA11y(session);
    expectNoIssues(session);
  });

  test('while the new station loads, the tab is named for the site, never left without a title', async ({
    openPage,
  }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === '/api/station/v1/station/2',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto(`${DELHI}/rjs/${(delhiRjs[0] as Profile).urlName}`);
    await chooseMumbai(page);
    await waitForPath(page, '/tarang-mumbai-2/home');
    await page.getByRole('status').filter({ hasText: 'Tuning in…' }).waitFor();
    // The RJ page's title went with it; the station's own is not known yet.
    expect(await page.title()).toBe('Tarang');
    await expectNoAxeViolations(page, { label: 'a station loading' });
    release();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.title()).toMatch(/^Tarang Mumbai/);
    expectNoIssues(session);
  });

  test('changing station on an RJ page goes to the new station home', async ({ openPage }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    const rj = delhiRjs[0] as Profile;
    await page.goto(`${DELHI}/rjs/${rj.urlName}`);
    await chooseMumbai(page);
    await waitForPath(page, '/tarang-mumbai-2/home');
    await checkA11y(session);
    expectNoIssues(session);
  });
});

describe.concurrent('mobile (390 px)', () => {
  test('the menu dialog has the navigation, the station picker and an expandable RJ list', async ({
    openPage,
  }) => {
    const session = await openPage({ viewport: 'mobile' });
    const { page } = session;
    await page.goto(`${DELHI}/careers`);
    const open = page.getByRole('button', { name: 'Open menu', exact: true });
    await open.click();
    const menu = page.getByRole('dialog', { name: 'Menu', exact: true });
    await menu.waitFor();
    for (const [name, section] of SECTIONS) {
      expect(await attribute(menu.getByRole('link', { name, exact: true }), 'href'), name).toBe(
        `${DELHI}/${section}`,
      );
    }
    await menu.getByRole('button', { name: 'Station: Tarang Delhi', exact: true }).waitFor();

    const rjs = menu.getByRole('button', { name: 'RJs', exact: true });
    expect(await rjs.getAttribute('aria-expanded')).toBe('false');
    await rjs.click();
    expect(await rjs.getAttribute('aria-expanded')).toBe('true');
    for (const rj of delhiRjs) {
      const link = visible(menu.getByRole('link', { name: rj.name, exact: true }));
      await link.waitFor();
      expect(await link.getAttribute('href'), rj.name).toBe(`${DELHI}/rjs/${rj.urlName}`);
    }
    await checkA11y(session, `${DELHI}/careers with the menu open`);

    await visible(page.getByRole('button', { name: 'Close menu', exact: true })).click();
    await menu.waitFor({ state: 'hidden' });

    await open.click();
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expectNoIssues(session);
  });

  test('the fixed bottom bar has Home, Audio, Video, RJs and My Tarang; RJs expands a 252 px strip of RJ links', async ({
    openPage,
  }) => {
    const session = await openPage({ viewport: 'mobile' });
    const { page } = session;
    await page.goto(`${DELHI}/careers`);
    const bar = page.getByRole('navigation', { name: 'Quick links', exact: true });
    await bar.waitFor();
    await session.settle();

    const position = await bar.evaluate((element) => getComputedStyle(element).position);
    expect(position).toBe('fixed');
    const box = await bar.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(844);

    for (const [name, section] of SECTIONS.slice(0, 3)) {
      expect(await attribute(bar.getByRole('link', { name, exact: true }), 'href'), name).toBe(
        `${DELHI}/${section}`,
      );
    }
    // My Tarang (favourites, continue listening, follows) is the bar's fourth link.
    expect(await attribute(bar.getByRole('link', { name: 'My Tarang', exact: true }), 'href')).toBe(
      `${DELHI}/my-tarang`,
    );
    expect(await visible(bar.getByRole('link')).count()).toBe(4);
    for (const [name] of SECTIONS.slice(3))
      expect(await bar.getByRole('link', { name }).count(), name).toBe(0);

    const rjs = bar.getByRole('button', { name: 'RJs', exact: true });
    expect(await rjs.getAttribute('aria-expanded')).toBe('false');
    await rjs.click();
    expect(await rjs.getAttribute('aria-expanded')).toBe('true');
    const strip = visible(page.getByRole('region', { name: 'RJs', exact: true }));
    await strip.waitFor();
    await waitFor(
      () => strip.boundingBox(),
      (found) => !!found && Math.abs(found.height - 252) <= 1,
      'the RJ strip to be 252 px high',
    );
    for (const rj of delhiRjs) {
      const link = strip.getByRole('link', { name: rj.name, exact: true });
      expect(await link.getAttribute('href'), rj.name).toBe(`${DELHI}/rjs/${rj.urlName}`);
    }
    await checkA11y(session, `${DELHI}/careers with the bottom RJ strip open`);

    const rj = delhiRjs[0] as Profile;
    await strip.getByRole('link', { name: rj.name, exact: true }).click();
    await waitForPath(page, `${DELHI}/rjs/${rj.urlName}`);
    await checkA11y(session);
    expectNoIssues(session);
  });
});

describe.concurrent('footer', () => {
  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    test(`station page links, social links in a new tab, studio visit and copyright (${viewport})`, async ({
      openPage,
    }) => {
      const session = await openPage({ viewport });
      const { page } = session;
      await page.goto(`${DELHI}/careers`);
      const footer = page.getByRole('contentinfo');
      await footer.waitFor();
      await session.settle();

      for (const [name, slug] of FOOTER_LINKS) {
        expect(await attribute(footer.getByRole('link', { name, exact: true }), 'href'), name).toBe(
          `${DELHI}/${slug}`,
        );
      }
      for (const social of delhi.socialMediaLink) {
        const links = footer.locator(`a[href="${social.url}"]`);
        expect(await links.count(), `footer link to ${social.url}`).toBeGreaterThan(0);
      }
      const external = await footer
        .locator('a[href^="http"]')
        .evaluateAll((links) =>
          links.map((link) => [link.getAttribute('href'), link.getAttribute('target')]),
        );
      for (const [href, target] of external) expect(target, `target of ${href}`).toBe('_blank');

      await footer.getByRole('heading', { name: 'Studio Visit', exact: true }).waitFor();
      await footer.getByText('Meet Your Favourite RJs').waitFor();
      await footer.getByRole('button', { name: 'SEND US REQUEST', exact: true }).waitFor();
      await footer.getByText(/© 2025/).waitFor();
      await checkA11y(session);
      expectNoIssues(session);
    });
  }
});

describe('station pages and page head', () => {
  /** document.title of each page visited below, by viewport and page. */
  const titles = new Map<string, string>();

  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    for (const name of ['home', ...STATION_PAGES]) {
      // On mobile the pages are reached from the network-level paths (/careers, …; / for home), which go
      // through station 0 (/0/careers) to the nearest station: Delhi, location being denied.
      const entry = viewport === 'desktop' ? `${DELHI}/${name}` : name === 'home' ? '/' : `/${name}`;
      test.concurrent(`${entry}: title, head and content of ${DELHI}/${name} (${viewport})`, async ({
        openPage,
      }) => {
        const session = await openPage({ viewport });
        const { page } = session;
        const paths = recordPaths(page);
        await page.goto(entry);
        await waitForPath(page, `${DELHI}/${name}`);
        if (entry !== '/' && entry !== `${DELHI}/${name}`) expect(paths).toContain(`/0/${name}`);
        if (name !== 'home') {
          const doc = await getStationPage(1, name);
          await page.getByRole('heading', { level: 1, name: doc.title, exact: true }).waitFor();
        }
        if (name === 'contact-us') {
          await session.settle();
          const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
          for (const [what, value] of [
            ['address', delhi.address],
            ['pin', delhi.pin],
            ['phone number', delhi.phoneNumber],
            ['WhatsApp number', delhi.whatsappNumber],
          ] as const) {
            expect(value, `Delhi's ${what} in the API`).toBeTruthy();
            expect(text, `contact-us shows the ${what}`).toContain((value ?? '').replace(/\s+/g, ' '));
          }
        }
        await session.settle();
        const title = await waitFor(
          () => page.title(),
          (value) => value.includes('Tarang Delhi'),
          `a document title naming Tarang Delhi on ${name}`,
        );
        titles.set(`${viewport} ${name}`, title);
        const description = page.locator('meta[name="description"]');
        expect(await description.count(), 'meta description').toBeGreaterThan(0);
        expect(
          (await description.first().getAttribute('content'))?.trim(),
          'description content',
        ).toBeTruthy();
        await checkA11y(session);
        expectNoIssues(session);
      });
    }
  }

  // Runs after the concurrent tests above.
  test('each page has its own title (the same at both viewports)', () => {
    const pages = ['home', ...STATION_PAGES];
    for (const viewport of ['desktop', 'mobile']) {
      const seen = pages.map((name) => titles.get(`${viewport} ${name}`));
      expect(seen.every(Boolean), `titles read at ${viewport}: ${JSON.stringify(seen)}`).toBe(true);
      expect(new Set(seen).size, `distinct titles at ${viewport}: ${JSON.stringify(seen)}`).toBe(
        pages.length,
      );
    }
    for (const name of pages) expect(titles.get(`desktop ${name}`)).toBe(titles.get(`mobile ${name}`));
  });
});
