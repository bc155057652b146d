import type { EpisodeWithMedia } from '@tarang/contracts';
import { LatestEpisodeList } from '../../features/audio/LatestEpisodeList';
import NewFromFollowed from '../../features/library/NewFromFollowed';
import { useStation } from '../../shared/station/context';
import { episodeButtons } from '../episodes/episodeButtons';

/**
 * "New from shows you follow" on top of home, with the episode rows' play and favourite buttons. Its own chunk,
 * loaded only for a signed-in listener, so a guest's first load does not carry it.
 */
export default function FollowedOnHome({ userId }: { userId: number }) {
  const station = useStation();
  return (
    <NewFromFollowed
      userId={userId}
      renderEpisodes={(episodes: EpisodeWithMedia[], label: string) => (
        <LatestEpisodeList
          stationUrlName={station.urlName}
          episodes={episodes}
          label={label}
          buttons={episodeButtons}
        />
      )}
    />
  );
}
