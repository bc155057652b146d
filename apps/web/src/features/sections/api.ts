import { queryOptions } from '@tanstack/react-query';
import type { Episode, MediaItem, MediaType, ProfileDetail } from '@tarang/contracts';
import { apiGet } from '../../shared/api/client';
import { intlLocale } from '../../shared/i18n';

type List<T> = { data: T[]; total: number };
type One<T> = { data: T };
type WithImage = { imageUrl: number | null; image: string | null; imageAlt: string };

export type EventItem = WithImage & {
  id: number;
  title: string;
  urlName: string;
  summary: string;
  description: string;
  venue: string;
  address: string;
  startsAt: string;
  endsAt: string;
  registrationUrl: string | null;
};
export type RedLineItem = WithImage & {
  id: number;
  title: string;
  urlName: string;
  summary: string;
  body: string;
  author: string;
  publishedAt: string;
};
export type Category = { id: number; name: string; description: string };

const minutes = (n: number) => n * 60_000;

export const mediaListQuery = (stationId: number, mediaType?: MediaType, pageSize = 24) =>
  queryOptions({
    queryKey: ['media', stationId, mediaType ?? 'all', pageSize],
    queryFn: ({ signal }) =>
      apiGet<List<MediaItem>>('media/v1/media', { stationId, mediaType, pageSize }, signal),
    staleTime: minutes(5),
  });

export const mediaQuery = (id: number) =>
  queryOptions({
    queryKey: ['media-item', id],
    queryFn: ({ signal }) =>
      apiGet<One<MediaItem>>(`media/v1/media/${id}`, undefined, signal).then((r) => r.data),
    staleTime: minutes(5),
    retry: false,
  });

export const episodesQuery = (mediaId: number) =>
  queryOptions({
    queryKey: ['episodes', mediaId],
    queryFn: ({ signal }) =>
      apiGet<List<Episode>>(`media/v1/media/${mediaId}/episodes`, { pageSize: 50 }, signal),
    staleTime: minutes(5),
  });

export const rjQuery = (profileId: string) =>
  queryOptions({
    queryKey: ['rj', profileId],
    queryFn: ({ signal }) =>
      apiGet<One<ProfileDetail>>(`profile/v1/profile/${profileId}`, undefined, signal).then((r) => r.data),
    staleTime: minutes(10),
    retry: false,
  });

export const eventsQuery = (stationId: number, when: 'upcoming' | 'past') =>
  queryOptions({
    queryKey: ['events', stationId, when],
    queryFn: ({ signal }) =>
      apiGet<List<EventItem>>('event/v1/event', { stationId, when, pageSize: 24 }, signal),
    staleTime: minutes(5),
  });

export const eventQuery = (id: number) =>
  queryOptions({
    queryKey: ['event', id],
    queryFn: ({ signal }) =>
      apiGet<One<EventItem>>(`event/v1/event/${id}`, undefined, signal).then((r) => r.data),
    retry: false,
  });

export const redLinesQuery = (stationId: number) =>
  queryOptions({
    queryKey: ['redlines', stationId],
    queryFn: ({ signal }) =>
      apiGet<List<RedLineItem>>('content/v1/redline', { stationId, pageSize: 24 }, signal),
    staleTime: minutes(5),
  });

export const redLineQuery = (id: number) =>
  queryOptions({
    queryKey: ['redline', id],
    queryFn: ({ signal }) =>
      apiGet<One<RedLineItem>>(`content/v1/redline/${id}`, undefined, signal).then((r) => r.data),
    retry: false,
  });

export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['talent-hunt-categories'],
    queryFn: ({ signal }) => apiGet<List<Category>>('master/v1/talent-hunt-category', undefined, signal),
    staleTime: minutes(60),
  });

export const formatDate = (iso: string, withTime = false) =>
  new Date(iso).toLocaleString(intlLocale(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
    timeZone: 'Asia/Kolkata',
  });

export const formatDuration = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
