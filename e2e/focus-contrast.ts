import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { untilMotionEnds } from './browser';

// Two measures of a focus indicator (WCAG 2.2 asks for 3:1 in both): how the ring stands against the colours
// beside it, read from its computed style (focusIndicatorContrast), and how much of the screen changes when the
// control takes focus, read from pixels (measureFocusIndicator).

/** How visible a focused element's focus indicator is (WCAG 2.2: 1.4.11 and 2.4.13 ask for 3:1). */
export type FocusContrast = {
  /** The lowest contrast ratio of the indicator against a colour beside it, two decimals. */
  ratio: number;
  /** What draws it: the outline, else a ring of box-shadow (spread, inset or not); 'none' gives ratio 1. */
  kind: 'outline' | 'box-shadow' | 'none';
  /** The indicator's colour and the colours it was measured against, as rgb(…). */
  indicator: string;
  against: string[];
};

/**
 * The contrast of the focus indicator of the element `locator` points at, as it is drawn now: focus it first,
 * by keyboard (Tab, arrows), so that :focus-visible and menus' highlighted rows apply.
 *
 * The indicator is the element's outline, else its box-shadow ring. The colours beside it are the background
 * around the element (its parent's, painted over everything behind it) unless an outline is drawn wholly inside
 * the element, and the element's own unless an outline stands off it (outline-offset > 0). Translucent colours are
 * composited over what lies behind; a gradient counts with each of its colour stops, so the lowest is the one
 * reported. Every CSS colour syntax the browser knows (color-mix(), color(), oklch()…) is read by painting it
 * on a canvas. Images and text behind the element are not seen.
 */
export function focusIndicatorContrast(locator: Locator): Promise<FocusContrast> {
  return locator.evaluate((element) => {
    type Rgba = [number, number, number, number];
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no canvas');
    /** A CSS colour as sRGB bytes and alpha, or null when `text` is not a colour (the canvas keeps the last). */
    const parse = (text: string): Rgba | null => {
      context.fillStyle = '#010203';
      const unset = context.fillStyle;
      context.fillStyle = text.trim();
      if (context.fillStyle === unset) return null;
      context.clearRect(0, 0, 1, 1);
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const mix = (t: number, b: number) => t * top[3] + b * (1 - top[3]);
      return [mix(top[0], bottom[0]), mix(top[1], bottom[1]), mix(top[2], bottom[2]), 1];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const s = value / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (a: Rgba, b: Rgba) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    const css = ([r, g, b]: Rgba) => `rgb(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)})`;
    /** The comma-separated parts of a value, commas inside parentheses kept (gradients, shadows). */
    const parts = (value: string) => {
      const found: string[] = [];
      let depth = 0;
      let start = 0;
      for (let index = 0; index < value.length; index++) {
        const char = value[index];
        if (char === '(') depth++;
        else if (char === ')') depth--;
        else if (char === ',' && depth === 0) {
          found.push(value.slice(start, index));
          start = index + 1;
        }
      }
      found.push(value.slice(start));
      return found.map((part) => part.trim()).filter(Boolean);
    };
    /** The colour stops of the gradients in a background-image. */
    const stops = (image: string): Rgba[] => {
      const colours: Rgba[] = [];
      for (const layer of image === 'none' ? [] : parts(image))
        for (const part of parts(layer.match(/gradient\((.*)\)$/)?.[1] ?? '')) {
          // A stop is a colour and up to two positions: "rgb(…) 62%".
          const colour = parse(part.replace(/(\s+-?[\d.]+(%|px|em|rem|deg)?)+$/, ''));
          if (colour) colours.push(colour);
        }
      return colours;
    };
    /** What lies behind the inside of `node`: every combination of its and its ancestors' backgrounds. */
    const backgrounds = (node: Element): Rgba[] => {
      const chain: Element[] = [];
      for (let at: Element | null = node; at; at = at.parentElement) chain.unshift(at);
      let candidates: Rgba[] = [[255, 255, 255, 1]];
      for (const layer of chain) {
        const style = getComputedStyle(layer);
        const colour = parse(style.backgroundColor) ?? [0, 0, 0, 0];
        const gradient = stops(style.backgroundImage);
        const next = new Map<string, Rgba>();
        for (const below of candidates) {
          const painted = over(colour, below);
          for (const top of gradient.length ? gradient : [null])
            next.set(css(top ? over(top, painted) : painted), top ? over(top, painted) : painted);
        }
        candidates = [...next.values()];
      }
      return candidates;
    };

    const style = getComputedStyle(element);
    let kind: FocusContrast['kind'] = 'none';
    let colour: Rgba | null = null;
    // Which side of the ring touches what: an outline off the element has the parent's background on both
    // sides, one drawn wholly inside it (offset at most minus its width) the element's own.
    let outside = true;
    let inside = true;
    if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) {
      kind = 'outline';
      colour = parse(style.outlineColor);
      const offset = Number.parseFloat(style.outlineOffset);
      inside = offset <= 0;
      outside = offset > -Number.parseFloat(style.outlineWidth);
    } else if (style.boxShadow !== 'none') {
      // A ring: a shadow with a spread and no blur ("rgb(…) 0px 0px 0px 2px inset").
      for (const shadow of parts(style.boxShadow)) {
        const lengths = shadow.match(/-?[\d.]+px/g)?.map(Number.parseFloat) ?? [];
        const ring = lengths.length >= 4 && (lengths[2] ?? 0) === 0 && (lengths[3] ?? 0) > 0;
        const found = ring ? parse(shadow.replace(/-?[\d.]+px|inset/g, '')) : null;
        if (found) {
          kind = 'box-shadow';
          colour = found;
          break;
        }
      }
    }
    const beside = [
      ...(outside && element.parentElement ? backgrounds(element.parentElement) : []),
      ...(inside ? backgrounds(element) : []),
    ];
    if (!colour || kind === 'none')
      return { ratio: 1, kind: 'none' as const, indicator: '', against: beside.map(css) };
    const indicator = colour;
    const ratios = beside.map((background) => contrast(over(indicator, background), background));
    return {
      ratio: Math.floor(Math.min(...ratios) * 100) / 100,
      kind,
      indicator: css(over(indicator, beside[0] ?? [255, 255, 255, 1])),
      against: beside.map(css),
    };
  });
}

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
