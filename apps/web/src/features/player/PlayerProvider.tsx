import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { loadPlayerUI } from './chunks';
import { PlayerContext } from './context';
import { startEngine } from './engine';
import { setLiveQueryClient } from './live/queryClient';
import type { LiveStation } from './live/rules';
import { openEpisode, readShareLink, withoutShareParams } from './load';
import { type LastEpisode, readSavedPlayer, startPersistence } from './persistence';
import { startSoundSharing } from './soundSharing';
import { getPlayerState, playerActions, playLive, usePlayerSelector } from './store';

/** The player's controls are their own chunk, fetched when the player first shows (or a play button is near). */
const PlayerUI = lazy(loadPlayerUI);

let booted: { last: LastEpisode | null; live: LiveStation | null } | null = null;
let restored = false;
/** The share link last opened: the shell's canonical-URL redirect may bring its parameters back once. */
let openedShare = '';

/** Once per page load: the element, the saved volume and speed, and what to restore. */
function boot() {
  if (booted) return booted;
  const saved = readSavedPlayer();
  startPersistence(saved);
  startEngine();
  startSoundSharing();
  booted = { last: saved.last, live: saved.live };
  return booted;
}

/**
 * Mounted by the station shell around the whole page, so it is never remounted while the listener browses.
 * Starts the audio engine, restores the last episode (paused, at its position) or live station (ready, not
 * playing) after a reload, and opens
 * share links (`?episode={id}&t={seconds}`) on any route, removing the two parameters from the URL.
 */
export function PlayerProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname, search, hash } = location;
  const queryClient = useQueryClient();
  // Before boot: the engine's live half asks the app's query cache for now-playing.
  setLiveQueryClient(queryClient);

  useEffect(() => {
    // A task of its own: on a page just hydrated, the effect runs in the commit that mounts every other
    // component's effects, and starting the engine (the audio element, the Media Session) and opening a share
    // link made that one long task on a slow phone.
    const task = setTimeout(() => followLocation(pathname, search, hash, navigate), 0);
    return () => clearTimeout(task);
  }, [pathname, search, hash, navigate]);

  return <PlayerContext.Provider value={playerActions}>{children}</PlayerContext.Provider>;
}

/** Runs `step` in a task of its own (see followLocation). */
const nextTask = (step: () => void) => void setTimeout(step, 0);

/**
 * Boots the player once, then: a share link in the URL opens its episode (the two parameters leave the URL);
 * else, once per page load, the last episode or live station comes back. Booting, rewriting the URL and
 * opening the episode are a task each: together they were one task of 20–45 ms on this project's machines
 * (the history entry alone 7–15 ms), 80–180 ms on Lighthouse's four-times-slower phone.
 */
function followLocation(pathname: string, search: string, hash: string, navigate: NavigateFunction) {
  const { last, live } = boot();
  const target = readShareLink(pathname, search);
  if (target) {
    restored = true;
    const open = target.mediaId !== 0 && target.episodeId !== 0;
    const key = `${target.mediaId}:${target.episodeId}:${target.startAt}`;
    const opens = open && key !== openedShare;
    if (opens) openedShare = key;
    nextTask(() => {
      // Unless the URL moved on meanwhile (the shell's canonical redirect): the effect runs again for that one.
      if (window.location.pathname === pathname && window.location.search === search)
        navigate({ pathname, search: withoutShareParams(search), hash }, { replace: true });
      if (!opens) return;
      nextTask(() =>
        openEpisode(target.mediaId, target.episodeId, { autoplay: true, startAt: target.startAt }).catch(
          (error: unknown) => console.error('Failed to fetch media', error),
        ),
      );
    });
    return;
  }
  if (restored) return;
  restored = true;
  if (getPlayerState().currentTrack) return;
  if (live) {
    playLive(live, { autoplay: false });
    return;
  }
  if (!last) return;
  openEpisode(last.mediaId, last.episodeId, {
    autoplay: false,
    startAt: last.position,
    unlessPlaying: true,
  }).catch((error: unknown) => {
    // The episode is gone (or the network is): nothing to restore.
    console.warn('Could not restore the last episode', error);
  });
}

/**
 * The fixed player bar: nothing until the player has something to play. `ui` is the app's composition of the
 * player's controls with other features' pieces (the favourites' heart), a lazily loaded component; without it,
 * the controls alone.
 */
export function PlayerBar({ ui: Controls = PlayerUI }: { ui?: ComponentType }) {
  const visible = usePlayerSelector((state) => state.visible);
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <Controls />
    </Suspense>
  );
}
