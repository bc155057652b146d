import { i18n, params } from '../../shared/i18n';

/** What an RJ's page, gallery and the RJ strip say. */
export const rjsMessages = i18n('rjs', {
  pageTitle: params('{name} · {station}'),
  /** The tab's title while the RJ loads or failed to. */
  rjTitle: params('RJ · {station}'),
  pageDescription: params('{name}, {designation} on {station}. {showTime}'),
  thisPage: 'This RJ’s page',
  showsWith: params('Shows with {name}'),
  loadingShows: params('Loading {name}’s shows'),
  theShows: params('{name}’s shows'),
  noShow: params('{name} is not hosting a show right now.'),
  gallery: 'Gallery',
  videos: 'Videos',
  videosWith: params('Videos with {name}'),
  photo: 'Photo',
  video: 'Video',
  tile: params('{kind} {n} of {count}: {alt}'),
  galleryOf: params('{name}’s gallery'),
  nOfCount: params('{n} of {count}'),
  closeGallery: 'Close gallery',
  previous: 'Previous',
  next: 'Next',
  stripFailed: 'The RJs could not be loaded.',
  tryAgain: 'Try again',
});
