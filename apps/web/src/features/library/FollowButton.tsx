import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMessages } from '../../shared/i18n';
import { CheckIcon, PlusIcon } from '../../shared/ui/pageIcons';
import { followStateQuery, libraryKey, setFollowing } from './api';
import styles from './FollowButton.module.css';
import { libraryMessages } from './messages';

/**
 * Follow / Following on a show or podcast (a toggle button: aria-pressed). Optimistic, rolled back when the
 * server refuses; a guest is asked to sign in. Following puts the show's new episodes on top of home.
 */
export function FollowButton({
  show,
  userId,
  onSignIn,
}: {
  show: { id: number; title: string };
  /** The signed-in listener, or null for a guest. */
  userId: number | null;
  onSignIn: () => void;
}) {
  const t = useMessages(libraryMessages);
  const queryClient = useQueryClient();
  const state = useQuery({ ...followStateQuery(userId ?? 0, show.id), enabled: userId !== null });
  const key = followStateQuery(userId ?? 0, show.id).queryKey;
  const mutation = useMutation({
    mutationFn: (next: boolean) => setFollowing(show.id, next),
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, next);
    },
    onError: (error, next) => {
      queryClient.setQueryData(key, !next);
      console.error(next ? 'Failed to follow the show' : 'Failed to unfollow the show', error);
    },
    // The followed shows and "New from shows you follow" are read again when next shown.
    onSettled: () => {
      if (userId === null) return;
      void queryClient.invalidateQueries({ queryKey: [...libraryKey(userId), 'follows'] });
      void queryClient.invalidateQueries({ queryKey: ['episodes', 'library', userId, 'new-from-followed'] });
    },
  });
  const following = userId !== null && state.data === true;
  return (
    <button
      type="button"
      className={styles.button}
      aria-pressed={following}
      aria-label={t.followShow({ show: show.title })}
      aria-busy={userId !== null && state.isPending ? true : undefined}
      onClick={() => {
        if (userId === null) {
          onSignIn();
          return;
        }
        if (mutation.isPending || state.isPending) return;
        mutation.mutate(!following);
      }}
    >
      {following ? <CheckIcon size={18} /> : <PlusIcon size={18} />}
      <span aria-hidden="true">{following ? t.following : t.follow}</span>
    </button>
  );
}
