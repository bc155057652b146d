/**
 * The player's lazily loaded chunks, named in one small module. Buttons on lazily loaded pages warm them on
 * pointer or focus by importing this module only: importing the provider or the engine from a page's chunk
 * made the bundler split React, the router and the query client out of the first-load bundle (a chunk cycle),
 * growing the first load by several kB.
 */

/** The player's controls, fetched when the player first shows (or a play button is near). */
export const loadPlayerUI = () => import('./components/PlayerUI');
export const preloadPlayerUI = () => void loadPlayerUI();

/** The engine's live half (stream attach, reconnect, now-playing); hls.js itself still waits for the first play. */
export const loadLiveEngine = () => import('./live/follow');
export const preloadLiveEngine = () => void loadLiveEngine().catch(() => undefined);
