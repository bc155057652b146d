import { lazy, Suspense } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
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

/** A form's rich-text field: its HTML in the field `name` (empty until something is written). */
export function RichTextControl<T extends FieldValues>({
  control,
  name,
  ...props
}: { control: Control<T>; name: Path<T> } & Omit<Parameters<typeof Editor>[0], 'value' | 'onChange'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <RichTextField {...props} value={field.value ?? ''} onChange={field.onChange} />}
    />
  );
}
