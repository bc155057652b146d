/** The live stream's public face for the pages: the button, the action and the pressed-state hook. */
export { playLive, useLiveStationPlaying } from '../store';
export { ListenLiveButton, type ListenLiveVariant } from './ListenLiveButton';
export type { LiveStation } from './rules';
