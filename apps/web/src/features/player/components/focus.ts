/**
 * True when the focus already sits on something else (e.g. the other of the speed menu and the playlist,
 * which replaced the one closing): a closing menu then leaves it there instead of refocusing its button.
 */
export function focusMovedOn(): boolean {
  const active = document.activeElement;
  return active !== null && active !== document.body && active.isConnected;
}
