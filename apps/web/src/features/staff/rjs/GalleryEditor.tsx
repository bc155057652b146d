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

/** The RJ's gallery: images and videos in the order the RJ page shows them, each with a caption. */
export function GalleryEditor({ form, known, onKnown }: Props) {
  const { fields, append, move, remove } = useFieldArray({ control: form.control, name: 'gallery' });
  // Each finished upload starts the Add fields afresh.
  const [uploads, setUploads] = useState(0);
  const add = (file: StoredFile) => {
    onKnown(file);
    append({ fileId: file.id, caption: '' }, { focusName: `gallery.${fields.length}.caption` });
    setUploads((n) => n + 1);
  };
  const full = fields.length >= PROFILE_TEXT.galleryItems;

  return (
    <div className={`${ui.wide} ${styles.list}`}>
      {fields.length === 0 ? (
        <p className={ui.hint}>No pictures or clips yet. Add the first below.</p>
      ) : (
        <ol className={styles.items} aria-label="Gallery, in the order the RJ page shows it">
          {fields.map((field, index) => {
            const file = known[field.fileId];
            const isVideo = file?.mimeType.startsWith('video/');
            const name = `Gallery ${isVideo ? 'video' : 'image'} ${index + 1}`;
            return (
              <OrderedItem
                key={field.id}
                name={name}
                index={index}
                count={fields.length}
                onMove={move}
                onRemove={() => remove(index)}
                preview={
                  file &&
                  (isVideo ? (
                    // biome-ignore lint/a11y/useMediaCaption: staff check their own upload; captions are not part of it
                    <video src={file.url} controls preload="metadata" aria-label={name} />
                  ) : (
                    <img src={file.url} alt={name} />
                  ))
                }
              >
                <TextInput
                  label={`Caption of ${name.toLowerCase()}`}
                  maxLength={PROFILE_TEXT.caption}
                  error={
                    form.messageFor(`gallery.${index}.caption`) ?? form.messageFor(`gallery.${index}.fileId`)
                  }
                  {...form.register(`gallery.${index}.caption`)}
                />
              </OrderedItem>
            );
          })}
        </ol>
      )}
      {full ? (
        <p className={ui.hint}>
          The gallery is full ({PROFILE_TEXT.galleryItems} items): remove one to add another.
        </p>
      ) : (
        <div className={styles.adders}>
          <UploadField
            key={`image-${uploads}`}
            label="Add an image to the gallery"
            kind="image"
            file={null}
            onUploaded={add}
            hint="JPEG, PNG or WebP; it goes at the end of the gallery."
          />
          <UploadField
            key={`video-${uploads}`}
            label="Add a video to the gallery"
            kind="video"
            file={null}
            onUploaded={add}
            hint="A short MP4 or WebM clip; it goes at the end of the gallery."
          />
        </div>
      )}
    </div>
  );
}
