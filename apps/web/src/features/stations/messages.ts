import { i18n, params } from '../../shared/i18n';

export const stationsMessages = i18n('stations', {
  pickerLabel: params('Station: {station}'),
  searchLabel: 'Search stations',
  searchPlaceholder: 'Search city or station',
  listLabel: 'Stations',
  noMatch: params('No matching for {text}'),
  fallbackRegion: 'Your station',
  fallbackShowing: params('Showing {station}'),
  fallbackChange: 'Change',
  fallbackDismiss: 'Dismiss',
  whatsappChannel: 'WhatsApp channel',
  notFoundTitle: params('Page not found · {station}'),
  notFoundDescription: params('The page you were looking for is not on {station}.'),
  notFoundEyebrow: '404 · Off the air',
  notFoundHeading: 'Page not found',
  notFoundLead: params(
    'This page has gone quiet. It may have moved, or the link may be mistyped. {station} is still on air.',
  ),
  notFoundHome: 'Go to the station home',
  notFoundBrowse: 'Browse shows and podcasts',
});
