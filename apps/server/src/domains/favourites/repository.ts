import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { episodes, favorites, media } from '../../db/schema';
import { listenerVisible } from '../../db/visibility';

/** A favourite's row: one listener's mark on one item. */
export type FavoriteKey = { subscriberId: number; contentType: 'Episode'; contentId: number };

/** Whether listeners can see the episode: a draft or scheduled one, or one of a draft show, is not. */
export async function isVisibleEpisode(db: Db, id: number): Promise<boolean> {
  const [episode] = await db
    .select({ id: episodes.id })
    .from(episodes)
    .innerJoin(media, eq(media.id, episodes.mediaId))
    .where(
      and(eq(episodes.id, id), listenerVisible(episodes), listenerVisible(media), eq(media.isActive, true)),
    );
  return episode !== undefined;
}

/** Marks it; marking twice keeps one row. */
export async function addFavorite(db: Db, key: FavoriteKey): Promise<void> {
  await db.insert(favorites).values(key).onConflictDoNothing();
}

/** Unmarks it (nothing to do when it was not marked). */
export async function removeFavorite(db: Db, key: FavoriteKey): Promise<void> {
  await db
    .delete(favorites)
    .where(
      and(
        eq(favorites.subscriberId, key.subscriberId),
        eq(favorites.contentType, key.contentType),
        eq(favorites.contentId, key.contentId),
      ),
    );
}
