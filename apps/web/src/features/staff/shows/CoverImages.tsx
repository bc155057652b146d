import { MEDIA_LIMITS } from '@tarang/contracts';
import { useState } from 'react';
import ui from '../ui/console.module.css';
import { UploadField } from '../ui/UploadField';
import styles from './Shows.module.css';

type Props = {
  /** The file ids, first one first (the one listeners see on the show's page and in lists). */
  value: number[];
  onChange: (ids: number[]) => void;
  /** The URLs of the covers the show had when the form opened, by file id. */
  urls: Record<number, string>;
  error?: string;
};

const moved = (ids: number[], from: number, to: number) => {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  if (id !== undefined) next.splice(to, 0, id);
  return next;
};

/** A show's cover images: add (uploaded one at a time), put in order with Move buttons, remove. */
export function CoverImages({ value, onChange, urls, error }: Props) {
  // Covers uploaded while the form is open; the upload field starts afresh after each one.
  const [added, setAdded] = useState<Record<number, string>>({});
  const [uploads, setUploads] = useState(0);
  const urlOf = (id: number) => added[id] ?? urls[id];
  const full = value.length >= MEDIA_LIMITS.images;

  return (
    <div className={ui.wide}>
      {value.length > 0 && (
        <ol className={styles.covers} aria-label="Cover images, in order">
          {value.map((id, index) => {
            const name = `cover ${index + 1}`;
            return (
              <li key={id} className={styles.cover}>
                <img src={urlOf(id)} alt={`Cover ${index + 1}`} />
                <p className={styles.coverTitle}>
                  {index === 0 ? 'Cover 1 (shown first)' : `Cover ${index + 1}`}
                </p>
                <div className={styles.coverButtons}>
                  <button
                    type="button"
                    className={styles.small}
                    aria-label={`Move ${name} earlier`}
                    disabled={index === 0}
                    onClick={() => onChange(moved(value, index, index - 1))}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={styles.small}
                    aria-label={`Move ${name} later`}
                    disabled={index === value.length - 1}
                    onClick={() => onChange(moved(value, index, index + 1))}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className={styles.small}
                    aria-label={`Remove ${name}`}
                    onClick={() => onChange(value.filter((other) => other !== id))}
                  >
                    Remove
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {full ? (
        <p className={ui.hint}>
          That is the most a show can have ({MEDIA_LIMITS.images}): remove one to add another.
        </p>
      ) : (
        <UploadField
          key={uploads}
          label={value.length ? 'Add another cover image' : 'Add a cover image'}
          kind="image"
          file={null}
          onUploaded={(file) => {
            setAdded((known) => ({ ...known, [file.id]: file.url }));
            onChange([...value, file.id]);
            setUploads((n) => n + 1);
          }}
          error={error}
          hint="Square images of at least 1000 px look best. The first is the one listeners see most."
        />
      )}
    </div>
  );
}
