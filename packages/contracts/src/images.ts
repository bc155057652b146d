/**
 * Responsive images. Every stored image has WebP variants at these widths, written next to it when it is
 * uploaded or seeded: `/media/ab/abcdef….webp` → `/media/ab/abcdef…-w640.webp`. A variant is never wider than
 * its original (a smaller original is re-encoded at its own width under each name), so every name exists.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
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
