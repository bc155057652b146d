import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SPEED, DEFAULT_VOLUME, SPEEDS } from './constants';
import { playerMessages } from './messages';
import {
  atIndex,
  audioVolume,
  close,
  ended,
  getPlayerState,
  initialPlayerState,
  next,
  open,
  type PlayerState,
  pause,
  play,
  playerActions,
  playerReports,
  playMedia,
  previous,
  randomIndex,
  reportBuffering,
  reportDuration,
  reportError,
  reportPlaying,
  reportTime,
  resetPlayerForTests,
  seek,
  selectTrack,
  setExpanded,
  setPlayerState,
  setSleep,
  setSpeed,
  setVolume,
  skip,
  sleepNow,
  subscribePlayer,
  toggle,
  toggleMute,
  toggleRepeat,
  toggleShuffle,
  usePlayerTrack,
  volumeIcon,
} from './store';
import { episode, episodes, show } from './test-fixtures';
import { artistOf, episodeTrack, type Track } from './track';

/** A player holding the three fixture episodes, the one at `index` current. */
const holding = (index = 0, patch: Partial<PlayerState> = {}): PlayerState => ({
  ...open(initialPlayerState, show, episodes, index),
  ...patch,
});

const liveTrack: Track = {
  key: 'live:1',
  kind: 'live',
  id: 1,
  mediaId: null,
  mediaUrlName: null,
  title: 'Tarang Delhi live',
  artist: 'Tarang Delhi',
  album: 'Tarang Delhi',
  description: '',
  src: '/live/1',
  duration: null,
  artwork: null,
  artworkAlt: '',
  isFavorite: false,
};

describe('defaults', () => {
  it('starts hidden, empty, at speed 1 and volume 60, unmuted, no shuffle or repeat', () => {
    expect(initialPlayerState).toMatchObject({
      media: null,
      episodes: [],
      tracks: [],
      currentTrack: null,
      visible: false,
      isPlaying: false,
      playbackSpeed: 1,
      volume: 60,
      muted: false,
      shuffle: false,
      repeat: false,
      error: null,
      expanded: false,
    });
    expect(DEFAULT_SPEED).toBe(1);
    expect(DEFAULT_VOLUME).toBe(60);
    expect(SPEEDS).toEqual([0.25, 0.5, 1, 1.5, 2]);
  });
});

describe('opening a media (visible when the episodes load, the first current, plays)', () => {
  it('sets the media, the episode list and the playlist, makes the first current and plays it', () => {
    const state = open(initialPlayerState, show, episodes);
    expect(state.visible).toBe(true);
    expect(state.media).toBe(show);
    expect(state.episodes).toBe(episodes);
    expect(state.tracks.map((track) => track.id)).toEqual([11, 12, 13]);
    expect(state.index).toBe(0);
    expect(state.currentTrack?.id).toBe(11);
    expect(state.isPlaying).toBe(true);
    expect(state.loadId).toBe(initialPlayerState.loadId + 1);
    expect(state.currentTime).toBe(0);
    expect(state.duration).toBe(71);
  });

  it('opens at a chosen episode, clamped to the list', () => {
    expect(open(initialPlayerState, show, episodes, 2).currentTrack?.id).toBe(13);
    expect(open(initialPlayerState, show, episodes, 9).currentTrack?.id).toBe(13);
    expect(open(initialPlayerState, show, episodes, -3).currentTrack?.id).toBe(11);
  });

  it('does nothing with no episodes', () => {
    expect(open(initialPlayerState, show, [])).toBe(initialPlayerState);
  });

  it('can show an episode ready to play at a position (restore after reload)', () => {
    const state = open(initialPlayerState, show, episodes, 1, { autoplay: false, startAt: 42.5 });
    expect(state).toMatchObject({ isPlaying: false, currentTime: 42.5, startAt: 42.5, visible: true });
    expect(state.currentTrack?.id).toBe(12);
  });

  it('clears an earlier error', () => {
    const failed = reportError(holding());
    expect(open(failed, show, episodes).error).toBeNull();
  });
});

describe('the current track follows the index', () => {
  it('is the track at the index, loaded from its start', () => {
    const state = atIndex(holding(0, { currentTime: 30 }), 2);
    expect(state.currentTrack).toBe(state.tracks[2]);
    expect(state.currentTime).toBe(0);
    expect(state.loadId).toBe(holding().loadId + 1);
  });

  it('ignores an index outside the list', () => {
    const state = holding();
    expect(atIndex(state, 3)).toBe(state);
  });
});

