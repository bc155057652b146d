import { useQuery } from '@tanstack/react-query';
import type { EpisodeWithMedia } from '@tarang/contracts';
import { LatestEpisodeList } from '../../features/audio/LatestEpisodeList';
import MyTarangPage from '../../features/library/page/MyTarangPage';
import { siteConfigQuery } from '../../features/pages/api';
import { openEpisode } from '../../features/player/load';
import { useStation } from '../../shared/station/context';
import { useAuthDialog } from '../../shared/user/authDialog';
import { useUser } from '../../shared/user/useUser';
import { episodeButtons } from '../episodes/episodeButtons';

/**
 * `/:station/my-tarang`: My Tarang, composed here because its rows play in the player, mark favourites and ask
 * a guest to log in, and the library feature imports none of those features.
 */
export default function MyTarangRoute() {
  const station = useStation();
  const user = useUser();
  const { openAuth } = useAuthDialog();
  const brand = useQuery(siteConfigQuery()).data?.brandName ?? 'Tarang';
  const renderEpisodes = (episodes: EpisodeWithMedia[], label: string) => (
    <LatestEpisodeList
      stationUrlName={station.urlName}
      episodes={episodes}
      label={label}
      buttons={episodeButtons}
    />
  );
  return (
    <MyTarangPage
      userId={user?.id ?? null}
      stationUrlName={station.urlName}
      brand={brand}
      onSignIn={() => openAuth('signIn')}
      onResume={({ mediaId, episodeId, position }) => {
        // The show's episodes become the playlist, this one playing from where the listener stopped.
        openEpisode(mediaId, episodeId, { autoplay: true, startAt: position }).catch((error: unknown) =>
          console.error('Failed to fetch media', error),
        );
      }}
      renderEpisodes={renderEpisodes}
    />
  );
}
