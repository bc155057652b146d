import type { MediaItem } from '@tarang/contracts';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../i18n';
import { Img } from '../Img';
import styles from './Cards.module.css';
import { cardsMessages } from './messages';

/** Widths the cards take, for the browser to pick from the srcset. */
const MEDIA_SIZES = '(min-width: 1216px) 280px, (min-width: 640px) 30vw, 50vw';
const STORY_SIZES = '(min-width: 1216px) 380px, (min-width: 640px) 45vw, 100vw';

/**
 * A grid of cards. `media`: square covers, two to a row on phones; `story`: wide images, one to a row on
 * phones; `rows`: like story, but on phones each card is a row with a small picture (for short lists).
 */
export function CardGrid({
  children,
  label,
  variant = 'story',
  busy,
}: {
  children: ReactNode;
  label: string;
  variant?: 'media' | 'story' | 'rows';
  busy?: boolean;
}) {
  return (
    <ul className={`${styles.grid} ${styles[variant]}`} aria-label={label} aria-busy={busy || undefined}>
      {children}
    </ul>
  );
}

export function MediaCard({ item, to }: { item: MediaItem; to: string }) {
  const id = useId();
  const t = useMessages(cardsMessages);
  const count = t.episodes(item.episodeCount);
  return (
    <li className={styles.card}>
      {/* Named by its title, described by its type and details: the cover's alt text would only repeat it. */}
      <Link to={to} className={styles.link} aria-labelledby={`${id}-t`} aria-describedby={`${id}-b ${id}-m`}>
        <span className={styles.cover}>
          <Img
            src={item.images[0]}
            alt={item.imageAlts[0] ?? item.title}
            width={400}
            height={400}
            sizes={MEDIA_SIZES}
          />
          <span id={`${id}-b`} className={styles.badge}>
            {t[item.mediaType]}
          </span>
        </span>
        <span id={`${id}-t`} className={styles.title}>
          {item.title}
        </span>
        <span id={`${id}-m`} className={styles.meta}>
          {[item.genre?.name, count].filter(Boolean).join(' · ')}
        </span>
      </Link>
    </li>
  );
}

export function StoryCard({
  to,
  image,
  imageAlt,
  title,
  meta,
  summary,
}: {
  to: string;
  image: string | null;
  imageAlt: string;
  title: string;
  meta: string;
  summary: string;
}) {
  const id = useId();
  return (
    <li className={styles.card}>
      <Link to={to} className={styles.link} aria-labelledby={`${id}-t`} aria-describedby={`${id}-m ${id}-s`}>
        <span className={styles.wide}>
          <Img src={image} alt={imageAlt} width={640} height={360} sizes={STORY_SIZES} />
        </span>
        <span id={`${id}-m`} className={styles.meta}>
          {meta}
        </span>
        <span id={`${id}-t`} className={styles.title}>
          {title}
        </span>
        <span id={`${id}-s`} className={styles.summary}>
          {summary}
        </span>
      </Link>
    </li>
  );
}

/** Placeholders shaped like the cards that will replace them, so nothing moves when they arrive. */
export function CardSkeletons({
  count,
  variant = 'story',
  label,
}: {
  count: number;
  variant?: 'media' | 'story' | 'rows';
  label: string;
}) {
  return (
    <div role="status" aria-label={label}>
      <ul className={`${styles.grid} ${styles[variant]}`} aria-hidden="true">
        {Array.from({ length: count }, (_, n) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <li key={n} className={styles.card}>
            <span className={styles.link}>
              <span className={`${variant === 'media' ? styles.cover : styles.wide} ${styles.shimmer}`} />
              <span className={`${styles.line} ${styles.shimmer}`} />
              <span className={`${styles.line} ${styles.short} ${styles.shimmer}`} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
