import type { Station } from '@tarang/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { getStationPage, getStations } from './api';
import {
  expectNoAxeViolations,
  expectNoIssues,
  pathOf,
  type Session,
  test,
  type ViewportName,
  visible,
  waitFor,
  waitForPath,
} from './browser';

// The listener's journeys and the shell in Hindi: changing station from the phone menu;
// the notice when the station was given by the geolocation fallback; every new page starting at its top with
// the focus on its heading, Back restoring the position; focus never under the sticky header; the hero
// carousel as one Tab stop; a visible focus ring on text fields. The longer tests have 2 minutes: they walk several
// pages on a machine the whole suite shares.

const MUMBAI_POSITION = { latitude: 19.07, longitude: 72.87 };
const VIEWPORTS: ViewportName[] = ['mobile', 'desktop'];

let delhi: Station;
let mumbai: Station;
let careersTitle: string;

beforeAll(async () => {
  const stations = await getStations();
  delhi = stations.find((station) => station.id === 1) as Station;
  mumbai = stations.find((station) => station.id === 2) as Station;
  expect(delhi.urlName).toBe('tarang-delhi-1');
  expect(mumbai.urlName).toBe('tarang-mumbai-2');
  careersTitle = (await getStationPage(1, 'careers')).title;
});

async function checkA11y(session: Session, label?: string) {
  await session.settle();
  await expectNoAxeViolations(session.page, { label });
}

/** What has the focus: its tag, accessible-ish name (text or aria-label) and whether it is inside `within`. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      text: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim(),
    };
  });
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The station search list, wherever it opened, with `name` picked from it after searching. */
async function pickStation(scope: Locator | Page, name: string) {
  const search = scope.getByRole('combobox', { name: 'Search stations', exact: true });
  await search.fill(name.replace('Tarang ', '').slice(0, 3));
  await scope
    .getByRole('listbox', { name: 'Stations', exact: true })
    .getByRole('option', { name, exact: true })
    .click();
}

describe.concurrent('changing station', () => {
  test('on a phone, a station picked in the ☰ menu is where the visitor lands', async ({ openPage }) => {
    const session = await openPage({ viewport: 'mobile' });
    const { page } = session;
    await page.goto(`/${delhi.urlName}/audio`);
    await page.getByRole('button', { name: 'Open menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menu', exact: true });
    await menu.getByRole('button', { name: `Station: ${delhi.name}`, exact: true }).click();
    // The list opens inside the menu, on top of it, and takes taps there.
    const list = menu.getByRole('listbox', { name: 'Stations', exact: true });
    await list.waitFor();
    await checkA11y(session, 'the station list open in the phone menu');
    await pickStation(menu, mumbai.name);
    await waitForPath(page, `/${mumbai.urlName}/audio`);
    // The menu closes on the new station, whose page is shown.
    await menu.waitFor({ state: 'hidden' });
    await visible(page.getByRole('button', { name: 'Open menu', exact: true })).click();
    await page
      .getByRole('dialog', { name: 'Menu', exact: true })
      .getByRole('button', { name: `Station: ${mumbai.name}`, exact: true })
      .waitFor();
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('tarang.station') ?? '{}').id)).toBe(2);
    await checkA11y(session);
    expectNoIssues(session);
  }, 120_000);

  for (const viewport of VIEWPORTS) {
    test(`${viewport}: with location denied the visitor is told which station they got; Change picks another`, async ({
      openPage,
    }) => {
      const session = await openPage({ viewport, geolocation: 'denied' });
      const { page } = session;
      await page.goto('/');
      await waitForPath(page, `/${delhi.urlName}/home`);
      const notice = page.getByRole('region', { name: 'Your station', exact: true });
      await notice.getByText(`Showing ${delhi.name}`, { exact: true }).waitFor();
      await checkA11y(session, 'home with the fallback notice');

      await notice.getByRole('button', { name: 'Change', exact: true }).click();
      await page.getByRole('listbox', { name: 'Stations', exact: true }).waitFor();
      await checkA11y(session, 'the station list opened from the notice');
      await pickStation(page, mumbai.name);
      await waitForPath(page, `/${mumbai.urlName}/home`);
      await page.getByRole('heading', { level: 1, name: mumbai.name }).waitFor();
      expect(await notice.count()).toBe(0);

      // The choice is remembered: the next visit says nothing.
      await page.goto('/');
      await waitForPath(page, `/${mumbai.urlName}/home`);
      await session.settle();
      expect(await notice.count()).toBe(0);
      expectNoIssues(session);
    }, 120_000);
  }

  test('the notice can be dismissed, and a reload (station remembered) does not bring it back', async ({
    openPage,
  }) => {
    const session = await openPage({ viewport: 'desktop', geolocation: 'denied' });
    const { page } = session;
    await page.goto(`/0/events`);
    await waitForPath(page, `/${delhi.urlName}/events`);
    const notice = page.getByRole('region', { name: 'Your station', exact: true });
    await notice.getByRole('button', { name: 'Dismiss', exact: true }).click();
    await notice.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await session.settle();
    expect(await notice.count()).toBe(0);
    expectNoIssues(session);
  });

  test('no notice when the station comes from the visitor’s position', async ({ openPage }) => {
    const session = await openPage({ viewport: 'mobile', geolocation: MUMBAI_POSITION });
    const { page } = session;
    await page.goto('/');
    await waitForPath(page, `/${mumbai.urlName}/home`);
    await page.getByRole('heading', { level: 1, name: mumbai.name }).waitFor();
    await session.settle();
    expect(await page.getByRole('region', { name: 'Your station', exact: true }).count()).toBe(0);
    expectNoIssues(session);
  });
});

