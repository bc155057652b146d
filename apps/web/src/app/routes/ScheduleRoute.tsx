import { ListenLiveButton } from '../../features/player/live';
import { SchedulePage } from '../../features/schedule/SchedulePage';
import { useStation } from '../../shared/station/context';

/** `/:station/schedule`: the week's schedule, with the player's "Listen live" beside its heading. */
export default function ScheduleRoute() {
  const station = useStation();
  return (
    <SchedulePage station={station} listenLive={<ListenLiveButton station={station} variant="hero" />} />
  );
}
