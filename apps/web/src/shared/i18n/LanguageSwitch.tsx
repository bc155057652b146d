import { LOCALES, type Locale, setLocale, useLocale, useMessages } from '.';
import styles from './LanguageSwitch.module.css';
import { languageMessages } from './messages';

/** Each language names itself, in its own script, so a reader finds theirs whatever the page is in now. */
const NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/** English | हिन्दी, in the header and the phone menu; the choice is remembered in this browser. */
export function LanguageSwitch({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const t = useMessages(languageMessages);
  const current = useLocale();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two toggle buttons, not a form fieldset
    <div role="group" aria-label={t.label} className={styles.switch} data-tone={tone}>
      {LOCALES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={current === code}
          className={styles.option}
          onClick={() => void setLocale(code)}
        >
          {NAMES[code]}
        </button>
      ))}
    </div>
  );
}
