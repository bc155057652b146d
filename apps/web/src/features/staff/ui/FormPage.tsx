import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './console.module.css';
import { Toast } from './Toast';

type Props = {
  title: string;
  /** The list this item belongs to. */
  back: { to: string; label: string };
  /** The listener's page of a saved item (opens in a new tab). */
  previewHref?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  /** A message from the last save: its outcome, or why it failed. */
  notice?: { tone: 'success' | 'error'; text: string } | null;
  /** Someone else saved the item since it was loaded: the Reload button reads it again. */
  conflict?: { message: string; onReload: () => void } | null;
  /** The delete control (a ConfirmDialog), for a saved item. */
  deleteControl?: ReactNode;
  /** Above the fields: the item's status, who changed it… */
  meta?: ReactNode;
  /** Shown but not for this member to change (an editor on a network-wide item): no Save, fields disabled. */
  readOnly?: boolean;
  children: ReactNode;
};

/**
 * A console item's page: a heading, the way back, a preview link, the form's sections, and the actions kept in
 * reach at the foot (Save, and Delete for a saved item). A save that worked is a notice over the page (Toast);
 * one that failed says why at the foot, beside Save.
 */
export function FormPage({
  title,
  back,
  previewHref,
  onSubmit,
  saving,
  notice,
  conflict,
  deleteControl,
  meta,
  readOnly = false,
  children,
}: Props) {
  return (
    <section className={styles.section} aria-labelledby="form-title">
      <Link className={styles.backLink} to={back.to}>
        ← {back.label}
      </Link>
      <div className={styles.pageHead}>
        <h1 id="form-title" className={styles.pageTitle}>
          {title}
        </h1>
        {previewHref && (
          <a className={styles.secondary} href={previewHref} target="_blank" rel="noopener">
            Preview on the site
          </a>
        )}
      </div>
      {notice?.tone === 'success' && <Toast key={notice.text} text={notice.text} />}
      {meta}
      {conflict && (
        <div className={styles.conflict} role="alert">
          <p>{conflict.message}</p>
          <button type="button" className={styles.secondary} onClick={conflict.onReload}>
            Reload
          </button>
        </div>
      )}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {readOnly ? (
          <fieldset disabled className={styles.readOnly}>
            {children}
          </fieldset>
        ) : (
          children
        )}
        {!readOnly && (
          <div className={styles.formFoot}>
            {notice?.tone === 'error' && (
              <p className={styles.formError} role="alert">
                {notice.text}
              </p>
            )}
            <div className={styles.actions}>
              {deleteControl}
              <button type="submit" className={styles.primary} disabled={saving}>
                {saving ? 'Saving…' : 'Save'}
              </button>
            </div>
          </div>
        )}
      </form>
    </section>
  );
}

/** A titled group of fields inside a form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{title}</legend>
      <div className={styles.grid}>{children}</div>
    </fieldset>
  );
}
