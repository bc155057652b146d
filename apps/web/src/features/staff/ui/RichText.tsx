import { lazy, Suspense } from 'react';
import styles from './RichText.module.css';

const Editor = lazy(() => import('./RichTextField'));

/** The rich-text field, with its editor (Tiptap) loaded when a form that has one opens. */
export function RichTextField(props: Parameters<typeof Editor>[0]) {
  return (
    <Suspense
      fallback={
        <div className={styles.field}>
          <span className={styles.label}>{props.label}</span>
          <div className={styles.box} aria-busy="true">
            <div className={styles.text} />
          </div>
        </div>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
