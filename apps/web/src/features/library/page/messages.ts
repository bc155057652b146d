import { i18n, params } from '../../../shared/i18n';

/** My Tarang's page (its own chunk). */
export const libraryPageMessages = i18n('library.page', {
  pageDescription: 'Your favourites, the episodes you are in the middle of and the shows you follow.',
  lead: 'Pick up where you left off, on any device.',
  signInTitle: 'Keep your place on every device',
  signInText:
    'Log in to keep where you are in every episode, your favourites and the shows you follow in your account.',
  logIn: 'Log In',
  guestNote: 'On this device only: log in to take it with you.',
  continueListening: 'Continue listening',
  noContinue: 'Nothing to continue yet',
  noContinueText: 'Start an episode and it waits for you here, at the second you stopped.',
  resumeFrom: params('Resume from {time}'),
  timeLeft: params('{time} left'),
  recentlyPlayed: 'Recently played',
  noRecent: 'No episodes played yet',
  favourites: 'Favourites',
  noFavourites: 'No favourites yet',
  noFavouritesText: 'Tap the heart on an episode to keep it here.',
  followedShows: 'Shows you follow',
  noFollowed: 'You do not follow any show yet',
  noFollowedText: 'Follow a show or podcast and its new episodes appear on top of home.',
  loading: 'Loading',
  libraryWhat: 'Your library',
});
