import {
  type StaffTalentEntry,
  TALENT_ENTRY_STATUS_LABELS,
  TALENT_ENTRY_STATUSES,
  talentEntryUpdateBody,
} from '@tarang/contracts';
import { staffTalentEntries } from '@tarang/contracts/staff-endpoints';
import { stationName, useStaff } from '../context';
import { type Detail, Details } from '../requests/Details';
import { telHref } from '../requests/phone';
import { ReviewFields, saveReview } from '../requests/ReviewFields';
import { FormPage } from '../ui/FormPage';
import { istDateTime } from '../ui/format';
import { ItemLoader } from '../ui/ItemPage';
import { useConsoleForm } from '../ui/useConsoleForm';
import { useItemForm, useResetOnVersion } from '../ui/useItemForm';
import { Recording } from './Recording';

const reviewBody = talentEntryUpdateBody.omit({ version: true });
const STATUS_CHOICES = TALENT_ENTRY_STATUSES.map((status) => ({
  value: status,
  label: TALENT_ENTRY_STATUS_LABELS[status],
}));

const valuesOf = (entry: StaffTalentEntry) => ({ status: entry.status, note: entry.note });

/** /staff/talent-hunt/{id}: listen to or watch the audition, read what they wrote, shortlist or reject it. */
export function EntryPage() {
  return (
    <ItemLoader endpoint={staffTalentEntries.item} what="This entry">
      {(entry, onReload) => entry && <EntryReview entry={entry} onReload={onReload} />}
    </ItemLoader>
  );
}

function EntryReview({ entry, onReload }: { entry: StaffTalentEntry; onReload: () => void }) {
  const me = useStaff();
  const form = useConsoleForm(reviewBody, ['status', 'note'], valuesOf(entry));
  const { register, messageFor } = form;
  const page = useItemForm({
    routes: staffTalentEntries,
    listPath: '/staff/talent-hunt',
    noun: 'entry',
    onReload,
  });
  useResetOnVersion(form.reset, entry, () => valuesOf(entry));

  const onSubmit = form.submit((values) => saveReview(entry, form.changed(values), page, form.serverMessage));

  const details: Detail[] = [
    { label: 'Category', value: entry.categoryName },
    { label: 'Station', value: stationName(me, entry.stationId) },
    { label: 'Mobile', value: <a href={telHref(entry.mobile)}>{entry.mobile}</a> },
    {
      label: 'Account',
      value: (
        <>
          {entry.subscriber.name} (<a href={`mailto:${entry.subscriber.email}`}>{entry.subscriber.email}</a>)
        </>
      ),
    },
    { label: 'Received', value: istDateTime(entry.createdAt) },
    // The listener's own words: plain text, rendered as text.
    { label: 'What they wrote', value: entry.description, text: true },
  ];

  return (
    <FormPage
      title={entry.name}
      back={{ to: '/staff/talent-hunt', label: 'Talent Hunt' }}
      onSubmit={onSubmit}
      {...page.frame}
      meta={
        <>
          <Recording entry={entry} onReload={onReload} />
          <Details title="The entry" items={details} />
        </>
      }
    >
      <ReviewFields
        title="Review"
        choices={STATUS_CHOICES}
        statusHint="Shortlisted: they go on to the next round. Rejected: not this time."
        status={register('status')}
        statusError={messageFor('status')}
        note={register('note')}
        noteError={messageFor('note')}
      />
    </FormPage>
  );
}
