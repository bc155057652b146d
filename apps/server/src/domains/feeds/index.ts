/** What other domains use of feeds: the network's language as podcast apps and page heads state it. */
export { languageCode } from './apple';
