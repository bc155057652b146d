import { type EventCreateBody, eventCreateBody, type StaffEvent, toUrlName } from '@tarang/contracts';
import { staffEvents } from '@tarang/contracts/staff-endpoints';
import { stationName, useStaff } from '../context';
import { PublicationControl } from '../shows/PublicationFields';
import { FormPage, FormSection } from '../ui/FormPage';
import { DateTimeField, TextArea, TextInput } from '../ui/fields';
import { DeleteItem, ImageField, ItemLoader, PublicationMeta, StationSelect } from '../ui/ItemPage';
import { RichTextControl } from '../ui/RichText';
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
  return (
    <ItemLoader endpoint={staffEvents.item} what="This event">
      {(event, onReload) => <EventFields event={event} onReload={onReload} />}
    </ItemLoader>
  );
}

function EventFields({ event, onReload }: { event?: StaffEvent; onReload: () => void }) {
  const me = useStaff();
  const form = useConsoleForm(eventCreateBody, ORDER, valuesOf(event, me.stations[0]?.id ?? 1));
  const { register, control, messageFor } = form;
  const page = useItemForm({
    routes: staffEvents,
    listPath: '/staff/events',
    noun: 'event',
    onReload,
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
      meta={event && <PublicationMeta item={event} />}
      onSubmit={onSubmit}
      {...page.frame}
      deleteControl={
        event && <DeleteItem noun="event" title={event.title} onConfirm={() => page.remove(event)} />
      }
    >
      <FormSection title="The event">
        <TextInput label="Title" maxLength={120} error={messageFor('title')} {...register('title')} />
        <StationSelect error={messageFor('stationId')} {...register('stationId', { valueAsNumber: true })} />
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
        <RichTextControl
          control={control}
          name="description"
          label="Description"
          error={messageFor('description')}
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
        <ImageField
          control={control}
          name="imageFileId"
          label="Poster image"
          image={event?.image}
          error={messageFor('imageFileId')}
          hint="A wide image (16:9) of at least 1280 px looks best."
        />
      </FormSection>
      <FormSection title="Publishing">
        <PublicationControl noun="event" form={form} />
      </FormSection>
    </FormPage>
  );
}
