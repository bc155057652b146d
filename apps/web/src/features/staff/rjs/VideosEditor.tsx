import { PROFILE_TEXT } from '@tarang/contracts';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import ui from '../ui/console.module.css';
import { TextInput } from '../ui/fields';
import { type StoredFile, UploadField } from '../ui/UploadField';
import { OrderedItem } from './OrderedItem';
import styles from './Rjs.module.css';
import type { KnownFiles, RjFormApi } from './rjValues';

type Props = { form: RjFormApi; known: KnownFiles; onKnown: (file: StoredFile) => void };

/** The RJ's videos, in order: a title, the clip, and a poster image if the clip's first frame is not enough. */
export function VideosEditor({ form, known, onKnown }: Props) {
  const { fields, append, move, remove } = useFieldArray({ control: form.control, name: 'videos' });
  const [uploads, setUploads] = useState(0);
  const full = fields.length >= PROFILE_TEXT.videos;
  const values = form.watch('videos');

  return (
    <div className={`${ui.wide} ${styles.list}`}>
      {fields.length === 0 ? (
        <p className={ui.hint}>No videos yet. Upload the first below, then give it a title.</p>
      ) : (
        <ol className={styles.items} aria-label="Videos, in the order the RJ page shows them">
          {fields.map((field, index) => {
            const name = `Video ${index + 1}`;
            const current = values?.[index];
            const video = current ? known[current.videoFileId] : undefined;
            const poster = current?.posterFileId ? known[current.posterFileId] : undefined;
            const set = (key: 'videoFileId' | 'posterFileId', id: number | null) =>
              form.setValue(`videos.${index}.${key}`, id as number, { shouldDirty: true });
            return (
              <OrderedItem
                key={field.id}
                name={name}
                index={index}
                count={fields.length}
                onMove={move}
                onRemove={() => remove(index)}
              >
                <TextInput
                  label={`Title of video ${index + 1}`}
                  maxLength={PROFILE_TEXT.videoTitle}
                  error={form.messageFor(`videos.${index}.title`)}
                  {...form.register(`videos.${index}.title`)}
                />
                <UploadField
                  label={`Clip of video ${index + 1}`}
                  kind="video"
                  file={video ?? null}
                  onUploaded={(file) => {
                    onKnown(file);
                    set('videoFileId', file.id);
                  }}
                  error={form.messageFor(`videos.${index}.videoFileId`)}
                />
                <UploadField
                  label={`Poster of video ${index + 1} (optional)`}
                  kind="image"
                  file={poster ?? null}
                  onUploaded={(file) => {
                    onKnown(file);
                    set('posterFileId', file.id);
                  }}
                  onRemove={() => set('posterFileId', null)}
                  error={form.messageFor(`videos.${index}.posterFileId`)}
                  hint="Shown before the clip plays; 16:9 looks best."
                />
              </OrderedItem>
            );
          })}
        </ol>
      )}
      {full ? (
        <p className={ui.hint}>
          That is the most an RJ can have ({PROFILE_TEXT.videos}): remove one to add another.
        </p>
      ) : (
        <UploadField
          key={uploads}
          label="Add a video"
          kind="video"
          file={null}
          onUploaded={(file) => {
            onKnown(file);
            append(
              { title: '', videoFileId: file.id, posterFileId: null },
              { focusName: `videos.${fields.length}.title` },
            );
            setUploads((n) => n + 1);
          }}
          hint="An MP4 or WebM clip; give it a title once it is uploaded."
        />
      )}
    </div>
  );
}
