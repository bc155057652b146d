import { imageSrcSet } from '@tarang/contracts/images';
import { type CSSProperties, useState } from 'react';
import { FIRST_SCREEN_IMAGE } from './firstScreenImage';
import styles from './Img.module.css';
import { MusicIcon } from './icons';

type Props = {
  src: string | null | undefined;
  /** Alt text (from file metadata, else the profile name, title or station name); '' if decorative. */
  alt: string;
  /** Intrinsic size: reserves the box before the bytes arrive (no layout shift). */
  width: number;
  height: number;
  /** `sizes` for the srcset, e.g. "(min-width: 640px) 33vw, 100vw". */
  sizes?: string;
  /** Above the fold (LCP): loaded at once with high priority; otherwise lazy. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
};

/**
 * An image of our media store with its WebP widths as srcset, lazy below the fold, width and height set. A
 * missing or broken image still shows a placeholder (a failed image never leaves a hole).
 */
export function Img({ src, alt, width, height, sizes, priority, className, style }: Props) {
  const [broken, setBroken] = useState<string | null>(null);
  if (!src || broken === src) {
    const box = {
      className: [styles.placeholder, className].filter(Boolean).join(' '),
      style: { aspectRatio: `${width} / ${height}`, ...style },
    };
    const icon = <MusicIcon size={Math.max(20, Math.min(48, Math.round(width / 6)))} />;
    // A described placeholder stands in for the picture; a decorative one is hidden from assistive technology.
    return alt ? (
      <span {...box} role="img" aria-label={alt}>
        {icon}
      </span>
    ) : (
      <span {...box} aria-hidden="true">
        {icon}
      </span>
    );
  }
  return (
    <img
      className={className}
      style={style}
      src={src}
      srcSet={imageSrcSet(src)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      {...(priority && FIRST_SCREEN_IMAGE)}
      onError={() => setBroken(src)}
    />
  );
}
