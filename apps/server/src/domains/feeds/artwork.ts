import { imageJobs, MAX_IMAGE_PIXELS } from '../../media/image-variants';
import { loadSharp } from '../../media/sharp';
import type { Storage } from '../../storage';

/**
 * Podcast artwork: Apple wants a square JPEG or PNG of 1400–3000 px in RGB, and our artwork is WebP at any size.
 * Each stored image gets a 1400 × 1400 JPEG beside it, `ab/<sha256>-podcast1400.jpg`, made on the first feed
 * that needs it and kept (like the responsive WebP variants of files/variants.ts): its URL is as stable and
 * cacheable as the original's, served by /media.
 */
export const PODCAST_ART_SIZE = 1400;
const JPEG = { quality: 86, mozjpeg: true, chromaSubsampling: '4:2:0' } as const;

export const podcastArtKey = (key: string) =>
  `${key.replace(/\.[a-z0-9]+$/i, '')}-podcast${PODCAST_ART_SIZE}.jpg`;

/** Jobs under way, so two feeds read at once encode an image once. */
const pending = new Map<string, Promise<string>>();

/**
 * The storage key of the podcast JPEG of a stored image, made when missing: cropped to the centre square,
 * scaled (up, if need be) to 1400 px, transparency flattened on white, in sRGB without an alpha channel.
 */
export function ensurePodcastArt(storage: Storage, key: string): Promise<string> {
  const target = podcastArtKey(key);
  const running = pending.get(target);
  if (running) return running;
  const job = (async () => {
    if (await storage.has(target)) return target;
    const sharp = await loadSharp();
    const bytes = await imageJobs.run(() =>
      sharp(storage.pathOf(key), { failOn: 'none', limitInputPixels: MAX_IMAGE_PIXELS })
        .autoOrient()
        .resize(PODCAST_ART_SIZE, PODCAST_ART_SIZE, { fit: 'cover', position: 'centre' })
        .flatten({ background: '#ffffff' })
        .toColourspace('srgb')
        .jpeg(JPEG)
        .toBuffer(),
    );
    await storage.putAt(target, bytes);
    return target;
  })().finally(() => pending.delete(target));
  pending.set(target, job);
  return job;
}
