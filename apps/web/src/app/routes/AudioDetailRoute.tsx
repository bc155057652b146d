import type { MediaItem } from '@tarang/contracts';
import AudioDetailPage from '../../features/audio/AudioDetailPage';
import { FollowButton } from '../../features/library/FollowButton';
import { useAuthDialog } from '../../shared/user/authDialog';
import { useUser } from '../../shared/user/useUser';

/**
 * `/:station/audio/{audioUrlName}`: the show page with My Tarang's Follow button beside its Play button
 * (composed here: the audio and library features do not import each other).
 */
export default function AudioDetailRoute() {
  const user = useUser();
  const { openAuth } = useAuthDialog();
  return (
    <AudioDetailPage
      showActions={(media: MediaItem) =>
        media.mediaType === 'Video' ? null : (
          <FollowButton show={media} userId={user?.id ?? null} onSignIn={() => openAuth('signIn')} />
        )
      }
    />
  );
}
