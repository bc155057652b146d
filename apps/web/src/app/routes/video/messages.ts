import { i18n, params } from '../../../shared/i18n';

/** What the video page and its tiles say. */
export const videoMessages = i18n('video', {
  title: 'Video',
  pageTitle: params('Video · {station}'),
  pageDescription: params('Video series and studio moments from {station} {frequency} and its RJs.'),
  lead: 'Series from the city and studio moments with the RJs. Press play to watch here.',
  series: 'Video series',
  loadingSeries: 'Loading video series',
  theSeries: 'The video series',
  noSeries: params('No video series on {station} yet'),
  listenInstead: 'Listen to shows and podcasts',
  fromRjs: 'From the RJs',
  rjVideos: 'Videos from the RJs',
  loadingRjVideos: "Loading the RJs' videos",
  theRjVideos: "The RJs' videos",
  noRjVideos: 'No RJ videos yet',
});
