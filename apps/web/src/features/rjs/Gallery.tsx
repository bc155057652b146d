import * as Dialog from '@radix-ui/react-dialog';
import type { ProfileDetail } from '@tarang/contracts';
import { type CSSProperties, type KeyboardEvent, useRef, useState } from 'react';
import { useMessages } from '../../shared/i18n';
import { soundStarted } from '../../shared/lib/oneSound';
import { Img } from '../../shared/ui/Img';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, PlayIcon } from '../../shared/ui/icons';
import styles from './Gallery.module.css';
import { rjsMessages } from './messages';

type GalleryItem = ProfileDetail['gallery'][number];
type Props = {
  items: GalleryItem[];
  rjName: string;
  /** Poster images by video file id (the RJ's videos have posters; a gallery video may be one of them). */
  posters: Map<number, string>;
};

const kindOf = (item: GalleryItem) => {
  const t = rjsMessages.get();
  return item.mediaType === 'Video' ? t.video : t.photo;
};
const TILE_SIZES = '(min-width: 1024px) 300px, (min-width: 640px) 33vw, 50vw';

/**
 * The RJ's gallery: photos and videos (told apart by the file's MIME type) as tiles; each opens a lightbox
 * (Radix Dialog: labelled, focus kept inside, Escape closes) with previous/next buttons and arrow keys, "n of m",
 * the alt text as caption and videos playing with their controls. Closing returns focus to the tile of the item
 * last shown, so a keyboard user carries on from where they were.
 */
export function Gallery({ items, rjName, posters }: Props) {
  const t = useMessages(rjsMessages);
  const [index, setIndex] = useState<number | null>(null);
  const lastShown = useRef(0);
  const tiles = useRef<(HTMLButtonElement | null)[]>([]);
  const count = items.length;
  const current = index === null ? undefined : items[index];

  const show = (next: number | null) => {
    if (next !== null) lastShown.current = next;
    setIndex(next);
  };
  const step = (by: number) => {
    if (index !== null) show((index + by + count) % count);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // A focused video seeks with the arrow keys; elsewhere they move through the gallery.
    if (event.target instanceof HTMLVideoElement) return;
    const moves: Record<string, () => void> = {
      ArrowRight: () => step(1),
      ArrowLeft: () => step(-1),
      Home: () => show(0),
      End: () => show(count - 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return (
    <>
      <ul className={styles.grid}>
        {items.map((item, n) => {
          const poster = item.mediaType === 'Video' ? posters.get(item.url) : undefined;
          return (
            <li key={item.id}>
              <button
                type="button"
                ref={(node) => {
                  tiles.current[n] = node;
                }}
                className={styles.tile}
                aria-label={t.tile({ kind: kindOf(item), n: n + 1, count, alt: item.imageAlt })}
                aria-haspopup="dialog"
                onClick={() => show(n)}
              >
                {item.mediaType === 'Image' ? (
                  <Img
                    src={item.mediaUrl}
                    alt=""
                    width={item.width ?? 600}
                    height={item.height ?? 400}
                    sizes={TILE_SIZES}
                  />
                ) : poster ? (
                  <Img src={poster} alt="" width={640} height={360} sizes={TILE_SIZES} />
                ) : (
                  // No poster: the video's first frame (metadata only; the video itself plays in the lightbox).
                  <video
                    className={styles.tileVideo}
                    src={`${item.mediaUrl}#t=0.1`}
                    preload="metadata"
                    muted
                    playsInline
                    tabIndex={-1}
                    aria-hidden="true"
                    width={item.width ?? 640}
                    height={item.height ?? 360}
                  />
                )}
                {item.mediaType === 'Video' && (
                  <span className={styles.play} aria-hidden="true">
                    <PlayIcon size={22} />
                  </span>
                )}
                <span className={styles.tileKind} aria-hidden="true">
                  {kindOf(item)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>

      <Dialog.Root open={current !== undefined} onOpenChange={(open) => !open && show(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content
            className={styles.lightbox}
            onKeyDown={onKeyDown}
            onCloseAutoFocus={(event) => {
              const tile = tiles.current[lastShown.current];
              if (tile) {
                event.preventDefault();
                tile.focus();
              }
            }}
          >
            {current && index !== null && (
              <>
                <div className={styles.bar}>
                  <Dialog.Title className={styles.title}>{t.galleryOf({ name: rjName })}</Dialog.Title>
                  <p className={styles.counter} aria-live="polite" aria-atomic="true">
                    {t.nOfCount({ n: index + 1, count })}
                  </p>
                  <Dialog.Close className={styles.close} aria-label={t.closeGallery}>
                    <CloseIcon size={22} />
                  </Dialog.Close>
                </div>
                <figure className={styles.stage}>
                  <div
                    className={styles.media}
                    key={current.id}
                    style={{ '--ratio': `${current.width ?? 3} / ${current.height ?? 2}` } as CSSProperties}
                  >
                    {current.mediaType === 'Image' ? (
                      <Img
                        src={current.mediaUrl}
                        alt={current.imageAlt}
                        width={current.width ?? 1200}
                        height={current.height ?? 800}
                        sizes="(min-width: 1280px) 1280px, 100vw"
                        priority
                      />
                    ) : (
                      // biome-ignore lint/a11y/useMediaCaption: the studio clips have no speech to caption
                      <video
                        src={current.mediaUrl}
                        poster={posters.get(current.url)}
                        controls
                        playsInline
                        preload="metadata"
                        // The audio player and a video do not talk over each other.
                        onPlay={() => soundStarted('video')}
                        aria-label={current.imageAlt}
                        width={current.width ?? 640}
                        height={current.height ?? 360}
                      />
                    )}
                  </div>
                  <Dialog.Description asChild>
                    <figcaption className={styles.caption}>
                      <span className={styles.captionKind}>{kindOf(current)}</span>
                      {current.caption && <strong>{current.caption}</strong>}
                      <span>{current.imageAlt}</span>
                    </figcaption>
                  </Dialog.Description>
                </figure>
                {count > 1 && (
                  <div className={styles.nav}>
                    <button type="button" className={styles.arrow} onClick={() => step(-1)}>
                      <ChevronLeftIcon size={24} />
                      <span className="visually-hidden">{t.previous}</span>
                    </button>
                    <button type="button" className={styles.arrow} onClick={() => step(1)}>
                      <ChevronRightIcon size={24} />
                      <span className="visually-hidden">{t.next}</span>
                    </button>
                  </div>
                )}
              </>
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
