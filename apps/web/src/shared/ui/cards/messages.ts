import { count, i18n } from '../../i18n';

export const cardsMessages = i18n('ui.cards', {
  AudioShow: 'Show',
  Podcast: 'Podcast',
  Video: 'Video',
  episodes: count({ one: '{count} episode', other: '{count} episodes' }),
});
