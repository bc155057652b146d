import type { ReactNode } from 'react';
import styles from './Rjs.module.css';

type Props = {
  /** What the item is called on screen and in its buttons' names, e.g. "Image 2" or "Video 1". */
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  /** The picture or clip. */
  preview?: ReactNode;
  children: ReactNode;
};

/** One item of an ordered list in a form (the gallery, the videos): its preview, its fields, Up, Down, Remove. */
export function OrderedItem({ name, index, count, onMove, onRemove, preview, children }: Props) {
  const lower = name.charAt(0).toLowerCase() + name.slice(1);
  return (
    <li className={styles.item}>
      <p className={styles.itemName}>{name}</p>
      {preview && <div className={styles.itemPreview}>{preview}</div>}
      <div className={styles.itemFields}>{children}</div>
      <div className={styles.itemButtons}>
        <button
          type="button"
          className={styles.small}
          aria-label={`Move ${lower} up`}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
        >
          ↑ Up
        </button>
        <button
          type="button"
          className={styles.small}
          aria-label={`Move ${lower} down`}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          ↓ Down
        </button>
        <button type="button" className={styles.small} aria-label={`Remove ${lower}`} onClick={onRemove}>
          Remove
        </button>
      </div>
    </li>
  );
}
