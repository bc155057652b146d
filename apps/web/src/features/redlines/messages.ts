import { i18n, params } from '../../shared/i18n';

/** Every text of the news pages (the articles themselves are shown as the newsroom wrote them). */
export const redLinesMessages = i18n('redlines', {
  heading: 'Red Lines News',
  pageTitle: params('Red Lines News · {station}'),
  description: params('The stories {city} is talking about, from {station}.'),
  lead: params('The stories {city} is talking about.'),
  /** Stands in for the city's name when a station has none. */
  theCity: 'the city',
  failed: 'The news',
  empty: 'No news yet',
  emptyHint: params('Stories from {city} will appear here as soon as they are published.'),
  leadStory: 'Lead story',
  moreStories: 'More stories',
  storiesPage: params('Stories, page {page}'),
  pager: 'News',
  by: 'By',
  published: 'Published',
  articleFailed: 'This article',
  moreFromRedLines: 'More from Red Lines',
});
