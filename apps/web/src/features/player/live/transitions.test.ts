import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ended,
  getPlayerState,
  initialPlayerState,
  next,
  open,
  type PlayerState,
  pause,
  play,
  playerActions,
  playLive,
  previous,
  resetPlayerForTests,
  seek,
  selectTrack,
  skip,
  toggle,
  useLiveStationPlaying,
} from '../store';
import { episodes, show } from '../test-fixtures';
import {
  liveFailed,
  liveOnAir,
  liveReconnect,
  liveRecovered,
  liveReports,
  liveStreamKnown,
  reportBehindLive,
} from './streamTransitions';
import { afterBreakfast, builtInStream, nowPlaying, otherStation, station } from './test-fixtures';
import { currentOf } from './timing';
import { goLive, openLive } from './transitions';

/** A player playing the station's live stream, its stream known. */
const live = (patch: Partial<PlayerState> = {}): PlayerState => ({
  ...liveStreamKnown(openLive(initialPlayerState, station), station.id, builtInStream),
  ...patch,
});

describe('playLive: the live stream is the current track', () => {
  it('makes the station live the whole playlist and plays it', () => {
    const state = openLive(initialPlayerState, station);
    expect(state.currentTrack).toMatchObject({ key: 'live:3', kind: 'live', id: 3, title: 'Tarang Delhi' });
    expect(state.tracks).toHaveLength(1);
    expect(state).toMatchObject({ visible: true, isPlaying: true, media: null, episodes: [], duration: 0 });
    expect(state.liveStation).toEqual({
      id: 3,
      name: 'Tarang Delhi',
      logo: '/media/delhi-logo.webp',
      logoAlt: 'Tarang Delhi logo',
    });
    expect(state.loadId).toBe(initialPlayerState.loadId + 1);
  });

  it('replaces an episode, and an episode replaces live', () => {
    const fromEpisode = openLive(open(initialPlayerState, show, episodes), station);
    expect(fromEpisode.currentTrack?.kind).toBe('live');
    expect(fromEpisode.media).toBeNull();
    const back = open(live(), show, episodes, 1);
    expect(back.currentTrack?.key).toBe('episode:12');
    expect(back).toMatchObject({ liveStation: null, liveStream: null, onAir: null, liveRetry: 0 });
  });

  it('switching stations forgets the old stream (the new one comes from its now-playing)', () => {
    const state = openLive(live(), otherStation);
    expect(state.currentTrack?.key).toBe('live:4');
    expect(state.liveStream).toBeNull();
    expect(state.loadId).toBe(live().loadId + 1);
  });

  it('can show a restored station ready, not playing', () => {
    expect(openLive(initialPlayerState, station, { autoplay: false })).toMatchObject({
      isPlaying: false,
      visible: true,
    });
  });
});

describe('the store action', () => {
  beforeEach(() => resetPlayerForTests());

  it('plays, then toggles pause and play for the station already live', () => {
    playLive(station);
    expect(getPlayerState().isPlaying).toBe(true);
    playLive(station);
    expect(getPlayerState().isPlaying).toBe(false);
    playLive(station);
    expect(getPlayerState().isPlaying).toBe(true);
    expect(getPlayerState().currentTrack?.key).toBe('live:3');
  });

  it('a restore never starts or stops the station already on the player', () => {
    playLive(station);
    playLive(station, { autoplay: false });
    expect(getPlayerState().isPlaying).toBe(true);
  });

  it('useLiveStationPlaying is true only for the station whose stream plays', () => {
    const delhi = renderHook(() => useLiveStationPlaying(station.id));
    const mumbai = renderHook(() => useLiveStationPlaying(otherStation.id));
    expect(delhi.result.current).toBe(false);
    act(() => playerActions.playLive(station));
    expect(delhi.result.current).toBe(true);
    expect(mumbai.result.current).toBe(false);
    act(() => playerActions.pause());
    expect(delhi.result.current).toBe(false);
    act(() => playerActions.playLive(otherStation));
    expect(delhi.result.current).toBe(false);
    expect(mumbai.result.current).toBe(true);
  });

  it('now-playing reports update the track: the stream once, what is on air when heard', () => {
    playLive(station);
    const before = getPlayerState().loadId;
    liveReports.stream(station.id, builtInStream);
    expect(getPlayerState().loadId).toBe(before + 1);
    liveReports.stream(station.id, { ...builtInStream });
    expect(getPlayerState().loadId).toBe(before + 1);
    liveReports.onAir(station.id, currentOf(nowPlaying));
    expect(getPlayerState().currentTrack).toMatchObject({
      key: 'live:3',
      title: 'Bambai Breakfast Club',
      artist: 'Simran Kaur & Kabir Malhotra',
      src: '/live/3/index.m3u8',
    });
    // A late answer about a station no longer on the player changes nothing.
    liveReports.onAir(otherStation.id, currentOf(afterBreakfast));
    expect(getPlayerState().currentTrack?.title).toBe('Bambai Breakfast Club');
  });
});

