import type { StaffMe, TeamMember } from '@tarang/contracts';
import { stationName } from '../context';

export const ROLE_LABELS = {
  admin: 'Network admin',
  editor: 'Station editor',
  listener: 'Listener',
} as const;

/** "Tarang Delhi, Tarang Mumbai" for an editor, "Every station" for an admin, "—" for a listener. */
export const stationsOf = (me: StaffMe, member: Pick<TeamMember, 'role' | 'stationIds'>) =>
  member.role === 'admin'
    ? 'Every station'
    : member.stationIds.length
      ? member.stationIds.map((id) => stationName(me, id)).join(', ')
      : '—';
