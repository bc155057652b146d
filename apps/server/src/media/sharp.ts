import type Sharp from 'sharp';

/**
 * sharp (libvips), loaded on the first image job rather than at start: it holds ~20 MiB of resident memory
 * (measured: a bare Node 39 MiB, with sharp required 58 MiB), and most instances of a running network make no
 * image between restarts (the variants are made at upload and kept).
 *
 * Settings, measured with `npm run bench:images` (8 uploads at once of 6000 × 4000 progressive JPEGs, 2 cores):
 * peak RSS ~820 MB with the libvips operation cache off, ~1030 MB with it on, in the same time. The cache keeps
 * decoded images and nothing here reads one twice, so it is off. 1 or 2 libvips threads per image: same time
 * (3.2 s, 3.1 s), same memory; so 1, the default on glibc Linux already, and now on musl and macOS too.
 */
let loading: Promise<typeof Sharp> | undefined;

export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}
