import {
  list,
  one,
  type Profile,
  profile,
  profileDetail,
  profileIdsQuery,
  profileListQuery,
  profilePath,
  toUrlName,
} from '@tarang/contracts';
import { notFound } from '../../errors';
import type { App } from '../../types';
import { altOf, cachePublicReads, fileLink } from '../shared';
import { findProfile, listProfiles, listProfilesById, type ProfileRow } from './repository';
import { staffProfileRoutes } from './staff-profiles';

const tags = ['profile'];

function toProfile(app: App, row: ProfileRow): Profile {
  const portrait = fileLink(app, row.image, row.name);
  return {
    id: row.id,
    profileId: row.profileId,
    name: row.name,
    urlName: toUrlName(row.name, row.profileId),
    stationId: row.stationId,
    designation: row.designation,
    showTime: row.showTime,
    bio: row.bio,
    profileImageUrl: portrait.id,
    image: portrait.url,
    imageAlt: portrait.alt,
  };
}

export async function profileRoutes(app: App) {
  cachePublicReads(app);
  await app.register(staffProfileRoutes);

  app.get(
    '/profile',
    {
      schema: {
        tags,
        summary: 'RJ profiles, of one station when stationId is given',
        querystring: profileListQuery,
        response: { 200: list(profile) },
      },
    },
    async (request) => {
      const rows = await listProfiles(app.db, request.query.stationId);
      return { data: rows.map((row) => toProfile(app, row)), total: rows.length };
    },
  );

  app.get(
    '/profile/profiles',
    {
      schema: {
        tags,
        summary: 'RJ profiles by profileIds (comma-separated), in the order asked for',
        querystring: profileIdsQuery,
        response: { 200: list(profile) },
      },
    },
    async (request) => {
      const asked = request.query.profileIds;
      const rows = await listProfilesById(app.db, asked);
      const byId = new Map(rows.map((row) => [row.profileId, row]));
      const data = asked.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toProfile(app, row)] : [];
      });
      return { data, total: data.length };
    },
  );

  app.get(
    '/profile/:profileId',
    {
      schema: {
        tags,
        summary: 'One RJ profile with gallery and videos',
        params: profilePath,
        response: { 200: one(profileDetail) },
      },
    },
    async (request) => {
      const row = await findProfile(app.db, request.params.profileId);
      if (!row) throw notFound('Profile not found');
      return {
        data: {
          ...toProfile(app, row),
          gallery: row.gallery.map((item) => ({
            id: item.id,
            url: item.fileId,
            // SPEC: a gallery item is an Image or a Video by its file's MIME type.
            mediaType: item.file.mimeType.startsWith('video/') ? ('Video' as const) : ('Image' as const),
            mediaUrl: app.fileUrl(item.file.storageKey),
            mimeType: item.file.mimeType,
            imageAlt: altOf(item.file, row.name),
            caption: item.caption,
            width: item.file.width,
            height: item.file.height,
          })),
          videos: row.videos.map((video) => ({
            id: video.id,
            title: video.title,
            url: video.videoFileId,
            videoUrl: app.fileUrl(video.video.storageKey),
            mimeType: video.video.mimeType,
            poster: video.poster ? app.fileUrl(video.poster.storageKey) : null,
            duration: video.video.durationSeconds,
          })),
        },
      };
    },
  );
}
