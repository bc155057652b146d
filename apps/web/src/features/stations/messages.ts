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
});
