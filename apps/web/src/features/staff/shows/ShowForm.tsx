import { useQuery } from '@tanstack/react-query';
import { type MediaCreateBody, mediaCreateBody, type StaffMedia } from '@tarang/contracts';
import { staffShows } from '@tarang/contracts/staff-endpoints';
import { Controller } from 'react-hook-form';
import { genresQuery } from '../../../shared/api/genres';
import { useStaff } from '../context';
import { FormPage, FormSection } from '../ui/FormPage';
import { Checkbox, Select, TextInput } from '../ui/fields';
import { DeleteItem, ItemLoader } from '../ui/ItemPage';
import { RichTextControl } from '../ui/RichText';
import { useConsoleForm } from '../ui/useConsoleForm';
import { useItemForm, useResetOnVersion } from '../ui/useItemForm';
import { CoverImages } from './CoverImages';
import { PublicationControl } from './PublicationFields';
import { RjPicker } from './RjPicker';
import styles from './Shows.module.css';
import { ShowTabs } from './ShowTabs';
import { listenerShowPath, TYPE_CHOICES } from './showText';

const ORDER = [
  'title',
  'mediaType',
  'stationId',
  'language',
  'genreId',
  'isEditorChoice',
  'description',
  'rjIds',
  'imageFileIds',
  'status',
  'publishedAt',
] as const;

const valuesOf = (show: StaffMedia | undefined, stationId: number | null): MediaCreateBody => ({
  title: show?.title ?? '',
  mediaType: show?.mediaType ?? 'AudioShow',
  stationId: show ? show.stationId : stationId,
  description: show?.description ?? '',
  genreId: show?.genreId ?? null,
  rjIds: show?.rjIds ?? [],
  imageFileIds: show?.imageFileIds ?? [],
  isEditorChoice: show?.isEditorChoice ?? false,
  language: show?.language ?? 'Hindi',
  status: show?.status ?? 'draft',
  publishedAt: show?.publishedAt,
});

const idOrNull = (value: unknown) => (value === '' || value == null ? null : Number(value));

/** /staff/shows/new and /staff/shows/{id}: one show, loaded, then its form (the Details tab). */
export function ShowForm() {
  return (
    <ItemLoader endpoint={staffShows.item} what="This show">
      {(show, onReload) => <ShowFields show={show} onReload={onReload} />}
    </ItemLoader>
  );
}

function ShowFields({ show, onReload }: { show?: StaffMedia; onReload: () => void }) {
  const me = useStaff();
  const isAdmin = me.role === 'admin';
  const genres = useQuery(genresQuery());
  const defaults = () => valuesOf(show, me.stations[0]?.id ?? null);
  const form = useConsoleForm(mediaCreateBody, ORDER, defaults());
  const { register, control, messageFor, watch } = form;
  const page = useItemForm({
    routes: staffShows,
    listPath: '/staff/shows',
    noun: 'show',
    createdText: 'Show created. Add its episodes in the Episodes tab.',
    onReload,
  });
  useResetOnVersion(form.reset, show, defaults);
  // A network-wide show is a network admin's: an editor may look, not change it.
  const readOnly = !isAdmin && show !== undefined && show.stationId === null;

  const onSubmit = form.submit(async (values) => {
    await page.save(show, show ? form.changed(values) : values, form.serverMessage);
  });

  const stationChoices = [
    ...me.stations.map((station) => ({ value: station.id, label: station.name })),
    ...(isAdmin ? [{ value: '', label: 'Network-wide (every station)' }] : []),
  ];
  return (
    <FormPage
      title={show ? show.title : 'New show'}
      back={{ to: '/staff/shows', label: 'Shows' }}
      previewHref={show ? listenerShowPath(me, show) : undefined}
      onSubmit={onSubmit}
      {...page.frame}
      meta={
        show && (
          <>
            <ShowTabs showId={show.id} episodeCount={show.episodeCount} />
            {readOnly && (
              <p className={styles.readOnly}>
                This show is network-wide: only a network admin can change it.
              </p>
            )}
          </>
        )
      }
      deleteControl={
        show &&
        !readOnly && (
          <DeleteItem noun="show" title={show.title} onConfirm={() => page.remove(show)}>
            <p>
              {show.episodeCount > 0
                ? `It has ${show.episodeCount} ${show.episodeCount === 1 ? 'episode' : 'episodes'}: a show is deleted only once its episodes are.`
                : 'Listeners will no longer see it. This cannot be undone.'}
            </p>
          </DeleteItem>
        )
      }
    >
      <fieldset className={styles.group} disabled={readOnly}>
        <FormSection title="The show">
          <TextInput label="Title" maxLength={200} error={messageFor('title')} {...register('title')} />
          <Select
            label="Type"
            choices={TYPE_CHOICES}
            hint="Audio shows and podcasts have audio episodes, a video series has videos."
            error={messageFor('mediaType')}
            {...register('mediaType')}
          />
          <Select
            label="Station"
            choices={stationChoices}
            hint={isAdmin ? 'Network-wide shows are listed on every station.' : undefined}
            error={messageFor('stationId')}
            {...register('stationId', { setValueAs: idOrNull })}
          />
          <TextInput
            label="Language"
            maxLength={40}
            error={messageFor('language')}
            {...register('language')}
          />
          <Controller
            control={control}
            name="genreId"
            render={({ field }) => (
              <Select
                label="Genre"
                placeholder={genres.isPending ? 'Loading genres…' : 'No genre'}
                choices={(genres.data ?? []).map((genre) => ({ value: genre.id, label: genre.name }))}
                error={messageFor('genreId')}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(idOrNull(event.target.value))}
              />
            )}
          />
          <Checkbox
            label="Editor's choice"
            hint="Featured in the station's Editor's choice row."
            error={messageFor('isEditorChoice')}
            {...register('isEditorChoice')}
          />
          <RichTextControl
            control={control}
            name="description"
            label="Description"
            error={messageFor('description')}
          />
        </FormSection>
        <FormSection title="RJs">
          <Controller
            control={control}
            name="rjIds"
            render={({ field }) => (
              <RjPicker
                stationId={watch('stationId') ?? null}
                value={field.value ?? []}
                onChange={field.onChange}
                current={show?.rjs ?? []}
                error={messageFor('rjIds')}
              />
            )}
          />
        </FormSection>
        <FormSection title="Cover images">
          <Controller
            control={control}
            name="imageFileIds"
            render={({ field }) => (
              <CoverImages
                value={field.value ?? []}
                onChange={field.onChange}
                urls={Object.fromEntries(
                  (show?.imageFileIds ?? []).map((fileId, index) => [fileId, show?.images[index] ?? '']),
                )}
                error={messageFor('imageFileIds')}
              />
            )}
          />
        </FormSection>
        <FormSection title="Publishing">
          <PublicationControl noun="show" form={form} />
        </FormSection>
      </fieldset>
    </FormPage>
  );
}
