import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's query client, handed over by the player's provider, for the engine's live half (loaded on the
 * first live play) to read and refresh now-playing in the same cache as the pages.
 */
let client: QueryClient | null = null;

export function setLiveQueryClient(queryClient: QueryClient) {
  client = queryClient;
}

export const liveQueryClient = () => client;