describe('next and previous (last → first, first → last)', () => {
  it('next moves on and plays', () => {
    const state = next(holding(0, { isPlaying: false }));
    expect(state.currentTrack?.id).toBe(12);
    expect(state.isPlaying).toBe(true);
  });

  it('next wraps from the last to the first', () => {
    expect(next(holding(2)).currentTrack?.id).toBe(11);
  });

  it('previous wraps from the first to the last', () => {
    expect(previous(holding(0)).currentTrack?.id).toBe(13);
    expect(previous(holding(2)).currentTrack?.id).toBe(12);
  });

  it('previous starts the current track again when more than 3 s in, playing', () => {
    const into = holding(1, { currentTime: 3.5, isPlaying: false });
    const again = previous(into);
    expect(again).toMatchObject({ index: 1, currentTime: 0, isPlaying: true, loadId: into.loadId });
    expect(again.seekId).toBe(into.seekId + 1);
    expect(previous(holding(1, { currentTime: 3 })).currentTrack?.id).toBe(11);
  });

  it('with one track, next and previous start it again', () => {
    const single = open(initialPlayerState, show, [episode(5)]);
    const again = next(single);
    expect(again.index).toBe(0);
    expect(again.loadId).toBe(single.loadId + 1);
    expect(previous(single).loadId).toBe(single.loadId + 1);
  });

  it('with shuffle, next picks a random other track', () => {
    const shuffled = holding(0, { shuffle: true });
    expect(next(shuffled, () => 0).currentTrack?.id).toBe(12);
    expect(next(shuffled, () => 0.99).currentTrack?.id).toBe(13);
  });

  it('do nothing without tracks', () => {
    expect(next(initialPlayerState)).toBe(initialPlayerState);
    expect(previous(initialPlayerState)).toBe(initialPlayerState);
  });
});

describe('randomIndex', () => {
  it('never picks the current track when there is another, and reaches every other one', () => {
    const seen = new Set<number>();
    for (let step = 0; step < 50; step++) {
      const pick = randomIndex(4, 2, () => step / 50);
      expect(pick).not.toBe(2);
      expect(pick).toBeGreaterThanOrEqual(0);
      expect(pick).toBeLessThan(4);
      seen.add(pick);
    }
    expect([...seen].sort()).toEqual([0, 1, 3]);
  });

  it('gives 0 for a one-track list', () => {
    expect(randomIndex(1, 0, () => 0.7)).toBe(0);
  });
});

describe('end of a track (repeat replays, otherwise next, last → first)', () => {
  it('repeat replays the same track from the start', () => {
    const state = ended(holding(1, { repeat: true, currentTime: 61 }));
    expect(state.currentTrack?.id).toBe(12);
    expect(state.currentTime).toBe(0);
    expect(state.seekId).toBe(holding().seekId + 1);
    expect(state.isPlaying).toBe(true);
  });

  it('otherwise the next one plays', () => {
    expect(ended(holding(1)).currentTrack?.id).toBe(13);
  });

  it('after the last comes the first', () => {
    const state = ended(holding(2));
    expect(state.currentTrack?.id).toBe(11);
    expect(state.isPlaying).toBe(true);
  });

  it('with shuffle, a random track plays', () => {
    expect(ended(holding(0, { shuffle: true }), () => 0.6).currentTrack?.id).toBe(13);
  });
});

describe('playlist clicks (make that track current and play it)', () => {
  it('loads and plays another track', () => {
    const state = selectTrack(holding(0, { isPlaying: false }), 2);
    expect(state.currentTrack?.id).toBe(13);
    expect(state.isPlaying).toBe(true);
    expect(state.loadId).toBe(holding().loadId + 1);
  });

  it('goes on playing the current track without starting it again', () => {
    const paused = holding(1, { isPlaying: false, currentTime: 20 });
    const state = selectTrack(paused, 1);
    expect(state.isPlaying).toBe(true);
    expect(state.loadId).toBe(paused.loadId);
    expect(state.currentTime).toBe(20);
  });

  it('tries the current track again after a failure', () => {
    const failed = reportError(holding(1));
    const state = selectTrack(failed, 1);
    expect(state.error).toBeNull();
    expect(state.loadId).toBe(failed.loadId + 1);
  });

  it('ignores an index outside the list', () => {
    const state = holding();
    expect(selectTrack(state, 7)).toBe(state);
  });
});

