import { pageTitle } from '@tarang/contracts';
import type { OverlayOptions } from 'sharp';
import { imageJobs, MAX_IMAGE_PIXELS } from '../../../media/image-variants';
import { loadSharp } from '../../../media/sharp';
import type { Storage } from '../../../storage';
import { ART, LOGO_PLATE, overlaySvg } from './draw';
import type { PreviewInputs } from './inputs';

/** WhatsApp shows no preview for a larger image; the other sites take it at once. */
export const MAX_PREVIEW_BYTES = 300 * 1024;
/** Tried in turn until the JPEG is small enough (busy artwork needs the lower ones). */
const QUALITIES = [82, 72, 62, 50, 40];

const INPUT = { failOn: 'none', limitInputPixels: MAX_IMAGE_PIXELS } as const;
const CLEAR = { r: 255, g: 255, b: 255, alpha: 0 };

/** The artwork cut to a square with rounded corners; null when its bytes are missing or unreadable. */
async function artwork(storage: Storage, key: string): Promise<Buffer | null> {
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ART.size}" height="${ART.size}"><rect width="${ART.size}" height="${ART.size}" rx="${ART.radius}" fill="#fff"/></svg>`,
  );
  try {
    const sharp = await loadSharp();
    return await sharp(storage.pathOf(key), INPUT)
      .autoOrient()
      .resize(ART.size, ART.size, { fit: 'cover', position: 'centre' })
      .composite([{ input: mask, blend: 'dest-in' }])
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

/** The logo fitted into a box, its transparency kept; null when it cannot be read. */
async function logo(storage: Storage, key: string, width: number, height: number): Promise<Buffer | null> {
  try {
    const sharp = await loadSharp();
    return await sharp(storage.pathOf(key), INPUT)
      .autoOrient()
      .resize(width, height, { fit: 'contain', background: CLEAR })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * A 1200 × 630 JPEG under 300 kB: the item's artwork on the right (or, without artwork, the station's logo on a
 * white square), the label, title and station on its brand colour at the left, the logo above them.
 */
export function renderPreview(storage: Storage, inputs: PreviewInputs): Promise<Buffer> {
  return imageJobs.run(async () => {
    const { brand } = inputs;
    const art = inputs.artworkKey ? await artwork(storage, inputs.artworkKey) : null;
    // Beside artwork the logo sits on its small plate; without, it fills the white square.
    const box = art
      ? {
          left: LOGO_PLATE.left + LOGO_PLATE.inset,
          top: LOGO_PLATE.top + LOGO_PLATE.inset,
          width: LOGO_PLATE.width - 2 * LOGO_PLATE.inset,
          height: LOGO_PLATE.height - 2 * LOGO_PLATE.inset,
        }
      : { left: ART.left + 64, top: ART.top + 64, width: ART.size - 128, height: ART.size - 128 };
    const logoImage = brand.logoKey ? await logo(storage, brand.logoKey, box.width, box.height) : null;
    const overlay = overlaySvg({
      title: inputs.title,
      label: inputs.label,
      // A station's own image has its name as the title already.
      foot: inputs.kind === 'station' ? brand.frequency : pageTitle(brand.name, brand.frequency),
      color: brand.color,
      brandSquare: art ? null : { text: logoImage ? null : brand.name },
      logoPlate: Boolean(art && logoImage),
    });
    const layers: OverlayOptions[] = [];
    if (art) layers.push({ input: art, left: ART.left, top: ART.top });
    if (logoImage) layers.push({ input: logoImage, left: box.left, top: box.top });
    const sharp = await loadSharp();
    const drawn = await sharp(overlay).composite(layers).flatten({ background: '#ffffff' }).png().toBuffer();
    let bytes = Buffer.alloc(0);
    for (const quality of QUALITIES) {
      bytes = await sharp(drawn)
        .toColourspace('srgb')
        .jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' })
        .toBuffer();
      if (bytes.length <= MAX_PREVIEW_BYTES) break;
    }
    return bytes;
  });
}
