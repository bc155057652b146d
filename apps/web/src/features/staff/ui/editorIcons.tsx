import { Svg } from '../../../shared/ui/icons';
import styles from './RichText.module.css';

/** The rich-text toolbar's glyphs: a phone shows these alone, a wider screen beside each button's name. */
export const EDITOR_ICONS = {
  bold: (
    <Svg size={18}>
      <path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z" />
    </Svg>
  ),
  italic: (
    <Svg size={18}>
      <path d="M10 5h8M6 19h8M14 5l-4 14" />
    </Svg>
  ),
  heading: (
    <span className={styles.glyph} aria-hidden="true">
      H2
    </span>
  ),
  subheading: (
    <span className={styles.glyph} aria-hidden="true">
      H3
    </span>
  ),
  bullets: (
    <Svg size={18}>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <circle cx="4.5" cy="6" r="1.2" fill="currentColor" />
      <circle cx="4.5" cy="12" r="1.2" fill="currentColor" />
      <circle cx="4.5" cy="18" r="1.2" fill="currentColor" />
    </Svg>
  ),
  numbers: (
    <Svg size={18}>
      <path d="M10 6h10M10 12h10M10 18h10M4 4.5 5 4v5M3.5 14.5a1.5 1.5 0 0 1 2.6.9L3.5 20h3" />
    </Svg>
  ),
  quote: (
    <Svg size={18}>
      <path d="M4 18c2.5 0 5-1.5 5-6V6H4v6h5M15 18c2.5 0 5-1.5 5-6V6h-5v6h5" />
    </Svg>
  ),
  link: (
    <Svg size={18}>
      <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
      <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
    </Svg>
  ),
};
