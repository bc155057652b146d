import { queryOptions } from '@tanstack/react-query';
import { library } from '@tarang/contracts/endpoints';
import { call } from '../../shared/api/call';

/**
 * My Tarang's reads, per signed-in user (the user id is in every key, so another account never sees the
 * last one's lists). Episode lists start with 'episodes' so a favourite toggled anywhere is patched in them too.
 */
export const libraryKey = (userId: number) => ['library', userId] as const;

const fresh = { staleTime: 0 } as const;

export const continueListeningQuery = (userId: number) =>
  queryOptions({
    queryKey: [...libraryKey(userId), 'continue'],
    queryFn: ({ signal }) => call(library.positions, { signal }).then((r) => r.data),
    ...fresh,
  });

export const recentlyPlayedQuery = (userId: number) =>
  queryOptions({
    queryKey: [...libraryKey(userId), 'recent'],
    queryFn: ({ signal }) => call(library.recent, { signal }).then((r) => r.data),
    ...fresh,
  });

export const favouritesQuery = (userId: number) =>
  queryOptions({
    queryKey: ['episodes', 'library', userId, 'favourites'],
    queryFn: ({ signal }) => call(library.favourites, { signal }).then((r) => r.data),
    ...fresh,
  });

export const followedShowsQuery = (userId: number) =>
  queryOptions({
    queryKey: [...libraryKey(userId), 'follows'],
    queryFn: ({ signal }) => call(library.follows, { signal }).then((r) => r.data),
    ...fresh,
  });

export const newFromFollowedQuery = (userId: number) =>
  queryOptions({
    queryKey: ['episodes', 'library', userId, 'new-from-followed'],
    queryFn: ({ signal }) => call(library.newEpisodes, { signal }).then((r) => r.data),
  });

export const followStateQuery = (userId: number, mediaId: number) =>
  queryOptions({
    queryKey: [...libraryKey(userId), 'follow', mediaId],
    queryFn: ({ signal }) =>
      call(library.followState, { params: { mediaId }, signal }).then((r) => r.data.following),
  });

export const setFollowing = (mediaId: number, following: boolean) =>
  call(following ? library.follow : library.unfollow, { params: { mediaId } }).then((r) => r.data.following);
