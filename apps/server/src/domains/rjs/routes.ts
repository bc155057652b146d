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
import { altOf } from '../../shared/reads';
import type { App } from '../../types';
import { type ProfileItemRow, profileRepository } from './repository';

const tags = ['profile'];

function toProfile(app: App, row: ProfileItemRow): Profile {
  return {
    id: row.id,
    profileId: row.profileId,
    name: row.name,
    urlName: toUrlName(row.name, row.profileId),
    stationId: row.stationId,
    designation: row.designation,
    showTime: row.showTime,
    bio: row.bio,
    profileImageUrl: row.imageFileId,
    image: row.imageKey === null ? null : app.fileUrl(row.imageKey),
    imageAlt: altOf({ altName: row.imageAltName }, row.name),
  };
}

export async function rjRoutes(app: App) {
  const repository = profileRepository(app.db);

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
      const rows = await repository.list(request.query.stationId);
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
      const rows = await repository.byProfileIds(asked);
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
      const row = await repository.find(request.params.profileId);
      if (!row) throw notFound('Profile not found');
      return {
        data: {
          ...toProfile(app, row),
          gallery: row.gallery.map((item) => ({
            id: item.id,
            url: item.fileId,
            // A gallery item is an Image or a Video by its file's MIME type.
            mediaType: item.mimeType.startsWith('video/') ? ('Video' as const) : ('Image' as const),
            mediaUrl: app.fileUrl(item.key),
            mimeType: item.mimeType,
            imageAlt: altOf(item, row.name),
            caption: item.caption,
            width: item.width,
            height: item.height,
          })),
          videos: row.videos.map((video) => ({
            id: video.id,
            title: video.title,
            url: video.fileId,
            videoUrl: app.fileUrl(video.key),
            mimeType: video.mimeType,
            poster: video.posterKey === null ? null : app.fileUrl(video.posterKey),
            duration: video.duration,
          })),
        },
      };
    },
  );
}
