import { useQuery } from '@tanstack/react-query';
import type { ProfileDetail } from '@tarang/contracts';
import { idFromUrlName } from '@tarang/contracts/slug';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { isNotFound } from '../../shared/api/client';
import { useMessages } from '../../shared/i18n';
import { href } from '../../shared/paths';
import { useStation } from '../../shared/station/context';
import { CardGrid, CardSkeletons, MediaCard } from '../../shared/ui/cards/Cards';
import { Img } from '../../shared/ui/Img';
import { NotFound } from '../../shared/ui/NotFound';
import page from '../../shared/ui/Page.module.css';
import { PageHead } from '../../shared/ui/PageHead';
import { Pager } from '../../shared/ui/Pager';
import { ClockIcon } from '../../shared/ui/pageIcons';
import { LoadError, TextSkeleton } from '../../shared/ui/states';
import { VideoGrid, VideoTile } from '../../shared/ui/video/VideoTile';
import { RJ_SHOWS_PAGE_SIZE, rjQuery, rjShowsQuery } from './api';
import { Gallery } from './Gallery';
import { rjsMessages } from './messages';
import styles from './RjPage.module.css';

const PROFILE_ID = /^[A-Za-z0-9]{1,32}$/;

const minutesOf = (seconds: number | null) =>
  seconds === null
    ? null
    : `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/** The shows the RJ hosts (GET media?rjId=), each leading to its page. */
function HostedShows({ rj }: { rj: ProfileDetail }) {
  const t = useMessages(rjsMessages);
  const station = useStation();
  const [pageNumber, setPageNumber] = useState(1);
  const { data, isPending, isError, refetch } = useQuery(rjShowsQuery(rj.profileId, pageNumber));
  const name = rj.name;
  if (isPending) return <CardSkeletons count={3} variant="media" label={t.loadingShows({ name })} />;
  if (isError) return <LoadError what={t.theShows({ name })} onRetry={() => refetch()} />;
  if (data.data.length === 0) return <p className={styles.none}>{t.noShow({ name })}</p>;
  return (
    <>
      <CardGrid label={t.showsWith({ name })} variant="media">
        {data.data.map((show) => (
          <MediaCard key={show.id} item={show} to={href.audio(station.urlName, show.urlName)} />
        ))}
      </CardGrid>
      <Pager
        page={pageNumber}
        total={data.total}
        pageSize={RJ_SHOWS_PAGE_SIZE}
        onPage={setPageNumber}
        label={t.showsWith({ name })}
      />
    </>
  );
}

/** The RJ's videos, played inline (one at a time, pausing the audio player) like the video section's. */
function Videos({ rj }: { rj: ProfileDetail }) {
  const t = useMessages(rjsMessages);
  return (
    <VideoGrid label={t.videosWith({ name: rj.name })}>
      {rj.videos.map((video) => (
        <VideoTile
          key={video.id}
          src={video.videoUrl}
          mimeType={video.mimeType}
          poster={video.poster}
          title={video.title}
        >
          {video.duration !== null && <span className={styles.duration}>{minutesOf(video.duration)}</span>}
        </VideoTile>
      ))}
    </VideoGrid>
  );
}

/** `rjs/{rj-name-slug}-{profileId}`: portrait, bio, shows, gallery and videos of one RJ. */
export default function RjPage({
  actions,
}: {
  /** The RJ's buttons under the bio (the requests feature's "Let's collab"), composed by the route. */
  actions: (rj: ProfileDetail) => ReactNode;
}) {
  const t = useMessages(rjsMessages);
  const station = useStation();
  const profileId = idFromUrlName(useParams().rjUrlName ?? '');
  const valid = PROFILE_ID.test(profileId);
  const { data: rj, isError, error, refetch } = useQuery({ ...rjQuery(profileId), enabled: valid });
  if (!valid || isNotFound(error)) return <NotFound />;
  // The tab's title until the page's own arrives, and if it fails to: never none.
  const interimHead = <PageHead title={t.rjTitle({ station: station.name })} />;
  if (isError) {
    return (
      <div className={page.page}>
        {interimHead}
        <LoadError what={t.thisPage} onRetry={() => refetch()} />
      </div>
    );
  }

  const firstName = rj?.name.split(' ')[0] ?? '';
  const posters = new Map<number, string>();
  for (const video of rj?.videos ?? []) if (video.poster) posters.set(video.url, video.poster);

  return (
    <article className={page.page} aria-busy={!rj}>
      {rj ? (
        <PageHead
          title={t.pageTitle({ name: rj.name, station: station.name })}
          description={t.pageDescription({
            name: rj.name,
            designation: rj.designation,
            station: station.name,
            showTime: rj.showTime,
          })}
        />
      ) : (
        interimHead
      )}
      <header className={styles.hero}>
        <div className={styles.portrait}>
          {rj ? (
            <Img
              src={rj.image}
              alt={rj.imageAlt || rj.name}
              width={600}
              height={800}
              sizes="(min-width: 720px) 22rem, 8rem"
              priority
            />
          ) : (
            <span className={styles.shimmer} />
          )}
        </div>
        <div className={styles.heading}>
          <p className={page.eyebrow}>{rj ? `${rj.designation} · ${station.name}` : station.name}</p>
          {rj ? (
            <h1 className={styles.name}>{rj.name}</h1>
          ) : (
            <span className={`${styles.shimmer} ${styles.nameSkeleton}`} aria-hidden="true" />
          )}
        </div>
        <div className={styles.details}>
          {rj?.showTime && (
            <p className={styles.showTime}>
              <ClockIcon size={18} />
              {rj.showTime}
            </p>
          )}
          {rj ? <p className={styles.bio}>{rj.bio}</p> : <TextSkeleton lines={4} />}
          {rj && <div className={styles.actions}>{actions(rj)}</div>}
        </div>
      </header>

      {rj && (
        <>
          <section className={styles.section} aria-labelledby="rj-shows">
            <h2 id="rj-shows" className={styles.sectionTitle}>
              {t.showsWith({ name: firstName })}
            </h2>
            <HostedShows rj={rj} />
          </section>

          {rj.gallery.length > 0 && (
            <section className={styles.section} aria-labelledby="rj-gallery">
              <h2 id="rj-gallery" className={styles.sectionTitle}>
                {t.gallery}
              </h2>
              <Gallery items={rj.gallery} rjName={rj.name} posters={posters} />
            </section>
          )}

          {rj.videos.length > 0 && (
            <section className={styles.section} aria-labelledby="rj-videos">
              <h2 id="rj-videos" className={styles.sectionTitle}>
                {t.videos}
              </h2>
              <Videos rj={rj} />
            </section>
          )}
        </>
      )}
    </article>
  );
}
