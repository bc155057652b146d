import type { StaffProfile } from '@tarang/contracts';
import { ConfirmDialog } from '../ui/ConfirmDialog';

/**
 * Delete, after a question. The server refuses while the RJ hosts shows or listeners' requests name them; the
 * dialog then shows its answer, and says beforehand when the RJ hosts shows.
 */
export function DeleteRj({ rj, onDelete }: { rj: StaffProfile; onDelete: () => Promise<void> }) {
  return (
    <ConfirmDialog
      trigger="Delete RJ"
      title={`Delete “${rj.name}”?`}
      confirm="Delete RJ"
      onConfirm={onDelete}
    >
      {rj.showCount > 0 ? (
        <p>
          {rj.name} hosts {rj.showCount} {rj.showCount === 1 ? 'show' : 'shows'}: an RJ can be deleted only
          once they are off every show. To hide {rj.name} from the site instead, untick Active and save.
        </p>
      ) : (
        <p>
          Their page, gallery and videos leave the site. This cannot be undone. To hide {rj.name} for a while
          instead, untick Active and save.
        </p>
      )}
    </ConfirmDialog>
  );
}
