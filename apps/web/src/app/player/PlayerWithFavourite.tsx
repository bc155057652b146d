import { FavoriteButton } from '../../features/favourites/FavoriteButton';
import PlayerUI from '../../features/player/components/PlayerUI';
import { FavouriteSlotContext } from '../../features/player/favouriteSlot';

/**
 * The player's controls with the favourites feature's heart for the current episode. Composed here because
 * the player and favourites features do not import each other; one chunk, fetched when the player first shows.
 */
export default function PlayerWithFavourite() {
  return (
    <FavouriteSlotContext.Provider value={FavoriteButton}>
      <PlayerUI />
    </FavouriteSlotContext.Provider>
  );
}
