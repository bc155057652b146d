import {
  INBOX_NOTE_MAX,
  type StaffTalentEntry,
  TALENT_ENTRY_STATUS_LABELS,
  TALENT_ENTRY_STATUSES,
  talentEntryUpdateBody,
} from '@tarang/contracts';
import { staffTalentEntries } from '@tarang/contracts/staff-endpoints';
import { useParams } from 'react-router';
import { TextSkeleton } from '../../../shared/ui/states';
import { byId, useStaffItem } from '../api';
import { stationName, useStaff } from '../context';
import { type Detail, Details } from '../requests/Details';
import inbox from '../requests/inbox.module.css';
import { telHref } from '../requests/phone';
import { FormPage, FormSection } from '../ui/FormPage';
import { Select, TextArea } from '../ui/fields';
import { istDateTime } from '../ui/format';
import { LoadProblem } from '../ui/LoadProblem';
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
  const id = Number(useParams().id);
  const item = useStaffItem(staffTalentEntries.item, byId(id));
  if (item.isPending) return <TextSkeleton lines={10} />;
  if (item.isError)
    return <LoadProblem error={item.error} what="This entry" onRetry={() => void item.refetch()} />;
  return <EntryReview entry={item.data} onReload={() => void item.refetch()} />;
}

function EntryReview({ entry, onReload }: { entry: StaffTalentEntry; onReload: () => void }) {
  const me = useStaff();
  const form = useConsoleForm(reviewBody, ['status', 'note'], valuesOf(entry));
  const { register, messageFor } = form;
  const page = useItemForm({
    routes: staffTalentEntries,
    listPath: '/staff/talent-hunt',
    noun: 'entry',
  });
  useResetOnVersion(form.reset, entry, () => valuesOf(entry));

  const onSubmit = form.submit(async (values) => {
    const body = form.changed(values);
    if (Object.keys(body).length === 0) {
      page.setNotice({ tone: 'success', text: 'Nothing changed.' });
      return;
    }
    await page.save(entry, body, form.serverMessage);
  });

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
      saving={page.saving}
      notice={page.notice}
      meta={
        <>
          <Recording entry={entry} onReload={onReload} />
          <Details title="The entry" items={details} />
        </>
      }
      conflict={
        page.conflict
          ? {
              message:
                'Someone else saved this entry in the meantime. Reload to see their changes, then make yours again.',
              onReload: () => {
                page.clearConflict();
                onReload();
              },
            }
          : null
      }
    >
      <FormSection title="Review">
        <Select
          label="Status"
          choices={STATUS_CHOICES}
          hint="Shortlisted: they go on to the next round. Rejected: not this time."
          error={messageFor('status')}
          {...register('status')}
        />
        <div className={inbox.wide}>
          <TextArea
            label="Internal note"
            maxLength={INBOX_NOTE_MAX}
            rows={5}
            hint={`Only staff see this note (at most ${INBOX_NOTE_MAX} characters).`}
            error={messageFor('note')}
            {...register('note')}
          />
        </div>
      </FormSection>
    </FormPage>
  );
}
