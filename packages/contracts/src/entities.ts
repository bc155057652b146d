import { z } from 'zod';
import { MEDIA_TYPES } from './constants';

/**
 * The entities the API returns. File references (`logoUrl`, `thumbnailUrls`, `profileImageUrl`,
 * gallery `url`, video `url`) are file ids: `GET /api/file/v1/file/{id}` gives their metadata. The derived
 * fields (`logo`, `images`, `image`, `mediaUrl`, `videoUrl`, `src`) are ready-to-use URLs of the bytes.
 */

export const list = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int() });
export const one = <T extends z.ZodType>(item: T) => z.object({ data: item });

const url = z.string();
const fileRef = z.number().int();
const isoDate = z.string();

export const fileMeta = z.object({
  id: z.number().int(),
  altName: z.string().nullable(),
  mimeType: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  durationSeconds: z.number().nullable(),
  checksum: z.string(),
  url,
});
export type FileMeta = z.infer<typeof fileMeta>;

export const socialLink = z.object({ platformId: z.number().int(), platformName: z.string(), url });

export const station = z.object({
  id: z.number().int(),
  name: z.string(),
  urlName: z.string(),
  tagline: z.string(),
  frequency: z.string(),
  color: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  logoUrl: fileRef.nullable(),
  logo: url.nullable(),
  logoAlt: z.string(),
  socialMediaLink: z.array(socialLink),
  whatsappChannelUrl: url.nullable(),
  address: z.string(),
  cityDetail: z.object({ cityId: z.number().int(), cityName: z.string() }).nullable(),
  stateDetail: z.object({ stateId: z.number().int(), stateName: z.string() }).nullable(),
  pin: z.string(),
  phoneNumber: z.string(),
  whatsappNumber: z.string(),
  email: z.string(),
});
export type Station = z.infer<typeof station>;

export const nearestStation = station.extend({ distanceKm: z.number() });

export const genre = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type Genre = z.infer<typeof genre>;

export const rjSummary = z.object({
  id: z.number().int(),
  profileId: z.string(),
  name: z.string(),
  image: url.nullable(),
  imageAlt: z.string(),
});

export const mediaItem = z.object({
  id: z.number().int(),
  title: z.string(),
  urlName: z.string(),
  mediaType: z.enum(MEDIA_TYPES),
  description: z.string(),
  stationId: z.number().int().nullable(),
  genre: genre.nullable(),
  isEditorChoice: z.boolean(),
  language: z.string(),
  publishedAt: isoDate,
  thumbnailUrls: z.array(fileRef),
  images: z.array(url),
  imageAlts: z.array(z.string()),
  rjs: z.array(rjSummary),
  episodeCount: z.number().int(),
});
export type MediaItem = z.infer<typeof mediaItem>;

export const episode = z.object({
  id: z.number().int(),
  mediaId: z.number().int(),
  mediaTitle: z.string(),
  title: z.string(),
  description: z.string(),
  episodeNumber: z.number().int().nullable(),
  src: url,
  episodeUrl: url,
  mimeType: z.string(),
  duration: z.number(),
  thumbnail: url.nullable(),
  thumbnailAlt: z.string(),
  publishedAt: isoDate,
  isFavorite: z.boolean(),
});
export type Episode = z.infer<typeof episode>;

/** GET media/v1/episodes: an episode with the media item it belongs to, to link to it and play it. */
export const episodeWithMedia = episode.extend({
  media: z.object({
    id: z.number().int(),
    title: z.string(),
    urlName: z.string(),
    mediaType: z.enum(MEDIA_TYPES),
    image: url.nullable(),
    imageAlt: z.string(),
  }),
});
export type EpisodeWithMedia = z.infer<typeof episodeWithMedia>;