describe.concurrent('a new page starts at its top with the focus on its heading', () => {
  for (const viewport of VIEWPORTS) {
    test(`${viewport}: a footer link opens its page at the top, heading focused; Back returns to the spot`, async ({
      openPage,
    }) => {
      const session = await openPage({ viewport });
      const { page } = session;
      await page.goto(`/${delhi.urlName}/home`);
      await page.getByRole('heading', { level: 1, name: delhi.name }).waitFor();
      await session.settle();
      // The first load leaves the focus where the browser puts it.
      expect((await focused(page)).tag).toBe('body');

      const careers = page.getByRole('contentinfo').getByRole('link', { name: 'Careers', exact: true });
      await careers.scrollIntoViewIfNeeded();
      await session.settle();
      expect(await scrollY(page)).toBeGreaterThan(600);
      // Where the page was at the moment of the click (content arriving late may still move it before then), and
      // where the link itself was on screen.
      await page.evaluate(() =>
        document.addEventListener(
          'click',
          (event) => {
            sessionStorage.setItem('journeys.leftAt', String(Math.round(window.scrollY)));
            const link = (event.target as Element).closest('a');
            sessionStorage.setItem(
              'journeys.linkAt',
              String(Math.round(link?.getBoundingClientRect().top ?? -1)),
            );
          },
          { capture: true, once: true },
        ),
      );
      await careers.click();
      const before = Number(await page.evaluate(() => sessionStorage.getItem('journeys.leftAt')));
      const linkBefore = Number(await page.evaluate(() => sessionStorage.getItem('journeys.linkAt')));
      expect(before).toBeGreaterThan(600);
      await waitForPath(page, `/${delhi.urlName}/careers`);
      await waitFor(
        () => focused(page),
        (now) => now.tag === 'h1' && now.text === careersTitle,
        'the focus on the page heading',
      );
      expect(await scrollY(page)).toBe(0);
      await checkA11y(session, 'careers after the footer link');

      await page.goBack();
      await waitForPath(page, `/${delhi.urlName}/home`);
      await waitFor(
        () => scrollY(page),
        (y) => Math.abs(y - before) <= 2,
        `the home page back at ${before} px`,
      );
      // The same content at that position: the link where it was on screen (the blocks above it laid out as
      // they were, not at their placeholder heights).
      await waitFor(
        () => careers.evaluate((link) => Math.round(link.getBoundingClientRect().top)),
        (top) => Math.abs(top - linkBefore) <= 2,
        `the Careers link back at ${linkBefore} px from the top of the window`,
      );
      // Back moves no focus to the heading.
      expect((await focused(page)).tag).not.toBe('h1');
      expectNoIssues(session);
    }, 120_000);
  }

  test('a show tapped low on the home page opens at its top, its heading focused once it loads', async ({
    openPage,
  }) => {
    const session = await openPage({ viewport: 'mobile' });
    const { page } = session;
    await page.goto(`/${delhi.urlName}/home`);
    const podcasts = page.getByRole('list', { name: 'Latest podcasts', exact: true });
    await podcasts.scrollIntoViewIfNeeded();
    const show = podcasts.getByRole('link').first();
    const title = (await show.getAttribute('aria-labelledby'))
      ? await show.evaluate((link) =>
          (document.getElementById(link.getAttribute('aria-labelledby') ?? '')?.textContent ?? '').trim(),
        )
      : '';
    expect(title).not.toBe('');
    await show.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(400);
    await show.click();
    await waitFor(
      () => focused(page),
      (now) => now.tag === 'h1' && now.text === title,
      'the focus on the show heading',
    );
    expect(await scrollY(page)).toBe(0);
    await checkA11y(session, 'the show page');
    expectNoIssues(session);
  }, 120_000);
});

