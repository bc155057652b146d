import { useQueryClient } from '@tanstack/react-query';
import {
  istDate,
  type ScheduleSlotBody,
  type StaffScheduleSlot,
  type StaffStationRow,
  scheduleSlotBody,
  slotLabel,
  WEEKDAYS,
} from '@tarang/contracts';
import { staffSchedule } from '@tarang/contracts/staff-endpoints';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { call } from '../../../shared/api/call';
import { TextSkeleton } from '../../../shared/ui/states';
import { isConflict, useStaffWrite } from '../api';
import { RjPicker } from '../shows/RjPicker';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import ui from '../ui/console.module.css';
import { FormPage, FormSection } from '../ui/FormPage';
import { Select, TextInput } from '../ui/fields';
import { LoadProblem } from '../ui/LoadProblem';
import { useConsoleForm } from '../ui/useConsoleForm';
import { useChosenStation, useShowChoices, useStationSchedule } from './api';
import { RadioGroup } from './RadioGroup';
import type { ScheduleNotice } from './ScheduleWeek';
import { slotTime, WEEK_ORDER } from './slots';

const ORDER = ['weekday', 'date', 'start', 'end', 'mediaId', 'rjIds'] as const;
type Repeat = 'weekly' | 'date';
type Station = Pick<StaffStationRow, 'id' | 'name'>;

const valuesOf = (slot: StaffScheduleSlot | undefined, stationId: number): ScheduleSlotBody => ({
  stationId,
  weekday: slot ? slot.weekday : 1,
  date: slot?.date ?? null,
  start: slot?.start ?? '',
  end: slot?.end ?? '',
  // Nothing chosen yet: the schema's "required" applies (the page says "Choose a show").
  mediaId: slot?.mediaId as number,
  rjIds: slot?.rjIds ?? [],
});

/** /staff/schedule/new and /staff/schedule/{id} (?station= names the station): one slot, then its form. */
export function SlotForm() {
  const { id } = useParams();
  const slotId = id ? Number(id) : undefined;
  const { station } = useChosenStation();
  const schedule = useStationSchedule(station?.id);
  if (!station) return <Navigate to="/staff/schedule" replace />;
  if (slotId !== undefined && schedule.isPending) return <TextSkeleton lines={8} />;
  if (slotId !== undefined && schedule.isError) {
    return <LoadProblem error={schedule.error} what="This slot" onRetry={() => void schedule.refetch()} />;
  }
  const slot = slotId === undefined ? undefined : schedule.data?.find((one) => one.id === slotId);
  if (slotId !== undefined && !slot) {
    return (
      <section className={ui.section} aria-labelledby="form-title">
        <h1 id="form-title" className={ui.pageTitle}>
          Slot not found
        </h1>
        <p>It is no longer in {station.name}’s schedule: someone may have deleted it.</p>
        <Link className={ui.secondary} to={`/staff/schedule?station=${station.id}`}>
          Back to the schedule
        </Link>
      </section>
    );
  }
  // A new version (after a Reload) starts the form again from what the server has.
  return (
    <SlotFields
      key={slot ? `${slot.id}-${slot.version}` : 'new'}
      slot={slot}
      station={station}
      onReload={() => void schedule.refetch()}
    />
  );
}

