import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { untilMotionEnds } from './browser';

// The focus indicator as the screen shows it, measured the way WCAG 2.4.13 (and 1.4.11 for the indicator
// against what surrounds it) measures it: the pixels that change when a control takes keyboard focus, each
// compared, focused against unfocused. Works for any kind of indicator (outline, box-shadow, a border that
// changes colour), on any background (a gradient, a photo), because it reads pixels, not styles.

type Rgb = readonly [number, number, number];

/** WCAG 2 relative luminance of an sRGB colour with 0–255 channels. */
export function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export type FocusIndicator = {
  /** CSS pixels whose colour changes by at least `ratio` (default 3:1) when the control takes focus. */
  area: number;
  /** What WCAG 2.4.13 asks for: the area of a 2 CSS px thick perimeter of the unfocused control. */
  required: number;
  /** The largest contrast between focused and unfocused of any pixel (what the eye finds the ring by). */
  best: number;
};

async function pixels(page: Page, clip: { x: number; y: number; width: number; height: number }) {
  const png = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, scale: info.width / clip.width };
}

/**
 * Focuses `target` as the keyboard would (so :focus-visible applies), screenshots it and its surroundings
 * (`margin` px each side), unfocuses it and screenshots again, and compares the two pixel by pixel.
 */
export async function measureFocusIndicator(
  page: Page,
  target: Locator,
  { ratio = 3, margin = 10 } = {},
): Promise<FocusIndicator> {
  await target.scrollIntoViewIfNeeded();
  // A key press first: Chromium then treats a scripted focus as keyboard focus, as after a Tab.
  await page.keyboard.press('Shift');
  await target.focus();
  if (!(await target.evaluate((element) => element.matches(':focus-visible'))))
    throw new Error('the control did not take keyboard focus (:focus-visible)');
  await untilMotionEnds(page);
  const box = await target.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('the control is not on screen');
  const x = Math.max(0, Math.floor(box.x - margin));
  const y = Math.max(0, Math.floor(box.y - margin));
  const clip = {
    x,
    y,
    width: Math.min(viewport.width, Math.ceil(box.x + box.width + margin)) - x,
    height: Math.min(viewport.height, Math.ceil(box.y + box.height + margin)) - y,
  };
  const focused = await pixels(page, clip);
  await target.evaluate((element) => (element as HTMLElement).blur());
  await untilMotionEnds(page);
  const unfocused = await pixels(page, clip);

  let changed = 0;
  let best = 1;
  for (let index = 0; index + 2 < focused.data.length; index += 3) {
    const before: Rgb = [
      unfocused.data[index] ?? 0,
      unfocused.data[index + 1] ?? 0,
      unfocused.data[index + 2] ?? 0,
    ];
    const after: Rgb = [focused.data[index] ?? 0, focused.data[index + 1] ?? 0, focused.data[index + 2] ?? 0];
    const contrast = contrastRatio(before, after);
    if (contrast > best) best = contrast;
    if (contrast >= ratio) changed += 1;
  }
  return {
    area: changed / focused.scale ** 2,
    required: 2 * 2 * (box.width + box.height),
    best: Math.round(best * 100) / 100,
  };
}
