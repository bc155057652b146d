import { useQuery } from '@tanstack/react-query';
import { idFromUrlName } from '@tarang/contracts';
import { useParams } from 'react-router';
import { isNotFound } from '../../shared/api/client';
import page from '../../shared/ui/Page.module.css';
import { PageHead } from '../../shared/ui/PageHead';
import prose from '../../shared/ui/Prose.module.css';
import { LoadError, TextSkeleton } from '../../shared/ui/states';
import { useStation } from '../stations/context';
import { NotFound } from '../stations/NotFound';
import { rjQuery } from './api';
import styles from './Detail.module.css';

/** `rjs/{rj-name-slug}-{profileId}`: the RJ's portrait, show time and bio. */
export default function RjPage() {
  const station = useStation();
  const profileId = idFromUrlName(useParams().rjUrlName ?? '');
  const valid = /^[A-Za-z0-9]{1,32}$/.test(profileId);
  const {
    data: rj,
    isPending,
    isError,
    error,
    refetch,
  } = useQuery({ ...rjQuery(profileId), enabled: valid });
  if (!valid || isNotFound(error)) return <NotFound />;
  return (
    <article className={page.page}>
      {rj && (
        <PageHead
          title={`${rj.name} · ${station.name}`}
          description={`${rj.name}, ${rj.designation} on ${station.name}. ${rj.showTime}`}
        />
      )}
      {isError ? (
        <LoadError what="This RJ's page" onRetry={() => refetch()} />
      ) : (
        <div className={styles.hero}>
          <div className={styles.portrait}>
            {rj?.image && <img src={rj.image} alt={rj.imageAlt} width={600} height={800} />}
          </div>
          <div>
            <p className={page.eyebrow}>
              {rj?.designation ?? 'RJ'} · {station.name}
            </p>
            <h1 className={page.title}>{rj?.name ?? ' '}</h1>
            {rj?.showTime && <p className={styles.facts}>{rj.showTime}</p>}
            {isPending ? <TextSkeleton /> : <p className={prose.prose}>{rj?.bio}</p>}
          </div>
        </div>
      )}
    </article>
  );
}
