import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LIVE_TEXT } from '@tarang/contracts';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PlayerUI from '../components/PlayerUI';
import { PlayerContext } from '../context';
import { getPlayerState, playerActions, playLive, resetPlayerForTests } from '../store';
import { ListenLiveButton } from './ListenLiveButton';
import { LiveStatusBar } from './LiveControls';
import { liveReports } from './streamTransitions';
import { builtInStream, nowPlaying, otherStation, station } from './test-fixtures';
import { currentOf } from './timing';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>
    <PlayerContext.Provider value={playerActions}>{children}</PlayerContext.Provider>
  </QueryClientProvider>
);

/** The station's stream is playing, its now-playing known. */
function playingLive() {
  playLive(station);
  liveReports.stream(station.id, builtInStream);
  liveReports.onAir(station.id, currentOf(nowPlaying));
}

beforeEach(() => resetPlayerForTests());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ListenLiveButton', () => {
  it('is a "Listen live" toggle, pressed while this station plays live', async () => {
    render(
      <>
        <ListenLiveButton station={station} variant="header" />
        <ListenLiveButton station={otherStation} variant="bar" />
      </>,
      { wrapper },
    );
    const [delhi, mumbai] = screen.getAllByRole('button', { name: LIVE_TEXT.listenLive });
    if (!delhi || !mumbai) throw new Error('two buttons expected');
    expect(delhi.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(delhi);
    expect(delhi.getAttribute('aria-pressed')).toBe('true');
    expect(mumbai.getAttribute('aria-pressed')).toBe('false');
    expect(getPlayerState().currentTrack?.key).toBe('live:3');
    await userEvent.click(delhi);
    expect(delhi.getAttribute('aria-pressed')).toBe('false');
    expect(getPlayerState().isPlaying).toBe(false);
    await userEvent.click(mumbai);
    expect(mumbai.getAttribute('aria-pressed')).toBe('true');
    expect(delhi.getAttribute('aria-pressed')).toBe('false');
  });
});

describe('the LIVE row', () => {
  it('shows the LIVE badge, named "Live"', () => {
    playingLive();
    render(<LiveStatusBar />, { wrapper });
    const badge = screen.getByRole('status', { name: 'Live' });
    expect(badge.textContent).toBe(LIVE_TEXT.live);
    expect(screen.queryByRole('button', { name: LIVE_TEXT.goLive })).toBeNull();
  });

  it('offers "Go live" beyond 8 s behind, and pressing it asks for the live edge', async () => {
    playingLive();
    render(<LiveStatusBar />, { wrapper });
    act(() => liveReports.behind(6));
    expect(screen.queryByRole('button', { name: LIVE_TEXT.goLive })).toBeNull();
    act(() => liveReports.behind(13));
    const before = getPlayerState().goLiveId;
    await userEvent.click(screen.getByRole('button', { name: LIVE_TEXT.goLive }));
    expect(getPlayerState().goLiveId).toBe(before + 1);
    expect(screen.queryByRole('button', { name: LIVE_TEXT.goLive })).toBeNull();
  });

  it('says the station is off air while retrying, and stops saying it when sound is back', () => {
    playingLive();
    render(<LiveStatusBar />, { wrapper });
    const live = screen
      .getAllByRole('status')
      .find((element) => element.getAttribute('aria-live') === 'polite');
    if (!live) throw new Error('a polite status expected');
    expect(live.textContent).toBe('');
    act(() => liveReports.failed());
    expect(live.textContent).toBe(LIVE_TEXT.offAir);
    act(() => liveReports.failed());
    expect(screen.getAllByText(LIVE_TEXT.offAir)).toHaveLength(1);
    act(() => liveReports.recovered());
    expect(live.textContent).toBe('');
  });
});

describe('the player bar with a live stream', () => {
  it('shows the show and RJs, the LIVE badge, play/pause and volume, and no seek bar or track buttons', () => {
    playingLive();
    render(<PlayerUI />, { wrapper });
    const player = screen.getByRole('region', { name: 'Audio player' });
    const inside = within(player);
    expect(inside.getByText('Bambai Breakfast Club')).toBeTruthy();
    expect(inside.getByText('Simran Kaur & Kabir Malhotra')).toBeTruthy();
    expect(inside.getByRole('status', { name: 'Live' })).toBeTruthy();
    expect(inside.getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(inside.getByRole('slider', { name: 'Volume' })).toBeTruthy();
    for (const name of [
      'Next',
      'Previous',
      'Shuffle',
      'Repeat',
      'Back 15 seconds',
      'Playback speed',
      'Playlist',
    ])
      expect(inside.queryByRole('button', { name })).toBeNull();
    expect(inside.queryByRole('slider', { name: 'Playback position' })).toBeNull();
  });

  it('pause and play go through the same button', async () => {
    playingLive();
    render(<PlayerUI />, { wrapper });
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(getPlayerState().isPlaying).toBe(false);
    const loadId = getPlayerState().loadId;
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(getPlayerState().isPlaying).toBe(true);
    expect(getPlayerState().loadId).toBe(loadId + 1);
  });
});

describe('the phone player with a live stream', () => {
  const phone = (query: string) =>
    ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;

  it('shows the LIVE badge instead of the progress line, and says when the station is off air', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(phone);
    playingLive();
    render(<PlayerUI />, { wrapper });
    const player = within(screen.getByRole('region', { name: 'Audio player' }));
    expect(
      player.getByRole('button', { name: /^Bambai Breakfast Club, Simran Kaur & Kabir Malhotra/ }),
    ).toBeTruthy();
    expect(player.getByRole('status', { name: 'Live' })).toBeTruthy();
    expect(player.queryByRole('button', { name: 'Next' })).toBeNull();
    act(() => liveReports.failed());
    const said = player.getAllByRole('status').filter((element) => element.textContent === LIVE_TEXT.offAir);
    expect(said).toHaveLength(1);
    act(() => liveReports.recovered());
    expect(player.queryAllByText(LIVE_TEXT.offAir)).toHaveLength(0);
  });
});
