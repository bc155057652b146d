import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  expectNoAxeViolations,
  expectNoIssues,
  type Session,
  test,
  untilMotionEnds,
  type ViewportName,
  visible,
  waitFor,
} from './browser';
import { measureFocusIndicator } from './focus-contrast';

// The shell's look as a new listener meets it at 390 and 1280 px: the site's fonts in use (and nothing preloaded
// for nothing), "हिन्दी" readable without a Devanagari font on the device, the phone menu opaque from its first
// frame, one focus ring on the station search, "My Tarang" on one line, and focus rings that stand out (3:1)
// on the dark and coloured parts of the shell.

const DELHI = '/tarang-delhi-1';
const VIEWPORTS: ViewportName[] = ['mobile', 'desktop'];

async function checkA11y(session: Session, label: string) {
  await session.settle();
  await expectNoAxeViolations(session.page, { label });
}

/** Chromium's own warnings about preloads ("… was preloaded using link preload but not used …"). */
function preloadWarnings(page: Page) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && /preload/i.test(message.text())) warnings.push(message.text());
  });
  return warnings;
}

/**
 * Each resource the page preloaded (its <link rel="preload">s, as the browser fetched them) and whether the page
 * used it: an image shown by an <img>, a font file whose @font-face the page's text loaded.
 */
function preloadsAndUse(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const faces = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule);
    const shown = new Set([...document.images].map((image) => image.currentSrc));
    return performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'link')
      .map(({ name }) => name)
      .filter((url) => /\.(woff2|webp|png|jpe?g|avif|svg)(\?|$)/.test(url))
      .map((url) => {
        if (!url.endsWith('.woff2')) return { url, used: shown.has(url) };
        const path = new URL(url).pathname;
        const used = faces
          .filter((rule) => rule.style.getPropertyValue('src').includes(path))
          .some((rule) =>
            [...document.fonts].some(
              (face) =>
                face.status === 'loaded' &&
                face.family === rule.style.getPropertyValue('font-family').replaceAll('"', '') &&
                face.unicodeRange === rule.style.getPropertyValue('unicode-range'),
            ),
          );
        return { url, used };
      });
  });
}

/** The fonts the browser drew an element's text with (DevTools' "Rendered fonts"), found at its centre. */
async function renderedFonts(page: Page, target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('the element is not on screen');
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    await cdp.send('DOM.getDocument', { depth: 0 });
    const { backendNodeId } = await cdp.send('DOM.getNodeForLocation', {
      x: Math.round(box.x + box.width / 2),
      y: Math.round(box.y + box.height / 2),
    });
    const {
      nodeIds: [nodeId],
    } = await cdp.send('DOM.pushNodesByBackendIdsToFrontend', { backendNodeIds: [backendNodeId] });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: nodeId ?? 0 });
    return fonts.map((font) => ({ family: font.familyName, web: font.isCustomFont }));
  } finally {
    await cdp.detach();
  }
}

describe.concurrent('fonts and preloads', () => {
  for (const viewport of VIEWPORTS) {
    test(`the text is in the site's font, every preload is used, "हिन्दी" has its glyphs (${viewport})`, async ({
      openPage,
    }) => {
      const session = await openPage({ viewport });
      const { page } = session;
      const warnings = preloadWarnings(page);
      await page.goto(`${DELHI}/home`);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await heading.waitFor();
      await session.settle();

      const preloads = await preloadsAndUse(page);
      expect(
        preloads.some(({ url }) => url.endsWith('.woff2')),
        'the text font is preloaded',
      ).toBe(true);
      expect(preloads.filter(({ used }) => !used).map(({ url }) => url)).toEqual([]);
      // The page's headings and text are drawn in Plus Jakarta Sans, the web font, not the local stand-in.
      expect(await renderedFonts(page, heading)).toEqual([{ family: 'Plus Jakarta Sans', web: true }]);

      // The language switch: in the header's dark strip on a computer, in the menu on a phone.
      if (viewport === 'mobile') {
        await page.getByRole('button', { name: 'Open menu', exact: true }).click();
        await page.getByRole('dialog', { name: 'Menu', exact: true }).waitFor();
        await untilMotionEnds(page);
      }
      const hindi = visible(
        page.getByRole('group', { name: 'Language', exact: true }).getByRole('button', { name: 'हिन्दी' }),
      );
      await hindi.waitFor();
      // This machine has no Devanagari font of its own: the word is drawn with the site's few glyphs, all of them.
      await waitFor(
        () => renderedFonts(page, hindi),
        (fonts) => fonts.length === 1 && fonts[0]?.family === 'Noto Sans Devanagari' && fonts[0].web,
        '"हिन्दी" drawn in the web font made for it',
      );
      // Only that small file, not the whole Devanagari face an English page does not need.
      const devanagariFiles = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map(({ name }) => new URL(name).pathname)
          .filter((path) => /devanagari/.test(path)),
      );
      expect(devanagariFiles).toEqual([
        expect.stringMatching(/noto-sans-devanagari-hindi-label-[\w-]+\.woff2$/),
      ]);
      await checkA11y(session, `home with the language switch on screen (${viewport})`);
      expect(warnings).toEqual([]);
      expectNoIssues(session);
    });
  }
});

