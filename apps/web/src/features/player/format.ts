import { playerMessages } from './messages';

/** Times as the player shows them (m:ss) and as it announces them ('4 minutes, 3 seconds'). */

const whole = (seconds: number) => (Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0);

/** minutes:seconds, e.g. 0:05, 4:03, 72:10 (elapsed and total time in minutes:seconds). */
export function formatClock(seconds: number): string {
  const total = whole(seconds);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

type SpokenTexts = Pick<ReturnType<typeof playerMessages.get>, 'minutes' | 'seconds' | 'minutesAndSeconds'>;

/** Spoken form for a slider's aria-valuetext: '4 minutes, 3 seconds', '1 minute', '0 seconds'. */
export function spokenDuration(seconds: number, t: SpokenTexts = playerMessages.get()): string {
  const total = whole(seconds);
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  if (minutes === 0) return t.seconds(rest);
  if (rest === 0) return t.minutes(minutes);
  return t.minutesAndSeconds({ minutes: t.minutes(minutes), seconds: t.seconds(rest) });
}
