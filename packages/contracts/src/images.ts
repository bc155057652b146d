/**
 * Responsive images. Every stored image has WebP variants at these widths, written next to it when it is
 * uploaded or seeded: `/media/ab/abcdef….webp` → `/media/ab/abcdef…-w640.webp`. A variant is never wider than
 * its original (a smaller original is re-encoded at its own width under each name), so every name exists.
 * The smallest, 200, is for logos and thumbnails of 96 px and less on a phone's screen: a station's 92 px logo
 * is 6–7 kB at that width, 11–17 kB at the next.
 */
export const IMAGE_WIDTHS = [200, 320, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

const STORED = /\/media\/[0-9a-f]{2}\/[0-9a-f]{64}\.[a-z0-9]+$/i;

/** True for a URL of an image in our media store (the ones that have variants). */
export const hasVariants = (url: string) => STORED.test(url);

/** The URL of one width of a stored image. */
export const imageVariantUrl = (url: string, width: ImageWidth) =>
  url.replace(/\.[a-z0-9]+$/i, `-w${width}.webp`);

/** `srcset` for a stored image, or undefined for any other URL. */
export function imageSrcSet(url: string): string | undefined {
  if (!hasVariants(url)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${imageVariantUrl(url, width)} ${width}w`).join(', ');
}
