import type { EpisodeButtons } from '../../features/audio/EpisodeList';
import { FavoriteButton } from '../../features/favourites/FavoriteButton';
import { EpisodePlayButton } from '../../features/player/PlayButtons';

/**
 * The buttons of an episode row, for the audio feature's episode lists: the player's play button and the
 * favourites' heart. Composed here because the audio, player and favourites features do not import one another.
 */
export const episodeButtons: EpisodeButtons = {
  play: (media, episodes, index) => <EpisodePlayButton media={media} episodes={episodes} index={index} />,
  favourite: (episode) => <FavoriteButton episode={episode} />,
};