function SlotFields({
  slot,
  station,
  onReload,
}: {
  slot?: StaffScheduleSlot;
  station: Station;
  onReload: () => void;
}) {
  const form = useConsoleForm(scheduleSlotBody, ORDER, valuesOf(slot, station.id));
  const { register, control, messageFor, setValue, watch } = form;
  const [repeat, setRepeat] = useState<Repeat>(slot?.date ? 'date' : 'weekly');
  const [lastWeekday, setLastWeekday] = useState(slot?.weekday ?? 1);
  const [notice, setNotice] = useState<{ tone: 'error'; text: string } | null>(null);
  const [conflict, setConflict] = useState(false);
  const shows = useShowChoices(station.id);
  const write = useStaffWrite<typeof staffSchedule.create | typeof staffSchedule.update>();
  const client = useQueryClient();
  const navigate = useNavigate();
  const week = `/staff/schedule?station=${station.id}`;
  const backToWeek = (text: string, deletedId?: number) =>
    navigate(week, { state: { notice: text, deletedId } satisfies ScheduleNotice });

  const onSubmit = form.submit(async (values) => {
    setNotice(null);
    setConflict(false);
    const label = slotLabel(values, shows.choices.find((show) => show.id === values.mediaId)?.title ?? '');
    try {
      if (slot) {
        await write.mutateAsync({
          endpoint: staffSchedule.update,
          params: { id: slot.id },
          body: { ...form.changed(values), version: slot.version },
        });
        backToWeek(`Slot saved: ${label}.`);
      } else {
        await write.mutateAsync({ endpoint: staffSchedule.create, body: values });
        backToWeek(`Slot added: ${label}.`);
      }
    } catch (error) {
      if (isConflict(error)) setConflict(true);
      else setNotice({ tone: 'error', text: form.serverMessage(error) });
    }
  });

  const remove = async (gone: StaffScheduleSlot) => {
    await call(staffSchedule.remove, { params: { id: gone.id } });
    // Back to the week first: read again while this page is open, the list would no longer have the slot. The
    // week leaves the slot out at once, without waiting for its new read (over a second on a busy machine).
    backToWeek(`Slot deleted: ${slotLabel(gone, gone.showTitle)}.`, gone.id);
    void client.invalidateQueries({ queryKey: ['staff'] });
  };

  const switchRepeat = (next: Repeat) => {
    setRepeat(next);
    if (next === 'date') {
      setLastWeekday(watch('weekday') ?? lastWeekday);
      setValue('weekday', null, { shouldDirty: true });
      setValue('date', '', { shouldDirty: true });
    } else {
      setValue('date', null, { shouldDirty: true });
      setValue('weekday', lastWeekday, { shouldDirty: true });
    }
    form.clearErrors(['weekday', 'date']);
  };

  const choices = shows.choices.map((show) => ({
    value: show.id,
    label: `${show.title}${show.mediaType === 'Podcast' ? ' (podcast)' : ''}${show.networkWide ? ' · every station' : ''}`,
  }));
  // The slot's show stays choosable even when it is not in the first page of shows.
  if (slot && !choices.some((choice) => choice.value === slot.mediaId)) {
    choices.unshift({ value: slot.mediaId, label: slot.showTitle });
  }
  const chosenShow = watch('mediaId');
  const showMessage = messageFor('mediaId');
  const dayMessage = messageFor('weekday');

  return (
    <FormPage
      title={slot ? slotLabel(slot, slot.showTitle) : 'New slot'}
      back={{ to: week, label: 'Schedule' }}
      onSubmit={onSubmit}
      saving={write.isPending}
      notice={notice}
      meta={<p className={ui.hint}>Station: {station.name}. Times are India time (IST).</p>}
      conflict={
        conflict
          ? {
              message:
                'Someone else saved this slot in the meantime. Reload to see their changes, then make yours again.',
              onReload,
            }
          : null
      }
      deleteControl={
        slot && (
          <ConfirmDialog
            trigger="Delete slot"
            title={`Delete ${slotTime(slot)} · ${slot.showTitle}?`}
            confirm="Delete slot"
            onConfirm={() => remove(slot)}
          >
            <p>
              {slot.date
                ? `On ${slot.date} the weekly slots play again.`
                : `It comes off every ${WEEKDAYS[slot.weekday ?? 0]}.`}{' '}
              This cannot be undone.
            </p>
          </ConfirmDialog>
        )
      }
    >
      <FormSection title="When">
        <RadioGroup
          legend="Repeats"
          value={repeat}
          onChange={switchRepeat}
          choices={[
            { value: 'weekly', label: 'Every week' },
            { value: 'date', label: 'On one date' },
          ]}
          hint="A slot on one date takes over the weekly slots it overlaps; they play before and after it."
        />
        {/* The day on a row of its own: start and end side by side under it. */}
        <div className={ui.wide}>
          {repeat === 'weekly' ? (
            <Select
              label="Day"
              choices={WEEK_ORDER.map((day) => ({ value: day, label: WEEKDAYS[day] }))}
              error={dayMessage}
              {...register('weekday', {
                // setValue(null) goes through this too (switching to a date): null must stay null, not Number(null).
                setValueAs: (value) => (value === '' || value == null ? null : Number(value)),
              })}
            />
          ) : (
            <TextInput
              label="Date"
              type="date"
              min={istDate()}
              error={messageFor('date') ?? dayMessage}
              {...register('date')}
            />
          )}
        </div>
        <TextInput
          label="Start"
          maxLength={5}
          placeholder="07:00"
          autoComplete="off"
          hint="24-hour clock, e.g. 07:00."
          error={messageFor('start')}
          {...register('start')}
        />
        <TextInput
          label="End"
          maxLength={5}
          placeholder="10:00"
          autoComplete="off"
          hint="24:00 ends the slot at midnight."
          error={messageFor('end')}
          {...register('end')}
        />
      </FormSection>
      <FormSection title="On air">
        <Select
          label="Show"
          placeholder={shows.isPending ? 'Loading the shows…' : 'Choose a show'}
          choices={choices}
          hint={
            shows.isError
              ? 'The shows could not be loaded: reload the page.'
              : shows.truncated
                ? 'Only the first 100 shows are offered.'
                : 'The station’s audio shows and podcasts, and the network’s.'
          }
          error={
            showMessage && (Number.isNaN(Number(chosenShow)) || !chosenShow ? 'Choose a show' : showMessage)
          }
          {...register('mediaId', {
            setValueAs: (value) => (value === '' || value == null ? undefined : Number(value)),
          })}
        />
        <div className={ui.wide}>
          <Controller
            control={control}
            name="rjIds"
            render={({ field }) => (
              <RjPicker
                stationId={station.id}
                value={field.value ?? []}
                onChange={field.onChange}
                current={(slot?.rjIds ?? []).map((rjId, index) => ({
                  id: rjId,
                  name: slot?.rjNames[index] ?? `RJ ${rjId}`,
                  profileId: '',
                }))}
                error={messageFor('rjIds')}
              />
            )}
          />
        </div>
      </FormSection>
    </FormPage>
  );
}
