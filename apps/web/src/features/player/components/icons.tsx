import type { ReactNode } from 'react';
import { Svg } from '../../../shared/ui/icons';

/** The player's glyphs: filled transport shapes read at a glance; the rest follow the site's line icons. */
type Props = { size?: number };

/** Filled transport shapes, 24 px unless asked otherwise. */
const Filled = ({ size = 24, children }: Props & { children: ReactNode }) => (
  <Svg size={size} fill="currentColor" stroke="none">
    {children}
  </Svg>
);

/** The site's line icons, 24 px unless asked otherwise. */
const Line = ({ size = 24, children }: Props & { children: ReactNode }) => <Svg size={size}>{children}</Svg>;

export { PauseIcon, PlayIcon } from '../../../shared/ui/icons';
export { CheckIcon } from '../../../shared/ui/pageIcons';

export const PreviousIcon = (p: Props) => (
  <Filled {...p}>
    <rect x="5" y="5" width="2.6" height="14" rx="1" />
    <path d="M19 6.2v11.6a1 1 0 01-1.6.8l-8.1-5.8a1 1 0 010-1.6l8.1-5.8a1 1 0 011.6.8z" />
  </Filled>
);
export const NextIcon = (p: Props) => (
  <Filled {...p}>
    <rect x="16.4" y="5" width="2.6" height="14" rx="1" />
    <path d="M5 6.2v11.6a1 1 0 001.6.8l8.1-5.8a1 1 0 000-1.6L6.6 5.4a1 1 0 00-1.6.8z" />
  </Filled>
);

/** A circular arrow with "15" inside: back (counter-clockwise) or forward. */
function Skip({ size = 24, forward }: Props & { forward?: boolean }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <g
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        transform={forward ? 'matrix(-1 0 0 1 24 0)' : undefined}
      >
        <path d="M4.6 9A8 8 0 1112 20" />
        <path d="M4 4.5V9h4.5" />
      </g>
      <text
        x="12.6"
        y="15.6"
        textAnchor="middle"
        fontSize="8.2"
        fontWeight="800"
        fill="currentColor"
        fontFamily="system-ui, sans-serif"
      >
        15
      </text>
    </svg>
  );
}
export const BackIcon = (p: Props) => <Skip {...p} />;
export const ForwardIcon = (p: Props) => <Skip {...p} forward />;

export const ShuffleIcon = (p: Props) => (
  <Line {...p}>
    <path d="M16 4h4v4M20 4l-6.5 6.5M4 20l6-6M16 20h4v-4M20 20L4 4" />
  </Line>
);
export const RepeatIcon = (p: Props) => (
  <Line {...p}>
    <path d="M17 2l3 3-3 3" />
    <path d="M4 11V9a4 4 0 014-4h12" />
    <path d="M7 22l-3-3 3-3" />
    <path d="M20 13v2a4 4 0 01-4 4H4" />
  </Line>
);

export const VolumeUpIcon = (p: Props) => (
  <Line {...p}>
    <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
    <path d="M15.5 9a4 4 0 010 6M18.5 6.5a7.5 7.5 0 010 11" />
  </Line>
);
export const VolumeDownIcon = (p: Props) => (
  <Line {...p}>
    <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
    <path d="M15.5 9a4 4 0 010 6" />
  </Line>
);
export const VolumeOffIcon = (p: Props) => (
  <Line {...p}>
    <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
    <path d="M16 9.5l5 5M21 9.5l-5 5" />
  </Line>
);

export const PlaylistIcon = (p: Props) => (
  <Line {...p}>
    <path d="M4 6h11M4 11h11M4 16h7" />
    <path d="M16 15.5V9l5-1" />
    <circle cx="14" cy="17" r="2" />
  </Line>
);
export const ShareIcon = (p: Props) => (
  <Line {...p}>
    <path d="M12 3v12M7.5 7.5L12 3l4.5 4.5" />
    <path d="M5 12v7a2 2 0 002 2h10a2 2 0 002-2v-7" />
  </Line>
);
export const MoonIcon = (p: Props) => (
  <Line {...p}>
    <path d="M20 14.5A8 8 0 019.5 4a8 8 0 1010.5 10.5z" />
  </Line>
);
