import { lazy, Suspense } from 'react';
import { ListenLiveButton } from '../../features/player/live';
import { OnAirStrip } from '../../features/schedule/OnAirStrip';
import { useStation } from '../../shared/station/context';
import { useUser } from '../../shared/user/useUser';
import HomePage from './home/HomePage';

/** My Tarang's row on top of home: its own chunk, fetched only for a signed-in listener. */
const FollowedOnHome = lazy(() => import('./FollowedOnHome'));

/**
 * `/:station/home`: the home page with what is on air under its masthead, and the hero's live action. Composed
 * here because the home, schedule and player features do not import one another.
 */
export default function HomeRoute() {
  const station = useStation();
  const user = useUser();
  const listen = <ListenLiveButton station={station} variant="hero" />;
  const onAir = (
    <>
      <OnAirStrip station={station} listenLive={listen} />
      {user && (
        <Suspense fallback={null}>
          <FollowedOnHome userId={user.id} />
        </Suspense>
      )}
    </>
  );
  return <HomePage onAir={onAir} liveAction={listen} />;
}
