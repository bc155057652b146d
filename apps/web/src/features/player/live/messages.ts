import { LIVE_TEXT } from '@tarang/contracts';
import { i18n } from '../../../shared/i18n';

/** The live stream's texts in the player and on "Listen live" buttons (English from the contracts). */
export const liveMessages = i18n('player.live', {
  listenLive: LIVE_TEXT.listenLive,
  /** The badge's look ("LIVE") and its spoken name ("Live"). */
  badge: LIVE_TEXT.live,
  badgeName: 'Live',
  goLive: LIVE_TEXT.goLive,
  offAir: LIVE_TEXT.offAir,
});
