import { z } from 'zod';
import { favoriteBody, idParam } from '../index';
import { favourites as at } from './endpoints';
import { route } from './route';

// The server declares this path in its own routes; the same rule here (the route-table test compares them).
const favoritePath = z.object({
  contentType: z.enum(['Episode'], { error: 'contentType must be Episode' }),
  contentId: idParam('contentId'),
});

export const favourites = {
  add: route(at.add, { body: favoriteBody }),
  remove: route(at.remove, { params: favoritePath }),
};