describe.concurrent('menus', () => {
  test('the phone menu is opaque from its first frame; its station search has one focus ring', async ({
    openPage,
  }) => {
    const session = await openPage({ viewport: 'mobile' });
    const { page } = session;
    await page.goto(`${DELHI}/home`);
    await session.settle();
    // Every frame while the menu opens: is the page behind it hidden (the menu opaque and over all the screen)?
    await page.evaluate(() => {
      const frames: { opacity: number; background: string; covers: boolean }[] = [];
      (window as unknown as { menuFrames: typeof frames }).menuFrames = frames;
      const sample = () => {
        const menu = [...document.querySelectorAll('[role="dialog"]')].find(
          (dialog) => dialog.getAttribute('aria-labelledby') && dialog.textContent?.startsWith('Menu'),
        );
        if (menu) {
          let opacity = 1;
          for (let node: Element | null = menu; node; node = node.parentElement)
            opacity *= Number(getComputedStyle(node).opacity);
          const box = menu.getBoundingClientRect();
          frames.push({
            opacity,
            background: getComputedStyle(menu).backgroundColor,
            covers: box.top <= 0 && box.left <= 0 && box.right >= innerWidth && box.bottom >= innerHeight,
          });
        }
        if (frames.length < 40) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.getByRole('button', { name: 'Open menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menu', exact: true });
    await menu.waitFor();
    const frames = await waitFor(
      () =>
        page.evaluate(
          () =>
            (window as unknown as { menuFrames: { opacity: number; background: string; covers: boolean }[] })
              .menuFrames,
        ),
      (seen) => seen.length >= 20,
      'twenty frames of the open menu',
    );
    const seeThrough = frames.filter(
      (frame) => frame.opacity < 1 || !frame.covers || !/^rgb\(\d+, \d+, \d+\)$/.test(frame.background),
    );
    expect(seeThrough, 'frames where the page shows through the menu').toEqual([]);
    await untilMotionEnds(page);

    await menu.getByRole('button', { name: 'Station: Tarang Delhi', exact: true }).click();
    await expectOneSearchRing(page);
    await checkA11y(session, 'the station search in the phone menu');
    expectNoIssues(session);
  });

  test('the station search of the header has one focus ring (desktop)', async ({ openPage }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    await page.goto(`${DELHI}/home`);
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Station: Tarang Delhi', exact: true })
      .click();
    await expectOneSearchRing(page);
    await checkA11y(session, 'the station search of the header');
    expectNoIssues(session);
  });
});

/**
 * The search box, focused as the list opens: one ring around it (its own or its box's), never a ring inside a
 * ring; 2 px or more, and 3:1 against what was there.
 */
async function expectOneSearchRing(page: Page) {
  const search = page.getByRole('combobox', { name: 'Search stations', exact: true });
  await search.waitFor();
  await waitFor(
    () => search.evaluate((element) => element === document.activeElement),
    (focused) => focused,
    'the focus in the search box',
  );
  await page.keyboard.type('De');
  await untilMotionEnds(page);
  const rings = await search.evaluate((element) => {
    const found: string[] = [];
    for (
      let node: Element | null = element;
      node && node.getAttribute('role') !== 'dialog';
      node = node.parentElement
    ) {
      const style = getComputedStyle(node);
      if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0)
        found.push(`${node.tagName.toLowerCase()}: ${style.outlineWidth} ${style.outlineStyle}`);
    }
    return found;
  });
  expect(rings).toHaveLength(1);
  expect(Number.parseFloat(rings[0]?.split(': ')[1] ?? '0')).toBeGreaterThanOrEqual(2);
  const indicator = await measureFocusIndicator(page, search);
  expect(indicator.area, JSON.stringify(indicator)).toBeGreaterThanOrEqual(indicator.required);
}

describe.concurrent('the phone bottom bar (390 px)', () => {
  test('its six items each fit on one line inside the screen', async ({ openPage }) => {
    const session = await openPage({ viewport: 'mobile' });
    const { page } = session;
    await page.goto(`${DELHI}/home`);
    const bar = page.getByRole('navigation', { name: 'Quick links', exact: true });
    await bar.waitFor();
    await session.settle();
    const items = await bar
      .getByRole('link')
      .or(bar.getByRole('button'))
      .evaluateAll((elements) =>
        elements.map((element) => {
          // The label's lines: the distinct rows its text is drawn on.
          const rows = new Set<number>();
          const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          for (let node = texts.nextNode(); node; node = texts.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of range.getClientRects()) if (rect.width > 0) rows.add(Math.round(rect.top));
          }
          const box = element.getBoundingClientRect();
          return {
            name: element.textContent,
            labelLines: rows.size,
            inside: box.left >= 0 && box.right <= innerWidth && box.top >= 0 && box.bottom <= innerHeight,
          };
        }),
      );
    expect(items.map(({ name }) => name)).toEqual([
      'Home',
      'Audio',
      'Listen live',
      'Video',
      'RJs',
      'My Tarang',
    ]);
    for (const item of items) expect(item, item.name ?? '').toEqual({ ...item, labelLines: 1, inside: true });
    expectNoIssues(session);
  });
});

describe.concurrent('focus rings on the dark and coloured parts of the shell (3:1, WCAG 2.4.13 and 1.4.11)', () => {
  for (const viewport of VIEWPORTS) {
    test(`the footer's studio-visit card, the footer, the dark strips (${viewport})`, async ({
      openPage,
    }) => {
      const session = await openPage({ viewport });
      const { page } = session;
      await page.goto(`${DELHI}/careers`);
      await session.settle();
      const footer = page.getByRole('contentinfo');
      const controls: [string, Locator][] = [
        ['SEND US REQUEST', footer.getByRole('button', { name: 'SEND US REQUEST', exact: true })],
        ["Let's Collab", footer.getByRole('button', { name: "Let's Collab", exact: true })],
        ['a footer link', footer.getByRole('link', { name: 'Careers', exact: true })],
      ];
      if (viewport === 'mobile') {
        const bar = page.getByRole('navigation', { name: 'Quick links', exact: true });
        controls.push(
          ['the bottom bar\'s "Listen live"', bar.getByRole('button', { name: 'Listen live' })],
          ['the bottom bar\'s "My Tarang"', bar.getByRole('link', { name: 'My Tarang', exact: true })],
        );
      } else {
        const banner = page.getByRole('banner');
        controls.push(
          ['the header strip\'s "Listen live"', banner.getByRole('button', { name: 'Listen live' })],
          ['the header strip\'s "हिन्दी"', banner.getByRole('button', { name: 'हिन्दी' })],
        );
      }
      const measured: Record<string, unknown> = {};
      for (const [name, control] of controls) {
        const indicator = await measureFocusIndicator(page, visible(control));
        measured[name] = indicator;
        expect(indicator.area, `${name}: ${JSON.stringify(indicator)}`).toBeGreaterThanOrEqual(
          indicator.required,
        );
      }
      console.info(`[focus rings, ${viewport}] ${JSON.stringify(measured)}`);
      await checkA11y(session, `careers page (${viewport})`);
      expectNoIssues(session);
    });
  }
});
