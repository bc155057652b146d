import type { EngagementState } from '@tarang/contracts';
import { Badge } from '../ui/StatusBadge';

/** The states of a contest or a poll, as the lists' filter offers them. */
export const ENGAGEMENT_CHOICES = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'open', label: 'Open now' },
  { value: 'closed', label: 'Closed' },
] as const;

const LABELS: Record<EngagementState, string> = { upcoming: 'Upcoming', open: 'Open', closed: 'Closed' };
// The badge colours the console already has: open reads like published, upcoming like scheduled.
const TONES: Record<EngagementState, string> = { upcoming: 'scheduled', open: 'published', closed: 'ended' };

/** Upcoming (listeners do not see it yet), Open (listeners see it) or Closed. */
export function EngagementBadge({ state }: { state: EngagementState }) {
  return <Badge tone={TONES[state]}>{LABELS[state]}</Badge>;
}
