import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { CheckIcon, MicIcon } from '../../shared/ui/icons';
import page from '../../shared/ui/Page.module.css';
import { PageHead } from '../../shared/ui/PageHead';
import { EmptyState, LoadError } from '../../shared/ui/states';
import { useAuthDialog } from '../auth/context';
import { useUser } from '../auth/useUser';
import { useStation } from '../stations/context';
import { type Category, categoriesQuery } from './api';
import { EntryForm, type Sent } from './EntryForm';
import styles from './TalentHunt.module.css';
import { TALENT_TEXT } from './text';

function Categories({
  categories,
  onEnter,
}: {
  categories: Category[];
  onEnter: (category: Category) => void;
}) {
  return (
    <ol className={styles.categories}>
      {categories.map((category, n) => (
        <li key={category.id} className={styles.category}>
          <span className={styles.number} aria-hidden="true">
            {String(n + 1).padStart(2, '0')}
          </span>
          <h3 className={styles.categoryName}>{category.name}</h3>
          <p className={styles.categoryText}>{category.description}</p>
          <button type="button" className={styles.enter} onClick={() => onEnter(category)}>
            {TALENT_TEXT.enterCategory(category.name)}
          </button>
        </li>
      ))}
    </ol>
  );
}

function CategoriesSkeleton() {
  return (
    <ol className={styles.categories} aria-hidden="true">
      {[0, 1, 2, 3].map((n) => (
        <li key={n} className={`${styles.category} ${styles.skeleton}`}>
          <span className={styles.line} style={{ width: '2.5rem', height: '1.5rem' }} />
          <span className={styles.line} style={{ width: '55%', height: '1.4rem' }} />
          <span className={styles.line} />
          <span className={styles.line} style={{ width: '70%' }} />
        </li>
      ))}
    </ol>
  );
}

function Success({ sent, onAnother }: { sent: Sent; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className={styles.success}>
      <span className={styles.successIcon} aria-hidden="true">
        <CheckIcon size={28} />
      </span>
      <h3 ref={heading} tabIndex={-1} className={styles.successTitle}>
        {sent.message}
      </h3>
      <p className={styles.successText}>{TALENT_TEXT.successNext(sent.category, sent.mobile)}</p>
      <button type="button" className={page.buttonGhost} onClick={onAnother}>
        {TALENT_TEXT.another}
      </button>
    </div>
  );
}

/** `talent-hunt`: the season's categories and, for a signed-in listener, the entry form with the upload. */
export default function TalentHuntPage() {
  const station = useStation();
  const user = useUser();
  const { openAuth } = useAuthDialog();
  const { data, isPending, isError, refetch } = useQuery(categoriesQuery());
  const [chosen, setChosen] = useState<{ id: number; at: number } | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  /** A new form after "Send another entry". */
  const [formKey, setFormKey] = useState(0);
  const formPanel = useRef<HTMLElement>(null);
  const categories = data?.data ?? [];

  const enter = (category: Category) => {
    setSent(null);
    setChosen({ id: category.id, at: Date.now() });
    if (!user) {
      openAuth('signIn');
      return;
    }
    formPanel.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  let form: React.ReactNode;
  if (!user) {
    form = (
      <div className={styles.login}>
        <span className={styles.loginIcon} aria-hidden="true">
          <MicIcon size={26} />
        </span>
        <h3 className={styles.loginTitle}>{TALENT_TEXT.loginTitle}</h3>
        <p className={styles.loginText}>{TALENT_TEXT.loginText}</p>
        <button type="button" className={page.button} onClick={() => openAuth('signIn')}>
          {TALENT_TEXT.loginButton}
        </button>
      </div>
    );
  } else if (sent) {
    form = (
      <Success
        sent={sent}
        onAnother={() => {
          setSent(null);
          setChosen(null);
          setFormKey((key) => key + 1);
        }}
      />
    );
  } else if (isError && categories.length === 0) {
    form = <LoadError what={TALENT_TEXT.categoriesFailed} onRetry={() => refetch()} />;
  } else if (isPending) {
    form = <div className={styles.formSkeleton} aria-hidden="true" />;
  } else if (categories.length === 0) {
    form = <p className={styles.closed}>{TALENT_TEXT.noCategoriesHint}</p>;
  } else {
    form = (
      <EntryForm key={formKey} station={station} categories={categories} chosen={chosen} onSent={setSent} />
    );
  }

  return (
    <div className={page.page}>
      <PageHead title={`Talent Hunt · ${station.name}`} description={TALENT_TEXT.lead(station.name)} />
      <header className={styles.hero}>
        <p className={page.eyebrow}>{station.name}</p>
        <h1 className={page.title}>{TALENT_TEXT.title}</h1>
        <p className={page.lead}>{TALENT_TEXT.lead(station.name)}</p>
      </header>

      <section className={styles.how} aria-labelledby="talent-how">
        <h2 id="talent-how" className="visually-hidden">
          {TALENT_TEXT.howTitle}
        </h2>
        <ol className={styles.steps}>
          {TALENT_TEXT.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <div className={styles.howFoot}>
          <p className={styles.limit}>{TALENT_TEXT.limitNote}</p>
          <a href="#send-your-entry" className={`${page.button} ${styles.jump}`}>
            {TALENT_TEXT.formTitle}
          </a>
        </div>
      </section>

      <div className={styles.layout}>
        <section aria-labelledby="talent-categories" className={styles.about}>
          <h2 id="talent-categories" className={styles.sectionTitle}>
            {TALENT_TEXT.categoriesTitle}
          </h2>
          {isPending ? (
            <CategoriesSkeleton />
          ) : isError ? (
            <LoadError what={TALENT_TEXT.categoriesFailed} onRetry={() => refetch()} />
          ) : categories.length === 0 ? (
            <EmptyState title={TALENT_TEXT.noCategories}>
              <p className={styles.emptyHint}>{TALENT_TEXT.noCategoriesHint}</p>
            </EmptyState>
          ) : (
            <Categories categories={categories} onEnter={enter} />
          )}
        </section>

        <section ref={formPanel} id="send-your-entry" aria-labelledby="talent-form" className={styles.panel}>
          <h2 id="talent-form" className={styles.panelTitle}>
            {TALENT_TEXT.formTitle}
          </h2>
          {form}
        </section>
      </div>
    </div>
  );
}
