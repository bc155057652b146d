import { i18n, params } from '../../i18n';

/** Texts of the inline video tiles (the video page, a video series, an RJ's videos). */
export const videoTileMessages = i18n('ui.video', {
  play: params('Play video: {title}'),
});