describe.concurrent('focus in view and in one place', () => {
  for (const viewport of VIEWPORTS) {
    test(`${viewport}: Shift+Tab up the page never leaves the focus under the sticky header`, async ({
      openPage,
    }) => {
      const session = await openPage({ viewport });
      const { page } = session;
      await page.goto(`/${delhi.urlName}/events`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await session.settle();
      // From the footer's last page link upwards, through the footer and the page's cards.
      await page.getByRole('contentinfo').getByRole('link', { name: 'CSR policy', exact: true }).focus();
      const header = page.getByRole('banner');
      for (let step = 0; step < 14; step += 1) {
        await page.keyboard.press('Shift+Tab');
        const where = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement;
          const box = element.getBoundingClientRect();
          const header = document.querySelector('header')?.getBoundingClientRect();
          const inHeader = !!element.closest('header');
          const fixed = !!element.closest(
            'nav[aria-label="Quick links"], [role="region"][aria-label="Audio player"]',
          );
          return {
            top: box.top,
            headerBottom: header?.bottom ?? 0,
            inHeader,
            fixed,
            text: element.textContent,
          };
        });
        if (where.inHeader || where.fixed) continue;
        expect(where.top, `"${where.text?.trim()}" (step ${step}) under the header`).toBeGreaterThanOrEqual(
          where.headerBottom - 1,
        );
      }
      expect(await header.isVisible()).toBe(true);
      expectNoIssues(session);
    });
  }

  test('the hero carousel is one Tab stop; arrow keys move inside it and the pickers show their slide', async ({
    openPage,
  }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    await page.goto(`/${delhi.urlName}/home`);
    const carousel = page.getByRole('region', { name: 'Highlights', exact: true });
    const pickers = carousel.getByRole('button', { name: /^Slide \d+:/ });
    await pickers.first().waitFor();
    expect(await pickers.count()).toBeGreaterThan(1);
    const tabStops = () =>
      carousel.evaluate(
        (root) =>
          [...root.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex]')].filter(
            (element) =>
              element.tabIndex >= 0 && !element.closest('[inert]') && element.offsetParent !== null,
          ).length,
      );
    expect(await tabStops()).toBe(1);

    const inCarousel = () => carousel.evaluate((root) => root.contains(document.activeElement));
    // In at its one stop; Tab leaves it, Shift+Tab comes back.
    await page.getByRole('heading', { level: 1, name: delhi.name }).waitFor();
    await carousel.evaluate((root) => {
      const stop = [...root.querySelectorAll<HTMLElement>('a[href], button, [tabindex]')].find(
        (element) => element.tabIndex === 0 && !element.closest('[inert]'),
      );
      stop?.focus();
    });
    expect(await inCarousel()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await inCarousel()).toBe(false);
    await page.keyboard.press('Shift+Tab');
    expect(await inCarousel()).toBe(true);

    // Arrow keys go on to the second slide's picker, which shows that slide.
    const second = pickers.nth(1);
    for (let step = 0; step < 10 && !(await second.evaluate((e) => e === document.activeElement)); step += 1)
      await page.keyboard.press('ArrowRight');
    expect(await second.evaluate((element) => element === document.activeElement)).toBe(true);
    await waitFor(
      () => second.getAttribute('aria-current'),
      (value) => value === 'true',
      'slide 2 shown',
    );
    expect(await carousel.getByRole('group', { name: /^2 of \d+$/ }).isVisible()).toBe(true);
    expect(await tabStops()).toBe(1);
    // Tab leaves; coming back with Shift+Tab lands on the slide now shown (its link, or the slide itself).
    await page.keyboard.press('Tab');
    expect(await inCarousel()).toBe(false);
    await page.keyboard.press('Shift+Tab');
    expect(
      await page.evaluate(() =>
        document.activeElement?.closest('[aria-roledescription="slide"]')?.getAttribute('aria-label'),
      ),
    ).toMatch(/^2 of \d+$/);
    await checkA11y(session, 'home with the focus in the carousel');
    expectNoIssues(session);
  }, 120_000);

  test('a text field shows a focus ring (3 px, the focus colour) when tapped', async ({ openPage }) => {
    const session = await openPage({ viewport: 'mobile' });
    const { page } = session;
    await page.goto(`/${delhi.urlName}/home`);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    const dialog = page.getByRole('dialog');
    const email = dialog.getByRole('textbox').first();
    await email.click();
    const ring = await email.evaluate((input) => {
      // The ring is drawn by the field or by the box around it; whichever has an outline.
      for (let element: HTMLElement | null = input as HTMLElement; element && element !== document.body; ) {
        const style = getComputedStyle(element);
        if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0)
          return { width: Number.parseFloat(style.outlineWidth), color: style.outlineColor };
        element = element.parentElement;
        if (element?.getAttribute('role') === 'dialog') break;
      }
      return null;
    });
    expect(ring).not.toBeNull();
    expect(ring?.width).toBeGreaterThanOrEqual(2);
    expect(ring?.color).toBe('rgb(37, 99, 235)');
    await checkA11y(session, 'the log-in dialog with a field focused');
    expectNoIssues(session);
  });
});

