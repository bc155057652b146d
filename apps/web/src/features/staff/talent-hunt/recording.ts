import { formatLength } from '../../../shared/format';

export const isVideo = (mimeType: string) => mimeType.startsWith('video/');

/** What an audition file is, in words: "Audio · 3 min · 1.2 MB". */
export function recordingSummary(file: { mimeType: string; size: number; durationSeconds: number | null }) {
  return [
    isVideo(file.mimeType) ? 'Video' : 'Audio',
    file.durationSeconds ? formatLength(file.durationSeconds) : null,
    file.size >= 1_000_000
      ? `${(file.size / 1_000_000).toFixed(1)} MB`
      : `${Math.max(1, Math.round(file.size / 1000))} kB`,
  ]
    .filter(Boolean)
    .join(' · ');
}
