import { i18n, params } from '../i18n';

/** Texts of the station search list (the header's station picker and the request form's station field). */
export const stationSearchMessages = i18n('station.search', {
  searchLabel: 'Search stations',
  searchPlaceholder: 'Search city or station',
  listLabel: 'Stations',
  noMatch: params('No matching for {text}'),
});
