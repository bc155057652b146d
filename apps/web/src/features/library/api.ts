import { queryOptions } from '@tanstack/react-query';
import type { EpisodeWithMedia, FollowedShow, FollowState, ListeningEntry } from '@tarang/contracts';
import { apiGet, apiSend } from '../../shared/api/client';

/**
 * My Tarang's reads, per signed-in user (the user id is in every key, so another account never sees the
 * last one's lists). Episode lists start with 'episodes' so a favourite toggled anywhere is patched in them too.
 */
export const libraryKey = (userId: number) => ['library', userId] as const;

const fresh = { staleTime: 0 } as const;

export const continueListeningQuery = (userId: number) =>
  queryOptions({
    queryKey: [...libraryKey(userId), 'continue'],
    queryFn: ({ signal }) =>
      apiGet<{ data: ListeningEntry[] }>('library/v1/positions', undefined, signal).then((r) => r.data),
    ...fresh,
  });

export const recentlyPlayedQuery = (userId: number) =>
  queryOptions({
    queryKey: [...libraryKey(userId), 'recent'],
    queryFn: ({ signal }) =>
      apiGet<{ data: ListeningEntry[] }>('library/v1/recent', undefined, signal).then((r) => r.data),
    ...fresh,
  });

export const favouritesQuery = (userId: number) =>
  queryOptions({
    queryKey: ['episodes', 'library', userId, 'favourites'],
    queryFn: ({ signal }) =>
      apiGet<{ data: EpisodeWithMedia[] }>('library/v1/favourites', undefined, signal).then((r) => r.data),
    ...fresh,
  });

export const followedShowsQuery = (userId: number) =>
  queryOptions({
    queryKey: [...libraryKey(userId), 'follows'],
    queryFn: ({ signal }) =>
      apiGet<{ data: FollowedShow[] }>('library/v1/follows', undefined, signal).then((r) => r.data),
    ...fresh,
  });

export const newFromFollowedQuery = (userId: number) =>
  queryOptions({
    queryKey: ['episodes', 'library', userId, 'new-from-followed'],
    queryFn: ({ signal }) =>
      apiGet<{ data: EpisodeWithMedia[] }>('library/v1/new-episodes', undefined, signal).then((r) => r.data),
  });

export const followStateQuery = (userId: number, mediaId: number) =>
  queryOptions({
    queryKey: [...libraryKey(userId), 'follow', mediaId],
    queryFn: ({ signal }) =>
      apiGet<{ data: FollowState }>(`library/v1/follows/${mediaId}`, undefined, signal).then(
        (r) => r.data.following,
      ),
  });

export const setFollowing = (mediaId: number, following: boolean) =>
  apiSend<{ data: FollowState }>(following ? 'PUT' : 'DELETE', `library/v1/follows/${mediaId}`).then(
    (r) => r.data.following,
  );
