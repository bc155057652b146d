import { CollabButton } from '../../features/requests/CollabButton';
import RjPage from '../../features/rjs/RjPage';

/** `/:station/rjs/{rjUrlName}`: the RJ's page with the requests feature's "Let's collab" button under the bio. */
export default function RjRoute() {
  return <RjPage actions={(rj) => <CollabButton rj={{ profileId: rj.profileId, name: rj.name }} />} />;
}
