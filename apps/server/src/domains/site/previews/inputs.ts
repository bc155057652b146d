import { createHash } from 'node:crypto';
import { pageTitle } from '@tarang/contracts';
import type { EventRow } from '../../events/repository';
import type { RedLineRow } from '../../redlines/repository';
import type { findProfile } from '../../rjs/repository';
import type { EpisodeRow, MediaRow } from '../../shows/repository';
import type { StationWithDetails } from '../../stations/repository';

/**
 * A share image (GET /og/{kind}/{id}.jpg) is drawn from these inputs alone, so their hash names it: the same
 * inputs give the same file, and an edit (a new title, new artwork: storage keys are content hashes) gives a
 * new hash, a new file and a new `?v=` in the page's og:image, which makes link previews fetch it again.
 * The page heads (pages/) and the image route build the inputs with the same functions below.
 */

export const PREVIEW_KINDS = ['station', 'show', 'episode', 'rj', 'event', 'redline'] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

/** Open Graph's recommended size (Facebook, LinkedIn, WhatsApp; X's summary_large_image crops it to 1.91:1). */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** Whose colours, logo and name the image carries: a station's, or the network's for network-wide items. */
export type PreviewBrand = { name: string; frequency: string; color: string; logoKey: string | null };

export type PreviewInputs = {
  kind: PreviewKind;
  /** The id in the image's URL: a number, or an RJ's profileId. */
  id: string;
  title: string;
  /** The line above the title: what the item is ('Podcast', the show of an episode, an event's date). */
  label: string;
  brand: PreviewBrand;
  /** The storage key of the item's artwork; null draws the brand alone. */
  artworkKey: string | null;
};

/** Bump when the drawing changes (render.ts, draw.ts): every image gets a new hash and is drawn again. */
const DRAWING = 'og-1';

/** The network's colour where no station's applies (the site's theme colour). */
export const NETWORK_COLOR = '#14121f';

export const previewHash = (inputs: PreviewInputs) =>
  createHash('sha256').update(DRAWING).update(JSON.stringify(inputs)).digest('hex').slice(0, 32);

/** The image's address (site-relative), its version the first characters of the hash. */
export const previewPath = (inputs: PreviewInputs) =>
  `/og/${inputs.kind}/${inputs.id}.jpg?v=${previewHash(inputs).slice(0, 12)}`;

/** What the image shows, in words (og:image:alt). */
export const previewAlt = (inputs: PreviewInputs) => {
  const onAir = `${inputs.brand.name} ${inputs.brand.frequency}`.trim();
  // A station's own image has its name as the title.
  return inputs.kind === 'station'
    ? pageTitle(onAir, inputs.label)
    : pageTitle(inputs.title, inputs.label, onAir);
};

export function stationBrand(station: StationWithDetails): PreviewBrand {
  return {
    name: station.name,
    frequency: station.frequency,
    color: station.color,
    logoKey: station.logo?.storageKey ?? null,
  };
}

export const networkBrand = (brandName: string): PreviewBrand => ({
  name: brandName,
  frequency: '',
  color: NETWORK_COLOR,
  logoKey: null,
});

/** A station's own image (its home and list pages); id 0 is the network's (an unknown station's 404 page). */
export function stationPreview(station: StationWithDetails): PreviewInputs {
  return {
    kind: 'station',
    id: String(station.id),
    title: station.name,
    label: station.tagline || station.frequency,
    brand: stationBrand(station),
    artworkKey: null,
  };
}

export function networkPreview(brandName: string): PreviewInputs {
  return {
    kind: 'station',
    id: '0',
    title: brandName,
    label: 'City radio, shows and podcasts',
    brand: networkBrand(brandName),
    artworkKey: null,
  };
}

const SHOW_KINDS: Record<string, string> = {
  AudioShow: 'Radio show',
  Podcast: 'Podcast',
  Video: 'Video series',
};

export const showKind = (mediaType: string) => SHOW_KINDS[mediaType] ?? 'Show';

type ShowFields = Pick<MediaRow, 'id' | 'title' | 'mediaType' | 'genre'> & {
  images: { file: { storageKey: string } }[];
};

export function showPreview(show: ShowFields, brand: PreviewBrand): PreviewInputs {
  return {
    kind: 'show',
    id: String(show.id),
    title: show.title,
    label: pageTitle(showKind(show.mediaType), show.genre?.name),
    brand,
    artworkKey: show.images[0]?.file.storageKey ?? null,
  };
}

export function episodePreview(
  episode: Pick<EpisodeRow, 'id' | 'title' | 'thumbnail'>,
  show: ShowFields,
  brand: PreviewBrand,
): PreviewInputs {
  return {
    kind: 'episode',
    id: String(episode.id),
    title: episode.title,
    label: show.title,
    brand,
    // An episode without its own image shows its show's first image.
    artworkKey: episode.thumbnail?.storageKey ?? show.images[0]?.file.storageKey ?? null,
  };
}

type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

export function rjPreview(
  profile: Pick<ProfileRow, 'profileId' | 'name' | 'designation' | 'image'>,
  brand: PreviewBrand,
): PreviewInputs {
  return {
    kind: 'rj',
    id: profile.profileId,
    title: profile.name,
    label: profile.designation,
    brand,
    artworkKey: profile.image?.storageKey ?? null,
  };
}

/** An event's day and start time as India reads it, e.g. 'Sat, 7 Dec 2026, 11:00 am'. */
export const eventWhen = (startsAt: Date) =>
  startsAt.toLocaleString('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });

export function eventPreview(
  event: Pick<EventRow, 'id' | 'title' | 'startsAt' | 'venue' | 'image'>,
  brand: PreviewBrand,
): PreviewInputs {
  return {
    kind: 'event',
    id: String(event.id),
    title: event.title,
    label: pageTitle(eventWhen(event.startsAt), event.venue),
    brand,
    artworkKey: event.image?.storageKey ?? null,
  };
}

export function redLinePreview(
  article: Pick<RedLineRow, 'id' | 'title' | 'image'>,
  brand: PreviewBrand,
): PreviewInputs {
  return {
    kind: 'redline',
    id: String(article.id),
    title: article.title,
    label: 'Red Lines News',
    brand,
    artworkKey: article.image?.storageKey ?? null,
  };
}
