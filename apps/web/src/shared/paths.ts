/**
 * The URL builder lives in the contracts (packages/contracts/src/paths.ts), so that the server's sitemaps list
 * the very addresses the site links to; changing station stays here, as only the browser does it.
 */
export {
  href,
  STATION_SECTIONS as SECTIONS,
  type StationSection as Section,
} from '@tarang/contracts';

/**
 * The same place under another station (changing station keeps the current section, except that the
 * rjs section becomes home). `rest` is the path after the station segment, e.g. `audio/some-show-3`. From the
 * audio list, `search` (the current `?…`) carries its tab, genre and search over (so Podcasts stays Podcasts),
 * but not its page number, which belonged to the other station's list.
 */
export function sameSectionElsewhere(rest: string, station: string, search = ''): string {
  const section = rest.split('/')[0] ?? '';
  if (!section || section === 'rjs') return `/${station}/home`;
  return `/${station}/${section}${rest.replace(/\/$/, '') === 'audio' ? audioListQuery(search) : ''}`;
}

const AUDIO_LIST_KEPT = ['type', 'genre', 'q'] as const;

function audioListQuery(search: string): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of AUDIO_LIST_KEPT) {
    const value = from.get(key);
    if (value) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}
