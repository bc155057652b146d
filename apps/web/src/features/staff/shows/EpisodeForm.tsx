import {
  type EpisodeCreateBody,
  episodeCreateBody,
  episodeFileKind,
  type StaffEpisode,
  type StaffMedia,
} from '@tarang/contracts';
import { staffEpisodes, staffShows } from '@tarang/contracts/staff-endpoints';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useParams } from 'react-router';
import { TextSkeleton } from '../../../shared/ui/states';
import { useStaffItem } from '../api';
import { useStaff } from '../context';
import { FormPage, FormSection } from '../ui/FormPage';
import { TextInput } from '../ui/fields';
import { DeleteItem, ImageField } from '../ui/ItemPage';
import { LoadProblem } from '../ui/LoadProblem';
import { RichTextControl } from '../ui/RichText';
import { type StoredFile, UploadField } from '../ui/UploadField';
import { useConsoleForm } from '../ui/useConsoleForm';
import { useItemForm, useResetOnVersion } from '../ui/useItemForm';
import { PublicationControl } from './PublicationFields';
import styles from './Shows.module.css';
import { clockLength, listenerShowPath } from './showText';

const ORDER = [
  'title',
  'episodeNumber',
  'description',
  'fileId',
  'thumbnailFileId',
  'status',
  'publishedAt',
] as const;

const valuesOf = (episode: StaffEpisode | undefined): EpisodeCreateBody => ({
  title: episode?.title ?? '',
  description: episode?.description ?? '',
  // A new episode has no file until one is uploaded (the form says so on Save).
  fileId: episode?.fileId as number,
  thumbnailFileId: episode?.thumbnailFileId ?? null,
  episodeNumber: episode?.episodeNumber ?? null,
  status: episode?.status ?? 'draft',
  publishedAt: episode?.publishedAt,
});

const wholeOrNull = (value: unknown) => (value === '' || value == null ? null : Number(value));

/** /staff/shows/{id}/episodes/new and …/episodes/{episodeId}: the show, the episode, then its form. */
export function EpisodeForm() {
  const { id, episodeId } = useParams();
  const showId = Number(id);
  const show = useStaffItem(staffShows.item, { id: showId });
  const episodeNumber = episodeId ? Number(episodeId) : undefined;
  const item = useStaffItem(
    staffEpisodes.item,
    episodeNumber === undefined ? undefined : { id: showId, episodeId: episodeNumber },
  );
  if (show.isPending || (episodeNumber !== undefined && item.isPending)) return <TextSkeleton lines={10} />;
  if (show.isError)
    return <LoadProblem error={show.error} what="This show" onRetry={() => void show.refetch()} />;
  if (item.isError)
    return <LoadProblem error={item.error} what="This episode" onRetry={() => void item.refetch()} />;
  return <EpisodeFields show={show.data} episode={item.data} onReload={() => void item.refetch()} />;
}

function EpisodeFields({
  show,
  episode,
  onReload,
}: {
  show: StaffMedia;
  episode?: StaffEpisode;
  onReload: () => void;
}) {
  const me = useStaff();
  const kind = episodeFileKind(show.mediaType);
  const form = useConsoleForm(episodeCreateBody, ORDER, valuesOf(episode));
  const { register, control, messageFor, formState } = form;
  const episodesPath = `/staff/shows/${show.id}/episodes`;
  const page = useItemForm({
    routes: staffEpisodes,
    params: { id: show.id },
    idParam: 'episodeId',
    listPath: episodesPath,
    noun: 'episode',
    onReload,
  });
  useResetOnVersion(form.reset, episode, () => valuesOf(episode));
  // The file uploaded on this page: its length, read by the server, is shown at once.
  const [uploaded, setUploaded] = useState<StoredFile | null>(null);

  const onSubmit = form.submit(async (values) => {
    const saved = await page.save(episode, episode ? form.changed(values) : values, form.serverMessage);
    if (saved) setUploaded(null);
  });

  const fileLabel = kind === 'video' ? 'Video file' : 'Audio file';
  // Without a file the schema's message names the id; the form says what to do.
  const fileMessage =
    formState.errors.fileId?.type === 'server'
      ? messageFor('fileId')
      : messageFor('fileId') && `Upload the ${kind === 'video' ? 'video' : 'audio'} file first.`;
  const length = uploaded ? uploaded.durationSeconds : (episode?.durationSeconds ?? null);

  return (
    <FormPage
      title={episode ? episode.title : 'New episode'}
      back={{ to: episodesPath, label: `${show.title}: episodes` }}
      previewHref={episode ? listenerShowPath(me, show) : undefined}
      onSubmit={onSubmit}
      {...page.frame}
      deleteControl={
        episode && (
          <DeleteItem noun="episode" title={episode.title} onConfirm={() => page.remove(episode)}>
            <p>Listeners will no longer see it, nor find it in their favourites. This cannot be undone.</p>
          </DeleteItem>
        )
      }
    >
      <FormSection title="The episode">
        <TextInput label="Title" maxLength={200} error={messageFor('title')} {...register('title')} />
        <TextInput
          label="Episode number"
          type="number"
          inputMode="numeric"
          min={1}
          hint="Optional."
          error={messageFor('episodeNumber')}
          {...register('episodeNumber', { setValueAs: wholeOrNull })}
        />
        <RichTextControl
          control={control}
          name="description"
          label="Description"
          error={messageFor('description')}
        />
      </FormSection>
      <FormSection title={kind === 'video' ? 'The video' : 'The audio'}>
        <Controller
          control={control}
          name="fileId"
          render={({ field }) => (
            <UploadField
              label={fileLabel}
              kind={kind}
              file={episode ? { url: episode.src, mimeType: episode.mimeType } : null}
              onUploaded={(file) => {
                setUploaded(file);
                field.onChange(file.id);
              }}
              error={fileMessage}
              hint="Large files upload in pieces: if the connection drops, Resume carries on from where it stopped."
            />
          )}
        />
        <p className={styles.facts} role="status">
          {length === null
            ? uploaded
              ? "We could not read this file's length: upload it again, or another file."
              : ''
            : `Length: ${clockLength(length)} (read from the file)`}
        </p>
        <ImageField
          control={control}
          name="thumbnailFileId"
          label="Thumbnail image"
          image={episode?.thumbnail}
          error={messageFor('thumbnailFileId')}
          hint="Optional: without one, listeners see the show's cover."
        />
      </FormSection>
      <FormSection title="Publishing">
        <PublicationControl noun="episode" form={form} />
      </FormSection>
    </FormPage>
  );
}
