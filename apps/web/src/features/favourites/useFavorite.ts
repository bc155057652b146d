import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { favourites } from '@tarang/contracts/endpoints';
import { useEffect, useState } from 'react';
import { call } from '../../shared/api/call';
import { useAuthDialog } from '../../shared/user/authDialog';
import { useUser } from '../../shared/user/useUser';

type Favoritable = { id: number; isFavorite: boolean };

/** Failures of the favourite toggle: stored (and logged), not shown. */
const FAVORITE_ERRORS = { add: 'Failed to add to favorite', remove: 'Failed to remove from favorite' };

/** Sets isFavorite of one episode wherever the cache holds it: lists ({ data: [] }), paged lists and details. */
function patch(value: unknown, id: number, isFavorite: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => patch(item, id, isFavorite));
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (record.id === id && typeof record.isFavorite === 'boolean') return { ...record, isFavorite };
  if ('data' in record || 'pages' in record) {
    return {
      ...record,
      ...('data' in record ? { data: patch(record.data, id, isFavorite) } : {}),
      ...('pages' in record ? { pages: patch(record.pages, id, isFavorite) } : {}),
    };
  }
  return value;
}

const isEpisodeQuery = (key: readonly unknown[]) => key[0] === 'episodes' || key[0] === 'episode';

function setEverywhere(queryClient: QueryClient, id: number, isFavorite: boolean) {
  queryClient.setQueriesData({ predicate: (query) => isEpisodeQuery(query.queryKey) }, (old: unknown) =>
    patch(old, id, isFavorite),
  );
}

/**
 * The favourite toggle of one episode, for episode lists and the player: optimistic (isFavorite is set
 * locally at once), rolled back when the server refuses; an anonymous listener gets the login dialog.
 */
export function useFavorite(episode: Favoritable) {
  const user = useUser();
  const { openAuth } = useAuthDialog();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(episode.isFavorite);
  useEffect(() => setShown(episode.isFavorite), [episode.isFavorite]);

  const mutation = useMutation({
    mutationFn: (next: boolean) =>
      next
        ? call(favourites.add, { body: { contentId: episode.id, contentType: 'Episode' } })
        : call(favourites.remove, { params: { contentType: 'Episode', contentId: episode.id } }),
    onMutate: async (next) => {
      await queryClient.cancelQueries({ predicate: (query) => isEpisodeQuery(query.queryKey) });
      setShown(next);
      setEverywhere(queryClient, episode.id, next);
    },
    onError: (error, next) => {
      setShown(!next);
      setEverywhere(queryClient, episode.id, !next);
      console.error(next ? FAVORITE_ERRORS.add : FAVORITE_ERRORS.remove, error);
    },
  });

  const toggle = () => {
    if (!user) {
      openAuth('signIn');
      return;
    }
    if (mutation.isPending) return;
    mutation.mutate(!shown);
  };

  const error = mutation.isError ? (mutation.variables ? FAVORITE_ERRORS.add : FAVORITE_ERRORS.remove) : null;
  return { isFavorite: user ? shown : false, toggle, pending: mutation.isPending, error };
}
