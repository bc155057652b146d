import { type ContestCreateBody, contestCreateBody, type StaffContest, toUrlName } from '@tarang/contracts';
import { staffContests } from '@tarang/contracts/staff-endpoints';
import { Controller } from 'react-hook-form';
import { useLocation, useParams } from 'react-router';
import { TextSkeleton } from '../../../shared/ui/states';
import { byId, useStaffItem } from '../api';
import { stationName, useStaff } from '../context';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import styles from '../ui/console.module.css';
import { FormPage, FormSection } from '../ui/FormPage';
import { DateTimeField, Select, TextInput } from '../ui/fields';
import { LoadProblem } from '../ui/LoadProblem';
import { RichTextField } from '../ui/RichText';
import { UploadField } from '../ui/UploadField';
import { useConsoleForm } from '../ui/useConsoleForm';
import { useItemForm, useResetOnVersion } from '../ui/useItemForm';
import { EngagementBadge } from './EngagementState';

const ORDER = [
  'title',
  'stationId',
  'startsAt',
  'endsAt',
  'prize',
  'description',
  'howToParticipate',
  'imageFileId',
] as const;

const valuesOf = (contest: StaffContest | undefined, stationId: number): ContestCreateBody => ({
  stationId: contest?.stationId ?? stationId,
  title: contest?.title ?? '',
  description: contest?.description ?? '',
  howToParticipate: contest?.howToParticipate ?? '',
  prize: contest?.prize ?? '',
  imageFileId: contest?.imageFileId ?? null,
  startsAt: contest?.startsAt ?? '',
  endsAt: contest?.endsAt ?? '',
});

/** /staff/contests/new and /staff/contests/{id}: one contest, loaded, then its form. */
export function ContestForm() {
  const { id } = useParams();
  const contestId = id ? Number(id) : undefined;
  const item = useStaffItem(staffContests.item, byId(contestId));
  if (contestId !== undefined && item.isPending) return <TextSkeleton lines={10} />;
  if (item.isError)
    return <LoadProblem error={item.error} what="This contest" onRetry={() => void item.refetch()} />;
  return <ContestFields contest={item.data} onReload={() => void item.refetch()} />;
}

const WHEN_SEEN = {
  upcoming: 'Listeners see it on the station’s home page from its start.',
  open: 'Listeners see it now on the station’s home page, until it ends.',
  closed: 'It has ended: listeners no longer see it.',
} as const;

function ContestFields({ contest, onReload }: { contest?: StaffContest; onReload: () => void }) {
  const me = useStaff();
  const created = (useLocation().state as { created?: boolean } | null)?.created;
  const form = useConsoleForm(contestCreateBody, ORDER, valuesOf(contest, me.stations[0]?.id ?? 1));
  const { register, control, messageFor } = form;
  const page = useItemForm({
    routes: staffContests,
    listPath: '/staff/contests',
    noun: 'contest',
  });
  // A new version (a save here, a reload after someone else's) starts the form again from what the server has.
  useResetOnVersion(form.reset, contest, () => valuesOf(contest, me.stations[0]?.id ?? 1));

  const onSubmit = form.submit(async (values) => {
    const body = contest ? form.changed(values) : values;
    await page.save(contest, body, form.serverMessage);
  });

  const stationUrl = contest ? toUrlName(stationName(me, contest.stationId), contest.stationId) : undefined;
  return (
    <FormPage
      title={contest ? contest.title : 'New contest'}
      back={{ to: '/staff/contests', label: 'Contests' }}
      previewHref={stationUrl ? `/${stationUrl}/home` : undefined}
      onSubmit={onSubmit}
      saving={page.saving}
      notice={page.notice ?? (created ? { tone: 'success', text: 'Contest created.' } : null)}
      meta={
        contest ? (
          <p className={styles.hint}>
            <EngagementBadge state={contest.state} /> {WHEN_SEEN[contest.state]}
          </p>
        ) : (
          <p className={styles.hint}>Listeners see a contest on the station’s home page while it is open.</p>
        )
      }
      conflict={
        page.conflict
          ? {
              message:
                'Someone else saved this contest in the meantime. Reload to see their changes, then make yours again.',
              onReload: () => {
                page.clearConflict();
                onReload();
              },
            }
          : null
      }
      deleteControl={
        contest && (
          <ConfirmDialog
            trigger="Delete contest"
            title={`Delete “${contest.title}”?`}
            confirm="Delete contest"
            onConfirm={() => page.remove(contest)}
          >
            <p>Listeners will no longer see it. This cannot be undone.</p>
          </ConfirmDialog>
        )
      }
    >
      <FormSection title="The contest">
        <TextInput label="Title" maxLength={120} error={messageFor('title')} {...register('title')} />
        <Select
          label="Station"
          choices={me.stations.map((station) => ({ value: station.id, label: station.name }))}
          error={messageFor('stationId')}
          {...register('stationId', { valueAsNumber: true })}
        />
        <DateTimeField
          control={control}
          name="startsAt"
          label="Starts"
          hint="India time (IST). Listeners see the contest from then."
          error={messageFor('startsAt')}
        />
        <DateTimeField
          control={control}
          name="endsAt"
          label="Ends"
          hint="India time (IST). Entries close then."
          error={messageFor('endsAt')}
        />
        <TextInput
          label="Prize"
          maxLength={200}
          hint="What the winner gets, e.g. “Two passes to Sunburn”."
          error={messageFor('prize')}
          {...register('prize')}
        />
      </FormSection>
      <FormSection title="What listeners read">
        <Controller
          control={control}
          name="description"
          render={({ field }) => (
            <RichTextField
              label="Description"
              value={field.value ?? ''}
              onChange={field.onChange}
              error={messageFor('description')}
            />
          )}
        />
        <Controller
          control={control}
          name="howToParticipate"
          render={({ field }) => (
            <RichTextField
              label="How to participate"
              hint="The steps, e.g. a numbered list."
              value={field.value ?? ''}
              onChange={field.onChange}
              error={messageFor('howToParticipate')}
            />
          )}
        />
      </FormSection>
      <FormSection title="Image">
        <Controller
          control={control}
          name="imageFileId"
          render={({ field }) => (
            <UploadField
              label="Contest image"
              kind="image"
              file={contest?.image ? { url: contest.image } : null}
              onUploaded={(file) => field.onChange(file.id)}
              onRemove={() => field.onChange(null)}
              error={messageFor('imageFileId')}
              hint="A wide image (16:9) of at least 1280 px looks best."
            />
          )}
        />
      </FormSection>
    </FormPage>
  );
}