describe('play and pause', () => {
  it('toggle plays and pauses', () => {
    const paused = holding(0, { isPlaying: false });
    expect(toggle(paused).isPlaying).toBe(true);
    expect(toggle(toggle(paused)).isPlaying).toBe(false);
    expect(pause(holding()).isPlaying).toBe(false);
    expect(play(paused).isPlaying).toBe(true);
  });

  it('play does nothing without a track', () => {
    expect(play(initialPlayerState)).toBe(initialPlayerState);
  });

  it('play after a failure tries the file again from where it stopped', () => {
    const failed = reportError(holding(0, { currentTime: 12 }));
    const state = play(failed);
    expect(state).toMatchObject({ isPlaying: true, error: null, startAt: 12 });
    expect(state.loadId).toBe(failed.loadId + 1);
  });
});

describe('seeking and skipping (15 s)', () => {
  it('seek moves to the time and asks the element to follow', () => {
    const state = seek(holding(), 30.25);
    expect(state.currentTime).toBe(30.25);
    expect(state.seekId).toBe(holding().seekId + 1);
  });

  it('seek stays within the track', () => {
    expect(seek(holding(), -4).currentTime).toBe(0);
    expect(seek(holding(), 500).currentTime).toBe(71);
  });

  it('with the duration unknown, seek may go anywhere ahead', () => {
    expect(seek(holding(0, { duration: 0 }), 500).currentTime).toBe(500);
  });

  it('ignores nonsense and does nothing without a track or on a live stream', () => {
    expect(seek(holding(), Number.NaN)).toEqual(holding());
    expect(seek(initialPlayerState, 10)).toBe(initialPlayerState);
    const live = { ...holding(), tracks: [liveTrack], currentTrack: liveTrack };
    expect(seek(live, 10)).toBe(live);
  });

  it('skip goes back and forward 15 s, within the track', () => {
    expect(skip(holding(0, { currentTime: 20 }), -15).currentTime).toBe(5);
    expect(skip(holding(0, { currentTime: 20 }), 15).currentTime).toBe(35);
    expect(skip(holding(0, { currentTime: 10 }), -15).currentTime).toBe(0);
    expect(skip(holding(0, { currentTime: 65 }), 15).currentTime).toBe(71);
  });
});

describe('speed (0.25, 0.5, 1, 1.5, 2)', () => {
  it('takes each of the options', () => {
    for (const speed of SPEEDS) expect(setSpeed(holding(), speed).playbackSpeed).toBe(speed);
  });

  it('refuses anything else', () => {
    const state = holding();
    expect(setSpeed(state, 3)).toBe(state);
    expect(setSpeed(state, 0.75)).toBe(state);
  });
});

describe('volume and mute', () => {
  it('the slider sets 0 to 100, rounded and clamped', () => {
    expect(setVolume(holding(), 42.4).volume).toBe(42);
    expect(setVolume(holding(), 140).volume).toBe(100);
    expect(setVolume(holding(), -5).volume).toBe(0);
    expect(setVolume(holding(), Number.NaN)).toEqual(holding());
  });

  it('moving the slider above 0 unmutes', () => {
    const muted = toggleMute(holding());
    expect(muted.muted).toBe(true);
    const moved = setVolume(muted, 25);
    expect(moved).toMatchObject({ muted: false, volume: 25 });
  });

  it('moving the slider to 0 does not unmute', () => {
    expect(setVolume(toggleMute(holding()), 0).muted).toBe(true);
  });

  it('muting stores the volume and sets 0; unmuting restores it', () => {
    const muted = toggleMute(holding(0, { volume: 35 }));
    expect(muted).toMatchObject({ muted: true, volume: 0, muteVolume: 35 });
    expect(toggleMute(muted)).toMatchObject({ muted: false, volume: 35 });
  });

  it('muting at volume 0 stores 60, so unmuting gives 60', () => {
    const muted = toggleMute(holding(0, { volume: 0 }));
    expect(muted.muteVolume).toBe(60);
    expect(toggleMute(muted).volume).toBe(60);
  });

  it('the element gets volume / 100, or 0 when muted', () => {
    expect(audioVolume({ volume: 60, muted: false })).toBe(0.6);
    expect(audioVolume({ volume: 100, muted: false })).toBe(1);
    expect(audioVolume({ volume: 60, muted: true })).toBe(0);
  });

  it('the icon is off when muted or 0, down under 40, otherwise up', () => {
    expect(volumeIcon({ volume: 60, muted: true })).toBe('off');
    expect(volumeIcon({ volume: 0, muted: false })).toBe('off');
    expect(volumeIcon({ volume: 1, muted: false })).toBe('down');
    expect(volumeIcon({ volume: 39, muted: false })).toBe('down');
    expect(volumeIcon({ volume: 40, muted: false })).toBe('up');
    expect(volumeIcon({ volume: 100, muted: false })).toBe('up');
  });
});

