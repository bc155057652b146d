import { describeStationUsage, type StaffStationDetail, type stationCreateBody } from '@tarang/contracts';
import { staffStations } from '@tarang/contracts/staff-endpoints';
import { Controller } from 'react-hook-form';
import { Navigate, useParams } from 'react-router';
import { useStaff } from '../context';
import styles from '../ui/console.module.css';
import { FormPage, FormSection } from '../ui/FormPage';
import { Checkbox, TextInput } from '../ui/fields';
import { DeleteItem, ImageField, ItemLoader } from '../ui/ItemPage';
import { Badge } from '../ui/StatusBadge';
import { useConsoleForm } from '../ui/useConsoleForm';
import { useItemForm, useResetOnVersion } from '../ui/useItemForm';
import { ColourField } from './ColourField';
import { SocialLinksField } from './SocialLinksField';
import { StationDetails } from './StationDetails';
import { ContactFields, CoordinateFields } from './StationFormParts';
import { StreamFields, useStreamMode } from './StreamFields';
import { STATION_ORDER, stationFormSchema, valuesOf } from './stationForm';

/**
 * /staff/stations/new and /staff/stations/{id}: a network admin edits the station; an editor reads their own
 * station (only network admins change stations).
 */
export function StationForm() {
  const me = useStaff();
  const { id } = useParams();
  if (me.role !== 'admin' && id === undefined) return <Navigate to="/staff/stations" replace />;
  return (
    <ItemLoader endpoint={staffStations.item} what="This station">
      {(station, onReload) =>
        me.role !== 'admin' && station ? (
          <StationDetails station={station} />
        ) : (
          <StationFields station={station} onReload={onReload} />
        )
      }
    </ItemLoader>
  );
}

function StationFields({ station, onReload }: { station?: StaffStationDetail; onReload: () => void }) {
  const stream = useStreamMode(station);
  // A saved station's colour is checked only when it changes (as the server does).
  const schema = stationFormSchema(station?.color, stream.ref) as unknown as typeof stationCreateBody;
  const form = useConsoleForm(schema, STATION_ORDER, valuesOf(station));
  const { register, control, messageFor, watch } = form;
  const page = useItemForm({
    routes: staffStations,
    listPath: '/staff/stations',
    noun: 'station',
    onReload,
  });
  useResetOnVersion(form.reset, station, () => valuesOf(station));

  const onSubmit = form.submit(async (values) => {
    if (!station) {
      await page.save(undefined, values, form.serverMessage);
      return;
    }
    const body: Record<string, unknown> = form.changed(values);
    // The links are sent whole, and only when they differ from the saved ones.
    if (JSON.stringify(values.socialLinks) === JSON.stringify(valuesOf(station).socialLinks)) {
      delete body.socialLinks;
    } else {
      body.socialLinks = values.socialLinks;
    }
    await page.save(station, body, form.serverMessage);
  });

  const usage = station ? describeStationUsage(station.usage) : [];
  return (
    <FormPage
      title={station ? station.name : 'New station'}
      back={{ to: '/staff/stations', label: 'Stations' }}
      previewHref={station?.isActive ? `/${station.urlName}/home` : undefined}
      onSubmit={onSubmit}
      {...page.frame}
      meta={
        station && (
          <p className={styles.hint}>
            <Badge tone={station.isActive ? 'published' : 'draft'}>
              {station.isActive ? 'Active' : 'Inactive'}
            </Badge>{' '}
            {usage.length ? `Has ${usage.join(', ')}.` : 'Has no content yet.'}
          </p>
        )
      }
      deleteControl={
        station && (
          <DeleteItem noun="station" title={station.name} onConfirm={() => page.remove(station)}>
            <p>
              {usage.length
                ? 'A station with content cannot be deleted. To take it off the site, untick Active and save: its content is kept.'
                : 'It goes from the console and the site. This cannot be undone.'}
            </p>
          </DeleteItem>
        )
      }
    >
      <FormSection title="Identity">
        <TextInput label="Name" maxLength={60} error={messageFor('name')} {...register('name')} />
        <TextInput
          label="Frequency"
          maxLength={20}
          placeholder="94.3 FM"
          error={messageFor('frequency')}
          {...register('frequency')}
        />
        <TextInput
          label="Tagline"
          maxLength={120}
          hint="One line under the name on the station's home page."
          error={messageFor('tagline')}
          {...register('tagline')}
        />
        <Controller
          control={control}
          name="color"
          render={({ field }) => (
            <ColourField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={messageFor('color')}
              savedColor={station?.color}
              sample={watch('frequency')}
            />
          )}
        />
      </FormSection>
      <FormSection title="Logo">
        <ImageField
          control={control}
          name="logoFileId"
          label="Logo"
          image={station?.logo}
          error={messageFor('logoFileId')}
          hint="A square image of at least 512 px, on a plain or transparent background."
        />
      </FormSection>
      <FormSection title="Address and contact">
        <ContactFields form={form} />
      </FormSection>
      <FormSection title="WhatsApp channel">
        <TextInput
          label="WhatsApp channel link"
          type="url"
          inputMode="url"
          maxLength={500}
          placeholder="https://whatsapp.com/channel/…"
          hint="The station's channel that listeners follow; leave empty for none."
          error={messageFor('whatsappChannelUrl')}
          {...register('whatsappChannelUrl')}
        />
      </FormSection>
      <FormSection title="Social links">
        <SocialLinksField form={form} />
      </FormSection>
      <FormSection title="Coordinates">
        <CoordinateFields form={form} />
      </FormSection>
      <FormSection title="Live stream">
        <StreamFields
          form={form}
          stationId={station?.id}
          external={stream.external}
          onExternal={stream.setExternal}
        />
      </FormSection>
      <FormSection title="On the site">
        <TextInput
          label="Order"
          type="number"
          inputMode="numeric"
          min={0}
          max={9999}
          hint={
            station
              ? 'Where the station comes in the site’s list (lowest first).'
              : 'Leave empty to put it last.'
          }
          error={messageFor('sortOrder')}
          {...register('sortOrder', {
            setValueAs: (value) => (value === '' || value == null ? undefined : Number(value)),
          })}
        />
        <Checkbox
          label="Active"
          hint="An inactive station keeps its content, but listeners no longer see it."
          error={messageFor('isActive')}
          {...register('isActive')}
        />
      </FormSection>
    </FormPage>
  );
}
