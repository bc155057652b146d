import { type PollFormBody, pollFormBody, type StaffPoll, toUrlName } from '@tarang/contracts';
import { staffPolls } from '@tarang/contracts/staff-endpoints';
import { useState } from 'react';
import type { Path } from 'react-hook-form';
import { EngagementBadge } from '../contests/EngagementState';
import { stationName, useStaff } from '../context';
import styles from '../ui/console.module.css';
import { FormPage, FormSection } from '../ui/FormPage';
import { DateTimeField, TextInput } from '../ui/fields';
import { DeleteItem, ItemLoader, StationSelect } from '../ui/ItemPage';
import { useConsoleForm } from '../ui/useConsoleForm';
import { useItemForm, useResetOnVersion } from '../ui/useItemForm';
import { PollOptionsField } from './PollOptionsField';
import { PollResults, useLiveResults } from './PollResults';

// The form's order, for the first field to focus and for a server message naming a field.
const ORDER: Path<PollFormBody>[] = [
  'question',
  'stationId',
  'startsAt',
  'endsAt',
  'options',
  ...Array.from({ length: 10 }, (_, index) => `options.${index}.text` as const),
];

const valuesOf = (poll: StaffPoll | undefined, stationId: number): PollFormBody => ({
  stationId: poll?.stationId ?? stationId,
  question: poll?.question ?? '',
  startsAt: poll?.startsAt ?? '',
  endsAt: poll?.endsAt ?? '',
  options: poll?.options.map(({ id, text }) => ({ id, text })) ?? [{ text: '' }, { text: '' }],
});

/** What deleting a poll takes with it. */
const deleteWarning = (votes: number) =>
  votes > 0
    ? `Its ${votes === 1 ? 'vote goes' : `${votes} votes go`} with it: listeners lose the results (Activity keeps the final count). This cannot be undone.`
    : 'Listeners will no longer see it. This cannot be undone.';

/** /staff/polls/new and /staff/polls/{id}: one poll, loaded, then its live results and its form. */
export function PollForm() {
  return (
    <ItemLoader endpoint={staffPolls.item} what="This poll">
      {(poll, onReload, loadedAt) => <PollFields poll={poll} loadedAt={loadedAt} onReload={onReload} />}
    </ItemLoader>
  );
}

type FieldsProps = { poll?: StaffPoll; loadedAt: number; onReload: () => void };

function PollFields({ poll, loadedAt, onReload }: FieldsProps) {
  const me = useStaff();
  const form = useConsoleForm(pollFormBody, ORDER, valuesOf(poll, me.stations[0]?.id ?? 1));
  const { register, control, messageFor } = form;
  const page = useItemForm({
    routes: staffPolls,
    listPath: '/staff/polls',
    noun: 'poll',
    onReload,
  });
  useResetOnVersion(form.reset, poll, () => valuesOf(poll, me.stations[0]?.id ?? 1));
  const [deleting, setDeleting] = useState(false);
  const live = useLiveResults(poll, loadedAt, deleting);

  const onSubmit = form.submit(async (values) => {
    const body = poll ? form.changed(values) : values;
    await page.save(poll, body, form.serverMessage);
  });

  const stationUrl = poll ? toUrlName(stationName(me, poll.stationId), poll.stationId) : undefined;
  return (
    <FormPage
      title={poll ? poll.question : 'New poll'}
      back={{ to: '/staff/polls', label: 'Polls' }}
      previewHref={stationUrl ? `/${stationUrl}/home` : undefined}
      onSubmit={onSubmit}
      {...page.frame}
      meta={
        live ? (
          <LiveResults poll={live} />
        ) : (
          <p className={styles.hint}>Listeners vote on the station’s home page while the poll is open.</p>
        )
      }
      deleteControl={
        poll && (
          <DeleteItem
            noun="poll"
            title={poll.question}
            onConfirm={async () => {
              // No more reads of the results: the poll is going.
              setDeleting(true);
              try {
                await page.remove(poll);
              } catch (error) {
                setDeleting(false);
                throw error;
              }
            }}
          >
            <p>{deleteWarning(live?.totalVotes ?? poll.totalVotes)}</p>
          </DeleteItem>
        )
      }
    >
      <FormSection title="The question">
        <TextInput
          label="Question"
          maxLength={200}
          error={messageFor('question')}
          {...register('question')}
        />
        <StationSelect error={messageFor('stationId')} {...register('stationId', { valueAsNumber: true })} />
        <DateTimeField
          control={control}
          name="startsAt"
          label="Opens"
          hint="India time (IST). Listeners see the poll and vote from then."
          error={messageFor('startsAt')}
        />
        <DateTimeField
          control={control}
          name="endsAt"
          label="Closes"
          hint="India time (IST). Voting stops then; the results stay on the site."
          error={messageFor('endsAt')}
        />
      </FormSection>
      <FormSection title="Options">
        <PollOptionsField
          control={control}
          register={register}
          votes={new Map(live?.options.map((option) => [option.id, option.votes]))}
          onRestore={
            poll
              ? () => {
                  form.resetField('options');
                  form.clearErrors('options');
                  page.setNotice(null);
                }
              : undefined
          }
        />
      </FormSection>
    </FormPage>
  );
}

/** The poll's state and its results, as last read. */
function LiveResults({ poll }: { poll: StaffPoll }) {
  return (
    <>
      <p className={styles.hint}>
        <EngagementBadge state={poll.state} />{' '}
        {poll.state === 'upcoming'
          ? 'Listeners see it on the station’s home page from when it opens.'
          : poll.state === 'open'
            ? 'Listeners see it and vote on the station’s home page until it closes.'
            : 'It has closed: listeners see its final results.'}
      </p>
      <PollResults poll={poll} />
    </>
  );
}
