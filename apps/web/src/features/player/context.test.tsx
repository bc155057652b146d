import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PlayerContext, usePlayer } from './context';
import { playerActions } from './store';

describe('usePlayer', () => {
  it('throws outside its provider (a developer error)', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => usePlayer())).toThrow('usePlayer() must be used inside <PlayerProvider>');
    quiet.mockRestore();
  });

  it('gives the player actions inside it', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PlayerContext.Provider value={playerActions}>{children}</PlayerContext.Provider>
    );
    const { result } = renderHook(() => usePlayer(), { wrapper });
    expect(result.current).toBe(playerActions);
    expect(typeof result.current.seek).toBe('function');
  });
});
