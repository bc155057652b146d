import { type ContestCreateBody, contestCreateBody, type StaffContest, toUrlName } from '@tarang/contracts';
import { staffContests } from '@tarang/contracts/staff-endpoints';
import { stationName, useStaff } from '../context';
import styles from '../ui/console.module.css';
import { FormPage, FormSection } from '../ui/FormPage';
import { DateTimeField, TextInput } from '../ui/fields';
import { DeleteItem, ImageField, ItemLoader, StationSelect } from '../ui/ItemPage';
import { RichTextControl } from '../ui/RichText';
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
  return (
    <ItemLoader endpoint={staffContests.item} what="This contest">
      {(contest, onReload) => <ContestFields contest={contest} onReload={onReload} />}
    </ItemLoader>
  );
}

const WHEN_SEEN = {
  upcoming: 'Listeners see it on the station’s home page from its start.',
  open: 'Listeners see it now on the station’s home page, until it ends.',
  closed: 'It has ended: listeners no longer see it.',
} as const;

function ContestFields({ contest, onReload }: { contest?: StaffContest; onReload: () => void }) {
  const me = useStaff();
  const form = useConsoleForm(contestCreateBody, ORDER, valuesOf(contest, me.stations[0]?.id ?? 1));
  const { register, control, messageFor } = form;
  const page = useItemForm({
    routes: staffContests,
    listPath: '/staff/contests',
    noun: 'contest',
    onReload,
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
      {...page.frame}
      meta={
        contest ? (
          <p className={styles.hint}>
            <EngagementBadge state={contest.state} /> {WHEN_SEEN[contest.state]}
          </p>
        ) : (
          <p className={styles.hint}>Listeners see a contest on the station’s home page while it is open.</p>
        )
      }
      deleteControl={
        contest && <DeleteItem noun="contest" title={contest.title} onConfirm={() => page.remove(contest)} />
      }
    >
      <FormSection title="The contest">
        <TextInput label="Title" maxLength={120} error={messageFor('title')} {...register('title')} />
        <StationSelect error={messageFor('stationId')} {...register('stationId', { valueAsNumber: true })} />
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
        <RichTextControl
          control={control}
          name="description"
          label="Description"
          error={messageFor('description')}
        />
        <RichTextControl
          control={control}
          name="howToParticipate"
          label="How to participate"
          hint="The steps, e.g. a numbered list."
          error={messageFor('howToParticipate')}
        />
      </FormSection>
      <FormSection title="Image">
        <ImageField
          control={control}
          name="imageFileId"
          label="Contest image"
          image={contest?.image}
          error={messageFor('imageFileId')}
          hint="A wide image (16:9) of at least 1280 px looks best."
        />
      </FormSection>
    </FormPage>
  );
}
