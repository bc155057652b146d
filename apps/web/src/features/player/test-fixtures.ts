import type { Episode, MediaItem } from '@tarang/contracts';

/** A show and its episodes as the API returns them, for the player's unit tests. */
export const show: MediaItem = {
  id: 7,
  title: 'Dilli Subah Express',
  urlName: 'dilli-subah-express-7',
  mediaType: 'AudioShow',
  description: '<p>Morning show</p>',
  stationId: 1,
  genre: null,
  isEditorChoice: false,
  language: 'Hindi',
  publishedAt: '2025-01-01T00:00:00.000Z',
  thumbnailUrls: [3],
  images: ['/media/ab/cover.webp'],
  imageAlts: ['Show cover'],
  rjs: [
    { id: 1, profileId: 'rj1', name: 'Simran Kaur', image: null, imageAlt: 'Simran' },
    { id: 2, profileId: 'rj2', name: 'Kabir Malhotra', image: null, imageAlt: 'Kabir' },
  ],
  episodeCount: 3,
};

export const episode = (id: number, overrides: Partial<Episode> = {}): Episode => ({
  id,
  mediaId: show.id,
  mediaTitle: show.title,
  title: `Episode ${id}`,
  description: `<p>About episode ${id}</p>`,
  episodeNumber: id,
  src: `/media/${id}.mp3`,
  episodeUrl: `/media/${id}.mp3`,
  mimeType: 'audio/mpeg',
  duration: 60 + id,
  thumbnail: null,
  thumbnailAlt: '',
  publishedAt: '2025-01-01T00:00:00.000Z',
  isFavorite: false,
  ...overrides,
});

export const episodes = [episode(11), episode(12), episode(13)];
