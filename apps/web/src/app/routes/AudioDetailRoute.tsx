import type { MediaItem } from '@tarang/contracts';
import AudioDetailPage from '../../features/audio/AudioDetailPage';
import { FollowButton } from '../../features/library/FollowButton';
import { PlayMediaButton } from '../../features/player/PlayButtons';
import { useAuthDialog } from '../../shared/user/authDialog';
import { useUser } from '../../shared/user/useUser';
import { episodeButtons } from '../episodes/episodeButtons';

/**
 * `/:station/audio/{audioUrlName}`: the show page with the player's Play button and My Tarang's Follow button
 * beside it, and the play and favourite buttons of its episodes (composed here: the audio, player, favourites
 * and library features do not import each other).
 */
export default function AudioDetailRoute() {
  const user = useUser();
  const { openAuth } = useAuthDialog();
  const showActions = (media: MediaItem) =>
    media.mediaType === 'Video' ? null : (
      <>
        {media.episodeCount > 0 && <PlayMediaButton media={media} />}
        <FollowButton show={media} userId={user?.id ?? null} onSignIn={() => openAuth('signIn')} />
      </>
    );
  return <AudioDetailPage showActions={showActions} episodeButtons={episodeButtons} />;
}
