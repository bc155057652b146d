import type { ReactNode } from 'react';
import styles from './SignInCard.module.css';

/** The console's sign-in page: a card on the brand's night background. */
export function SignInCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="staff-sign-in">
        <p className={styles.brand}>Tarang Console</p>
        <h1 id="staff-sign-in" className={styles.title}>
          {title}
        </h1>
        {children}
        <a className={styles.back} href="/">
          Back to the site
        </a>
      </section>
    </main>
  );
}
