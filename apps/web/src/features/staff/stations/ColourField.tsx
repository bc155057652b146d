import { BRAND_MIN_CONTRAST } from '@tarang/contracts';
import { type Ref, useId } from 'react';
import styles from '../ui/console.module.css';
import own from './Stations.module.css';
import { contrastCheck } from './stationForm';

type Props = {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  name: string;
  ref: Ref<HTMLInputElement>;
  error?: string;
  /** The station's saved colour: it may stay even when it fails the rule (only a new colour is checked). */
  savedColor?: string;
  /** What the preview writes on the colour, e.g. the frequency. */
  sample: string;
};

/**
 * The station colour: a native colour picker and the #rrggbb text side by side, a preview of white text on the
 * colour, and the contrast check as the colour changes (announced politely), with the contracts' rule.
 */
export function ColourField({ value, onChange, onBlur, name, ref, error, savedColor, sample }: Props) {
  const id = useId();
  const check = contrastCheck(value);
  const hex = check.valid ? value.trim().toLowerCase() : undefined;
  const kept = hex !== undefined && hex === savedColor?.toLowerCase() && check.valid && !check.passes;
  // A valid #rrggbb can only fail the contrast rule, which the check line already says: no second message.
  const message = check.valid ? undefined : error;
  const hint = `White text sits on this colour on the station's home page: it needs a contrast of at least ${BRAND_MIN_CONTRAST}:1.`;
  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <label htmlFor={id} className={styles.label}>
        Colour
      </label>
      <div className={own.colourRow}>
        <input
          type="color"
          className={own.picker}
          aria-label="Pick the colour"
          value={hex ?? '#000000'}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        <input
          id={id}
          ref={ref}
          name={name}
          className={`${styles.control} ${own.hex}`}
          value={value}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          placeholder="#b3202c"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-check ${id}-hint${message ? ` ${id}-message` : ''}`}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        {/* The sample is drawn from an attribute: it shows what fails on purpose, so it is not page text. */}
        <span
          className={own.sample}
          style={hex ? { background: hex } : undefined}
          data-sample={sample || 'Tarang FM'}
          aria-hidden="true"
        />
      </div>
      <p
        id={`${id}-check`}
        className={own.check}
        data-passes={check.valid ? check.passes : undefined}
        aria-live="polite"
      >
        {check.valid ? check.text : 'Write the colour as # and six hex digits, e.g. #b3202c.'}
      </p>
      <p id={`${id}-hint`} className={styles.hint}>
        {kept
          ? 'This colour was saved before the contrast rule: it may stay, but a new colour must pass.'
          : hint}
      </p>
      <p id={`${id}-message`} className={styles.message} aria-live="polite">
        {message}
      </p>
    </div>
  );
}