describe('shuffle, repeat and the mobile sheet', () => {
  it('shuffle and repeat toggle', () => {
    expect(toggleShuffle(holding()).shuffle).toBe(true);
    expect(toggleShuffle(toggleShuffle(holding())).shuffle).toBe(false);
    expect(toggleRepeat(holding()).repeat).toBe(true);
    expect(toggleRepeat(toggleRepeat(holding())).repeat).toBe(false);
  });

  it('the sheet opens only with a track', () => {
    expect(setExpanded(holding(), true).expanded).toBe(true);
    expect(setExpanded(setExpanded(holding(), true), false).expanded).toBe(false);
    expect(setExpanded(initialPlayerState, true).expanded).toBe(false);
  });
});

describe('closing (clears the media, the episode and the list)', () => {
  it('clears them, hides and stops; keeps volume, speed, shuffle and repeat', () => {
    const busy = holding(1, {
      playbackSpeed: 1.5,
      volume: 30,
      shuffle: true,
      repeat: true,
      expanded: true,
      currentTime: 20,
    });
    const state = close(busy);
    expect(state).toMatchObject({
      media: null,
      episodes: [],
      tracks: [],
      currentTrack: null,
      visible: false,
      isPlaying: false,
      currentTime: 0,
      expanded: false,
      playbackSpeed: 1.5,
      volume: 30,
      shuffle: true,
      repeat: true,
    });
  });
});

describe('what the element reports (time and duration update from playback events)', () => {
  it('time and duration', () => {
    expect(reportTime(holding(), 12.5).currentTime).toBe(12.5);
    const same = holding();
    expect(reportTime(same, 0)).toBe(same);
    expect(reportDuration(holding(), 58.2).duration).toBe(58.2);
    expect(reportDuration(holding(), Number.POSITIVE_INFINITY).duration).toBe(0);
  });

  it('a failure shows the message and stops; next goes on and clears it', () => {
    const failed = reportError(holding(0));
    expect(failed).toMatchObject({ error: playerMessages.get().failed, isPlaying: false, buffering: false });
    expect(playerMessages.get().failed).toBe('This episode could not be played.');
    const skipped = next(failed);
    expect(skipped.error).toBeNull();
    expect(skipped.currentTrack?.id).toBe(12);
    expect(skipped.isPlaying).toBe(true);
    expect(reportError(initialPlayerState)).toBe(initialPlayerState);
  });

  it('the element starting or stopping on its own is followed', () => {
    expect(reportPlaying(holding(0, { isPlaying: false }), true).isPlaying).toBe(true);
    expect(reportPlaying(holding(), false).isPlaying).toBe(false);
    expect(reportPlaying(initialPlayerState, true)).toBe(initialPlayerState);
  });

  it('buffering shows while waiting and stops when the player pauses (or autoplay is refused)', () => {
    const waiting = reportBuffering(holding(), true);
    expect(waiting.buffering).toBe(true);
    expect(reportBuffering(waiting, false).buffering).toBe(false);
    expect(reportPlaying(waiting, false)).toMatchObject({ isPlaying: false, buffering: false });
    expect(pause(waiting)).toMatchObject({ isPlaying: false, buffering: false });
  });
});

