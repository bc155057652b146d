import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../shared/i18n';
import { useStation } from '../../shared/station/context';
import { MicIcon } from '../../shared/ui/icons';
import page from '../../shared/ui/Page.module.css';
import { PageHead } from '../../shared/ui/PageHead';
import { CheckIcon } from '../../shared/ui/pageIcons';
import { EmptyState, LoadError } from '../../shared/ui/states';
import { useAuthDialog } from '../../shared/user/authDialog';
import { useUser } from '../../shared/user/useUser';
import { type Category, categoriesQuery } from './api';
import { EntryForm, type Sent } from './EntryForm';
import { talentMessages, UPLOAD_MAX_MB } from './messages';
import styles from './TalentHunt.module.css';

function Categories({
  categories,
  onEnter,
}: {
  categories: Category[];
  onEnter: (category: Category) => void;
}) {
  const t = useMessages(talentMessages);
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
            {t.enterCategory({ name: category.name })}
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
  const t = useMessages(talentMessages);
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
      <p className={styles.successText}>
        {t.successNext({
          category: sent.category ? sent.category.toLowerCase() : t.defaultCategory,
          mobile: sent.mobile.replace(/^(\d{5})(\d{5})$/, '$1 $2'),
        })}
      </p>
      <button type="button" className={page.buttonGhost} onClick={onAnother}>
        {t.another}
      </button>
    </div>
  );
}

/** `talent-hunt`: the season's categories and, for a signed-in listener, the entry form with the upload. */
export default function TalentHuntPage() {
  const station = useStation();
  const t = useMessages(talentMessages);
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
        <h3 className={styles.loginTitle}>{t.loginTitle}</h3>
        <p className={styles.loginText}>{t.loginText}</p>
        <button type="button" className={page.button} onClick={() => openAuth('signIn')}>
          {t.loginButton}
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
    form = <LoadError what={t.categoriesFailed} onRetry={() => refetch()} />;
  } else if (isPending) {
    form = <div className={styles.formSkeleton} aria-hidden="true" />;
  } else if (categories.length === 0) {
    form = <p className={styles.closed}>{t.noCategoriesHint}</p>;
  } else {
    form = (
      <EntryForm key={formKey} station={station} categories={categories} chosen={chosen} onSent={setSent} />
    );
  }

  return (
    <div className={page.page}>
      <PageHead
        title={t.pageTitle({ station: station.name })}
        description={t.lead({ station: station.name })}
      />
      <header className={styles.hero}>
        <p className={page.eyebrow}>{station.name}</p>
        <h1 className={page.title}>{t.title}</h1>
        <p className={page.lead}>{t.lead({ station: station.name })}</p>
      </header>

      <section className={styles.how} aria-labelledby="talent-how">
        <h2 id="talent-how" className="visually-hidden">
          {t.howTitle}
        </h2>
        <ol className={styles.steps}>
          <li>{t.step1}</li>
          <li>{t.step2({ mb: UPLOAD_MAX_MB })}</li>
          <li>{t.step3}</li>
        </ol>
        <div className={styles.howFoot}>
          <p className={styles.limit}>{t.limitNote}</p>
          <a href="#send-your-entry" className={`${page.button} ${styles.jump}`}>
            {t.formTitle}
          </a>
        </div>
      </section>

      <div className={styles.layout}>
        <section aria-labelledby="talent-categories" className={styles.about}>
          <h2 id="talent-categories" className={styles.sectionTitle}>
            {t.categoriesTitle}
          </h2>
          {isPending ? (
            <CategoriesSkeleton />
          ) : isError ? (
            <LoadError what={t.categoriesFailed} onRetry={() => refetch()} />
          ) : categories.length === 0 ? (
            <EmptyState title={t.noCategories}>
              <p className={styles.emptyHint}>{t.noCategoriesHint}</p>
            </EmptyState>
          ) : (
            <Categories categories={categories} onEnter={enter} />
          )}
        </section>

        <section ref={formPanel} id="send-your-entry" aria-labelledby="talent-form" className={styles.panel}>
          <h2 id="talent-form" className={styles.panelTitle}>
            {t.formTitle}
          </h2>
          {form}
        </section>
      </div>
    </div>
  );
}
