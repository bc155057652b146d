import {
  clearLocalPositions,
  fetchRemotePosition,
  isFinished,
  type LocalPosition,
  localPosition,
  readLocalPositions,
  saveRemotePosition,
  writeLocalPosition,
} from '../features/library/positions';
import { currentListening, type Listening, subscribeListening } from '../features/player/listening';
import { getPlayerState, playerActions } from '../features/player/store';
import { getUser, subscribeUser } from '../shared/api/session';

/** While playing, the place is saved this often (and at once on pause, at the end, on leaving the page). */
export const SAVE_EVERY_MS = 10_000;
/** Under this many seconds in, an episode is not worth remembering, nor worth resuming. */
const MIN_SECONDS = 5;

type Snapshot = Pick<LocalPosition, 'mediaId' | 'mediaUrlName' | 'title' | 'showTitle' | 'artwork'>;

/** What a guest's list shows of the episode now on the player. */
function snapshotOfCurrent(): Snapshot | null {
  const track = getPlayerState().currentTrack;
  if (track?.kind !== 'episode' || track.mediaId === null) return null;
  return {
    mediaId: track.mediaId,
    mediaUrlName: track.mediaUrlName,
    title: track.title,
    showTitle: track.album,
    artwork: track.artwork,
  };
}

/**
 * Saves where the listener is in each episode (to the account when signed in, else in this browser) and, when
 * an episode starts from its beginning with a saved place, resumes it there automatically. Returns the stop.
 */
export function startListeningSync(): () => void {
  let lastSave = 0;
  let snapshot = snapshotOfCurrent();
  /** The episode whose end (past 95 %) was already saved, so it is saved once, not every second. */
  let finishedSaved: number | null = null;

  function save(listening: Listening, about: Snapshot | null, keepalive = false) {
    const duration = listening.duration;
    if (!(duration > 0) || listening.position < MIN_SECONDS) return;
    const position = Math.min(listening.position, duration);
    lastSave = Date.now();
    if (getUser()) {
      saveRemotePosition({ episodeId: listening.episodeId, position, duration }, { keepalive }).catch(
        (error: unknown) => console.warn('Could not save the listening position', error),
      );
      return;
    }
    if (!about) return;
    writeLocalPosition({
      ...about,
      episodeId: listening.episodeId,
      position,
      duration,
      updatedAt: new Date().toISOString(),
    });
  }

  /** A new episode from its beginning: to its saved place, unless the listener chose a place (restore, link). */
  async function resume(listening: Listening) {
    if (getPlayerState().startAt > 0) return;
    const saved = getUser()
      ? await fetchRemotePosition(listening.episodeId).catch(() => null)
      : localPosition(listening.episodeId);
    if (!saved || saved.position < MIN_SECONDS || isFinished(saved.position, saved.duration)) return;
    const now = currentListening();
    // Moved on meanwhile (another episode, or the listener already sought): leave it be.
    if (now?.episodeId !== listening.episodeId || now.position > MIN_SECONDS) return;
    playerActions.seek(saved.position);
  }

  const first = currentListening();
  if (first) void resume(first);

  const unsubscribe = subscribeListening((now, change, previous) => {
    if (change === 'track') {
      if (previous) save(previous, snapshot);
      snapshot = snapshotOfCurrent();
      finishedSaved = null;
      lastSave = Date.now(); // the next save ten seconds into this one
      if (now) void resume(now);
      return;
    }
    if (!now) return;
    if (change === 'playing') {
      if (!now.isPlaying) save(now, snapshot);
      else lastSave = Date.now();
      return;
    }
    if (isFinished(now.position, now.duration)) {
      if (finishedSaved !== now.episodeId) {
        finishedSaved = now.episodeId;
        save(now, snapshot);
      }
      return;
    }
    finishedSaved = null;
    if (now.isPlaying && Date.now() - lastSave >= SAVE_EVERY_MS) save(now, snapshot);
  });

  // Leaving the page (closing the tab, switching app, locking the phone) saves at once, sent to outlive it.
  const saveOnHide = () => {
    if (document.visibilityState !== 'hidden') return;
    const now = currentListening();
    if (now) save(now, snapshot, true);
  };
  const saveOnPageHide = () => {
    const now = currentListening();
    if (now) save(now, snapshot, true);
  };
  document.addEventListener('visibilitychange', saveOnHide);
  window.addEventListener('pagehide', saveOnPageHide);

  // A guest who logs in takes this browser's places to the account.
  const stopUserWatch = subscribeUser(() => {
    if (getUser()) void uploadBrowserPositions();
  });
  if (getUser()) void uploadBrowserPositions();

  return () => {
    unsubscribe();
    stopUserWatch();
    document.removeEventListener('visibilitychange', saveOnHide);
    window.removeEventListener('pagehide', saveOnPageHide);
  };
}

/** Saves a guest's places (oldest first, so the newest ends up latest) to the account, then forgets them here. */
async function uploadBrowserPositions() {
  const kept = readLocalPositions();
  if (kept.length === 0) return;
  clearLocalPositions();
  for (const item of kept.reverse()) {
    await saveRemotePosition({
      episodeId: item.episodeId,
      position: Math.min(item.position, item.duration),
      duration: item.duration,
    }).catch(() => undefined); // an episode gone meanwhile: nothing to keep
  }
}
