import { type EventCreateBody, eventCreateBody, type StaffEvent, toUrlName } from '@tarang/contracts';
import { staffEvents } from '@tarang/contracts/staff-endpoints';
import { Controller } from 'react-hook-form';
import { useLocation, useParams } from 'react-router';
import { TextSkeleton } from '../../../shared/ui/states';
import { byId, useStaffItem } from '../api';
import { stationName, useStaff } from '../context';
import { PublicationFields } from '../shows/PublicationFields';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import styles from '../ui/console.module.css';
import { FormPage, FormSection } from '../ui/FormPage';
import { DateTimeField, Select, TextArea, TextInput } from '../ui/fields';
import { istDateTime } from '../ui/format';
import { LoadProblem } from '../ui/LoadProblem';
import { RichTextField } from '../ui/RichText';
import { StatusBadge } from '../ui/StatusBadge';
import { UploadField } from '../ui/UploadField';
import { useConsoleForm } from '../ui/useConsoleForm';
import { useItemForm, useResetOnVersion } from '../ui/useItemForm';

const ORDER = [
  'title',
  'stationId',
  'startsAt',
  'endsAt',
  'venue',
  'address',
  'summary',
  'description',
  'imageFileId',
  'registrationUrl',
  'status',
  'publishedAt',
] as const;

const valuesOf = (event: StaffEvent | undefined, stationId: number): EventCreateBody => ({
  stationId: event?.stationId ?? stationId,
  title: event?.title ?? '',
  summary: event?.summary ?? '',
  description: event?.description ?? '',
  venue: event?.venue ?? '',
  address: event?.address ?? '',
  startsAt: event?.startsAt ?? '',
  endsAt: event?.endsAt ?? '',
  imageFileId: event?.imageFileId ?? null,
  registrationUrl: event?.registrationUrl ?? '',
  // A new event is a draft: it reaches listeners when an editor publishes it.
  status: event?.status ?? 'draft',
  publishedAt: event?.publishedAt,
});

/** /staff/events/new and /staff/events/{id}: one event, loaded, then its form. */
export function EventForm() {
  const { id } = useParams();
  const eventId = id ? Number(id) : undefined;
  const item = useStaffItem(staffEvents.item, byId(eventId));
  if (eventId !== undefined && item.isPending) return <TextSkeleton lines={10} />;
  if (item.isError)
    return <LoadProblem error={item.error} what="This event" onRetry={() => void item.refetch()} />;
  return <EventFields event={item.data} onReload={() => void item.refetch()} />;
}

function EventFields({ event, onReload }: { event?: StaffEvent; onReload: () => void }) {
  const me = useStaff();
  const created = (useLocation().state as { created?: boolean } | null)?.created;
  const form = useConsoleForm(eventCreateBody, ORDER, valuesOf(event, me.stations[0]?.id ?? 1));
  const { register, control, messageFor, watch } = form;
  const page = useItemForm({
    routes: staffEvents,
    listPath: '/staff/events',
    noun: 'event',
  });
  // A new version (a save here, a reload after someone else's) starts the form again from what the server has.
  useResetOnVersion(form.reset, event, () => valuesOf(event, me.stations[0]?.id ?? 1));

  const onSubmit = form.submit(async (values) => {
    const body = event ? form.changed(values) : values;
    await page.save(event, body, form.serverMessage);
  });

  // Only a published event is on the site to preview: a draft or a scheduled one is a 404 there.
  const previewHref =
    event?.state === 'published'
      ? `/${toUrlName(stationName(me, event.stationId), event.stationId)}/events/${event.urlName}`
      : undefined;
  return (
    <FormPage
      title={event ? event.title : 'New event'}
      back={{ to: '/staff/events', label: 'Events' }}
      previewHref={previewHref}
      meta={
        event && (
          <p className={styles.hint}>
            <StatusBadge status={event.status} publishedAt={event.publishedAt} />{' '}
            {event.state === 'published'
              ? `On the site since ${istDateTime(event.publishedAt)}`
              : event.state === 'scheduled'
                ? `On the site from ${istDateTime(event.publishedAt)}`
                : 'Not on the site: publish it to preview it there.'}
          </p>
        )
      }
      onSubmit={onSubmit}
      saving={page.saving}
      notice={page.notice ?? (created ? { tone: 'success', text: 'Event created.' } : null)}
      conflict={
        page.conflict
          ? {
              message:
                'Someone else saved this event in the meantime. Reload to see their changes, then make yours again.',
              onReload: () => {
                page.clearConflict();
                onReload();
              },
            }
          : null
      }
      deleteControl={
        event && (
          <ConfirmDialog
            trigger="Delete event"
            title={`Delete “${event.title}”?`}
            confirm="Delete event"
            onConfirm={() => page.remove(event)}
          >
            <p>Listeners will no longer see it. This cannot be undone.</p>
          </ConfirmDialog>
        )
      }
    >
      <FormSection title="The event">
        <TextInput label="Title" maxLength={120} error={messageFor('title')} {...register('title')} />
        <Select
          label="Station"
          choices={me.stations.map((station) => ({ value: station.id, label: station.name }))}
          error={messageFor('stationId')}
          {...register('stationId', { valueAsNumber: true })}
        />
        <DateTimeField control={control} name="startsAt" label="Starts" error={messageFor('startsAt')} />
        <DateTimeField control={control} name="endsAt" label="Ends" error={messageFor('endsAt')} />
        <TextInput label="Venue" maxLength={120} error={messageFor('venue')} {...register('venue')} />
        <TextInput label="Address" maxLength={300} error={messageFor('address')} {...register('address')} />
      </FormSection>
      <FormSection title="What listeners read">
        <TextArea
          label="Summary"
          maxLength={300}
          hint="One or two lines for the list of events."
          error={messageFor('summary')}
          {...register('summary')}
        />
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
        <TextInput
          label="Registration link"
          type="url"
          maxLength={500}
          placeholder="https://"
          hint="Where listeners sign up or buy tickets (https only)."
          error={messageFor('registrationUrl')}
          {...register('registrationUrl')}
        />
      </FormSection>
      <FormSection title="Poster">
        <Controller
          control={control}
          name="imageFileId"
          render={({ field }) => (
            <UploadField
              label="Poster image"
              kind="image"
              file={event?.image ? { url: event.image } : null}
              onUploaded={(file) => field.onChange(file.id)}
              onRemove={() => field.onChange(null)}
              error={messageFor('imageFileId')}
              hint="A wide image (16:9) of at least 1280 px looks best."
            />
          )}
        />
      </FormSection>
      <FormSection title="Publishing">
        <Controller
          control={control}
          name="publishedAt"
          render={({ field }) => (
            <PublicationFields
              noun="event"
              status={watch('status')}
              statusField={register('status')}
              statusError={messageFor('status')}
              time={field}
              timeError={messageFor('publishedAt')}
            />
          )}
        />
      </FormSection>
    </FormPage>
  );
}
