import type { EngagementState } from '@tarang/contracts';
import { Badge } from '../ui/StatusBadge';
import { type ListParams, ParamFilter } from '../ui/TableList';

/** The states of a contest or a poll, as the lists' filter offers them. */
export const ENGAGEMENT_CHOICES = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'open', label: 'Open now' },
  { value: 'closed', label: 'Closed' },
] as const;

/** The lists' State filter, kept in the address as `status`. */
export function EngagementFilter({ params }: { params: ListParams<'status'> }) {
  return (
    <ParamFilter
      params={params}
      name="status"
      label="State"
      choices={ENGAGEMENT_CHOICES}
      anyLabel="Every state"
    />
  );
}

const LABELS: Record<EngagementState, string> = { upcoming: 'Upcoming', open: 'Open', closed: 'Closed' };
// The badge colours the console already has: open reads like published, upcoming like scheduled.
const TONES: Record<EngagementState, string> = { upcoming: 'scheduled', open: 'published', closed: 'ended' };

/** Upcoming (listeners do not see it yet), Open (listeners see it) or Closed. */
export function EngagementBadge({ state }: { state: EngagementState }) {
  return <Badge tone={TONES[state]}>{LABELS[state]}</Badge>;
}
