import { type ComponentType, createContext } from 'react';

/**
 * The heart the player shows for the current episode: the favourites feature's button, given by the app
 * (features do not import one another). The player passes the episode as it knows it, freshly fetched.
 */
type FavouriteSlot = ComponentType<{
  episode: { id: number; title: string; isFavorite: boolean };
  className?: string;
}>;

export const FavouriteSlotContext = createContext<FavouriteSlot | null>(null);
