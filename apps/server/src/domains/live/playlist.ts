import { SEGMENT_MS, type Segment } from './segments';

/** EXT-X-TARGETDURATION: every segment's EXTINF rounds to at most this (4 s of frames, give or take one). */
export const TARGET_DURATION_SECONDS = SEGMENT_MS / 1000;

/**
 * The live media playlist (RFC 8216) of a window of consecutive segments: no ENDLIST, so players reload it;
 * EXTINF is each segment's real length (its frames), and PROGRAM-DATE-TIME the wall-clock time of its first
 * sample, so a player can tell how far behind live it is.
 */
export function renderPlaylist(segments: readonly Segment[]): string {
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${TARGET_DURATION_SECONDS}`,
    `#EXT-X-MEDIA-SEQUENCE:${segments[0]?.sequence ?? 0}`,
  ];
  for (const segment of segments) {
    lines.push(
      `#EXT-X-PROGRAM-DATE-TIME:${new Date(segment.startMs).toISOString()}`,
      `#EXTINF:${(segment.durationMs / 1000).toFixed(3)},`,
      `${segment.sequence}.mp3`,
    );
  }
  return `${lines.join('\n')}\n`;
}
