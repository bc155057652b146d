import { i18n, params } from '../../shared/i18n';

/**
 * My Tarang's texts that show outside its page: the way in (user menu, bottom bar), the Follow button on a
 * show and the row on top of home. Small on purpose: the shell's first load carries this file.
 */
export const libraryMessages = i18n('library', {
  myTarang: 'My Tarang',
  follow: 'Follow',
  following: 'Following',
  followShow: params('Follow {show}'),
  newFromFollowed: 'New from shows you follow',
});
