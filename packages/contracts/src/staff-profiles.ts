import { z } from 'zod';
import { inputString } from './input';
import { boolParam, enumParam } from './query';
import { bodyId, optionalTextField, staffListQuery, textField, updateBodyOf } from './staff';

/**
 * The console's RJs (profile service): what the RJ form sends and what the console reads back. An RJ belongs to
 * one station (`profiles.station_id`); the bio is plain text, as the RJ page shows it (never as HTML).
 */

export const PROFILE_TEXT = {
  name: 80,
  designation: 60,
  showTime: 120,
  bio: 3000,
  caption: 300,
  videoTitle: 120,
  galleryItems: 50,
  videos: 20,
} as const;

/** The public id in the RJ's URL (`/rjs/{name}-{profileId}`), as the public reads accept it. */
export const PROFILE_ID_PATTERN = /^[A-Za-z0-9]{1,32}$/;

export const PROFILE_MESSAGES = {
  profileIdTaken: 'This profile id is taken',
  hostsShows: (shows: number) =>
    `This RJ hosts ${shows} ${shows === 1 ? 'show' : 'shows'}: take them off the shows first`,
  namedInRequests: (requests: number) =>
    `${requests} listener ${requests === 1 ? 'request names' : 'requests name'} this RJ and keep it on record, ` +
    'so the RJ cannot be deleted: untick Active to hide the RJ from the site instead',
  stationNotFound: 'Station not found',
  galleryFileKind: 'A gallery item must be an image or a video',
  duplicateGalleryFile: 'This file is already in the gallery',
} as const;

const profileIdField = inputString('Profile id', { error: 'Profile id is required' })
  .trim()
  .min(1, 'Profile id is required')
  .max(32, 'Profile id must be letters and digits only (at most 32)')
  .regex(PROFILE_ID_PATTERN, 'Profile id must be letters and digits only (at most 32)');

/** One picture or clip of the gallery, in the order the form lists them. */
export const profileGalleryInput = z.object({
  fileId: bodyId('fileId'),
  caption: optionalTextField('Caption', PROFILE_TEXT.caption),
});

/** One video of the RJ's videos: the clip and an optional poster image. */
export const profileVideoInput = z.object({
  title: textField('Video title', PROFILE_TEXT.videoTitle),
  videoFileId: bodyId('videoFileId'),
  posterFileId: bodyId('posterFileId').nullable().default(null),
});

const gallery = z
  .array(profileGalleryInput, { error: 'gallery must be a list of files' })
  .max(PROFILE_TEXT.galleryItems, `The gallery can hold at most ${PROFILE_TEXT.galleryItems} items`)
  .superRefine((items, context) => {
    const seen = new Set<number>();
    items.forEach((item, index) => {
      if (seen.has(item.fileId)) {
        context.addIssue({
          code: 'custom',
          message: PROFILE_MESSAGES.duplicateGalleryFile,
          path: [index, 'fileId'],
        });
      }
      seen.add(item.fileId);
    });
  })
  .default([]);

const videos = z
  .array(profileVideoInput, { error: 'videos must be a list of videos' })
  .max(PROFILE_TEXT.videos, `An RJ can have at most ${PROFILE_TEXT.videos} videos`)
  .default([]);

const profileFields = {
  stationId: bodyId('stationId'),
  name: textField('Name', PROFILE_TEXT.name),
  profileId: profileIdField,
  designation: textField('Designation', PROFILE_TEXT.designation).default('RJ'),
  showTime: optionalTextField('Show time', PROFILE_TEXT.showTime),
  /** Plain text: the RJ page shows it as text, so markup would show as typed. */
  bio: optionalTextField('Bio', PROFILE_TEXT.bio),
  profileImageFileId: bodyId('profileImageFileId').nullable().default(null),
  /** Images and videos, in this order; a PATCH with a list replaces the whole gallery. */
  gallery,
  /** In this order; a PATCH with a list replaces all of them. */
  videos,
  /** An inactive RJ is hidden from the listener site (lists, the RJ page, new requests). */
  isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
};

/** POST profile/v1/profile */
export const profileCreateBody = z.object(profileFields);
export type ProfileCreateBody = z.input<typeof profileCreateBody>;

/** PATCH profile/v1/profile/{id}: any of the fields, and the version the form was loaded with. */
export const profileUpdateBody = updateBodyOf(profileFields);
export type ProfileUpdateBody = z.input<typeof profileUpdateBody>;

/** GET profile/v1/staff/profiles: search matches the name or the profile id. */
export const staffProfileQuery = staffListQuery.extend({
  isActive: boolParam('isActive').optional(),
  sort: enumParam('sort', ['name', '-createdAt'] as const).default('name'),
});
export type StaffProfileQuery = z.input<typeof staffProfileQuery>;

/** A row of the console's RJ list. */
export const staffProfileSummary = z.object({
  id: z.number().int(),
  version: z.number().int(),
  profileId: z.string(),
  /** The listener page's path segment: `/rjs/{urlName}`. */
  urlName: z.string(),
  name: z.string(),
  stationId: z.number().int(),
  designation: z.string(),
  showTime: z.string(),
  profileImageFileId: z.number().int().nullable(),
  /** URL of the portrait. */
  profileImage: z.string().nullable(),
  isActive: z.boolean(),
  /** Shows this RJ hosts (any state): while there are some, the RJ cannot be deleted. */
  showCount: z.number().int(),
  createdAt: z.string(),
});
export type StaffProfileSummary = z.infer<typeof staffProfileSummary>;

export const staffProfileGalleryItem = z.object({
  fileId: z.number().int(),
  url: z.string(),
  mediaType: z.enum(['Image', 'Video']),
  mimeType: z.string(),
  caption: z.string(),
});

export const staffProfileVideo = z.object({
  title: z.string(),
  videoFileId: z.number().int(),
  videoUrl: z.string(),
  posterFileId: z.number().int().nullable(),
  posterUrl: z.string().nullable(),
});

/** One RJ as the console's form loads it. */
export const staffProfile = staffProfileSummary.extend({
  bio: z.string(),
  gallery: z.array(staffProfileGalleryItem),
  videos: z.array(staffProfileVideo),
});
export type StaffProfile = z.infer<typeof staffProfile>;
