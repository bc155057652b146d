import { count, i18n } from '../../shared/i18n';

export const sectionsMessages = i18n('sections', {
  AudioShow: 'Show',
  Podcast: 'Podcast',
  Video: 'Video',
  episodes: count({ one: '{count} episode', other: '{count} episodes' }),
});
