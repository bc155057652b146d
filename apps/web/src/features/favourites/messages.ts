import { i18n, params } from '../../shared/i18n';

/** The favourite toggle's texts (its failure texts are logged, not shown, and stay English). */
export const favouriteMessages = i18n('favourites', {
  favourite: params('Favourite {title}'),
  add: 'Add to favourites',
  remove: 'Remove from favourites',
});