export const galleryItem = z.object({
  id: z.number().int(),
  url: fileRef,
  mediaType: z.enum(['Image', 'Video']),
  mediaUrl: url,
  mimeType: z.string(),
  imageAlt: z.string(),
  caption: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

export const profileVideo = z.object({
  id: z.number().int(),
  title: z.string(),
  url: fileRef,
  videoUrl: url,
  mimeType: z.string(),
  poster: url.nullable(),
  duration: z.number().nullable(),
});

export const profile = z.object({
  id: z.number().int(),
  profileId: z.string(),
  name: z.string(),
  urlName: z.string(),
  stationId: z.number().int(),
  designation: z.string(),
  showTime: z.string(),
  bio: z.string(),
  profileImageUrl: fileRef.nullable(),
  image: url.nullable(),
  imageAlt: z.string(),
});
export type Profile = z.infer<typeof profile>;

export const profileDetail = profile.extend({
  gallery: z.array(galleryItem),
  videos: z.array(profileVideo),
});
export type ProfileDetail = z.infer<typeof profileDetail>;

const imageFields = { imageUrl: fileRef.nullable(), image: url.nullable(), imageAlt: z.string() };

export const banner = z.object({
  id: z.number().int(),
  stationId: z.number().int().nullable(),
  page: z.string(),
  title: z.string(),
  subtitle: z.string(),
  linkUrl: z.string().nullable(),
  ...imageFields,
});

export const event = z.object({
  id: z.number().int(),
  stationId: z.number().int(),
  title: z.string(),
  urlName: z.string(),
  summary: z.string(),
  description: z.string(),
  venue: z.string(),
  address: z.string(),
  startsAt: isoDate,
  endsAt: isoDate,
  registrationUrl: z.string().nullable(),
  ...imageFields,
});

export const redLine = z.object({
  id: z.number().int(),
  stationId: z.number().int().nullable(),
  title: z.string(),
  urlName: z.string(),
  summary: z.string(),
  body: z.string(),
  author: z.string(),
  publishedAt: isoDate,
  ...imageFields,
});

export const contest = z.object({
  id: z.number().int(),
  stationId: z.number().int(),
  title: z.string(),
  urlName: z.string(),
  description: z.string(),
  howToParticipate: z.string(),
  prize: z.string(),
  startsAt: isoDate,
  endsAt: isoDate,
  isOpen: z.boolean(),
  ...imageFields,
});

export const poll = z.object({
  id: z.number().int(),
  stationId: z.number().int(),
  question: z.string(),
  startsAt: isoDate,
  endsAt: isoDate,
  isOpen: z.boolean(),
  totalVotes: z.number().int(),
  options: z.array(z.object({ id: z.number().int(), text: z.string(), votes: z.number().int() })),
  /** The caller's option id; null when anonymous or not voted. */
  myVote: z.number().int().nullable(),
});
export type Poll = z.infer<typeof poll>;

export const stationPage = z.object({
  stationId: z.number().int(),
  page: z.string(),
  title: z.string(),
  body: z.string(),
  updatedAt: isoDate,
});

export const platform = z.object({ id: z.number().int(), name: z.string() });
export const state = z.object({ id: z.number().int(), name: z.string() });
export const city = z.object({ id: z.number().int(), name: z.string(), stateId: z.number().int() });
export const talentHuntCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
});

/** POST customer/v1/talent-hunt/entries answers 201 with the new entry's id. */
export const talentEntryCreated = z.object({ message: z.string(), data: z.object({ id: z.number().int() }) });

/** Public site configuration: brand and the page-head tags (values come from configuration). */
export const siteConfig = z.object({
  brandName: z.string(),
  copyrightYear: z.number().int(),
  adsAccount: z.string().nullable(),
  siteVerification: z.string().nullable(),
  analyticsId: z.string().nullable(),
  supportEmail: z.string().nullable(),
  /** Further settings kept in the database (config table), by key. */
  settings: z.record(z.string(), z.unknown()),
});
export type SiteConfig = z.infer<typeof siteConfig>;

export const apiError = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof apiError>;
