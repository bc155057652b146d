import { type ReactNode, useId } from 'react';
import inbox from './inbox.module.css';

export type Detail = {
  label: string;
  value: ReactNode;
  /** Several lines of the listener's text: the whole width, line breaks kept. */
  text?: boolean;
};

/** What a listener sent, under a heading, as labelled values (React renders every value as text, never HTML). */
export function Details({
  title,
  items,
  children,
}: {
  title: string;
  items: Detail[];
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section className={inbox.panel} aria-labelledby={id}>
      <h2 id={id} className={inbox.panelTitle}>
        {title}
      </h2>
      {children}
      <dl className={inbox.details}>
        {items.map((item) => (
          <div key={item.label} className={item.text ? inbox.text : undefined}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