describe('what does not apply to live', () => {
  it('no seek, skip, next, previous or end', () => {
    const state = live({ currentTime: 30 });
    expect(seek(state, 10)).toBe(state);
    expect(skip(state, 15)).toBe(state);
    expect(next(state)).toBe(state);
    expect(previous(state)).toBe(state);
    expect(ended(state)).toBe(state);
  });

  it('selecting the one track plays it', () => {
    expect(selectTrack(live({ isPlaying: false }), 0).isPlaying).toBe(true);
  });
});

describe('pause and play: resuming never continues from a stale buffer', () => {
  it('play after a pause loads the stream again, from the live edge', () => {
    const paused = pause(live());
    expect(paused.isPlaying).toBe(false);
    const resumed = play(paused);
    expect(resumed.isPlaying).toBe(true);
    expect(resumed.loadId).toBe(paused.loadId + 1);
    expect(toggle(paused).loadId).toBe(paused.loadId + 1);
  });

  it('play while playing changes nothing', () => {
    const state = live();
    expect(play(state)).toBe(state);
  });
});

describe('reconnect', () => {
  it('counts failures while the listener wants the stream, and reloads when the wait is over', () => {
    const once = liveFailed(live());
    expect(once.liveRetry).toBe(1);
    expect(liveFailed(once).liveRetry).toBe(2);
    expect(once.isPlaying).toBe(true);
    expect(once.error).toBeNull();
    expect(liveReconnect(once).loadId).toBe(once.loadId + 1);
  });

  it('sound coming back clears the count (the off-air message goes away)', () => {
    expect(liveRecovered(liveFailed(live())).liveRetry).toBe(0);
    const fine = live();
    expect(liveRecovered(fine)).toBe(fine);
  });

  it('pausing stops retrying', () => {
    const paused = pause(liveFailed(live()));
    expect(paused.liveRetry).toBe(0);
    expect(liveFailed(paused)).toBe(paused);
    expect(liveReconnect(paused)).toBe(paused);
  });

  it('an episode is not reconnected', () => {
    const episode = open(initialPlayerState, show, episodes);
    expect(liveFailed(episode)).toBe(episode);
  });
});

describe('Go live', () => {
  it('asks the engine to jump to the live edge while playing', () => {
    const state = reportBehindLive(live(), 14.4);
    expect(state.behindLive).toBe(14);
    const jumped = goLive(state);
    expect(jumped.goLiveId).toBe(state.goLiveId + 1);
    expect(jumped.behindLive).toBe(0);
  });

  it('plays from the edge when paused', () => {
    const paused = pause(live());
    const state = goLive(paused);
    expect(state).toMatchObject({ isPlaying: true, loadId: paused.loadId + 1 });
  });

  it('keeps the distance in whole seconds so the bar re-renders rarely', () => {
    const state = reportBehindLive(live(), 3.2);
    expect(reportBehindLive(state, 2.9)).toBe(state);
    expect(reportBehindLive(state, null).behindLive).toBeNull();
  });
});

describe('what is on air', () => {
  it('updates the track with the same key, and only on a change', () => {
    const state = liveOnAir(live(), station.id, currentOf(nowPlaying));
    expect(state.currentTrack?.key).toBe('live:3');
    expect(state.currentTrack?.title).toBe('Bambai Breakfast Club');
    expect(liveOnAir(state, station.id, currentOf({ ...nowPlaying }))).toBe(state);
    expect(liveOnAir(state, station.id, currentOf(afterBreakfast)).currentTrack?.title).toBe(
      'Dopahar Dil Se',
    );
  });
});