describe('tracks', () => {
  it('an episode becomes a track: RJs as the artist, the show as the album, its cover else the show image', () => {
    const track = episodeTrack(show, episode(4, { thumbnail: null }));
    expect(track).toMatchObject({
      key: 'episode:4',
      kind: 'episode',
      id: 4,
      mediaId: 7,
      artist: 'Simran Kaur & Kabir Malhotra',
      album: 'Dilli Subah Express',
      src: '/media/4.mp3',
      duration: 64,
      artwork: '/media/ab/cover.webp',
      artworkAlt: 'Show cover',
    });
    const own = episodeTrack(show, episode(4, { thumbnail: '/media/own.webp', thumbnailAlt: 'Own' }));
    expect(own).toMatchObject({ artwork: '/media/own.webp', artworkAlt: 'Own' });
  });

  it('an episode of another show (a mixed list) is described by its own show', () => {
    const other = episode(30, { mediaId: 9, mediaTitle: 'Retro Raat', thumbnail: null });
    expect(episodeTrack(show, other)).toMatchObject({
      mediaId: 9,
      mediaUrlName: 'retro-raat-9',
      artist: 'Retro Raat',
      album: 'Retro Raat',
      artwork: null,
    });
    expect(episodeTrack(show, episode(4)).mediaUrlName).toBe('dilli-subah-express-7');
  });

  it('without RJs the show is the artist', () => {
    expect(artistOf({ title: 'Retro Raat', rjs: [] })).toBe('Retro Raat');
    expect(artistOf({ title: 'x', rjs: [show.rjs[0] as (typeof show.rjs)[0]] })).toBe('Simran Kaur');
  });

  it('an unknown duration is null, not 0', () => {
    expect(episodeTrack(show, episode(4, { duration: 0 })).duration).toBeNull();
  });
});

describe('the store', () => {
  beforeEach(() => resetPlayerForTests());

  it('playMedia opens the media and notifies subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribePlayer(listener);
    playMedia(show, episodes, 1);
    expect(getPlayerState().currentTrack?.id).toBe(12);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    playerActions.next();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('the actions apply the rules to the current state', () => {
    playMedia(show, episodes);
    playerActions.next();
    playerActions.next();
    playerActions.next();
    expect(getPlayerState().currentTrack?.id).toBe(11);
    playerActions.previous();
    expect(getPlayerState().currentTrack?.id).toBe(13);
    playerActions.setVolume(20);
    playerActions.toggleMute();
    expect(getPlayerState()).toMatchObject({ muted: true, volume: 0, muteVolume: 20 });
    playerActions.setSpeed(2);
    playerActions.skip(15);
    expect(getPlayerState()).toMatchObject({ playbackSpeed: 2, currentTime: 15 });
    playerActions.selectTrack(1);
    playerReports.ended();
    expect(getPlayerState().currentTrack?.id).toBe(13);
    playerActions.close();
    expect(getPlayerState().visible).toBe(false);
  });

  it('setPlayerState({ isPlaying }) plays and pauses by the rules', () => {
    playMedia(show, episodes);
    setPlayerState({ isPlaying: false });
    expect(getPlayerState().isPlaying).toBe(false);
    playerReports.error();
    const failed = getPlayerState();
    setPlayerState({ isPlaying: true });
    expect(getPlayerState()).toMatchObject({ isPlaying: true, error: null, loadId: failed.loadId + 1 });
  });

  it('usePlayerTrack follows the current episode and whether it plays', () => {
    const { result } = renderHook(() => usePlayerTrack());
    expect(result.current).toEqual({ episodeId: null, isPlaying: false });
    act(() => playMedia(show, episodes, 2));
    expect(result.current).toEqual({ episodeId: 13, isPlaying: true });
    act(() => playerActions.pause());
    expect(result.current).toEqual({ episodeId: 13, isPlaying: false });
    act(() => playerActions.close());
    expect(result.current).toEqual({ episodeId: null, isPlaying: false });
  });
});

describe('the sleep timer', () => {
  it('"end of episode" pauses at the end instead of going on, and turns itself off', () => {
    const state = ended(setSleep(holding(0), 'end'));
    expect(state).toMatchObject({ index: 0, isPlaying: false, sleepAt: null, fade: 1 });
  });

  it('running out pauses and restores the volume for the next play; the volume setting never changes', () => {
    const fading = { ...setSleep(holding(0, { volume: 80 }), Date.now()), fade: 0.2 };
    const asleep = sleepNow(fading);
    expect(asleep).toMatchObject({ isPlaying: false, sleepAt: null, fade: 1, volume: 80 });
    expect(audioVolume(asleep)).toBe(0.8);
  });

  it('is cleared by closing the player; "end of episode" is not offered for a live stream', () => {
    expect(close(setSleep(holding(0), 123))).toMatchObject({ sleepAt: null, fade: 1 });
    const live = { ...holding(0), currentTrack: liveTrack };
    expect(setSleep(live, 'end')).toBe(live);
  });
});
