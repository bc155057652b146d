/** What other domains use of shows: an episode as the API answers it (My Tarang lists episodes too). */
export { toEpisodeWithMedia } from './episode-json';
