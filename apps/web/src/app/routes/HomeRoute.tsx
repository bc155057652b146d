import HomePage from '../../features/home/HomePage';
import { ListenLiveButton } from '../../features/player/live';
import { OnAirStrip } from '../../features/schedule/OnAirStrip';
import { useStation } from '../../features/stations/context';

/**
 * `/:station/home`: the home page with what is on air under its masthead, and the hero's live action. Composed
 * here because the home, schedule and player features do not import one another.
 */
export default function HomeRoute() {
  const station = useStation();
  const listen = <ListenLiveButton station={station} variant="hero" />;
  return <HomePage onAir={<OnAirStrip station={station} listenLive={listen} />} liveAction={listen} />;
}
