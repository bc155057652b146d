import { useQuery } from '@tanstack/react-query';
import { shows } from '@tarang/contracts/endpoints';
import { useContext } from 'react';
import { call } from '../../../shared/api/call';
import { Img } from '../../../shared/ui/Img';
import { useUser } from '../../../shared/user/useUser';
import { FavouriteSlotContext } from '../favouriteSlot';
import type { Track } from '../track';
import styles from './Player.module.css';

/** Cover, title and artist of the current track. */
export function TrackInfo({ track }: { track: Track }) {
  return (
    <div className={styles.info}>
      <Img
        className={styles.cover}
        src={track.artwork}
        alt={track.artworkAlt}
        width={56}
        height={56}
        sizes="56px"
      />
      <div className={styles.text}>
        <p className={styles.title}>{track.title}</p>
        <p className={styles.artist}>{track.artist}</p>
      </div>
    </div>
  );
}

/**
 * The favourite toggle of the favourites feature (given by the app through FavouriteSlotContext) for the current
 * episode. For a signed-in listener the episode is fetched under an 'episode' query key, so isFavorite is current
 * (signing in refetches it) and a toggle anywhere on the page updates it.
 */
export function PlayerFavorite({ track, className }: { track: Track; className?: string }) {
  const Favourite = useContext(FavouriteSlotContext);
  const user = useUser();
  const fresh = useQuery({
    queryKey: ['episode', 'player', track.mediaId, track.id],
    queryFn: ({ signal }) =>
      // Enabled only with a media id (below).
      call(shows.episode, { params: { id: Number(track.mediaId), episodeId: track.id }, signal }),
    enabled: Favourite !== null && user !== null && track.kind === 'episode' && track.mediaId !== null,
    staleTime: 60_000,
  });
  if (track.kind !== 'episode' || !Favourite) return null;
  const isFavorite = fresh.data?.data.isFavorite ?? track.isFavorite;
  return <Favourite className={className} episode={{ id: track.id, title: track.title, isFavorite }} />;
}
