import { useQuery } from '@tanstack/react-query';
import page from '../../shared/ui/Page.module.css';
import { PageHead } from '../../shared/ui/PageHead';
import { LoadError, TextSkeleton } from '../../shared/ui/states';
import { useStation } from '../stations/context';
import { categoriesQuery } from './api';
import styles from './TalentHunt.module.css';

export default function TalentHuntPage() {
  const station = useStation();
  const { data, isPending, isError, refetch } = useQuery(categoriesQuery());
  return (
    <section className={page.page}>
      <PageHead
        title={`Talent Hunt · ${station.name}`}
        description={`Sing, joke, recite or play: the ${station.name} talent hunt.`}
      />
      <p className={page.eyebrow}>{station.name}</p>
      <h1 className={page.title}>Talent Hunt</h1>
      <p className={page.lead}>Got a voice the city should hear? These are this season's categories.</p>
      {isPending ? (
        <TextSkeleton />
      ) : isError ? (
        <LoadError what="The categories" onRetry={() => refetch()} />
      ) : (
        <ul className={styles.categories}>
          {data.data.map((category) => (
            <li key={category.id} className={styles.category}>
              <h2>{category.name}</h2>
              <p>{category.description}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
