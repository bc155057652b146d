/** Which of the player's panels is open (one at a time), shared by the desktop bar and the phone sheet. */
export type Panel = 'speed' | 'playlist' | 'sleep';

export type Panels = {
  panel: Panel | null;
  setPanel: (panel: Panel, open: boolean) => void;
};
