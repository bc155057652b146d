import { i18n, params } from '../../../shared/i18n';

/** The show page's podcast feed: the disclosure, its address to copy and the <head> link's title. */
export const feedMessages = i18n('audio.feed', {
  follow: 'Follow in your podcast app',
  lead: params(
    'Add {title} to Apple Podcasts, Spotify or any podcast app: copy this address and add the show by its URL (RSS feed).',
  ),
  address: 'Podcast feed address',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'The link could not be copied: select it and copy it yourself.',
  open: 'Open the RSS feed',
  headTitle: params('{title} (podcast feed)'),
});
