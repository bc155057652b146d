import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentListening, subscribeListening } from './listening';
import { playerActions, playerReports, playMedia, resetPlayerForTests } from './store';
import { episodes, show } from './test-fixtures';

beforeEach(() => resetPlayerForTests());

describe('listening (for "continue listening")', () => {
  it('is null with nothing on the player, else the episode, its position and whether it plays', () => {
    expect(currentListening()).toBeNull();
    playMedia(show, episodes, 1, { startAt: 42 });
    expect(currentListening()).toMatchObject({
      mediaId: show.id,
      episodeId: episodes[1]?.id,
      position: 42,
      isPlaying: true,
    });
  });

  it('reports a new episode (with the one left), play/pause, and moves of a second or more', () => {
    const listener = vi.fn();
    const stop = subscribeListening(listener);
    playMedia(show, episodes, 0);
    expect(listener).toHaveBeenLastCalledWith(
      expect.objectContaining({ episodeId: episodes[0]?.id }),
      'track',
      null,
    );
    playerReports.time(0.5);
    expect(listener).toHaveBeenCalledTimes(1);
    playerReports.time(1.2);
    expect(listener).toHaveBeenLastCalledWith(
      expect.objectContaining({ position: 1.2 }),
      'position',
      expect.anything(),
    );
    playerActions.pause();
    expect(listener).toHaveBeenLastCalledWith(
      expect.objectContaining({ isPlaying: false }),
      'playing',
      expect.anything(),
    );
    playerActions.next();
    expect(listener).toHaveBeenLastCalledWith(
      expect.objectContaining({ episodeId: episodes[1]?.id }),
      'track',
      expect.objectContaining({ episodeId: episodes[0]?.id, position: 1.2 }),
    );
    stop();
    playerActions.next();
    expect(listener).toHaveBeenCalledTimes(4);
  });
});
