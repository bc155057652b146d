import { useQuery } from '@tanstack/react-query';
import type { EpisodeWithMedia } from '@tarang/contracts';
import type { ReactNode } from 'react';
import { useMessages } from '../../shared/i18n';
import { newFromFollowedQuery } from './api';
import { libraryMessages } from './messages';
import styles from './NewFromFollowed.module.css';

/** How many new episodes of followed shows lead the home page. */
const SHOWN = 4;

/**
 * "New from shows you follow", on top of home for a signed-in listener. Shows nothing until there is something
 * to show (no skeleton, no empty block): home keeps its layout for a listener who follows nothing.
 */
export default function NewFromFollowed({
  userId,
  renderEpisodes,
}: {
  userId: number;
  /** Episode rows with their play and favourite buttons (composed by the route). */
  renderEpisodes: (episodes: EpisodeWithMedia[], label: string) => ReactNode;
}) {
  const t = useMessages(libraryMessages);
  const episodes = useQuery(newFromFollowedQuery(userId));
  const shown = episodes.data?.slice(0, SHOWN) ?? [];
  if (shown.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="followed-title">
      <h2 id="followed-title" className={styles.title}>
        {t.newFromFollowed}
      </h2>
      {renderEpisodes(shown, t.newFromFollowed)}
    </section>
  );
}