describe.concurrent('the shell in Hindi', () => {
  for (const viewport of VIEWPORTS) {
    test(`${viewport}: after the switch the navigation, footer and home headings are Hindi, and stay so`, async ({
      openPage,
    }) => {
      const session = await openPage({ viewport });
      const { page } = session;
      await page.goto(`/${delhi.urlName}/home`);
      if (viewport === 'mobile') {
        await page.getByRole('button', { name: 'Open menu', exact: true }).click();
        const menu = page.getByRole('dialog', { name: 'Menu', exact: true });
        await menu.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
        await page.getByRole('dialog', { name: 'मेन्यू', exact: true }).waitFor();
        await page.keyboard.press('Escape');
      } else {
        await page
          .getByRole('banner')
          .getByRole('group', { name: 'Language' })
          .getByRole('button', { name: 'हिन्दी' })
          .click();
      }
      const check = async () => {
        await waitFor(
          () => page.evaluate(() => document.documentElement.lang),
          (lang) => lang === 'hi',
          'lang',
        );
        if (viewport === 'desktop') {
          const nav = page.getByRole('banner').getByRole('navigation', { name: 'मुख्य', exact: true });
          for (const name of ['होम', 'ऑडियो', 'वीडियो', 'इवेंट्स', 'टैलेंट हंट'])
            await nav.getByRole('link', { name, exact: true }).waitFor();
        } else {
          const bar = page.getByRole('navigation', { name: 'झटपट लिंक', exact: true });
          for (const name of ['होम', 'ऑडियो', 'वीडियो'])
            await bar.getByRole('link', { name, exact: true }).waitFor();
          await bar.getByRole('button', { name: 'आरजे', exact: true }).waitFor();
        }
        const footer = page.getByRole('contentinfo');
        await footer.getByRole('heading', { name: 'स्टूडियो विज़िट', exact: true }).waitFor();
        await footer.getByRole('link', { name: 'गोपनीयता नीति', exact: true }).waitFor();
        await footer.getByRole('button', { name: 'हमें रिक्वेस्ट भेजें', exact: true }).waitFor();
        for (const name of ['एडिटर की पसंद', 'नए पॉडकास्ट', 'आपके आरजे'])
          await page.getByRole('heading', { level: 2, name, exact: true }).waitFor();
        await page.getByRole('link', { name: 'शो और पॉडकास्ट देखें', exact: true }).waitFor();
        expect(await page.getByRole('link', { name: 'Careers', exact: true }).count()).toBe(0);
        await checkA11y(session, `home in Hindi at ${viewport}`);
      };
      await check();
      await page.reload();
      await check();
      expect(pathOf(page)).toBe(`/${delhi.urlName}/home`);
      expectNoIssues(session);
    }, 120_000);
  }
});
