/** The live stream's public face for the pages: the "Listen live" button. */
export { ListenLiveButton } from './ListenLiveButton';
