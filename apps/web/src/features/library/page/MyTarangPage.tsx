import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { EpisodeWithMedia } from '@tarang/contracts';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../../shared/i18n';
import { useBrowserValue } from '../../../shared/lib/useBrowserValue';
import { href } from '../../../shared/paths';
import { Img } from '../../../shared/ui/Img';
import page from '../../../shared/ui/Page.module.css';
import { PageHead } from '../../../shared/ui/PageHead';
import { EmptyState, LoadError, TextSkeleton } from '../../../shared/ui/states';
import { continueListeningQuery, favouritesQuery, followedShowsQuery, recentlyPlayedQuery } from '../api';
import { libraryMessages } from '../messages';
import { isFinished, readLocalPositions } from '../positions';
import { ContinueList, fromAccount, fromBrowser, type ResumeTarget } from './ContinueListening';
import styles from './MyTarang.module.css';
import { libraryPageMessages } from './messages';

const NOTHING_KEPT: ReturnType<typeof readLocalPositions> = [];
/** Reads the browser's kept places once per visit of the page (a snapshot must not change between renders). */
const onceReader = () => {
  let kept: ReturnType<typeof readLocalPositions> | undefined;
  return () => {
    kept ??= readLocalPositions();
    return kept;
  };
};

type Props = {
  /** The signed-in listener, or null for a guest. */
  userId: number | null;
  stationUrlName: string;
  brand: string;
  onSignIn: () => void;
  /** Opens the episode in the player at the saved place. */
  onResume: (target: ResumeTarget) => void;
  /** Episode rows with their play and favourite buttons (composed by the route: other features' buttons). */
  renderEpisodes: (episodes: EpisodeWithMedia[], label: string) => ReactNode;
};

/**
 * `/:station/my-tarang`: continue listening, recently played, favourites and the shows the listener follows.
 * A guest is asked to log in and sees what this browser kept of their listening.
 */
export default function MyTarangPage({
  userId,
  stationUrlName,
  brand,
  onSignIn,
  onResume,
  renderEpisodes,
}: Props) {
  const t = useMessages(libraryPageMessages);
  const name = useMessages(libraryMessages).myTarang;
  return (
    <article className={page.page}>
      <PageHead title={`${name} · ${brand}`} description={t.pageDescription} />
      <h1 className={page.title}>{name}</h1>
      <p className={page.lead}>{t.lead}</p>
      {userId === null ? (
        <Guest stationUrlName={stationUrlName} onSignIn={onSignIn} onResume={onResume} />
      ) : (
        <Account
          userId={userId}
          stationUrlName={stationUrlName}
          onResume={onResume}
          renderEpisodes={renderEpisodes}
        />
      )}
    </article>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Guest({
  stationUrlName,
  onSignIn,
  onResume,
}: Pick<Props, 'stationUrlName' | 'onSignIn' | 'onResume'>) {
  const t = useMessages(libraryPageMessages);
  // Kept in this browser only: the server renders none, and so does the browser while it hydrates.
  const [readKept] = useState(onceReader);
  const kept = useBrowserValue(readKept, NOTHING_KEPT);
  const items = useMemo(
    () => kept.filter((item) => !isFinished(item.position, item.duration)).map(fromBrowser),
    [kept],
  );
  return (
    <>
      <div className={styles.prompt}>
        <h2 className={styles.promptTitle}>{t.signInTitle}</h2>
        <p>{t.signInText}</p>
        <button type="button" className={page.button} aria-haspopup="dialog" onClick={onSignIn}>
          {t.logIn}
        </button>
      </div>
      <Section id="continue-title" title={t.continueListening}>
        {items.length === 0 ? (
          <EmptyState title={t.noContinue}>
            <p>{t.noContinueText}</p>
          </EmptyState>
        ) : (
          <>
            <p className={styles.note}>{t.guestNote}</p>
            <ContinueList items={items} stationUrlName={stationUrlName} onResume={onResume} />
          </>
        )}
      </Section>
    </>
  );
}

/** A list's loading, failure and emptiness, the same in every section. */
function Loaded<T>({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<T[]>;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  const t = useMessages(libraryPageMessages);
  if (query.isPending) {
    return (
      <div role="status" aria-label={t.loading}>
        <TextSkeleton lines={3} />
      </div>
    );
  }
  if (query.isError) return <LoadError what={t.libraryWhat} onRetry={() => query.refetch()} />;
  return query.data.length === 0 ? empty : children(query.data);
}

function Account({
  userId,
  stationUrlName,
  onResume,
  renderEpisodes,
}: { userId: number } & Pick<Props, 'stationUrlName' | 'onResume' | 'renderEpisodes'>) {
  const t = useMessages(libraryPageMessages);
  const continuing = useQuery(continueListeningQuery(userId));
  const recent = useQuery(recentlyPlayedQuery(userId));
  const favourites = useQuery(favouritesQuery(userId));
  const follows = useQuery(followedShowsQuery(userId));
  return (
    <>
      <Section id="continue-title" title={t.continueListening}>
        <Loaded
          query={continuing}
          empty={
            <EmptyState title={t.noContinue}>
              <p>{t.noContinueText}</p>
            </EmptyState>
          }
        >
          {(entries) => (
            <ContinueList
              items={entries.map(fromAccount)}
              stationUrlName={stationUrlName}
              onResume={onResume}
            />
          )}
        </Loaded>
      </Section>
      <Section id="recent-title" title={t.recentlyPlayed}>
        <Loaded query={recent} empty={<EmptyState title={t.noRecent} />}>
          {(entries) =>
            renderEpisodes(
              entries.map((entry) => entry.episode),
              t.recentlyPlayed,
            )
          }
        </Loaded>
      </Section>
      <Section id="favourites-title" title={t.favourites}>
        <Loaded
          query={favourites}
          empty={
            <EmptyState title={t.noFavourites}>
              <p>{t.noFavouritesText}</p>
            </EmptyState>
          }
        >
          {(episodes) => renderEpisodes(episodes, t.favourites)}
        </Loaded>
      </Section>
      <Section id="follows-title" title={t.followedShows}>
        <Loaded
          query={follows}
          empty={
            <EmptyState title={t.noFollowed}>
              <p>{t.noFollowedText}</p>
            </EmptyState>
          }
        >
          {(shows) => (
            <ul className={styles.shows} aria-label={t.followedShows}>
              {shows.map((show) => (
                <li key={show.id}>
                  <Link to={href.audio(stationUrlName, show.urlName)} className={styles.showCard}>
                    <Img src={show.image} alt="" width={160} height={160} sizes="160px" />
                    <span>{show.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Loaded>
      </Section>
    </>
  );
}
