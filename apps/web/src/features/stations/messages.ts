import { i18n, params } from '../../shared/i18n';

export const stationsMessages = i18n('stations', {
  pickerLabel: params('Station: {station}'),
  fallbackRegion: 'Your station',
  fallbackShowing: params('Showing {station}'),
  fallbackChange: 'Change',
  fallbackDismiss: 'Dismiss',
  whatsappChannel: 'WhatsApp channel',
});
