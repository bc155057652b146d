import type { MediaItem } from '@tarang/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './Cards.module.css';

const TYPE_LABEL: Record<MediaItem['mediaType'], string> = {
  AudioShow: 'Show',
  Podcast: 'Podcast',
  Video: 'Video',
};

export function CardGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {children}
    </ul>
  );
}

export function MediaCard({ item, to }: { item: MediaItem; to: string }) {
  return (
    <li className={styles.card}>
      <Link to={to} className={styles.link}>
        <span className={styles.cover}>
          {item.images[0] ? (
            <img
              src={item.images[0]}
              alt={item.imageAlts[0] ?? item.title}
              width={400}
              height={400}
              loading="lazy"
            />
          ) : null}
          <span className={styles.badge}>{TYPE_LABEL[item.mediaType]}</span>
        </span>
        <span className={styles.title}>{item.title}</span>
        <span className={styles.meta}>
          {item.genre?.name ?? item.language} · {item.episodeCount}{' '}
          {item.episodeCount === 1 ? 'episode' : 'episodes'}
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
  return (
    <li className={styles.card}>
      <Link to={to} className={styles.link}>
        <span className={styles.wide}>
          {image ? <img src={image} alt={imageAlt} width={640} height={360} loading="lazy" /> : null}
        </span>
        <span className={styles.meta}>{meta}</span>
        <span className={styles.title}>{title}</span>
        <span className={styles.summary}>{summary}</span>
      </Link>
    </li>
  );
}
